import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { lazyWithPreload } from '../../shared/errors/chunk-load';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { messages } from '../../shared/messages/message-store';
import { formatMoney } from '../../shared/money/format-money';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { customerToken, useIsLoggedIn } from '../../shared/session/session-store';
import { useLocalizedPath, useMoneyFormat, useStoreView } from '../../shared/storefront-context';
import { PageLoading } from '../../shared/ui/PageFrame';
import { useCustomerWishlist } from './use-wishlist-toggle';
import { WishlistAddToCart } from './WishlistAddToCart';
import { removeProductsFromWishlist, updateProductsInWishlist, type WishlistItemView } from './wishlist-api';
import { showWishlistFailure, showWishlistUserErrors } from './wishlist-feedback';
import { parseWishlistQuantity } from './wishlist-quantity';
import { showWishlist } from './wishlist-store';

// The share form (with the form code) loads while the wishlist is read, not with the page.
const WishlistShareForm = lazyWithPreload(async () => ({
  default: (await import('./WishlistShareForm')).WishlistShareForm,
}));

/**
 * The customer's wishlist (docs/BEHAVIOUR.md#pages-and-routes /wishlist): items with image, name and price, quantity and
 * description to change, remove, add to cart; the share form; the empty state. Guests are told
 * the wishlist needs login (docs/BEHAVIOUR.md#roles-and-permissions).
 */
export function WishlistPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const loggedIn = useIsLoggedIn();
  const wishlist = useCustomerWishlist();
  useEffect(() => {
    if (loggedIn) WishlistShareForm.preload();
  }, [loggedIn]);
  return (
    <section className="wishlist-page" aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading" className="page-title">
        {t('wishlist.heading')}
      </h1>
      {!loggedIn ? (
        <p className="wishlist-page__login">
          {t('wishlist.loginRequired')}. <Link to={localized('/login')}>{t('wishlist.login')}</Link>
        </p>
      ) : !wishlist ? (
        <PageLoading />
      ) : wishlist.items.length === 0 ? (
        <p className="empty-state">{t('wishlist.empty')}</p>
      ) : (
        <>
          <p className="wishlist-page__count">{t('wishlist.itemCount', { count: wishlist.itemsCount })}</p>
          <ul className="wishlist-items">
            {wishlist.items.map((item) => (
              <li key={item.id}>
                <WishlistItemRow wishlistId={wishlist.id} item={item} />
              </li>
            ))}
          </ul>
          <Suspense fallback={null}>
            <WishlistShareForm wishlistId={wishlist.id} />
          </Suspense>
        </>
      )}
    </section>
  );
}

/** One item: quantity and description are saved together; remove and add to cart act at once. */
function WishlistItemRow({ wishlistId, item }: { wishlistId: string; item: WishlistItemView }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const money = useMoneyFormat();
  const store = useStoreView();
  const [quantity, setQuantity] = useState(String(item.qty));
  const [description, setDescription] = useState(item.description);
  const [quantityError, setQuantityError] = useState(false);
  const [pending, setPending] = useState(false);
  const product = item.product;
  const changed = quantity !== String(item.qty) || description !== item.description;
  const fieldId = `wishlist-item-${item.id}`;

  const run = async (
    change: (token: string) => ReturnType<typeof updateProductsInWishlist>,
    success: string,
  ) => {
    const token = customerToken();
    if (!token || pending) return;
    setPending(true);
    try {
      const result = await change(token);
      showWishlist(result.wishlist, { token, store });
      if (!showWishlistUserErrors(result.userErrors, t)) messages.success(success, t('wishlist.title'));
    } catch (error) {
      showWishlistFailure(error, t);
    } finally {
      setPending(false);
    }
  };

  const save = () => {
    const qty = parseWishlistQuantity(quantity);
    setQuantityError(qty === undefined);
    if (qty === undefined) return;
    void run(
      (token) =>
        updateProductsInWishlist(wishlistId, [{ wishlist_item_id: item.id, quantity: qty, description }], {
          token,
          store,
        }),
      t('wishlist.saved'),
    );
  };

  const remove = () =>
    void run(
      (token) => removeProductsFromWishlist(wishlistId, [item.id], { token, store }),
      t('wishlist.removed'),
    );

  return (
    <article
      className="wishlist-item"
      aria-labelledby={`${fieldId}-name`}
      data-sku={product.sku}
      aria-busy={pending}
    >
      <div className="wishlist-item__image">
        {product.image ? (
          <img src={product.image.url} alt={product.image.label} width={120} height={120} loading="lazy" />
        ) : null}
      </div>
      <div className="wishlist-item__body">
        <h2 id={`${fieldId}-name`} className="wishlist-item__name">
          {product.urlKey ? (
            <Link to={localized(buildProductPath(product.urlKey))}>{product.name}</Link>
          ) : (
            product.name
          )}
        </h2>
        {item.childSku ? <p className="wishlist-item__variant">{item.childSku}</p> : null}
        <p className="wishlist-item__price">
          <data value={product.price}>{formatMoney(product.price, money, product.currency)}</data>
          {product.regularPrice > product.price ? (
            <s>{formatMoney(product.regularPrice, money, product.currency)}</s>
          ) : null}
        </p>
        <form
          className="wishlist-item__form"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${fieldId}-qty`}>
              {t('wishlist.quantity')}
            </label>
            <input
              id={`${fieldId}-qty`}
              className="form-field__input wishlist-item__qty"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={quantity}
              aria-invalid={quantityError || undefined}
              aria-describedby={quantityError ? `${fieldId}-qty-error` : undefined}
              onChange={(event) => setQuantity(event.target.value)}
            />
            {quantityError ? (
              <p className="form-field__errors" id={`${fieldId}-qty-error`} role="alert">
                {t('wishlist.quantityInvalid')}
              </p>
            ) : null}
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${fieldId}-description`}>
              {t('wishlist.description')}
            </label>
            <textarea
              id={`${fieldId}-description`}
              className="form-field__input"
              rows={2}
              maxLength={1000}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <div className="wishlist-item__actions">
            <button type="submit" className="button button--secondary" disabled={!changed || pending}>
              {t('wishlist.save')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('wishlist.removeItemLabel', { name: product.name })}
              disabled={pending}
              onClick={remove}
            >
              {t('wishlist.removeItem')}
            </button>
            <WishlistAddToCart item={item} />
          </div>
        </form>
      </div>
    </article>
  );
}
