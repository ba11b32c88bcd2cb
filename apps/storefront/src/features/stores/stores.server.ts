import { data } from 'react-router';
import {
  PhysicalStoreDocument,
  PhysicalStoreListDocument,
  type PhysicalStoreQuery,
} from '../../../generated/graphql/graphql';
import { sanitizeHtml } from '../../shared/html/rich-text.server';
import { shopOrigins } from '../../shared/html/shop-origins';
import { publicMediaUrl } from '../../shared/media/media-url';
import {
  localMoment,
  type OpeningDay,
  type OpeningTime,
  openingToday,
  openingWeek,
} from '../../shared/opening-hours/opening-hours';
import type { PageContext } from '../../shared/routing/page-context';
import { plainTextExcerpt } from '../../shared/seo/page-seo';
import type { StoreDetail, StoreSummary } from './physical-store';

// Today's state changes with the clock: a shared cache keeps these pages for a minute only.
const STORE_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

type ApiStore = NonNullable<NonNullable<PhysicalStoreQuery['phisicalStores']>[number]>;

function summaryOf(store: ApiStore, week: OpeningDay[], context: PageContext, now: Date): StoreSummary {
  const today = openingToday(week, now, context.config.timeZone);
  const todayDate = localMoment(now, context.config.timeZone).date;
  return {
    name: store.name ?? '',
    path: `/winkel/${encodeURIComponent(store.url_key ?? '')}`,
    address: {
      street: store.street ?? '',
      postcode: store.postcode ?? '',
      city: store.city ?? '',
      country: store.country_id ?? '',
    },
    phone: store.phone ?? undefined,
    today,
    upcomingExceptions: week
      .filter((day) => day.isException && day.date !== todayDate)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => ({ date: day.date, reason: day.label, times: day.times })),
  };
}

/** /winkel: every physical store with today's state. */
export async function loadStoreList(context: PageContext) {
  const { t } = context;
  const answer = await context.load('physical stores', () => context.call(PhysicalStoreListDocument, {}));
  const now = new Date();
  const stores = (answer.phisicalStores ?? []).flatMap((store) =>
    store?.name && store.url_key
      ? [summaryOf(store as ApiStore, openingWeek(store.opening_hours), context, now)]
      : [],
  );
  const title = t('screens.stores');
  return data(
    {
      page: 'stores' as const,
      seo: context.seo(title, t('stores.description', { count: stores.length }), {
        alternates: context.samePathAlternates(),
        canonicalPath: '/winkel',
      }),
      stores,
    },
    { headers: { 'Cache-Control': STORE_PAGE_CACHE_CONTROL } },
  );
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function hoursSpecification(times: readonly OpeningTime[], extra: object) {
  // A day without ranges is a closed day: schema.org writes it as 00:00–00:00.
  const ranges = times.length > 0 ? times : [{ from: '00:00', to: '00:00' }];
  return ranges.map((range) => ({
    '@type': 'OpeningHoursSpecification',
    ...extra,
    opens: range.from,
    closes: range.to,
  }));
}

/** /winkel/{url key}: one store's page data, or undefined when there is no such active store. */
export async function loadStore(context: PageContext, urlKey: string) {
  const { config, t } = context;
  const answer = await context.load('physical store', () => context.call(PhysicalStoreDocument, { urlKey }));
  const store = answer.phisicalStores?.find((entry) => entry?.url_key === urlKey);
  if (!store?.name) return undefined;
  const now = new Date();
  const week = openingWeek(store.opening_hours);
  const summary = summaryOf(store, week, context, now);
  const images = (store.images ?? [])
    .flatMap((image) => (image?.url ? [{ url: image.url, position: image.position ?? 0 }] : []))
    .sort((a, b) => a.position - b.position)
    .flatMap((image) => publicMediaUrl(image.url, context.apiOrigin) ?? []);
  const located = store.latitude != null && store.longitude != null;
  const exceptions = (store.alternate_opening_hours ?? []).flatMap((entry) =>
    entry?.date
      ? [
          {
            date: entry.date,
            reason: entry.reason ?? '',
            times: (entry.times ?? []).flatMap((time) =>
              time?.from && time.to ? [{ from: time.from, to: time.to }] : [],
            ),
          },
        ]
      : [],
  );
  const detail: StoreDetail = {
    ...summary,
    fax: store.fax ?? undefined,
    email: store.email ?? undefined,
    description: sanitizeHtml(store.description, { shopOrigins: shopOrigins(context.url, config.publicUrl) }),
    images,
    week,
    todayDate: localMoment(now, config.timeZone).date,
    exceptions,
    mapUrl: located
      ? `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=17/${store.latitude}/${store.longitude}`
      : undefined,
  };
  const url = context.absoluteUrl(summary.path);
  const origin = config.publicUrl ?? context.url.origin;
  const description =
    store.meta_description ||
    plainTextExcerpt(store.description) ||
    t('stores.storeDescription', { name: store.name, city: summary.address.city });
  return data(
    {
      page: 'store' as const,
      seo: context.seo(store.meta_title || store.name, description, {
        alternates: context.samePathAlternates(),
        canonicalPath: summary.path,
        image: images[0],
        breadcrumbs: [{ name: t('screens.stores'), path: '/winkel' }],
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Store',
            name: store.name,
            url,
            ...(images.length > 0 ? { image: images.map((image) => new URL(image, origin).href) } : {}),
            ...(store.phone ? { telephone: store.phone } : {}),
            ...(store.fax ? { faxNumber: store.fax } : {}),
            ...(store.email ? { email: store.email } : {}),
            address: {
              '@type': 'PostalAddress',
              streetAddress: summary.address.street,
              postalCode: summary.address.postcode,
              addressLocality: summary.address.city,
              addressCountry: summary.address.country,
            },
            ...(located
              ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } }
              : {}),
            // The regular week (days a dated exception replaces this week are in the special hours).
            openingHoursSpecification: week
              .filter((day) => !day.isException)
              .flatMap((day) =>
                hoursSpecification(day.times, {
                  dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.day - 1]}`,
                }),
              ),
            specialOpeningHoursSpecification: exceptions.flatMap((exception) =>
              hoursSpecification(exception.times, {
                name: exception.reason,
                validFrom: exception.date,
                validThrough: exception.date,
              }),
            ),
          },
        ],
      }),
      store: detail,
    },
    { headers: { 'Cache-Control': STORE_PAGE_CACHE_CONTROL } },
  );
}
