import { useTranslation } from 'react-i18next';
import { formatMoney } from '../money/format-money';
import { useMoneyFormat, useStorefront } from '../storefront-context';
import { freeShippingRemaining, useCartSummaryStore } from './cart-summary';

/**
 * The free-shipping hint slot: "order another X and pay no shipping" while the cart is below the
 * free-shipping amount. Shows nothing until the cart feature has put a cart and the amount in the
 * cart summary, or when the setting is off.
 */
export function FreeShippingHint() {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const moneyFormat = useMoneyFormat();
  const remaining = useCartSummaryStore((state) =>
    state.freeShippingAmount === undefined ||
    state.subtotalIncludingTax === undefined ||
    state.lines.length === 0
      ? undefined
      : freeShippingRemaining(state.freeShippingAmount, state.subtotalIncludingTax),
  );
  if (!config.freeShipping.enabled || remaining === undefined || remaining <= 0) return null;
  return (
    <p className="free-shipping-hint" role="status">
      {t('shell.freeShippingRemaining', { remain: formatMoney(remaining, moneyFormat) })}
    </p>
  );
}
