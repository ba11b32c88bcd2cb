import { useNavigate, useSearchParams } from 'react-router';
import { AccountResetPasswordDocument } from '../../../generated/graphql/graphql';
import { FieldErrors, SubmitButton } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { useLocalizedPath, useStoreView } from '../../shared/storefront-context';
import { PageFrame } from '../../shared/ui/PageFrame';
import { showFailure } from './account-errors';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * /customer/account/createPassword?token=…&email=…, opened from the reset e-mail: a new password
 * (docs/BEHAVIOUR.md#validation rules) for the account; afterwards the customer logs in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const store = useStoreView();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const form = useLazyZodForm(async () => (await import('./schemas')).resetPasswordSchema, {
    token: searchParams.get('token') ?? '',
    email,
    password: '',
    password_confirmation: '',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request(
        AccountResetPasswordDocument,
        { email: values.email, token: values.token, password: values.password },
        { store },
      );
    } catch (error) {
      showFailure(error, t('account.reset.error_title'), t('account.reset.error'));
      return;
    }
    messages.success(t('account.reset.success'));
    navigate(localized('/login'));
  });

  return (
    <PageFrame name="create-password">
      <FormProvider form={form}>
        <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.reset.form')}>
          <InvalidFieldsSummary
            labels={[
              ['token', t('account.field.reset_token')],
              ['email', t('account.field.email')],
              ['password', t('account.field.new_password')],
              ['password_confirmation', t('account.field.password_confirmation')],
            ]}
          />
          {/* The token and address come from the link; their problems show here. */}
          <input type="hidden" {...form.register('token')} />
          <FieldErrors name="token" />
          {email ? <p>{t('account.reset.for', { email })}</p> : null}
          <input type="hidden" {...form.register('email')} />
          <FieldErrors name="email" />
          <NewPasswordFields label={t('account.field.new_password')} />
          <SubmitButton>{t('account.reset.submit')}</SubmitButton>
        </form>
      </FormProvider>
    </PageFrame>
  );
}
