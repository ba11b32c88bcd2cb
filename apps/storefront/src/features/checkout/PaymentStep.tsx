import { useEffect, useId } from 'react';
import {
  CheckoutPaymentMethodsDocument,
  type CheckoutPaymentMethodsQuery,
} from '../../../generated/graphql/graphql';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useQuery } from '../../shared/query/use-query';
import { handleAuthorizationError } from '../../shared/session/session-expiry';
import { useCheckout } from './checkout-context';
import { cartShippingAddress, type PaymentChoice, preferredPaymentCode } from './checkout-rules';
import { checkoutCall } from './checkout-service';
import { readPaymentChoice, storePaymentChoice } from './payment-choice-storage';

export type PaymentMethod = NonNullable<
  NonNullable<CheckoutPaymentMethodsQuery['getPaymentMethods']>[number]
>;

/**
 * The payment methods of the cart, loaded once a shipping method is set (docs/BEHAVIOUR.md#cart-lifecycle: again when it
 * changes, as the methods may depend on it).
 */
export function usePaymentMethods(open: boolean) {
  const { cart, environment } = useCheckout();
  const method = cartShippingAddress(cart)?.selected_shipping_method;
  return useQuery({
    queryKey: [
      'checkout',
      'payment-methods',
      cart.id,
      method?.carrier_code,
      method?.method_code,
      cart.billing_address?.country.code,
      cart.prices?.grand_total?.value,
      environment.store,
    ],
    queryFn: async (): Promise<PaymentMethod[]> => {
      try {
        const data = await checkoutCall(environment, CheckoutPaymentMethodsDocument, { cartId: cart.id });
        return (data.getPaymentMethods ?? []).filter((entry): entry is PaymentMethod => entry !== null);
      } catch (error) {
        handleAuthorizationError(error);
        throw error;
      }
    },
    enabled: open,
    retry: false,
  });
}

/**
 * Step 4: the payment method, with the bank chooser of methods that have additional fields. The
 * choice is kept in local storage and preferred when the checkout opens again (docs/BEHAVIOUR.md#cart-lifecycle).
 */
export function PaymentStep({
  open,
  methods,
  failed,
  choice,
  onChoice,
}: {
  open: boolean;
  methods: PaymentMethod[] | undefined;
  failed: boolean;
  choice: PaymentChoice | undefined;
  onChoice(choice: PaymentChoice): void;
}) {
  const { t } = useTranslation();
  const { cart } = useCheckout();
  const name = useId();
  const serverCode = cart.selected_payment_method?.code;

  // The preselection once the methods are there: the stored choice, else the server's.
  useEffect(() => {
    if (!methods || choice) return;
    const stored = readPaymentChoice();
    const code = preferredPaymentCode(
      stored,
      serverCode,
      methods.map((method) => method.code),
    );
    if (code) onChoice({ code, fields: stored?.code === code ? stored.fields : {} });
  }, [methods, choice, serverCode, onChoice]);

  const choose = (next: PaymentChoice) => {
    onChoice(next);
    storePaymentChoice(next);
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t('checkout.payment.title')}</h2>
      {!open ? (
        <p className="checkout-step__waiting">{t('checkout.payment.after_shipping')}</p>
      ) : failed ? (
        <p role="alert">{t('checkout.payment.load_failed')}</p>
      ) : !methods ? (
        <p>{t('checkout.loading')}</p>
      ) : methods.length === 0 ? (
        <p role="status">{t('checkout.payment.none')}</p>
      ) : (
        <fieldset className="checkout-choices">
          <legend className="visually-hidden">{t('checkout.payment.title')}</legend>
          {methods.map((method) => (
            <div key={method.code} className="checkout-choice">
              <label>
                <input
                  type="radio"
                  name={name}
                  value={method.code}
                  checked={choice?.code === method.code}
                  onChange={() => choose({ code: method.code, fields: {} })}
                />{' '}
                {method.label}
              </label>
              {choice?.code === method.code ? (
                <>
                  {method.instructions ? <p className="form-field__hint">{method.instructions}</p> : null}
                  {(method.additional_fields ?? []).map((field) =>
                    field && field.type !== 'hidden' ? (
                      <AdditionalField
                        key={field.code}
                        field={field}
                        value={choice.fields[field.code] ?? ''}
                        onChange={(value) =>
                          choose({ code: method.code, fields: { ...choice.fields, [field.code]: value } })
                        }
                      />
                    ) : null,
                  )}
                </>
              ) : null}
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
}

type AdditionalFieldType = NonNullable<NonNullable<PaymentMethod['additional_fields']>[number]>;

/** One additional field of a payment method; with options it is a chooser (e.g. the bank). */
function AdditionalField({
  field,
  value,
  onChange,
}: {
  field: AdditionalFieldType;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = (field.options ?? []).filter((option) => option !== null);
  return (
    <div className="form-field checkout-payment-field">
      <label className="form-field__label" htmlFor={id}>
        {field.label}
      </label>
      {options.length > 0 ? (
        <select
          id={id}
          className="form-field__input"
          value={value}
          aria-required={field.required || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('forms.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="form-field__input"
          value={value}
          aria-required={field.required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
