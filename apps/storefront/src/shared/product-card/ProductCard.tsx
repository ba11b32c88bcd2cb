import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/I18nProvider';
import type { Translate } from '../i18n/translator';
import { formatMoney } from '../money/format-money';
import { buildProductPath } from '../routing/catalog-path';
import { useLocalizedPath, useMoneyFormat } from '../storefront-context';
import { DeliveryBadge } from './DeliveryBadge';
import { productCardSizes } from './product-image';
import { useProductToggles } from './product-toggles';
import type { ProductSummary } from './products';

/**
 * The product card of every list: responsive image (lazy below the fold), labels, brand, name,
 * price with discount, rating, stock, delivery promise, wishlist and compare toggles. `eager`
 * marks the cards above the fold (their image loads at once); `columns` is the grid's column
 * count, from which the image's display width is told to the browser.
 */
export function ProductCard({
  product,
  headingLevel,
  eager = false,
  columns = 3,
}: {
  product: ProductSummary;
  headingLevel: 2 | 3;
  eager?: boolean;
  columns?: number;
}) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const localized = useLocalizedPath();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = formatMoney(product.price, moneyFormat, product.currency);
  const discounted = product.regularPrice > product.price;
  const discount = product.discount;
  const toggles = useProductToggles();
  return (
    <article className="product-card" aria-labelledby={headingId} data-sku={product.sku}>
      <div className="product-card__image">
        {product.image ? (
          <img
            src={product.image.url}
            srcSet={product.image.srcSet}
            sizes={product.image.srcSet ? productCardSizes(columns) : undefined}
            alt={product.image.label}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            width={300}
            height={300}
          />
        ) : null}
        {product.isSale || product.isNew ? (
          <ul className="product-card__labels">
            {product.isSale ? (
              <li className="product-card__label product-card__label--sale">{t('listing.sale')}</li>
            ) : null}
            {product.isNew ? (
              <li className="product-card__label product-card__label--new">{t('listing.new')}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {product.brand ? <p className="product-card__brand">{product.brand}</p> : null}
      <Heading id={headingId} className="product-card__name">
        {product.urlKey ? (
          <Link to={localized(buildProductPath(product.urlKey))} prefetch="intent">
            {product.name}
          </Link>
        ) : (
          product.name
        )}
      </Heading>
      <p className="product-card__price">
        <data value={product.price}>{price}</data>
        {discounted ? (
          <s className="product-card__regular-price">
            {t('catalog.regularPrice', {
              price: formatMoney(product.regularPrice, moneyFormat, product.currency),
            })}
          </s>
        ) : null}
        {discounted && discount ? (
          <span className="product-card__discount">
            {discount.percentOff > 0
              ? t('listing.percentOff', { percent: Math.round(discount.percentOff) })
              : t('listing.amountOff', {
                  amount: formatMoney(discount.amountOff, moneyFormat, product.currency),
                })}
          </span>
        ) : null}
      </p>
      {product.rating ? (
        <p className="product-card__rating">
          <span aria-hidden="true">{stars(product.rating.summary)}</span>
          <span className="visually-hidden">
            {t('listing.rating', { rating: (product.rating.summary / 20).toFixed(1) })}
          </span>{' '}
          ({t('listing.reviewCount', { count: product.rating.count })})
        </p>
      ) : null}
      <p className={`product-card__stock${product.inStock ? ' product-card__stock--in' : ''}`}>
        {stockText(product, t)}
      </p>
      {product.delivery ? <DeliveryBadge delivery={product.delivery} /> : null}
      {toggles ? (
        <div className="product-card__actions">
          <toggles.WishlistToggle
            product={{ sku: product.sku, needsOptions: product.needsOptions }}
            productName={product.name}
          />
          <toggles.CompareToggle sku={product.sku} productName={product.name} placement="card" />
        </div>
      ) : null}
    </article>
  );
}

/** In stock with the shown quantity ('10+' at the display limit), in stock, or out of stock. */
function stockText(product: ProductSummary, t: Translate): string {
  if (!product.inStock) return t('catalog.outOfStock');
  const stock = product.stock;
  if (!stock || stock.qty <= 0) return t('listing.inStock');
  if (stock.displayLimit !== undefined && stock.qty >= stock.displayLimit) {
    return t('listing.stockAtLeast', { limit: stock.displayLimit });
  }
  return t('listing.stockCount', { count: stock.qty });
}

/** Five stars from a 0–100 rating summary, rounded to whole stars. */
function stars(summary: number): string {
  const full = Math.max(0, Math.min(5, Math.round(summary / 20)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
