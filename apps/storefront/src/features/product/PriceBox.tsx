import { formatDate } from '../../shared/dates/format-date';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney, formatNumber } from '../../shared/money/format-money';
import { useDateFormat, useMoneyFormat } from '../../shared/storefront-context';
import { type PriceFields, priceDisplay } from './price-display';

/**
 * The price box: final price (or "from" for a price range), regular price and discount, special
 * price with its last day, manufacturer's price, cashback, German base price and the tax note.
 */
export function PriceBox({
  prices,
  currency,
  today,
  fromPrice = false,
  total,
}: {
  prices: PriceFields;
  currency: string | undefined;
  /** 'YYYY-MM-DD' in the shop's time zone (from the loader). */
  today: string;
  /** The price is the lowest of a range (an unconfigured configurable, a bundle). */
  fromPrice?: boolean;
  /** Shown instead of the final price (a bundle's or grouped product's live total). */
  total?: number | undefined;
}) {
  const { t } = useTranslation();
  const moneyFormat = useMoneyFormat();
  const dateFormat = useDateFormat();
  const money = (amount: number) => formatMoney(amount, moneyFormat, currency);
  const date = (day: string) => formatDate(day, dateFormat);
  const display = priceDisplay(prices, today);
  const shown = total ?? display.final;
  return (
    <div className="product-price" data-testid="product-price">
      <p className="product-price__final">
        <span className="visually-hidden">{t('product.price')}: </span>
        <data value={shown}>
          {fromPrice && total === undefined ? t('product.priceFrom', { price: money(shown) }) : money(shown)}
        </data>
        {total === undefined && display.regular !== undefined ? (
          <s className="product-price__regular">
            {t('product.regularPrice', { price: money(display.regular) })}
          </s>
        ) : null}
        {total === undefined && display.discount ? (
          <span className="product-price__discount">
            {display.discount.kind === 'percent'
              ? t('product.percentOff', { percent: display.discount.percent })
              : t('product.amountOff', { amount: money(display.discount.amount) })}
          </span>
        ) : null}
      </p>
      {total === undefined && display.special ? (
        <p className="product-price__special">
          {display.special.until
            ? t('product.specialUntil', { date: date(display.special.until) })
            : t('product.specialPrice')}
        </p>
      ) : null}
      {display.manufacturerPrice !== undefined ? (
        <p className="product-price__manufacturer">
          {t('product.manufacturerPrice', { price: money(display.manufacturerPrice) })}
        </p>
      ) : null}
      {display.cashback ? (
        <p className="product-price__cashback">
          {t('product.cashback', {
            amount: money(display.cashback.amount),
            date: date(display.cashback.endDate),
          })}
          {display.cashback.description ? ` – ${display.cashback.description}` : null}
        </p>
      ) : null}
      {display.basePrice ? (
        <p className="product-price__base">
          {t('product.basePrice', { price: money(display.basePrice.price), unit: display.basePrice.unit })}
          {display.basePrice.salesUnit ? (
            <>
              {' · '}
              {t('product.contents', {
                content: formatNumber(display.basePrice.content, moneyFormat.locale),
                unit: display.basePrice.unit,
                salesUnit: display.basePrice.salesUnit,
              })}
            </>
          ) : null}
        </p>
      ) : null}
      <p className="product-price__tax">{t('product.taxNote')}</p>
    </div>
  );
}
