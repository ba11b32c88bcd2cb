import { memo, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TrackProductViewDocument } from '../../../generated/graphql/graphql';
import { type CartItemInput, useAddToCart } from '../../shared/cart/use-add-to-cart';
import { useConsentStore } from '../../shared/consent/consent-store';
import { lazyWithTimeout } from '../../shared/errors/chunk-load';
import { reportError } from '../../shared/errors/error-reporting';
import { request } from '../../shared/graphql/client';
import { RichText } from '../../shared/html/RichText';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { useProductToggles } from '../../shared/product-card/product-toggles';
import { trackingUserId } from '../../shared/recommendations/tracking-user';
import { useLocalizedPath, useMoneyFormat, useStoreView } from '../../shared/storefront-context';
import { AfterHydration } from '../../shared/ui/AfterHydration';
import { HydrateWhenVisible } from '../../shared/ui/HydrateWhenVisible';
import { useNearViewport } from '../../shared/ui/near-viewport';
import { BundleOptions } from './BundleOptions';
import {
  type BundleChoices,
  bundleTotal,
  checkBundle,
  defaultBundleChoices,
  defaultGroupedQuantities,
  groupedTotal,
} from './bundle';
import { ConfigurableOptions } from './ConfigurableOptions';
import { bundleCartItems, configurableCartItems, groupedCartItems, simpleCartItems } from './cart-items';
import { GroupedItems } from './GroupedItems';
import {
  chooseOption,
  chosenValueUids,
  type OptionChoices,
  optionViews,
  selectedVariant,
} from './option-selection';
import { PriceBox } from './PriceBox';
import { ProductBlock } from './ProductBlock';
import { ProductGallery } from './ProductGallery';
import { ProductTabs } from './ProductTabs';
import type { ProductDetail, ProductOptionTexts, RatingMetadata } from './product';
import { SizeChartDialog } from './SizeChartDialog';
import { StockInfo } from './StockInfo';
import { StoreAvailability } from './StoreAvailability';

// The recommendations at the page's end load, with their data, when the shopper scrolls near them.
const ProductRecommendations = lazyWithTimeout(async () => ({
  default: (await import('./ProductRecommendations')).ProductRecommendations,
}));

// The back-in-stock form loads after the page: only sold-out products show it.
const StockAlertForm = lazyWithTimeout(async () => ({
  default: (await import('./StockAlertForm')).StockAlertForm,
}));

export interface ProductPageData {
  product: ProductDetail;
  ratingMetadata: RatingMetadata[];
  optionTexts: ProductOptionTexts;
  /** 'YYYY-MM-DD' in the shop's time zone. */
  today: string;
}

/**
 * The product page of every type (docs/BEHAVIOUR.md#pages-and-routes, #data Product): the layout follows the product's type.
 * A new product (client navigation) starts with fresh choices.
 */
export function ProductPage({ data }: { data: ProductPageData }) {
  return <ProductView key={data.product.sku} {...data} />;
}

