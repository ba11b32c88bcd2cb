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

/** A date in the configured locale and time zone; '' for a value that is not a date. */
export function formatDate(value: string | number | Date, format: DateFormat, style: DateStyle = 'medium') {
  const parsed = parseApiDate(value);
  if (!parsed) return '';
  // A calendar day is the same day everywhere: it is not moved into the shop's time zone.
  const timeZone = parsed.dateOnly ? 'UTC' : format.timeZone;
  return formatterFor(format.locale, timeZone, style).format(parsed.date);
}
