// What the price box of a product page shows (docs/BEHAVIOUR.md#data Product "Prices", German base price):
// pure rules over the api's price fields, so server and browser render the same and tests can
// pin every rule down. Formatting (money, dates, texts) is the component's job.

export interface PriceFields {
  /** Regular price (before discounts) of the product or the chosen variant. */
  regular: number;
  /** What the shopper pays today. */
  final: number;
  /** The api's discount of final against regular. */
  discount?: { percentOff: number; amountOff: number } | undefined;
  specialPrice?: number | null | undefined;
  /** 'YYYY-MM-DD HH:MM:SS' or 'YYYY-MM-DD'; open when missing. */
  specialFrom?: string | null | undefined;
  specialTo?: string | null | undefined;
  manufacturerPrice?: number | null | undefined;
  cashback?:
    | { amount: number; description?: string | null; startDate: string; endDate: string }
    | null
    | undefined;
  /** German base price: content of one sales unit (e.g. 2.4 m² per pack). */
  inhalt?: number | null | undefined;
  /** The sales unit, e.g. 'Paket'. */
  verkaufseinheit?: string | null | undefined;
  /** The unit the base price refers to, e.g. 'm²'. */
  grundeinheit?: string | null | undefined;
}

export type DiscountDisplay = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: number };

export interface PriceDisplay {
  final: number;
  /** The regular price, only when the shopper pays less (shown struck through). */
  regular?: number;
  discount?: DiscountDisplay;
  /** A special price that applies today, with its last day when it has one ('YYYY-MM-DD'). */
  special?: { price: number; until?: string };
  /** The manufacturer's price (RRP), only when it is above what the shopper pays. */
  manufacturerPrice?: number;
  /** A cashback promotion that runs today. */
  cashback?: { amount: number; description?: string; endDate: string };
  /** Price per base unit (final / content), e.g. 12,50 € per m² at 2,4 m² per pack. */
  basePrice?: { price: number; unit: string; content: number; salesUnit?: string };
}

/** 'YYYY-MM-DD' of a date-time or date string; undefined when it is empty or not a date. */
export function calendarDay(value: string | null | undefined): string | undefined {
  const match = value?.trim().match(/^(\d{4}-\d{2}-\d{2})/);
  return match?.[1];
}

/** Whether `today` ('YYYY-MM-DD') lies within from … to, both inclusive; missing ends are open. */
export function isWithin(
  today: string,
  from: string | null | undefined,
  to: string | null | undefined,
): boolean {
  const start = calendarDay(from);
  const end = calendarDay(to);
  return (!start || start <= today) && (!end || today <= end);
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The price box of a product on the day `today` ('YYYY-MM-DD' in the shop's time zone). */
export function priceDisplay(fields: PriceFields, today: string): PriceDisplay {
  const final = cents(fields.final);
  const display: PriceDisplay = { final };
  const regular = cents(fields.regular);
  if (regular > final) {
    display.regular = regular;
    display.discount = discountOf(regular, final, fields.discount);
  }
  const special = fields.specialPrice;
  if (
    special !== null &&
    special !== undefined &&
    special < regular &&
    isWithin(today, fields.specialFrom, fields.specialTo)
  ) {
    const until = calendarDay(fields.specialTo);
    display.special = until ? { price: cents(special), until } : { price: cents(special) };
  }
  const manufacturer = fields.manufacturerPrice;
  if (manufacturer !== null && manufacturer !== undefined && cents(manufacturer) > final) {
    display.manufacturerPrice = cents(manufacturer);
  }
  const cashback = fields.cashback;
  if (cashback && cashback.amount > 0 && isWithin(today, cashback.startDate, cashback.endDate)) {
    display.cashback = {
      amount: cents(cashback.amount),
      endDate: calendarDay(cashback.endDate) ?? cashback.endDate,
      ...(cashback.description ? { description: cashback.description } : {}),
    };
  }
  const content = fields.inhalt;
  const unit = fields.grundeinheit?.trim();
  if (content !== null && content !== undefined && content > 0 && unit) {
    display.basePrice = {
      price: cents(final / content),
      unit,
      content,
      ...(fields.verkaufseinheit?.trim() ? { salesUnit: fields.verkaufseinheit.trim() } : {}),
    };
  }
  return display;
}

/**
 * Percent off when the discount is at least one whole percent (rounded down, so a shop never
 * promises more than it gives), else the amount off.
 */
function discountOf(regular: number, final: number, discount: PriceFields['discount']): DiscountDisplay {
  const percent = discount?.percentOff ?? ((regular - final) / regular) * 100;
  if (percent >= 1) return { kind: 'percent', percent: Math.floor(percent + 1e-9) };
  return { kind: 'amount', amount: cents(discount?.amountOff || regular - final) };
}

/** How the stock quantity reads: the number, or the display limit with a plus when it is reached. */
export function stockQuantityText(
  quantity: number | null | undefined,
  displayLimit: number | null | undefined,
): string | undefined {
  if (quantity === null || quantity === undefined || quantity <= 0) return undefined;
  if (displayLimit !== null && displayLimit !== undefined && displayLimit > 0 && quantity >= displayLimit) {
    return `${displayLimit}+`;
  }
  return String(Math.floor(quantity));
}
