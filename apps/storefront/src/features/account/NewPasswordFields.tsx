import { TextField } from '../../shared/forms/fields';
import { useTranslation } from '../../shared/i18n/I18nProvider';

/**
 * A new password and its repetition (registration, change and reset): the fields `password` and
 * `password_confirmation` of newPasswordFields in schemas.ts, with the rules as a hint.
 */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        required
        autoComplete="new-password"
        hint={t('account.field.password_hint')}
      />
      <TextField
        name="password_confirmation"
        type="password"
        label={t('account.field.password_confirmation')}
        required
        autoComplete="new-password"
      />
    </>
  );
}
