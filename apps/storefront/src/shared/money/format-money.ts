export interface MoneyFormat {
  locale: string;
  currency: string;
  /** Whole amounts end in ',-' instead of ',00'. */
  showDashForWholeAmounts: boolean;
  /** Whole amounts are shown without decimals. */
  hideZeroDecimals: boolean;
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

/** Formats an amount with the configured locale and currency plus the spec's two options. */
export function formatMoney(amount: number, format: MoneyFormat, currency = format.currency): string {
  const parts = formatterFor(format.locale, currency).formatToParts(amount);
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
