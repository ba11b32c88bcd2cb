export interface DateFormat {
  locale: string;
  /** The deployment's time zone (never the visitor's: server and browser must render the same). */
  timeZone: string;
}

export type DateStyle = 'short' | 'medium' | 'long';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, timeZone: string, style: DateStyle) {
  const key = `${locale}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const SQL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * Reads the date forms the api answers with: ISO strings, '2024-05-01 12:00:00' (Magento's UTC
 * form without zone) and '2024-05-01' (a calendar day). Undefined when it is not a date.
 */
export function parseApiDate(value: string | number | Date): { date: Date; dateOnly: boolean } | undefined {
  let date: Date;
  let dateOnly = false;
  if (value instanceof Date || typeof value === 'number') {
    date = new Date(value);
  } else if (DATE_ONLY.test(value)) {
    date = new Date(`${value}T00:00:00Z`);
    dateOnly = true;
  } else if (SQL_DATE_TIME.test(value)) {
    date = new Date(`${value.replace(' ', 'T')}Z`);
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? undefined : { date, dateOnly };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const DUTCH_MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day in the medium style of the shop's own locales, written without Intl (held equal to
 * Intl's by a unit test): the first Intl.DateTimeFormat of a page loads the browser's date data, one
 * long task on a phone, and a special price's last day is in a product page's first screen.
 */
const MEDIUM_CALENDAR_DAY: Record<string, (day: number, month: number, year: number) => string> = {
  'de-DE': (day, month, year) => `${twoDigits(day)}.${twoDigits(month + 1)}.${year}`,
  'nl-NL': (day, month, year) => `${day} ${DUTCH_MONTHS[month]} ${year}`,
  'en-GB': (day, month, year) => `${day} ${ENGLISH_MONTHS[month]} ${year}`,
};

/** A date in the configured locale and time zone; '' for a value that is not a date. */
export function formatDate(value: string | number | Date, format: DateFormat, style: DateStyle = 'medium') {
  const parsed = parseApiDate(value);
  if (!parsed) return '';
  const ownMediumDay = MEDIUM_CALENDAR_DAY[format.locale];
  if (parsed.dateOnly && style === 'medium' && ownMediumDay) {
    const { date } = parsed;
    return ownMediumDay(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear());
  }
  // A calendar day is the same day everywhere: it is not moved into the shop's time zone.
  const timeZone = parsed.dateOnly ? 'UTC' : format.timeZone;
  return formatterFor(format.locale, timeZone, style).format(parsed.date);
}
