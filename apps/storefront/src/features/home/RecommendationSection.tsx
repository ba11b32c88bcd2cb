import { useEffect } from 'react';
import { rememberRecommendationSources } from '../../shared/recommendations/recommendation-sources';
import { inNextTask } from '../../shared/storage/persisted-store';
import type { RecommendationList } from './home';
import { ProductListSection } from './ProductListSection';

/** A recommendation list; it keeps its products' source tags in local storage (docs/BEHAVIOUR.md#local-storage). */
export function RecommendationSection({
  name,
  heading,
  list,
  eager = false,
}: {
  name: string;
  heading: string;
  list: RecommendationList;
  eager?: boolean;
}) {
  // In a task of its own: a read, merge and write of local storage, not part of the one that ends hydration.
  useEffect(() => inNextTask(() => rememberRecommendationSources(list.sources)), [list]);
  return <ProductListSection name={name} heading={heading} products={list.products} eager={eager} />;
}
