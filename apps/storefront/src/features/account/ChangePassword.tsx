import { AccountChangePasswordDocument } from '../../../generated/graphql/graphql';
import { useCustomerCall } from '../../shared/customer/customer-api';
import { SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { showFailure } from './account-errors';
import { NewPasswordFields } from './NewPasswordFields';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change password: the current one is checked by the api ('invalid current password'). */
export function ChangePassword() {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const form = useLazyZodForm(async () => (await import('./schemas')).changePasswordSchema, EMPTY);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await call(AccountChangePasswordDocument, {
        currentPassword: values.current_password,
        newPassword: values.password,
      });
      form.reset(EMPTY);
      messages.success(t('account.password.success'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, {
        currentPassword: 'current_password',
        newPassword: 'password',
      });
      showFailure(error, t('account.password.error_title'), t('account.password.error'));
    }
  });

  return (
    <FormProvider form={form}>
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.section.change-password')}>
        <InvalidFieldsSummary
          labels={[
            ['current_password', t('account.field.current_password')],
            ['password', t('account.field.new_password')],
            ['password_confirmation', t('account.field.password_confirmation')],
          ]}
        />
        <TextField
          name="current_password"
          type="password"
          label={t('account.field.current_password')}
          required
          autoComplete="current-password"
        />
        <NewPasswordFields label={t('account.field.new_password')} />
        <SubmitButton>{t('account.password.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
