import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AccountOrdersDocument,
  AccountReviewsDocument,
  AccountWishlistDocument,
} from '../../../generated/graphql/graphql';
import { useCustomerCall } from '../../shared/customer/customer-api';
import { formatDate } from '../../shared/dates/format-date';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { useQuery } from '../../shared/query/use-query';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useSessionStore } from '../../shared/session/session-store';
import { useDateFormat, useLocalizedPath, useMoneyFormat } from '../../shared/storefront-context';
import { PageLoading } from '../../shared/ui/PageFrame';

/** Orders on load: page 1, 10 per page (docs/BEHAVIOUR.md#limits). */
const ORDERS_PAGE_SIZE = 10;

function useCustomerList<T>(name: string, load: () => Promise<T>) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['account', name, token],
    queryFn: load,
    enabled: Boolean(token),
    retry: false,
  });
}

function ListState({
  pending,
  failed,
  children,
}: {
  pending: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) return <PageLoading />;
  if (failed) return <p role="alert">{t('account.load_error')}</p>;
  return <>{children}</>;
}

/** My orders: the newest ten with number, date, status and total. */
export function CustomerOrders() {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const money = useMoneyFormat();
  const dates = useDateFormat();
  const orders = useCustomerList('orders', async () => {
    const data = await call(AccountOrdersDocument, { currentPage: 1, pageSize: ORDERS_PAGE_SIZE });
    return data.customer?.orders ?? null;
  });
  const items = (orders.data?.items ?? []).filter((order) => order !== null);
  return (
    <ListState pending={orders.isPending} failed={orders.isError}>
      {items.length === 0 ? (
        <p>{t('account.orders.none')}</p>
      ) : (
        <table className="account-table">
          <caption className="visually-hidden">
            {t('account.orders.count', { count: orders.data?.total_count ?? items.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('account.orders.number')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.status')}</th>
              <th scope="col">{t('account.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.id}>
                <td>{order.number}</td>
                <td>{formatDate(order.order_date, dates)}</td>
                <td>{order.status}</td>
                <td>
                  {order.total
                    ? formatMoney(
                        order.total.grand_total.value ?? 0,
                        money,
                        order.total.grand_total.currency ?? undefined,
                      )
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListState>
  );
}

/** My wishlist: its products (the wishlist page manages them). */
export function CustomerWishlist() {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const localized = useLocalizedPath();
  const wishlist = useCustomerList(
    'wishlist',
    async () => (await call(AccountWishlistDocument, {})).customer?.wishlist ?? null,
  );
  const items = (wishlist.data?.items ?? []).filter((item) => item?.product);
  return (
    <ListState pending={wishlist.isPending} failed={wishlist.isError}>
      {items.length === 0 ? (
        <p>{t('account.wishlist.none')}</p>
      ) : (
        <ul className="account-list">
          {items.map((item) => (
            <li key={item?.id}>
              {item?.product?.url_key ? (
                <Link to={localized(buildProductPath(item.product.url_key))}>{item.product.name}</Link>
              ) : (
                item?.product?.name
              )}{' '}
              × {item?.qty}
            </li>
          ))}
        </ul>
      )}
      <Link to={localized('/wishlist')}>{t('account.wishlist.open')}</Link>
    </ListState>
  );
}

/** My reviews: summary, product, rating and date, including those awaiting approval. */
export function CustomerReviews() {
  const { t } = useTranslation();
  const call = useCustomerCall();
  const localized = useLocalizedPath();
  const dates = useDateFormat();
  const reviews = useCustomerList(
    'reviews',
    async () => (await call(AccountReviewsDocument, {})).customer?.reviews ?? null,
  );
  const items = (reviews.data?.items ?? []).filter((review) => review !== null);
  return (
    <ListState pending={reviews.isPending} failed={reviews.isError}>
      {items.length === 0 ? (
        <p>{t('account.reviews.none')}</p>
      ) : (
        <ul className="account-list">
          {items.map((review) => (
            <li key={`${review.product.sku}-${review.created_at}`}>
              <strong>{review.summary}</strong> (
              {t('account.reviews.rating', { percent: Math.round(review.average_rating) })}){' · '}
              {review.product.url_key ? (
                <Link to={localized(buildProductPath(review.product.url_key))}>{review.product.name}</Link>
              ) : (
                review.product.name
              )}
              {' · '}
              {formatDate(review.created_at, dates)}
              <p>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
