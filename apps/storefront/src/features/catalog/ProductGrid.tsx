import { useTranslation } from 'react-i18next';
import { ProductCard } from './ProductCard';
import type { ProductSummary } from './products';

export function ProductGrid(props: { products: readonly ProductSummary[]; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  if (props.products.length === 0) return <p className="empty-state">{t('catalog.noProducts')}</p>;
  return (
    <ul className="product-grid">
      {props.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={props.headingLevel} />
        </li>
      ))}
    </ul>
  );
}
