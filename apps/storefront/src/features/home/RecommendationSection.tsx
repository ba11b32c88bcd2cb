import { useEffect, useId } from 'react';
import { rememberRecommendationSources } from '../../shared/recommendations/recommendation-sources';
import { ProductGrid } from '../catalog/ProductGrid';
import type { RecommendationList } from './home';

/** A recommendation list; it keeps its products' source tags in local storage (spec §3). */
export function RecommendationSection({
  name,
  heading,
  list,
}: {
  name: string;
  heading: string;
  list: RecommendationList;
}) {
  const headingId = useId();
  useEffect(() => rememberRecommendationSources(list.sources), [list]);
  if (list.products.length === 0) return null;
  return (
    <section className="home-list" aria-labelledby={headingId} data-list={name}>
      <h2 id={headingId}>{heading}</h2>
      <ProductGrid products={list.products} headingLevel={3} columns={5} eagerFirstRow={false} />
    </section>
  );
}
