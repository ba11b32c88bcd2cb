import { Link } from 'react-router';
import type { CartLine } from '../../shared/cart/cart-model';
import { FreeShippingHint } from '../../shared/cart/FreeShippingHint';
import { useCart } from '../../shared/cart/use-cart';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat } from '../../shared/storefront-context';
import { QuantityStepper } from './QuantityStepper';
import { useLineQuantity } from './use-line-quantity';

/**
 * The inside of the mini-cart flyout: loading, failed and empty states, the lines with quantity
 * and remove, the subtotal, the free-shipping hint and the link to the cart page. `onLeave` is
 * called when a link is followed (the flyout closes); `onLineRemoved` when focus must move on.
 */
export function MiniCartContent({ onLeave, onLineRemoved }: { onLeave(): void; onLineRemoved(): void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const localized = useLocalizedPath();
  const { cart, status } = useCart();

  if (status === 'idle' || status === 'loading') {
    return (
      <p className="mini-cart__state" role="status">
        {t('shell.loading')}
      </p>
    );
  }
  if (status === 'failed') return <p className="mini-cart__state">{t('cart.loadFailed')}</p>;
  if (!cart || cart.lines.length === 0) return <p className="mini-cart__state">{t('cart.empty')}</p>;

  return (
    <>
      <ul className="mini-cart__lines">
        {cart.lines.map((line) => (
          <MiniCartLine
            key={line.uid}
            line={line}
            currency={cart.currency}
            onLeave={onLeave}
            onRemoved={onLineRemoved}
          />
        ))}
      </ul>
      <p className="mini-cart__subtotal">
        <span>{t('cart.subtotal')}</span>
        <span data-testid="mini-cart-subtotal">
          {formatMoney(cart.subtotalIncludingTax, money, cart.currency)}
        </span>
      </p>
      <FreeShippingHint />
      <Link to={localized('/checkout/cart')} className="button mini-cart__to-cart" onClick={onLeave}>
        {t('cart.viewCart')}
      </Link>
    </>
  );
}

function MiniCartLine(props: {
  line: CartLine;
  currency: string | undefined;
  onLeave(): void;
  onRemoved(): void;
}) {
  const { line, currency, onLeave, onRemoved } = props;
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const localized = useLocalizedPath();
  const quantity = useLineQuantity(line);

  const remove = async () => {
    if (await quantity.remove()) onRemoved();
  };

  const name = line.name;
  return (
    <li className="mini-cart__line" data-sku={line.sku} aria-busy={quantity.saving}>
      <div className="mini-cart__image">
        {line.image ? <img src={line.image.url} alt="" width={64} height={64} loading="lazy" /> : null}
      </div>
      <div className="mini-cart__details">
        {line.urlKey ? (
          <Link to={localized(buildProductPath(line.urlKey))} className="mini-cart__name" onClick={onLeave}>
            {name}
          </Link>
        ) : (
          <span className="mini-cart__name">{name}</span>
        )}
        {line.isSample ? <span className="mini-cart__sample">{t('cart.sample')}</span> : null}
        {line.options.length > 0 ? (
          <dl className="mini-cart__options">
            {line.options.map((option) => (
              <div key={`${option.label}:${option.value}`}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {line.isSample ? null : (
          <div className="mini-cart__quantity">
            <QuantityStepper line={line} name={name} quantity={quantity} stepClassName="mini-cart__step" />
          </div>
        )}
      </div>
      <div className="mini-cart__aside">
        <span className="mini-cart__row-total">
          {formatMoney(line.rowTotalIncludingTax, money, currency)}
        </span>
        <button
          type="button"
          className="mini-cart__remove"
          aria-label={t('cart.remove', { name })}
          aria-disabled={quantity.saving}
          onClick={() => void remove()}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </li>
  );
}
