import { useRef } from 'react';
import { CategoryBestsellersDocument } from '../../../generated/graphql/graphql';
import { BESTSELLER_LIMIT } from '../../shared/constants';
import { request } from '../../shared/graphql/client';
import { reportedQuery } from '../../shared/graphql/reported-query';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { ProductGrid } from '../../shared/product-card/ProductGrid';
import { toProductSummary } from '../../shared/product-card/products';
import { useQuery } from '../../shared/query/use-query';
import { rememberRecommendationSources } from '../../shared/recommendations/recommendation-sources';
import { useStoreView } from '../../shared/storefront-context';
import { useNearViewport } from '../../shared/ui/near-viewport';

/**
 * The best sellers of an anchor category, loaded in the browser only (docs/BEHAVIOUR.md#category-page:
 * client side only), so the server-rendered page and its cache stay the same for everyone. They sit
 * below the listing: asked for once the shopper scrolls near them, not while the page hydrates.
 */
export function CategoryBestsellers({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const { data: products = [] } = useQuery({
    enabled: near,
    queryKey: ['catalog', 'bestsellers', categoryId, store],
    queryFn: reportedQuery('bestsellers', async (signal) => {
      const data = await request(
        CategoryBestsellersDocument,
        { categoryId, limit: BESTSELLER_LIMIT },
        { store, signal },
      );
      rememberRecommendationSources(
        data.bestsellers.items.map((item) => ({ sku: item.product.sku ?? '', source: item.source })),
      );
      return data.bestsellers.items.map((item) => toProductSummary(item.product, window.location.origin));
    }),
    retry: false,
  });
  if (products.length === 0) return <div ref={place} />;
  return (
    <section className="category-bestsellers" aria-labelledby="category-bestsellers-heading">
      <h2 id="category-bestsellers-heading">{t('listing.bestsellers')}</h2>
      <ProductGrid products={products} headingLevel={3} columns={5} eagerFirstRow={false} />
    </section>
  );
}
