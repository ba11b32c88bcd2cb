import { useTranslation } from 'react-i18next';
import type { CategorySummary } from './category';
import { ProductGrid } from './ProductGrid';
import type { ProductPage } from './products';

/** Placeholder category page: name and first page of products (filters, paging come later). */
export function CategoryPage({ category, products }: { category: CategorySummary; products: ProductPage }) {
  const { t } = useTranslation();
  return (
    <section className="category-page" aria-labelledby="category-heading">
      <h1 id="category-heading">{category.name}</h1>
      <p className="category-page__count">{t('catalog.productCount', { count: products.totalCount })}</p>
      <ProductGrid products={products.items} headingLevel={2} />
    </section>
  );
}
