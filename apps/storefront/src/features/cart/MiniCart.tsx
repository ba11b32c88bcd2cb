import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toSummaryLines } from '../../shared/cart/cart-model';
import { cartItemCount } from '../../shared/cart/cart-summary';
import { useCart } from '../../shared/cart/use-cart';
import { lazyWithTimeout } from '../../shared/errors/chunk-load';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { CartIcon } from '../../shared/ui/icons';

// The flyout's lines load when it is first opened: no page needs them for its first screen.
const MiniCartContent = lazyWithTimeout(async () => ({
  default: (await import('./MiniCartContent')).MiniCartContent,
}));

/**
 * The header's cart: a button with the item count (the mini-cart counts quantities, docs/BEHAVIOUR.md#cart-lifecycle) that
 * opens a flyout with the cart's lines. Click or Enter opens it and moves focus into it; Escape,
 * a click outside or following a link closes it. The app's providers load the cart.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const { cart, busy } = useCart();
  const count = cartItemCount(toSummaryLines(cart), 'quantity');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  // A navigation (a link in the flyout, the browser's back button) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new location.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  // While open: Escape closes it (focus back on the button); a click outside or focus moving
  // outside (Tab) closes it too.
  useEffect(() => {
    if (!open) return;
    headingRef.current?.focus();
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !rootRef.current?.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  return (
    <div className="mini-cart" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-link mini-cart__toggle"
        data-early-tap="mini-cart"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('shell.cartLabel', { count })}
        onClick={() => setOpen((value) => !value)}
      >
        <CartIcon />
        <span className="header-link__text">{t('shell.cart')}</span>
        {/* The space keeps the visible "Warenkorb 2" inside the name "Warenkorb, 2 Artikel" (WCAG 2.5.3). */}{' '}
        {count > 0 ? (
          <span className="mini-cart__count" aria-hidden="true" data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        className="mini-cart__panel"
        role="dialog"
        aria-labelledby={headingId}
        aria-busy={busy}
        hidden={!open}
      >
        <div className="mini-cart__head">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mini-cart__heading">
            {t('cart.title')}
            {cart && cart.totalQuantity > 0 ? (
              <span className="mini-cart__heading-count"> ({t('cart.itemCount', { count })})</span>
            ) : null}
          </h2>
          <button
            type="button"
            className="mini-cart__close"
            aria-label={t('cart.close')}
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {open ? (
          <Suspense fallback={null}>
            <MiniCartContent
              onLeave={() => setOpen(false)}
              onLineRemoved={() => headingRef.current?.focus()}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
