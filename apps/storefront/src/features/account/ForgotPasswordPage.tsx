import { Link } from 'react-router';
import { AccountRequestPasswordResetDocument } from '../../../generated/graphql/graphql';
import { SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { useLocalizedPath, useStoreView } from '../../shared/storefront-context';
import { PageFrame } from '../../shared/ui/PageFrame';

/**
 * /forgot-password: the answer is the same whether or not the address has an account (docs/BEHAVIOUR.md#error-texts);
 * only a failed call says something else: to contact the shop.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const store = useStoreView();
  const localized = useLocalizedPath();
  const form = useLazyZodForm(async () => (await import('./schemas')).forgotPasswordSchema, { email: '' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request(AccountRequestPasswordResetDocument, { email: values.email }, { store });
    } catch {
      messages.danger(t('account.forgot.failed'), t('account.forgot.error_title'));
      return;
    }
    messages.success(t('account.forgot.sent'));
    form.reset({ email: '' });
  });

  return (
    <PageFrame name="forgot-password">
      <p>{t('account.forgot.intro')}</p>
      <FormProvider form={form}>
        <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.forgot.form')}>
          <InvalidFieldsSummary labels={[['email', t('account.field.email')]]} />
          <TextField
            name="email"
            type="email"
            label={t('account.field.email')}
            required
            autoComplete="email"
          />
          <div className="form-actions">
            <SubmitButton>{t('account.forgot.submit')}</SubmitButton>
            <Link to={localized('/login')}>{t('account.forgot.back')}</Link>
          </div>
        </form>
      </FormProvider>
    </PageFrame>
  );
}
