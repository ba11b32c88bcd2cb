import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { WishlistToggleProps } from '../../shared/product-card/product-toggles';
import { useWishlistToggle } from './use-wishlist-toggle';

/**
 * The heart on product cards and product pages (drawn by product-card.css): pressed while the
 * product is in the wishlist.
 */
export function WishlistToggleButton({ product, productName }: WishlistToggleProps) {
  const { t } = useTranslation();
  const { isInWishlist, toggle, pending } = useWishlistToggle({
    sku: product.sku,
    ...(product.parentSku ? { parentSku: product.parentSku } : {}),
    ...(product.needsOptions ? { needsOptions: true } : {}),
  });
  return (
    <button
      type="button"
      className="toggle-button wishlist-toggle"
      aria-pressed={isInWishlist}
      aria-busy={pending}
      title={t(isInWishlist ? 'wishlist.remove' : 'wishlist.add', { name: productName })}
      aria-label={t(isInWishlist ? 'wishlist.remove' : 'wishlist.add', { name: productName })}
      onClick={() => void toggle()}
    >
      <span className="toggle-button__text">{t('wishlist.toggle')}</span>
    </button>
  );
}