function ProductView({ product, ratingMetadata, optionTexts, today }: ProductPageData) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const localized = useLocalizedPath();
  const headingId = useId();
  const toggles = useProductToggles();
  const [quantity, setQuantity] = useState(1);

  const configurable = product.configurable;
  const [choices, setChoices] = useState<OptionChoices>({});
  const views = useMemo(
    () => (configurable ? optionViews(configurable.options, configurable.variants, choices) : []),
    [configurable, choices],
  );
  const variant = configurable
    ? selectedVariant(configurable.options, configurable.variants, choices)
    : undefined;

  const bundle = product.bundle;
  const [bundleChoices, setBundleChoices] = useState<BundleChoices>(() =>
    bundle ? defaultBundleChoices(bundle.options) : {},
  );
  const bundleCheck = bundle ? checkBundle(bundle.options, bundleChoices) : undefined;

  const grouped = product.grouped;
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    grouped ? defaultGroupedQuantities(grouped.items) : {},
  );

  useTrackProductView(product.sku);

  const offer = variant?.offer ?? product.offer;
  const gallery = variant && variant.gallery.length > 0 ? variant.gallery : product.gallery;
  const currency = offer.currency;
  const total = bundle
    ? bundleTotal(bundle.options, bundleChoices)
    : grouped
      ? groupedTotal(grouped.items, quantities)
      : undefined;

  // Why the add-to-cart button is off, if it is.
  let blocked: string | undefined;
  if (configurable && !variant) blocked = t('product.chooseOptions');
  else if (bundleCheck && bundleCheck.outOfStock.length > 0) blocked = optionTexts.bundleOutOfStock;
  else if (bundleCheck && bundleCheck.missing.length > 0)
    blocked = t('product.bundleMissing', {
      options: bundleCheck.missing.map((option) => option.title).join(', '),
    });
  else if (grouped && groupedCartItems(quantities).length === 0) blocked = t('product.groupedEmpty');
  const sellable = grouped ? true : offer.inStock;

  // What a tap on add to cart adds now (only asked when nothing blocks it).
  const itemsToAdd = () => {
    if (configurable && variant)
      return configurableCartItems(
        product.sku,
        variant.sku,
        chosenValueUids(configurable.options, choices),
        quantity,
      );
    if (bundle) return bundleCartItems(product.sku, bundle.options, bundleChoices, quantity);
    if (grouped) return groupedCartItems(quantities);
    return simpleCartItems(product.sku, quantity);
  };

  return (
    <article
      className={`product-page product-page--${product.type}`}
      aria-labelledby={headingId}
      data-product-type={product.type}
      data-sku={product.sku}
    >
      <div className="product-page__top">
        <ProductGallery images={gallery} name={product.name} />
        <div className="product-page__summary">
          <h1 id={headingId}>{variant?.name ?? product.name}</h1>
          <PriceBox
            prices={offer.prices}
            currency={currency}
            today={today}
            fromPrice={!variant && product.maxPrice !== undefined && !grouped && !bundle}
            total={total}
          />
          {grouped ? null : <StockInfo offer={offer} />}

          {configurable ? (
            <ConfigurableOptions
              views={views}
              texts={optionTexts}
              onChoose={(code, valueIndex) =>
                setChoices((current) => chooseOption(configurable.options, current, code, valueIndex))
              }
            />
          ) : null}
          {bundle ? (
            <BundleOptions
              options={bundle.options}
              outOfStockText={optionTexts.outOfStock}
              choices={bundleChoices}
              currency={currency}
              onChange={setBundleChoices}
            />
          ) : null}
          {bundle ? (
            <p className="bundle-total" aria-live="polite" data-testid="bundle-total">
              {t('product.bundleTotal', { price: formatMoney(total ?? 0, moneyFormat, currency) })}
            </p>
          ) : null}
          {grouped ? (
            <>
              <GroupedItems
                items={grouped.items}
                quantities={quantities}
                onChange={(sku, value) => setQuantities((current) => ({ ...current, [sku]: value }))}
              />
              <p className="grouped-total" aria-live="polite" data-testid="grouped-total">
                {t('product.groupedTotal', { price: formatMoney(total ?? 0, moneyFormat, currency) })}
              </p>
            </>
          ) : null}

          {sellable ? (
            <div className="add-to-cart">
              {grouped ? null : (
                <p className="add-to-cart__quantity">
                  <label htmlFor={`${headingId}-qty`}>{t('product.quantity')}</label>{' '}
                  <input
                    id={`${headingId}-qty`}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    value={quantity}
                    onChange={(event) => {
                      const value = event.target.valueAsNumber;
                      setQuantity(Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1);
                    }}
                  />
                </p>
              )}
              <AddToCartButton
                itemsToAdd={blocked ? undefined : itemsToAdd}
                quantityFieldId={grouped ? undefined : `${headingId}-qty`}
                describedBy={blocked ? `${headingId}-blocked` : undefined}
              />
              {blocked ? (
                <p id={`${headingId}-blocked`} className="add-to-cart__blocked" role="status">
                  {blocked}
                </p>
              ) : null}
            </div>
          ) : (
            <AfterHydration fallback={<div className="stock-alert stock-alert--loading" />}>
              <StockAlertForm sku={offer.sku} />
            </AfterHydration>
          )}

          {/* The rest after what a shopper buys by, in the order every screen shows: a stylesheet that
              put them there let a phone paint the html received so far and then move it down when
              the rest arrived (a layout shift of 0.1). */}
          {product.labels.length > 0 ? (
            <ul className="product-page__labels">
              {product.labels.map((label) => (
                <li
                  key={label.code}
                  className={`product-label product-label--${label.code}`}
                  style={{ background: label.background, color: label.color }}
                >
                  {label.text}
                </li>
              ))}
            </ul>
          ) : null}
          {product.brand ? (
            <p className="product-page__brand">
              <Link to={localized(`/merken/${encodeURIComponent(product.brand.urlKey)}`)}>
                {t('product.brand', { brand: product.brand.title })}
              </Link>
            </p>
          ) : null}
          <p className="product-page__sku" data-testid="product-sku">
            {t('product.sku', { sku: offer.sku })}
          </p>
          {product.rating ? (
            <p className="product-page__rating">
              <a href="#product-tabs">
                {t('product.averageRating', { rating: (product.rating.summary / 20).toFixed(1) })} ·{' '}
                {t('product.reviewCount', { count: product.rating.count })}
              </a>
            </p>
          ) : null}
          {product.shortDescription.length > 0 ? (
            <RichText content={product.shortDescription} className="product-page__short-description" />
          ) : null}
          {product.sizeChart ? <SizeChartDialog chart={product.sizeChart} /> : null}
          {toggles ? (
            <div className="product-page__toggles">
              <toggles.WishlistToggle
                product={{
                  sku: variant?.sku ?? product.sku,
                  ...(configurable ? { parentSku: product.sku } : {}),
                  needsOptions: configurable !== undefined && variant === undefined,
                }}
                productName={product.name}
              />
              <toggles.CompareToggle sku={product.sku} productName={product.name} placement="page" />
            </div>
          ) : null}
          <StoreAvailability stores={product.storeAvailability} />
        </div>
      </div>

      <ProductTabs product={product} ratings={ratingMetadata} />

      <ProductBlocks product={product} />
    </article>
  );
}

