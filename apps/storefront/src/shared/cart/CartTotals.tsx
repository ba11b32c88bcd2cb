import { useTranslation } from '../i18n/I18nProvider';
import { formatMoney } from '../money/format-money';
import { useMoneyFormat } from '../storefront-context';
import type { CartView } from './cart-model';
import { type CartTotalRow, cartTotalRows } from './cart-totals';

/** The cart page's totals (docs/BEHAVIOUR.md#cart-totals Cart totals) through the shop's money format. */
export function CartTotals({ cart }: { cart: CartView }) {
  return <TotalsList rows={cartTotalRows(cart)} currency={cart.currency} />;
}

/** Totals rows as a description list: the cart page's and the ordered ones (payment result pages). */
export function TotalsList({
  rows,
  currency,
}: {
  rows: readonly CartTotalRow[];
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const label = (row: CartTotalRow): string => {
    switch (row.kind) {
      case 'subtotalExcludingTax':
        return t('cart.subtotalExcludingTax');
      case 'subtotalIncludingTax':
        return t('cart.subtotalIncludingTax');
      case 'grandTotal':
        return t('cart.grandTotal');
      case 'discount':
        return t('cart.discount', { label: row.label });
      case 'shipping':
        return t('cart.shipping', { method: row.label });
      case 'tax':
        return t('cart.tax', { label: row.label });
    }
  };
  return (
    <dl className="cart-page__totals" data-testid="totals">
      {rows.map((row) => (
        <div
          key={`${row.kind}:${'label' in row ? row.label : ''}`}
          className={`cart-page__total cart-page__total--${row.kind}`}
          data-total={row.kind}
        >
          <dt>{label(row)}</dt>
          <dd>{formatMoney(row.amount, money, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
