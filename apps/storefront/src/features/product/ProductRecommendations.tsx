import { bindRequest } from '../../shared/graphql/client';
import { reportedQuery } from '../../shared/graphql/reported-query';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useQuery } from '../../shared/query/use-query';
import { rememberRecommendationSources } from '../../shared/recommendations/recommendation-sources';
import { useStoreView } from '../../shared/storefront-context';
import { ProductBlock } from './ProductBlock';
import { fetchProductRecommendations } from './product';

/**
 * "Purchased together" and "alternatives" (docs/BEHAVIOUR.md#api-calls), read in the browser: the
 * product page renders this, and loads its code, once the shopper scrolls near the page's end, where
 * they sit. Sent with the page they were about a third of a product page's loader data and up to
 * twenty cards of html, decoded and laid out on every visit, also for the shoppers who never scroll
 * there. Nothing shows while they load; a failure is reported and shows no block.
 */
export function ProductRecommendations({ sku }: { sku: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { data } = useQuery({
    queryKey: ['product', 'recommendations', sku, store],
    queryFn: reportedQuery('product recommendations', async (signal) => {
      const recommendations = await fetchProductRecommendations(
        bindRequest({ store, signal }),
        sku,
        window.location.origin,
      );
      rememberRecommendationSources(recommendations.sources);
      return recommendations;
    }),
    retry: false,
  });
  if (!data) return null;
  return (
    <>
      <ProductBlock heading={t('product.purchasedTogether')} products={data.purchasedTogether} />
      <ProductBlock heading={t('product.alternatives')} products={data.alternatives} />
    </>
  );
}
