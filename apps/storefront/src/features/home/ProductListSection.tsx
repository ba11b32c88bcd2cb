import { useId } from 'react';
import { ProductGrid } from '../../shared/product-card/ProductGrid';
import type { ProductSummary } from '../../shared/product-card/products';

/**
 * A list of product cards under its heading on the home page; left out when it is empty. Its
 * products come with the page (loader data), so the cards after the first row hydrate when they
 * come into view.
 */
export function ProductListSection({
  name,
  heading,
  products,
  eager = false,
}: {
  name: string;
  heading: string;
  products: readonly ProductSummary[];
  /** The first list of the page: its first row is in the first screen and loads at once. */
  eager?: boolean;
}) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="home-list" aria-labelledby={headingId} data-list={name}>
      <h2 id={headingId}>{heading}</h2>
      <ProductGrid
        products={products}
        headingLevel={3}
        columns={5}
        eagerFirstRow={eager}
        laterRowsHydrateWhenVisible
      />
    </section>
  );
}
