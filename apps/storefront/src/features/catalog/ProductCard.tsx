import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/money/format-money';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat } from '../../shared/storefront-context';
import type { ProductSummary } from './products';

/**
 * The product card of every list: image (lazy below the fold), labels, brand, name, price with
 * discount, rating and stock. `eager` marks the cards above the fold (their image loads at once).
 */
export function ProductCard({
  product,
  headingLevel,
  eager = false,
}: {
  product: ProductSummary;
  headingLevel: 2 | 3;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const localized = useLocalizedPath();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = formatMoney(product.price, moneyFormat, product.currency);
  const discounted = product.regularPrice > product.price;
  const discount = product.discount;
  return (
    <article className="product-card" aria-labelledby={headingId} data-sku={product.sku}>
      <div className="product-card__image">
        {product.image ? (
          <img
            src={product.image.url}
            alt={product.image.label}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            sizes="(max-width: 600px) 50vw, (max-width: 1000px) 33vw, 300px"
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
      {product.inStock ? (
        <p className="product-card__stock product-card__stock--in">{t('listing.inStock')}</p>
      ) : (
        <p className="product-card__stock">{t('catalog.outOfStock')}</p>
      )}
    </article>
  );
}

/** Five stars from a 0–100 rating summary, rounded to whole stars. */
function stars(summary: number): string {
  const full = Math.max(0, Math.min(5, Math.round(summary / 20)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}
