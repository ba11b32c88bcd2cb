import { useTranslation } from 'react-i18next';
import { useStorefront } from '../../shared/storefront-context';
import { ProductGrid } from '../catalog/ProductGrid';
import type { ProductSummary } from '../catalog/products';

/** Home page; reviews, best sellers and recommendations (spec §2) are added in later issues. */
export function HomePage({ products }: { products: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  return (
    <>
      <h1 className="page-title">{t('home.heading', { shopName: config.shopName })}</h1>
      <section aria-labelledby="home-products-heading">
        <h2 id="home-products-heading">{t('home.productsHeading')}</h2>
        <ProductGrid products={products} headingLevel={3} />
      </section>
    </>
  );
}
