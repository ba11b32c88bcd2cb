import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CartTotals } from '../../shared/cart/CartTotals';
import { FreeShippingHint } from '../../shared/cart/FreeShippingHint';
import { useCart, useCartCount } from '../../shared/cart/use-cart';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useLocalizedPath } from '../../shared/storefront-context';
import { PageLoading } from '../../shared/ui/PageFrame';
import { CartPageLine } from './CartPageLine';
import { CouponForm } from './CouponForm';

/**
 * The cart page (/checkout/cart): the lines, the coupon form, the totals, the free-shipping hint,
 * to checkout and continue shopping; loading, failed and empty states. The shell's mini-cart loads
 * the cart; every change shows the cart as the server answered it (docs/BEHAVIOUR.md#cart-lifecycle).
 */
export function CartPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { cart, status, busy, reload } = useCart();
  const count = useCartCount();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loadedBefore = useRef(status === 'ready');

  // Arriving from another page: the mini-cart read the cart earlier and it may have changed since
  // (another tab), so it is read again. On a fresh page load the shell's first read is still
  // under way and another is not needed.
  useEffect(() => {
    if (loadedBefore.current) void reload();
  }, [reload]);

  let content: React.ReactNode;
  if (status === 'idle' || status === 'loading') {
    content = <PageLoading />;
  } else if (status === 'failed') {
    content = (
      <div className="cart-page__state" role="alert">
        <p>{t('cart.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('cart.retry')}
        </button>
      </div>
    );
  } else if (!cart || cart.lines.length === 0) {
    content = (
      <div className="cart-page__state">
        <p>{t('cart.empty')}</p>
        <Link to={localized('/')} className="button">
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="cart-page__layout">
        <div>
          <p className="cart-page__count">{t('cart.itemCount', { count })}</p>
          <ul className="cart-page__lines" aria-label={t('cart.lines')}>
            {cart.lines.map((line) => (
              <CartPageLine
                key={line.uid}
                line={line}
                currency={cart.currency}
                onRemoved={() => headingRef.current?.focus()}
              />
            ))}
          </ul>
          <Link to={localized('/')} className="cart-page__continue">
            {t('cart.continueShopping')}
          </Link>
        </div>
        <aside className="cart-page__summary" aria-label={t('cart.summary')}>
          <CouponForm appliedCoupons={cart.appliedCoupons} />
          <CartTotals cart={cart} />
          <FreeShippingHint />
          <Link to={localized('/checkout')} className="button cart-page__to-checkout">
            {t('cart.toCheckout')}
          </Link>
        </aside>
      </div>
    );
  }

  return (
    <section className="screen cart-page" aria-labelledby="screen-heading" aria-busy={busy}>
      <h1 id="screen-heading" className="page-title" ref={headingRef} tabIndex={-1}>
        {t('screens.cart')}
      </h1>
      {content}
    </section>
  );
}
