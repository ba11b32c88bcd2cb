import { type KeyboardEvent, memo, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { formatDate } from '../../shared/dates/format-date';
import { lazyWithPreload } from '../../shared/errors/chunk-load';
import { RichText } from '../../shared/html/RichText';
import type { RichText as RichTextTree } from '../../shared/html/rich-text';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { useDateFormat } from '../../shared/storefront-context';
import { Island } from '../../shared/ui/HydrateWhenVisible';
import type { ProductDetail, ProductReview, RatingMetadata } from './product';
import { reviewBreakdown } from './reviews';

// The review form (its form code and checks) loads when the reviews tab is first opened, or pointed
// at: a shopper who only reads the page never loads it.
const ReviewForm = lazyWithPreload(async () => ({ default: (await import('./ReviewForm')).ReviewForm }));

type TabName = 'description' | 'reviews' | 'specifications';
const TABS: readonly TabName[] = ['description', 'reviews', 'specifications'];

/**
 * The product tabs (docs/BEHAVIOUR.md#pages-and-routes): description, reviews and specifications, as an ARIA tab list
 * (arrow keys, Home and End move between tabs). Every panel is in the server HTML.
 */
export function ProductTabs({
  product,
  ratings,
}: {
  product: ProductDetail;
  ratings: readonly RatingMetadata[];
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const [active, setActive] = useState<TabName>('description');
  const [reviewsOpened, setReviewsOpened] = useState(false);
  const show = (tab: TabName) => {
    setActive(tab);
    if (tab === 'reviews') setReviewsOpened(true);
  };
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const labels: Record<TabName, string> = {
    description: t('product.tabDescription'),
    reviews: t('product.tabReviews', { count: product.rating?.count ?? product.reviews.length }),
    specifications: t('product.tabSpecifications'),
  };
  const select = (tab: TabName) => {
    show(tab);
    tabRefs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };
  const panels: Record<TabName, ReactNode> = {
    description: <DescriptionPanel description={product.description} />,
    reviews: <ReviewsPanel product={product} ratings={ratings} withForm={reviewsOpened} />,
    specifications: <SpecificationsPanel attributes={product.informationAttributes} />,
  };

  return (
    <section className="product-tabs" aria-label={t('product.information')} id="product-tabs">
      <div role="tablist" className="product-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => show(tab)}
            onPointerEnter={tab === 'reviews' ? () => ReviewForm.preload() : undefined}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-${tab}-panel`}
          aria-labelledby={`${baseId}-${tab}-tab`}
          hidden={active !== tab}
          className={`product-tabs__panel product-tabs__panel--${tab}`}
        >
          {panels[tab]}
        </div>
      ))}
    </section>
  );
}

// The description and the specifications have no state: islands that hydrate when touched (memo:
// the tab switch above them must not reach them while they wait).
const DescriptionPanel = memo(function DescriptionPanel({ description }: { description: RichTextTree }) {
  const { t } = useTranslation();
  if (description.length === 0) return <p className="empty-state">{t('product.noDescription')}</p>;
  return (
    <Island hydrateOn="interaction">
      <RichText content={description} className="product-description" />
    </Island>
  );
});

const SpecificationsPanel = memo(function SpecificationsPanel({
  attributes,
}: {
  attributes: ProductDetail['informationAttributes'];
}) {
  const { t } = useTranslation();
  if (attributes.length === 0) return <p className="empty-state">{t('product.noSpecifications')}</p>;
  return (
    <Island hydrateOn="interaction">
      <table className="product-specifications">
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.code}>
              <th scope="row">{attribute.label}</th>
              <td>{attribute.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Island>
  );
});

function ReviewsPanel({
  product,
  ratings,
  withForm,
}: {
  product: ProductDetail;
  ratings: readonly RatingMetadata[];
  withForm: boolean;
}) {
  const { t } = useTranslation();
  const breakdown = reviewBreakdown(product.reviews);
  return (
    <div className="product-reviews">
      {product.reviews.length === 0 ? (
        <p className="empty-state product-reviews__empty">{t('product.noReviews')}</p>
      ) : (
        <>
          <section className="product-reviews__breakdown" aria-label={t('product.ratingsBreakdown')}>
            <p className="product-reviews__average">
              <Stars value={breakdown.average} />{' '}
              {t('product.averageRating', { rating: breakdown.average.toFixed(1) })} (
              {t('product.reviewCount', { count: product.rating?.count ?? product.reviews.length })})
            </p>
            <dl className="product-reviews__ratings">
              {breakdown.perRating.map((rating) => (
                <div key={rating.name}>
                  <dt>{rating.name}</dt>
                  <dd>
                    <Stars value={rating.average} />{' '}
                    {t('product.averageRating', { rating: rating.average.toFixed(1) })}
                  </dd>
                </div>
              ))}
            </dl>
            <ul className="product-reviews__distribution">
              {breakdown.distribution.map((entry) => (
                <li key={entry.stars}>
                  <span>{t('product.starsCount', { stars: entry.stars })}</span>
                  <meter min={0} max={product.reviews.length} value={entry.count} />
                  <span>{entry.count}</span>
                </li>
              ))}
            </ul>
          </section>
          <ol className="product-reviews__list">
            {product.reviews.map((review) => (
              <ReviewItem key={`${review.nickname}|${review.createdAt}|${review.summary}`} review={review} />
            ))}
          </ol>
        </>
      )}
      {withForm ? (
        <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
          <ReviewForm sku={product.sku} ratings={ratings} />
        </Suspense>
      ) : null}
    </div>
  );
}

function ReviewItem({ review }: { review: ProductReview }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  return (
    <li className="product-review">
      <h3 className="product-review__summary">{review.summary}</h3>
      <p className="product-review__meta">
        <Stars value={review.averageRating / 20} />{' '}
        {t('product.reviewBy', { nickname: review.nickname, date: formatDate(review.createdAt, dateFormat) })}
      </p>
      {review.ratings.length > 0 ? (
        <ul className="product-review__ratings">
          {review.ratings.map((rating) => (
            <li key={rating.name}>
              {rating.name}: <Stars value={rating.value} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="product-review__text">{review.text}</p>
    </li>
  );
}

/** Stars (rounded to whole ones) with the exact value for screen readers. */
function Stars({ value }: { value: number }) {
  const { t } = useTranslation();
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="stars">
      <span aria-hidden="true">{'★'.repeat(full) + '☆'.repeat(5 - full)}</span>
      <span className="visually-hidden">{t('product.averageRating', { rating: value.toFixed(1) })}</span>
    </span>
  );
}
