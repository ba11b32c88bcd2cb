import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/I18nProvider';
import { ProductCard } from './ProductCard';
import type { ProductSummary } from './products';

/** A grid of product cards; `columns` is the configured column count (default 3); the first row loads eagerly. */
export function ProductGrid(props: {
  products: readonly ProductSummary[];
  headingLevel: 2 | 3;
  columns?: number;
  /** False for grids below the fold (e.g. best sellers): every image then loads lazily. */
  eagerFirstRow?: boolean;
}) {
  const { t } = useTranslation();
  const columns = props.columns ?? 3;
  if (props.products.length === 0) return <p className="empty-state">{t('catalog.noProducts')}</p>;
  return (
    <ul className="product-grid" data-columns={columns} style={{ '--columns': columns } as CSSProperties}>
      {props.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={props.headingLevel}
            eager={props.eagerFirstRow !== false && index < columns}
            columns={columns}
          />
        </li>
      ))}
    </ul>
  );
}
