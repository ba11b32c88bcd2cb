import { Link, useSearchParams } from 'react-router';
import { TotalsList } from '../../shared/cart/CartTotals';
import { formatDate } from '../../shared/dates/format-date';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { buildProductPath } from '../../shared/routing/catalog-path';
import {
  useDateFormat,
  useLocalizedPath,
  useMoneyFormat,
  useStorefront,
} from '../../shared/storefront-context';
import { PageLoading } from '../../shared/ui/PageFrame';
import { orderHashOf } from './order-lookup';
import type { OrderAddress, OrderView } from './order-model';
import { useOrderByHash } from './use-order-by-hash';

export type PaymentOutcome = 'success' | 'cancel';

/**
 * A payment result page (/checkout/onepage/success|cancel, /{provider}/connect/success|cancel):
 * the outcome ('payment succeeded' / 'payment cancelled') and the order of `?hash=`. A missing or
 * unknown hash says so; a failed call can be tried again.
 */
export function OrderResultPage({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [search] = useSearchParams();
  const lookup = useOrderByHash(orderHashOf(search));

  let content: React.ReactNode;
  switch (lookup.state) {
    case 'loading':
      content = <PageLoading />;
      break;
    case 'missing':
    case 'notFound':
      content = (
        <p className="order-result__problem" role="alert">
          {t(lookup.state === 'missing' ? 'order.missingHash' : 'order.notFound')}
        </p>
      );
      break;
    case 'failed':
      content = (
        <div className="order-result__problem" role="alert">
          <p>{t('order.loadFailed')}</p>
          <button type="button" className="button" onClick={lookup.retry}>
            {t('order.retry')}
          </button>
        </div>
      );
      break;
    case 'loaded':
      content = <OrderSummary order={lookup.order} />;
      break;
  }

  return (
    <section className="screen order-result" aria-labelledby="screen-heading" data-outcome={outcome}>
      <h1 id="screen-heading" className="page-title">
        {t(outcome === 'success' ? 'screens.payment-success' : 'screens.payment-cancel')}
      </h1>
      <p className={`order-result__outcome order-result__outcome--${outcome}`} role="status">
        {t(outcome === 'success' ? 'order.paymentSucceeded' : 'order.paymentCancelled')}
      </p>
      {content}
      <p className="order-result__links">
        {outcome === 'cancel' ? (
          <Link to={localized('/checkout/cart')} className="button">
            {t('order.backToCart')}
          </Link>
        ) : null}
        <Link to={localized('/')} className={outcome === 'cancel' ? 'button button--secondary' : 'button'}>
          {t('cart.continueShopping')}
        </Link>
      </p>
    </section>
  );
}

function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const dateFormat = useDateFormat();
  const money = useMoneyFormat();
  const localized = useLocalizedPath();
  return (
    <article className="order-result__order" aria-labelledby="order-heading" data-status={order.statusCode}>
      <h2 id="order-heading" className="order-result__heading">
        {t('order.number', { number: order.number })}
      </h2>
      <dl className="order-result__facts">
        <div>
          <dt>{t('order.status')}</dt>
          <dd data-testid="order-status">{order.status}</dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(order.orderDate, dateFormat)}</dd>
        </div>
        {order.email ? (
          <div>
            <dt>{t('order.email')}</dt>
            <dd>{order.email}</dd>
          </div>
        ) : null}
        {order.paymentMethods.length > 0 ? (
          <div>
            <dt>{t('order.paymentMethod')}</dt>
            <dd data-testid="order-payment-method">{order.paymentMethods.join(', ')}</dd>
          </div>
        ) : null}
        {order.shippingMethod ? (
          <div>
            <dt>{t('order.shippingMethod')}</dt>
            <dd>{order.shippingMethod}</dd>
          </div>
        ) : null}
      </dl>

      <h3 className="order-result__subheading">{t('order.items')}</h3>
      <ul className="order-result__lines">
        {order.lines.map((line) => (
          <li key={line.id} className="order-result__line" data-sku={line.sku}>
            <div className="order-result__image">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
              ) : null}
            </div>
            <div>
              {line.urlKey ? (
                <Link to={localized(buildProductPath(line.urlKey))} className="order-result__name">
                  {line.name}
                </Link>
              ) : (
                <span className="order-result__name">{line.name}</span>
              )}
              {line.options.length > 0 ? (
                <dl className="cart-page__options">
                  {line.options.map((option) => (
                    <div key={`${option.label}:${option.value}`}>
                      <dt>{option.label}</dt>
                      <dd>{option.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <p className="order-result__quantity">
                {t('order.quantityTimesPrice', {
                  count: line.quantity,
                  price: formatMoney(line.unitPriceIncludingTax, money, order.currency),
                })}
              </p>
            </div>
            <span className="order-result__row-total">
              {formatMoney(line.rowTotalIncludingTax, money, order.currency)}
            </span>
          </li>
        ))}
      </ul>

      <TotalsList rows={order.totals} currency={order.currency} />

      <div className="order-result__addresses">
        {order.shippingAddress ? (
          <AddressBlock title={t('order.shippingAddress')} address={order.shippingAddress} />
        ) : null}
        {order.billingAddress ? (
          <AddressBlock title={t('order.billingAddress')} address={order.billingAddress} />
        ) : null}
      </div>
    </article>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  const { language } = useStorefront();
  const country = address.countryCode
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(address.countryCode) ?? address.countryCode)
    : undefined;
  return (
    <section className="order-result__address">
      <h3 className="order-result__subheading">{title}</h3>
      <address>
        {[
          address.name,
          address.company,
          ...address.street,
          address.postcodeAndCity,
          country,
          address.telephone,
        ]
          .filter((part): part is string => Boolean(part))
          .map((part, index) => (
            // Lines of one address: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
            <span key={index}>
              {part}
              <br />
            </span>
          ))}
      </address>
    </section>
  );
}
