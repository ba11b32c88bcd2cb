import { useRef, useState } from 'react';
import { resetCart } from '../../shared/cart/cart-store';
import { reportError } from '../../shared/errors/error-reporting';
import { TextField } from '../../shared/forms/fields';
import { FormProvider } from '../../shared/forms/form-provider';
import { useLazyZodForm } from '../../shared/forms/use-lazy-zod-form';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { startSession } from '../../shared/session/session';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { useCheckout } from './checkout-context';
import { type PaymentChoice, paymentAdditionalData } from './checkout-rules';
import { placeOrder } from './checkout-service';
import type { PaymentMethod } from './PaymentStep';

/**
 * The customer note, the create-account option for guests and the order button: setPaymentMethod
 * places the order, then the browser goes to the answered address (the payment provider's page,
 * or the success page). The button cannot be pressed twice.
 */
export function PlaceOrder({
  ready,
  method,
  choice,
}: {
  ready: boolean;
  method: PaymentMethod | undefined;
  choice: PaymentChoice | undefined;
}) {
  const { t } = useTranslation();
  const { cart, environment, leave } = useCheckout();
  const loggedIn = useIsLoggedIn();
  const [note, setNote] = useState(cart.comment ?? '');
  const [createAccount, setCreateAccount] = useState(false);
  const accountForm = useLazyZodForm(async () => (await import('./checkout-schemas')).accountSchema, {
    password: '',
    password_confirmation: '',
  });
  const [pending, setPending] = useState(false);
  const placing = useRef(false);

  const submit = async () => {
    if (placing.current || !ready || !method || !choice) return;
    const paymentTexts = {
      title: t('checkout.order.error_title'),
      fallback: t('checkout.order.failed'),
      operation: 'setPaymentMethod',
    };
    const fields = (method.additional_fields ?? []).filter((field) => field !== null);
    const { data, missing } = paymentAdditionalData(fields, choice.fields);
    if (missing.length > 0) {
      const labels = fields.filter((field) => missing.includes(field.code)).map((field) => field.label);
      messages.danger(
        t('checkout.payment.missing', { fields: labels.join(', ') }),
        t('checkout.payment.title'),
      );
      return;
    }
    const withAccount = createAccount && !loggedIn;
    if (withAccount && !(await accountForm.trigger())) return;
    placing.current = true;
    setPending(true);
    const placed = await placeOrder(
      environment,
      {
        code: choice.code,
        additional_data: data,
        customer_note: note.trim(),
        create_account: withAccount,
        password: withAccount ? accountForm.getValues('password') : undefined,
      },
      paymentTexts,
    );
    // The account password is not kept once the call is made (docs/BEHAVIOUR.md#cart-lifecycle), whatever its outcome.
    accountForm.reset({ password: '', password_confirmation: '' });
    if (!placed) {
      placing.current = false;
      setPending(false);
      return;
    }
    leave();
    if (placed.customerToken) {
      // The guest cart is ordered; the new account's session starts without it.
      resetCart();
      await startSession(placed.customerToken, { store: environment.store }).catch((error: unknown) =>
        reportError(error, { operation: 'startSession' }),
      );
    }
    // A full navigation: the payment page is the api's (or the success page of this shop).
    window.location.assign(placed.redirectUrl);
  };

  return (
    <section className="checkout-step checkout-place" aria-labelledby="checkout-order-title">
      <h2 id="checkout-order-title">{t('checkout.order.title')}</h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor="checkout-note">
          {t('checkout.order.note')}
        </label>
        <textarea
          id="checkout-note"
          className="form-field__input"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {loggedIn ? null : (
        <>
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={createAccount}
              onChange={(event) => setCreateAccount(event.target.checked)}
            />{' '}
            {t('checkout.order.create_account')}
          </label>
          {createAccount ? (
            <FormProvider form={accountForm}>
              <div className="form">
                <TextField
                  name="password"
                  type="password"
                  label={t('account.field.password')}
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
              </div>
            </FormProvider>
          ) : null}
        </>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button checkout-place__button"
          disabled={!ready || pending}
          aria-busy={pending || undefined}
          onClick={() => void submit()}
        >
          {pending ? t('checkout.order.placing') : t('checkout.order.place')}
        </button>
      </div>
      {ready ? null : <p className="form-field__hint">{t('checkout.order.not_ready')}</p>}
    </section>
  );
}
