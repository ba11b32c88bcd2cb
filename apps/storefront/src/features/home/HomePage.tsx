import { memo } from 'react';
import { formatDate } from '../../shared/dates/format-date';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatNumber } from '../../shared/money/format-money';
import { ProductGrid } from '../../shared/product-card/ProductGrid';
import type { ProductSummary } from '../../shared/product-card/products';
import { useDateFormat, useStorefront } from '../../shared/storefront-context';
import { HydrateWhenVisible } from '../../shared/ui/HydrateWhenVisible';
import type { RecommendationList, ShopReviewsView } from './home';
import { starText } from './home';
import { ProductListSection } from './ProductListSection';
import { RecommendationSection } from './RecommendationSection';
import { RetargetedProducts } from './RetargetedProducts';

export interface HomePageData {
  products: readonly ProductSummary[];
  bestsellers: RecommendationList;
  mostPurchased: RecommendationList;
  bundles: readonly ProductSummary[];
  shopReviews: ShopReviewsView | undefined;
}

/**
 * Home page (docs/BEHAVIOUR.md#pages-and-routes: reviews, best sellers, most purchased, retargeted, bundles). The public
 * lists come server-rendered; the retargeted list is per visitor and loaded in the browser. A list
 * that is empty or failed to load leaves its section out.
 */
export function HomePage({ products, bestsellers, mostPurchased, bundles, shopReviews }: HomePageData) {
  const { t } = useTranslation();
  const { config } = useStorefront();
  // The first list under the heading holds the first screen's images (the LCP image on a phone).
  const bestsellersFirst = bestsellers.products.length > 0;
  return (
    <>
      <h1 className="page-title">{t('home.heading', { shopName: config.shopName })}</h1>
      <RecommendationSection
        name="bestsellers"
        heading={t('home.bestsellersHeading')}
        list={bestsellers}
        eager={bestsellersFirst}
      />
      <RecommendationSection
        name="most-purchased"
        heading={t('home.mostPurchasedHeading')}
        list={mostPurchased}
        eager={!bestsellersFirst}
      />
      <RetargetedProducts />
      <LaterSections bundles={bundles} shopReviews={shopReviews} products={products} />
    </>
  );
}

/**
 * The sections below the recommendation lists (whose effects keep their products' sources as the
 * page shows): hydrated when they come near the viewport, as they hold most of the home page's
 * elements. Memoised with the loader's lists as props, so that nothing reaches them while they wait
 * (HydrateWhenVisible).
 */
const LaterSections = memo(function LaterSections({
  bundles,
  shopReviews,
  products,
}: Pick<HomePageData, 'bundles' | 'shopReviews' | 'products'>) {
  const { t } = useTranslation();
  return (
    <HydrateWhenVisible>
      <ProductListSection name="bundles" heading={t('home.bundlesHeading')} products={bundles} />
      {shopReviews && shopReviews.count > 0 ? <ShopReviews reviews={shopReviews} /> : null}
      <section aria-labelledby="home-products-heading">
        <h2 id="home-products-heading">{t('home.productsHeading')}</h2>
        <ProductGrid products={products} headingLevel={3} eagerFirstRow={false} />
      </section>
    </HydrateWhenVisible>
  );
});

function ShopReviews({ reviews }: { reviews: ShopReviewsView }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const rating = (value: number) => formatNumber(value, dateFormat.locale, 1);
  return (
    <section className="shop-reviews" aria-labelledby="home-reviews-heading">
      <h2 id="home-reviews-heading">{t('home.reviewsHeading')}</h2>
      <p className="shop-reviews__summary">
        {reviews.average === undefined ? null : (
          <>
            <span aria-hidden="true">{starText(reviews.average)}</span>{' '}
            {t('home.ratingOutOfFive', { rating: rating(reviews.average) })}{' '}
          </>
        )}
        <span className="shop-reviews__count">{t('home.reviewCount', { count: reviews.count })}</span>
      </p>
      <ol className="shop-reviews__list">
        {reviews.latest.map((review) => (
          <li key={review.id}>
            <article className="shop-review" aria-labelledby={`shop-review-${review.id}`}>
              <h3 id={`shop-review-${review.id}`}>{review.title}</h3>
              <p className="shop-review__stars">
                <span aria-hidden="true">{starText(review.stars)}</span>
                <span className="visually-hidden">
                  {t('home.ratingOutOfFive', { rating: rating(review.stars) })}
                </span>
              </p>
              <p className="shop-review__comment">{review.comment}</p>
              <p className="shop-review__meta">
                {t('home.reviewBy', {
                  author: review.author,
                  date: formatDate(review.createdAt, dateFormat),
                })}
              </p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
