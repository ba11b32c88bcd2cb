import { AccountUpdateEmailDocument } from '../../../generated/graphql/graphql';
import {
  type AccountCustomer,
  useCustomerCall,
  useCustomerRefresh,
} from '../../shared/customer/customer-api';
import { SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { showFailure } from './account-errors';

/** Change e-mail: the new address and the current password. */
export function ChangeEmail({ customer }: { customer: AccountCustomer }) {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const refresh = useCustomerRefresh();
  const form = useLazyZodForm(async () => (await import('./schemas')).changeEmailSchema, {
    email: customer.email ?? '',
    password: '',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await call(AccountUpdateEmailDocument, values);
      refresh(data.updateCustomerEmail?.customer);
      form.reset({ email: values.email, password: '' });
      messages.success(t('account.email.success'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, {
        email: 'email',
        password: 'password',
        currentPassword: 'password',
      });
      showFailure(error, t('account.email.error_title'), t('account.email.error'));
    }
  });

  return (
    <FormProvider form={form}>
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.section.change-email')}>
        <InvalidFieldsSummary
          labels={[
            ['email', t('account.field.new_email')],
            ['password', t('account.field.current_password')],
          ]}
        />
        <TextField
          name="email"
          type="email"
          label={t('account.field.new_email')}
          required
          autoComplete="email"
        />
        <TextField
          name="password"
          type="password"
          label={t('account.field.current_password')}
          required
          autoComplete="current-password"
        />
        <SubmitButton>{t('forms.save')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
