import { Link } from 'react-router';
import type { CartLine } from '../../shared/cart/cart-model';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat } from '../../shared/storefront-context';
import { QuantityStepper } from './QuantityStepper';
import { useLineQuantity } from './use-line-quantity';

/**
 * One line of the cart page: image, name (to the product), chosen options, unit price, quantity
 * (−, field, +), row total incl. tax and remove. `onRemoved` moves focus on after a removal.
 */
export function CartPageLine(props: { line: CartLine; currency: string | undefined; onRemoved(): void }) {
  const { line, currency, onRemoved } = props;
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const localized = useLocalizedPath();
  const quantity = useLineQuantity(line);
  const { name } = line;

  const remove = async () => {
    if (await quantity.remove()) onRemoved();
  };

  return (
    <li className="cart-page__line" data-sku={line.sku} aria-busy={quantity.saving}>
      <div className="cart-page__image">
        {line.image ? <img src={line.image.url} alt="" width={96} height={96} loading="lazy" /> : null}
      </div>
      <div className="cart-page__details">
        {line.urlKey ? (
          <Link to={localized(buildProductPath(line.urlKey))} className="cart-page__name">
            {name}
          </Link>
        ) : (
          <span className="cart-page__name">{name}</span>
        )}
        {line.isSample ? <span className="cart-page__sample">{t('cart.sample')}</span> : null}
        {line.options.length > 0 ? (
          <dl className="cart-page__options">
            {line.options.map((option) => (
              <div key={`${option.label}:${option.value}`}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="cart-page__unit-price">
          <span>{t('cart.unitPrice')}</span>{' '}
          <span data-testid="cart-line-unit-price">
            {formatMoney(line.unitPriceIncludingTax, money, currency)}
          </span>
        </p>
      </div>
      <div className="cart-page__quantity">
        {line.isSample ? (
          <span>{t('cart.quantityValue', { count: line.quantity })}</span>
        ) : (
          <QuantityStepper line={line} name={name} quantity={quantity} stepClassName="cart-page__step" />
        )}
      </div>
      <div className="cart-page__row-total">
        <span className="visually-hidden">{t('cart.rowTotal')}</span>
        <span data-testid="cart-line-row-total">
          {formatMoney(line.rowTotalIncludingTax, money, currency)}
        </span>
      </div>
      <button
        type="button"
        className="cart-page__remove"
        aria-label={t('cart.remove', { name })}
        aria-disabled={quantity.saving}
        onClick={() => void remove()}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
