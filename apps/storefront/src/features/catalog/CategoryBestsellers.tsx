import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryBestsellersDocument } from '../../../generated/graphql/graphql';
import { BESTSELLER_LIMIT } from '../../shared/constants';
import { reportError } from '../../shared/errors/error-reporting';
import { request } from '../../shared/graphql/client';
import { ProductGrid } from '../../shared/product-card/ProductGrid';
import { type ProductSummary, toProductSummary } from '../../shared/product-card/products';
import { rememberRecommendationSources } from '../../shared/recommendations/recommendation-sources';
import { useStorefront } from '../../shared/storefront-context';

/**
 * The best sellers of an anchor category, loaded in the browser only (spec §2 "Category page":
 * client side only), so the server-rendered page and its cache stay the same for everyone.
 */
export function CategoryBestsellers({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const { language, config } = useStorefront();
  const store = config.storeViews[language];
  const [products, setProducts] = useState<ProductSummary[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    request(
      CategoryBestsellersDocument,
      { categoryId, limit: BESTSELLER_LIMIT },
      { store, signal: controller.signal },
    )
      .then((data) => {
        if (controller.signal.aborted) return;
        rememberRecommendationSources(
          data.bestsellers.items.map((item) => ({ sku: item.product.sku ?? '', source: item.source })),
        );
        setProducts(
          data.bestsellers.items.map((item) => toProductSummary(item.product, window.location.origin)),
        );
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) reportError(error, { operation: 'bestsellers' });
      });
    return () => controller.abort();
  }, [categoryId, store]);
  if (products.length === 0) return null;
  return (
    <section className="category-bestsellers" aria-labelledby="category-bestsellers-heading">
      <h2 id="category-bestsellers-heading">{t('listing.bestsellers')}</h2>
      <ProductGrid products={products} headingLevel={3} columns={5} eagerFirstRow={false} />
    </section>
  );
}
