import { useAddToCart } from '../../shared/cart/use-add-to-cart';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { WishlistItemView } from './wishlist-api';

/**
 * Puts a wishlist item into the cart with its quantity; a configurable product's item goes in as
 * its chosen variant. The cart shows 'product added' or its errors (docs/BEHAVIOUR.md#error-texts 'Add to cart').
 */
export function WishlistAddToCart({ item }: { item: WishlistItemView }) {
  const { t } = useTranslation();
  const { addToCart, pending } = useAddToCart();
  const { product } = item;
  const input = item.childSku
    ? { sku: item.childSku, parent_sku: product.sku, quantity: item.qty }
    : { sku: product.sku, quantity: item.qty };
  // A configurable without its chosen variant cannot be bought from here: its page has the options.
  const buyable = product.inStock && (!product.needsOptions || item.childSku !== undefined);
  return (
    <button
      type="button"
      className="button"
      aria-label={t('wishlist.addToCartLabel', { name: product.name })}
      disabled={!buyable || pending}
      aria-busy={pending || undefined}
      onClick={() => void addToCart([input])}
    >
      {t('wishlist.addToCart')}
    </button>
  );
}
