import { useId, useState } from 'react';
import { CheckoutSetShippingMethodDocument } from '../../../generated/graphql/graphql';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { useMoneyFormat } from '../../shared/storefront-context';
import { useCheckout } from './checkout-context';
import { cartShippingAddress, shippingMethodsFor } from './checkout-rules';
import { checkoutCall } from './checkout-service';

/**
 * Step 3: the shipping methods of the address's country, with their prices incl. tax (free ones
 * say so). A store pickup has its one method, selected with the location.
 */
export function ShippingMethodStep({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { cart, environment, change } = useCheckout();
  const name = useId();
  // The method being chosen shows as chosen until the server answers.
  const [choosing, setChoosing] = useState<{ carrier: string; method: string } | undefined>();
  const address = cartShippingAddress(cart);
  const current = address?.selected_shipping_method;
  const selected = choosing ? { carrier_code: choosing.carrier, method_code: choosing.method } : current;
  const methods = shippingMethodsFor(
    address?.available_shipping_methods,
    Boolean(address?.pickup_location_code),
  );

  const choose = async (carrierCode: string, methodCode: string) => {
    setChoosing({ carrier: carrierCode, method: methodCode });
    await change(
      {
        title: t('checkout.shipping.error_title'),
        fallback: t('checkout.change_failed'),
        operation: 'setShippingMethodsOnCart',
      },
      async (cartId) =>
        (
          await checkoutCall(environment, CheckoutSetShippingMethodDocument, {
            cartId,
            carrierCode,
            methodCode,
          })
        ).setShippingMethodsOnCart?.cart,
    );
    setChoosing(undefined);
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title">{t('checkout.shipping.title')}</h2>
      {!open ? (
        <p className="checkout-step__waiting">{t('checkout.shipping.after_address')}</p>
      ) : methods.length === 0 ? (
        <p role="status">{t('checkout.shipping.none')}</p>
      ) : (
        <fieldset
          className="checkout-choices"
          disabled={choosing !== undefined}
          aria-busy={choosing !== undefined || undefined}
        >
          <legend className="visually-hidden">{t('checkout.shipping.title')}</legend>
          {methods.map((method) => {
            const value = `${method.carrier_code}/${method.method_code ?? ''}`;
            const price = method.price_incl_tax.value ?? 0;
            return (
              <label key={value} className="checkout-choice">
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={
                    selected?.carrier_code === method.carrier_code &&
                    selected.method_code === method.method_code
                  }
                  onChange={() => void choose(method.carrier_code, method.method_code ?? '')}
                />{' '}
                {method.carrier_title} – {method.method_title}{' '}
                <span className="checkout-choice__price">
                  {price === 0 ? t('checkout.free') : formatMoney(price, money)}
                </span>
                {method.error_message ? (
                  <span className="form-field__hint"> {method.error_message}</span>
                ) : null}
              </label>
            );
          })}
          <p className="form-field__hint">{t('checkout.shipping.incl_tax')}</p>
        </fieldset>
      )}
    </section>
  );
}
