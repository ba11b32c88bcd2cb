import type { RichText } from '../../shared/html/rich-text';
import type { OpeningDay, OpeningTime, TodayOpening } from '../../shared/opening-hours/opening-hours';

/** A store as the list shows it. */
export interface StoreSummary {
  name: string;
  /** /winkel/{url key}, without language prefix. */
  path: string;
  address: { street: string; postcode: string; city: string; country: string };
  phone: string | undefined;
  /** Today's state, computed when the page was rendered. */
  today: TodayOpening;
  /** The dated exceptions within the coming week (not today's, which `today` carries). */
  upcomingExceptions: Array<{ date: string; reason: string; times: OpeningTime[] }>;
}

/** A store as its own page shows it. */
export interface StoreDetail extends StoreSummary {
  fax: string | undefined;
  email: string | undefined;
  description: RichText;
  images: string[];
  /** The coming week, Monday → Sunday, exceptions in place. */
  week: OpeningDay[];
  /** YYYY-MM-DD of today in the shop's time zone (the highlighted row). */
  todayDate: string;
  /** Every dated exception from today on. */
  exceptions: Array<{ date: string; reason: string; times: OpeningTime[] }>;
  /** A plain link to the store on a map (no script at page load). */
  mapUrl: string | undefined;
}
