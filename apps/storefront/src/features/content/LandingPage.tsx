import { useTranslation } from 'react-i18next';
import { RichText } from '../../shared/html/RichText';
import type { RichText as Tree } from '../../shared/html/rich-text';
import { ProductGrid } from '../catalog/ProductGrid';
import type { ProductPage } from '../catalog/products';

/** A landing page: content, the products of its filter (first page), secondary content. */
export function LandingPage(props: {
  page: { title: string; content: Tree; secondaryContent: Tree; products: ProductPage };
}) {
  const { t } = useTranslation();
  const { page } = props;
  return (
    <article className="landing-page" aria-labelledby="landing-heading">
      <h1 id="landing-heading" className="page-title">
        {page.title}
      </h1>
      <RichText content={page.content} className="cms-content" />
      <p className="category-page__count">{t('catalog.productCount', { count: page.products.totalCount })}</p>
      <ProductGrid products={page.products.items} headingLevel={2} />
      <RichText content={page.secondaryContent} className="cms-content" />
    </article>
  );
}
