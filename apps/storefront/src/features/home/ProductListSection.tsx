import { useId } from 'react';
import { ProductGrid } from '../../shared/product-card/ProductGrid';
import type { ProductSummary } from '../../shared/product-card/products';

const COLUMNS = 5;

/**
 * A list of product cards under its heading on the home page; left out when it is empty. While the
 * page hydrates, its cards wait until they come into view: all of them in a list below the first one
 * (below a phone's first screen), those after the first row in the first list. The lists that come
 * with the page are loader data; the retargeted list is read in the browser after hydration, when
 * nothing waits any more.
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
        columns={COLUMNS}
        eagerFirstRow={eager}
        hydrateWhenVisibleFrom={eager ? COLUMNS : 0}
      />
    </section>
  );
}
