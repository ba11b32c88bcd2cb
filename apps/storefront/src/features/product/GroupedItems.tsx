import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat } from '../../shared/storefront-context';
import type { ProductDetail } from './product';

type Items = NonNullable<ProductDetail['grouped']>['items'];

/** The items of a grouped product, each with its price, stock and a quantity (0 leaves it out). */
export function GroupedItems({
  items,
  quantities,
  onChange,
}: {
  items: Items;
  quantities: Readonly<Record<string, number>>;
  onChange: (sku: string, quantity: number) => void;
}) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const localized = useLocalizedPath();
  const baseId = useId();
  return (
    <section className="grouped-items" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{t('product.groupedItems')}</h2>
      <table>
        <tbody>
          {items.map((item) => {
            const inputId = `${baseId}-${item.sku}`;
            return (
              <tr key={item.sku} data-sku={item.sku}>
                <th scope="row">
                  {item.product.urlKey ? (
                    <Link to={localized(buildProductPath(item.product.urlKey))}>{item.name}</Link>
                  ) : (
                    item.name
                  )}
                  <span className="grouped-items__stock">
                    {item.inStock ? t('product.inStock') : t('product.outOfStock')}
                  </span>
                </th>
                <td>{formatMoney(item.price, moneyFormat, item.product.currency)}</td>
                <td>
                  <label htmlFor={inputId} className="visually-hidden">
                    {t('product.quantityFor', { product: item.name })}
                  </label>
                  <input
                    id={inputId}
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    disabled={!item.inStock}
                    value={quantities[item.sku] ?? 0}
                    onChange={(event) => {
                      const value = event.target.valueAsNumber;
                      onChange(item.sku, Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
