export interface MoneyFormat {
  locale: string;
  currency: string;
  /** Whole amounts end in ',-' instead of ',00'. */
  showDashForWholeAmounts: boolean;
  /** Whole amounts are shown without decimals. */
  hideZeroDecimals: boolean;
}

type MoneyPart = Pick<Intl.NumberFormatPart, 'type' | 'value'>;

/**
 * How the shop's own locales write an amount in euros and a plain number, exactly as
 * Intl.NumberFormat does (the unit test compares the two). Building the first Intl.NumberFormat
 * loads the browser's number data, a long task on a phone in the middle of hydrating the first
 * product cards or a product's price box; these few patterns cover the shop's deployments,
 * anything else goes to Intl.
 */
const EURO_PATTERNS: Record<
  string,
  { group: string; decimal: string; layout: 'after' | 'before' | 'tight' }
> = {
  'de-DE': { group: '.', decimal: ',', layout: 'after' },
  'nl-NL': { group: '.', decimal: ',', layout: 'before' },
  'en-GB': { group: ',', decimal: '.', layout: 'tight' },
};
const NBSP = '\u00a0';
/** Amounts up to here, in thousandths, stay exact in a double. */
const LARGEST_FAST_AMOUNT = 1e12;
/** The most decimals the shop's own code writes (beyond them, Intl does). */
const MOST_FAST_DECIMALS = 3;

/**
 * The absolute amount in units of 10^-decimals, rounded as Intl does: half away from zero, on the
 * shortest decimal that reads back as the same number (so 1.005 is 101 hundredths). Undefined for
 * amounts written with an exponent, too large to stay exact, or with more decimals than we write.
 */
function scaledOf(amount: number, decimals: number): number | undefined {
  const text = String(Math.abs(amount));
  if (text.includes('e') || Math.abs(amount) >= LARGEST_FAST_AMOUNT || decimals > MOST_FAST_DECIMALS)
    return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(decimals + 1, '0');
  return (
    Number(whole) * 10 ** decimals +
    Number(digits.slice(0, decimals) || '0') +
    (Number(digits[decimals]) >= 5 ? 1 : 0)
  );
}

/** The digits of a whole number in groups of three, as Intl's parts. */
function integerParts(integer: string, group: string): MoneyPart[] {
  const parts: MoneyPart[] = [];
  for (let end = integer.length, start = ((end - 1) % 3) + 1; ; start += 3) {
    parts.push({ type: 'integer', value: integer.slice(Math.max(0, start - 3), start) });
    if (start >= end) break;
    parts.push({ type: 'group', value: group });
  }
  return parts;
}

function euroParts(amount: number, locale: string): MoneyPart[] | undefined {
  const pattern = EURO_PATTERNS[locale];
  const cents = pattern && scaledOf(amount, 2);
  if (!pattern || cents === undefined) return undefined;
  const number = integerParts(String(Math.floor(cents / 100)), pattern.group);
  number.push(
    { type: 'decimal', value: pattern.decimal },
    { type: 'fraction', value: String(cents % 100).padStart(2, '0') },
  );
  const minus: MoneyPart[] = amount < 0 || Object.is(amount, -0) ? [{ type: 'minusSign', value: '-' }] : [];
  const euro: MoneyPart = { type: 'currency', value: '€' };
  const space: MoneyPart = { type: 'literal', value: NBSP };
  if (pattern.layout === 'after') return [...minus, ...number, space, euro];
  if (pattern.layout === 'before') return [euro, space, ...minus, ...number];
  return [...minus, euro, ...number];
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The parts of an amount as Intl.NumberFormat's formatToParts gives them. */
export function moneyParts(amount: number, locale: string, currency: string): MoneyPart[] {
  return (
    (currency === 'EUR' ? euroParts(amount, locale) : undefined) ??
    formatterFor(locale, currency).formatToParts(amount)
  );
}

/** Formats an amount with the configured locale and currency plus the spec's two options. */
export function formatMoney(amount: number, format: MoneyFormat, currency = format.currency): string {
  const parts = moneyParts(amount, format.locale, currency);
  const isWhole = Number.isInteger(Math.round(amount * 100) / 100);
  if (!isWhole || (!format.showDashForWholeAmounts && !format.hideZeroDecimals)) {
    return parts.map((part) => part.value).join('');
  }
  return parts
    .map((part) => {
      if (part.type === 'fraction') return format.showDashForWholeAmounts ? '-' : '';
      if (part.type === 'decimal') return format.showDashForWholeAmounts ? part.value : '';
      return part.value;
    })
    .join('');
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A plain number (a base price's content, a rating) as `Intl.NumberFormat(locale,
 * { maximumFractionDigits })` writes it: rounded half away from zero, without trailing zeros.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 3): string {
  const pattern = EURO_PATTERNS[locale];
  const scaled = pattern && scaledOf(value, maximumFractionDigits);
  if (pattern && scaled !== undefined) {
    const scale = 10 ** maximumFractionDigits;
    const decimals = String(scaled % scale)
      .padStart(maximumFractionDigits, '0')
      .replace(/0+$/, '');
    const sign = value < 0 || Object.is(value, -0) ? '-' : '';
    const integer = integerParts(String(Math.floor(scaled / scale)), pattern.group)
      .map((part) => part.value)
      .join('');
    return `${sign}${integer}${decimals ? `${pattern.decimal}${decimals}` : ''}`;
  }
  const key = `${locale}|${maximumFractionDigits}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}
