import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/money/format-money';
import { useMoneyFormat } from '../../shared/storefront-context';
import type { ProductDetail } from './product';

/** Placeholder product page: name, image, price and stock (the full page comes with its issue). */
export function ProductPage({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const image = product.largeImage ?? product.image;
  return (
    <article className="product-page" aria-labelledby="product-heading">
      <div className="product-page__image">
        {image ? <img src={image.url} alt={image.label} width={600} height={600} /> : null}
      </div>
      <div className="product-page__summary">
        <h1 id="product-heading">{product.name}</h1>
        <p className="product-page__sku">{t('product.sku', { sku: product.sku })}</p>
        <p className="product-page__price">
          <data value={product.price}>{formatMoney(product.price, moneyFormat, product.currency)}</data>
        </p>
        <p className="product-page__stock">
          {product.inStock ? t('product.inStock') : t('catalog.outOfStock')}
        </p>
      </div>
    </article>
  );
}
