import { Link, useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { InvalidFieldsSummary } from '../../shared/forms/InvalidFieldsSummary';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { login } from '../../shared/session/session';
import { useLocalizedPath, useStoreView } from '../../shared/storefront-context';
import { PageFrame } from '../../shared/ui/PageFrame';
import { showFailure } from './account-errors';

/** /login: e-mail and password; errors as 'Login Fout' danger messages with the server's text. */
export function LoginPage() {
  const { t } = useTranslation();
  const store = useStoreView();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const form = useLazyZodForm(async () => (await import('./schemas')).loginSchema, {
    email: '',
    password: '',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login(values.email, values.password, { store });
    } catch (error) {
      showFailure(error, t('account.login.error_title'), t('account.login.error'));
      return;
    }
    messages.success(t('account.login.success'));
    navigate(localized('/account'));
  });

  return (
    <PageFrame name="login">
      <div className="account-columns">
        <FormProvider form={form}>
          <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.login.form')}>
            <InvalidFieldsSummary
              labels={[
                ['email', t('account.field.email')],
                ['password', t('account.field.password')],
              ]}
            />
            <TextField
              name="email"
              type="email"
              label={t('account.field.email')}
              required
              autoComplete="email"
            />
            <TextField
              name="password"
              type="password"
              label={t('account.field.password')}
              required
              autoComplete="current-password"
            />
            <div className="form-actions">
              <SubmitButton>{t('account.login.submit')}</SubmitButton>
              <Link to={localized('/forgot-password')}>{t('account.login.forgot')}</Link>
            </div>
          </form>
        </FormProvider>
        <section className="account-aside">
          <h2>{t('account.login.new_title')}</h2>
          <p>{t('account.login.new_text')}</p>
          <Link className="button button--secondary" to={localized('/create-account')}>
            {t('account.login.create')}
          </Link>
        </section>
      </div>
    </PageFrame>
  );
}