/**
 * The product blocks below the page's first screen, hydrated when they come near the viewport:
 * about half of a product page's elements are theirs. Memoised, so that the choices above them do
 * not reach them while they wait (HydrateWhenVisible); their props are the page's loader data. The
 * recommendations after them come in the browser.
 */
const ProductBlocks = memo(function ProductBlocks({ product }: Pick<ProductPageData, 'product'>) {
  const { t } = useTranslation();
  return (
    <>
      <HydrateWhenVisible>
        <ProductBlock heading={t('product.related')} products={product.related} />
        <ProductBlock heading={t('product.upsell')} products={product.upsell} />
        <ProductBlock heading={t('product.crosssell')} products={product.crosssell} />
      </HydrateWhenVisible>
      <RecommendationsWhenNear sku={product.sku} />
    </>
  );
});

function RecommendationsWhenNear({ sku }: { sku: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  if (!near) return <div className="product-page__recommendations" ref={place} />;
  return (
    <Suspense fallback={null}>
      <ProductRecommendations sku={sku} />
    </Suspense>
  );
}

/**
 * The add-to-cart button, with the add's busy state of its own: a tap re-renders the button, not the
 * whole product page (on a phone that render is the tap's next paint). `itemsToAdd` is undefined
 * while something blocks the add (`describedBy` names why).
 */
function AddToCartButton({
  itemsToAdd,
  quantityFieldId,
  describedBy,
}: {
  itemsToAdd: (() => CartItemInput[]) | undefined;
  quantityFieldId: string | undefined;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const store = useStoreView();
  const { addToCart, pending } = useAddToCart({ finishesEarlyAdd: true });
  return (
    <button
      type="button"
      className="button add-to-cart__button"
      data-early-tap="add-to-cart"
      // A tap before the page is live sends this (shared/ui/early-tap.ts).
      data-early-add={itemsToAdd ? JSON.stringify(itemsToAdd()) : undefined}
      data-early-quantity={quantityFieldId}
      data-store={store}
      disabled={pending || !itemsToAdd}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (itemsToAdd) void addToCart(itemsToAdd());
      }}
    >
      {pending ? t('product.adding') : t('product.addToCart')}
    </button>
  );
}

/** Reports the product view for the retargeted recommendations, once per product and visit of the page. */
function useTrackProductView(sku: string) {
  const store = useStoreView();
  // Reported once the visitor consents to other cookies, also when they do so on this page.
  const consented = useConsentStore((state) => state.consent?.other === true);
  useEffect(() => {
    const userId = consented ? trackingUserId() : undefined;
    if (!userId) return;
    request(
      TrackProductViewDocument,
      { input: { tracking_user_id: userId, sku, page_type: 'PRODUCT' } },
      { store },
    ).catch((error: unknown) => reportError(error, { operation: 'trackProductView', level: 'warning' }));
  }, [sku, store, consented]);
}
