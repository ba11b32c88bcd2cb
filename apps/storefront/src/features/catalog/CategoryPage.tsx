import { memo } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../shared/html/RichText';
import type { RichText as Tree } from '../../shared/html/rich-text';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { Listing } from '../../shared/listing/Listing';
import type { ListingData } from '../../shared/listing/listing-data';
import { useLocalizedPath } from '../../shared/storefront-context';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { Island } from '../../shared/ui/HydrateWhenVisible';
import { Carousel } from './Carousel';
import { CategoryBestsellers } from './CategoryBestsellers';
import type { CategorySummary } from './category';
import type { SliderView } from './slider';

/**
 * A category page (docs/BEHAVIOUR.md#category-page): breadcrumbs by level, the category's sliders,
 * subcategories, description with internal links, the listing (filters, sorting, page size,
 * paging, grid) of the url, and for anchor categories the best sellers (browser only).
 */
export function CategoryPage({
  category,
  description,
  listing,
  columns,
  sliders = [],
  categoryId,
}: {
  /** Its description and meta fields are in `description` and the page's SEO tags. */
  category: Omit<CategorySummary, 'description' | 'meta'>;
  description: Tree;
  listing: ListingData;
  columns: number;
  sliders?: readonly SliderView[];
  /** The numeric id (best sellers are asked for by it). */
  categoryId?: number | undefined;
}) {
  return (
    <section className="category-page" aria-labelledby="category-heading">
      <Breadcrumbs trail={category.breadcrumbs} current={category.name} />
      <h1 id="category-heading">{category.name}</h1>
      {sliders.map((slider) => (
        <Carousel key={slider.identifier} slider={slider} />
      ))}
      <CategoryLinks subcategories={category.children} description={description} />
      {listing.loadsProducts ? <Listing data={listing} basePath={category.path} columns={columns} /> : null}
      {category.isAnchor && categoryId !== undefined ? <CategoryBestsellers categoryId={categoryId} /> : null}
    </section>
  );
}

/**
 * The subcategories and the description: links and text only, an island that hydrates when touched
 * (memoised with the loader's data, so that the listing's changes do not reach it while it waits).
 */
const CategoryLinks = memo(function CategoryLinks({
  subcategories,
  description,
}: {
  subcategories: CategorySummary['children'];
  description: Tree;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Island hydrateOn="interaction">
      {subcategories.length > 0 ? (
        <nav className="category-page__children" aria-label={t('listing.subcategories')}>
          <ul>
            {subcategories.map((child) => (
              <li key={child.id}>
                <Link to={localized(child.path)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <RichText content={description} className="category-page__description cms-content" />
    </Island>
  );
});
