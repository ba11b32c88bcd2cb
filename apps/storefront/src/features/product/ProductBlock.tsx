import { useId } from 'react';
import { ProductGrid } from '../../shared/product-card/ProductGrid';
import type { ProductSummary } from '../../shared/product-card/products';

/** A block of product cards (related, up-sell, cross-sell, recommendations); hidden when empty. */
export function ProductBlock({
  heading,
  products,
}: {
  heading: string;
  products: readonly ProductSummary[];
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="product-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {/* Below the gallery: its images must not compete with the gallery's (the page's LCP image). */}
      <ProductGrid products={products} headingLevel={3} columns={4} eagerFirstRow={false} />
    </section>
  );
}
