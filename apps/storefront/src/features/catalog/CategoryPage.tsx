import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../shared/storefront-context';
import type { CategorySummary } from './category';
import { ProductGrid } from './ProductGrid';
import type { ProductPage } from './products';

/** Placeholder category page: breadcrumbs, name and first page of products (the listing comes later). */
export function CategoryPage({ category, products }: { category: CategorySummary; products: ProductPage }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="category-page" aria-labelledby="category-heading">
      <nav className="breadcrumbs" aria-label={t('shell.breadcrumbs')}>
        <ol>
          <li>
            <Link to={localized('/')}>{t('shell.home')}</Link>
          </li>
          {category.breadcrumbs.map((crumb) => (
            <li key={crumb.path}>
              <Link to={localized(crumb.path)}>{crumb.name}</Link>
            </li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <h1 id="category-heading">{category.name}</h1>
      <p className="category-page__count">{t('catalog.productCount', { count: products.totalCount })}</p>
      <ProductGrid products={products.items} headingLevel={2} />
    </section>
  );
}
