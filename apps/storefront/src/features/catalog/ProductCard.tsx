import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../shared/money/format-money';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat } from '../../shared/storefront-context';
import type { ProductSummary } from './products';

export function ProductCard({ product, headingLevel }: { product: ProductSummary; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const localized = useLocalizedPath();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = formatMoney(product.price, moneyFormat, product.currency);
  const discounted = product.regularPrice > product.price;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      <div className="product-card__image">
        {product.image ? (
          <img src={product.image.url} alt={product.image.label} loading="lazy" width={300} height={300} />
        ) : null}
      </div>
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
      </p>
      {product.inStock ? null : <p className="product-card__stock">{t('catalog.outOfStock')}</p>}
    </article>
  );
}
