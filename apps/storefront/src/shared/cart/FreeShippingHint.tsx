import { useTranslation } from '../i18n/I18nProvider';
import { formatMoney } from '../money/format-money';
import { useMoneyFormat } from '../storefront-context';
import { useFreeShippingRemaining } from './use-cart';

/**
 * The free-shipping hint slot: "order another X and pay no shipping" while the cart is below the
 * free-shipping amount. Shows nothing until the cart and the amount are loaded, or when the setting
 * is off.
 */
export function FreeShippingHint() {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const remaining = useFreeShippingRemaining();
  if (remaining === undefined || remaining <= 0) return null;
  return (
    <p className="free-shipping-hint" role="status">
      {t('shell.freeShippingRemaining', { remain: formatMoney(remaining, moneyFormat) })}
    </p>
  );
}
