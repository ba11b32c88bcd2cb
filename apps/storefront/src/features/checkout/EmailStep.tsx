import { useState } from 'react';
import { Link } from 'react-router';
import {
  AccountEmailAvailableDocument,
  CheckoutSetGuestEmailDocument,
} from '../../../generated/graphql/graphql';
import { SubmitButton, TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { applyServerFieldErrors } from '../../shared/forms/server-errors';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { useLocalizedPath } from '../../shared/storefront-context';
import { useCheckout } from './checkout-context';
import { checkoutCall } from './checkout-service';

/**
 * Step 1: the e-mail address. A guest enters it (setGuestEmailOnCart) and is told to log in when
 * an account already uses it; a logged-in customer's cart has the customer's address.
 */
export function EmailStep() {
  const { t } = useTranslation();
  const { cart } = useCheckout();
  const loggedIn = useIsLoggedIn();
  const [editing, setEditing] = useState(!cart.email);
  return (
    <section className="checkout-step" aria-labelledby="checkout-email-title">
      <h2 id="checkout-email-title">{t('checkout.email.title')}</h2>
      {loggedIn || (cart.email && !editing) ? (
        <div className="checkout-step__done">
          <p data-testid="checkout-email">{cart.email}</p>
          {loggedIn ? null : (
            <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
              {t('checkout.change')}
            </button>
          )}
        </div>
      ) : (
        <GuestEmailForm onDone={() => setEditing(false)} />
      )}
    </section>
  );
}

function GuestEmailForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { cart, environment, change } = useCheckout();
  const form = useLazyZodForm(async () => (await import('./checkout-schemas')).emailSchema, {
    email: cart.email ?? '',
  });
  const [hasAccount, setHasAccount] = useState(false);

  // An address that already has an account: the shopper may rather log in (docs/BEHAVIOUR.md#validation isEmailAvailable).
  const checkAvailability = () => {
    const email = form.getValues('email').trim();
    if (!email || form.getFieldState('email').invalid) return setHasAccount(false);
    request(AccountEmailAvailableDocument, { email }, { store: environment.store })
      .then((data) => setHasAccount(data.isEmailAvailable?.is_email_available === false))
      .catch(() => setHasAccount(false));
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const outcome = await change(
      {
        title: t('checkout.email.error_title'),
        fallback: t('checkout.change_failed'),
        operation: 'setGuestEmailOnCart',
      },
      async (cartId) =>
        (await checkoutCall(environment, CheckoutSetGuestEmailDocument, { cartId, email }))
          .setGuestEmailOnCart?.cart,
    );
    if ('error' in outcome) applyServerFieldErrors(outcome.error, form.setError, { email: 'email' });
    else onDone();
  });

  return (
    <FormProvider form={form}>
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('checkout.email.title')}>
        <TextField
          name="email"
          type="email"
          label={t('account.field.email')}
          required
          autoComplete="email"
          onBlur={checkAvailability}
          hint={
            hasAccount ? (
              <span role="status">
                {t('checkout.email.has_account')}{' '}
                <Link to={localized('/login')}>{t('checkout.email.login')}</Link>
              </span>
            ) : undefined
          }
        />
        <div className="form-actions">
          <SubmitButton>{t('checkout.continue')}</SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
