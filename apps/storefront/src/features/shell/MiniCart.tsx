import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartItemCount, useCartSummaryStore } from '../../shared/cart/cart-summary';
import { useLocalizedPath, useStorefront } from '../../shared/storefront-context';
import { CartIcon } from './icons';

/** Link to the cart with the item count in the configured mode (lines or quantities). */
export function MiniCart() {
  const { t } = useTranslation();
  const { config } = useStorefront();
  const localized = useLocalizedPath();
  const count = useCartSummaryStore((state) => cartItemCount(state.lines, config.cartCountMode));
  return (
    <Link
      to={localized('/checkout/cart')}
      className="header-link mini-cart"
      aria-label={t('shell.cartLabel', { count })}
    >
      <CartIcon />
      <span className="header-link__text">{t('shell.cart')}</span>
      {count > 0 ? (
        <span className="mini-cart__count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
