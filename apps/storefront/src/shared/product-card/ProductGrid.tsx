import { type ComponentProps, type CSSProperties, memo } from 'react';
import { useTranslation } from '../i18n/I18nProvider';
import { HydrateWhenVisible } from '../ui/HydrateWhenVisible';
import { ProductCard } from './ProductCard';
import type { ProductSummary } from './products';

/**
 * A card that keeps its server html through the page's hydration and hydrates when it comes near
 * the viewport (shared/ui/HydrateWhenVisible.tsx). Memo: a re-render of the grid with the same
 * product (a listing while its next state loads) must not reach the waiting card.
 */
const CardHydratedWhenVisible = memo(function CardHydratedWhenVisible(
  props: ComponentProps<typeof ProductCard>,
) {
  return (
    <HydrateWhenVisible>
      <ProductCard {...props} />
    </HydrateWhenVisible>
  );
});

/** A grid of product cards; `columns` is the configured column count (default 3); the first row loads eagerly. */
export function ProductGrid(props: {
  products: readonly ProductSummary[];
  headingLevel: 2 | 3;
  columns?: number;
  /** False for grids below the fold (e.g. best sellers): every image then loads lazily. */
  eagerFirstRow?: boolean;
  /**
   * The cards from this index on hydrate when they come into view (a listing's cards are most of its
   * hydration): the first row's count for a grid at the top of the page, 0 for one further down.
   * Only for products from a route's loader data, whose objects stay the same while the page is
   * shown; a grid of client-read products would lose its waiting cards' html when a read returns
   * new objects.
   */
  hydrateWhenVisibleFrom?: number;
}) {
  const { t } = useTranslation();
  const columns = props.columns ?? 3;
  if (props.products.length === 0) return <p className="empty-state">{t('catalog.noProducts')}</p>;
  return (
    <ul className="product-grid" data-columns={columns} style={{ '--columns': columns } as CSSProperties}>
      {props.products.map((product, index) => {
        const waits = props.hydrateWhenVisibleFrom !== undefined && index >= props.hydrateWhenVisibleFrom;
        const Card = waits ? CardHydratedWhenVisible : ProductCard;
        return (
          <li key={product.id}>
            <Card
              product={product}
              headingLevel={props.headingLevel}
              eager={props.eagerFirstRow !== false && index < columns}
              columns={columns}
            />
          </li>
        );
      })}
    </ul>
  );
}
