import { toCartView } from '../../shared/cart/cart-model';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { useMoneyFormat } from '../../shared/storefront-context';
import { useCheckout } from './checkout-context';
import { cartShippingAddress } from './checkout-rules';

/** The lines and totals of the order (amounts incl. tax; the taxes they contain are listed). */
export function OrderSummary() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { cart } = useCheckout();
  const view = toCartView(cart);
  const format = (amount: number) => formatMoney(amount, money, view.currency);
  const shippingMethod = cartShippingAddress(cart)?.selected_shipping_method;
  const shipping = cart.prices?.shipping_including_tax?.value ?? 0;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.summary.title')}</h2>
      <ul className="checkout-summary__lines">
        {view.lines.map((line) => (
          <li key={line.uid}>
            <span>
              {line.quantity} × {line.name}
              {line.options.length > 0 ? (
                <small>
                  {' '}
                  ({line.options.map((option) => `${option.label}: ${option.value}`).join(', ')})
                </small>
              ) : null}
            </span>
            <span>{format(line.rowTotalIncludingTax)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <div className="checkout-summary__row">
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{format(view.subtotalIncludingTax)}</dd>
        </div>
        {(cart.prices?.discounts ?? []).map((discount) =>
          discount ? (
            <div key={discount.label} className="checkout-summary__row">
              <dt>{discount.label}</dt>
              <dd>−{format(discount.amount.value ?? 0)}</dd>
            </div>
          ) : null,
        )}
        {shippingMethod ? (
          <div className="checkout-summary__row">
            <dt>
              {t('checkout.summary.shipping')} ({shippingMethod.carrier_title} – {shippingMethod.method_title}
              )
            </dt>
            <dd>{shipping === 0 ? t('checkout.free') : format(shipping)}</dd>
          </div>
        ) : null}
        <div className="checkout-summary__row checkout-summary__grand">
          <dt>{t('checkout.summary.grand_total')}</dt>
          <dd data-testid="checkout-grand-total">{format(view.grandTotal)}</dd>
        </div>
        {(cart.prices?.applied_taxes ?? []).map((tax) =>
          tax ? (
            <div key={tax.label} className="checkout-summary__row checkout-summary__tax">
              <dt>{t('checkout.summary.tax_included', { label: tax.label })}</dt>
              <dd>{format(tax.amount.value ?? 0)}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}
