import { Link, useSearchParams } from 'react-router';
import { reportedQuery } from '../../shared/graphql/reported-query';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { Pager } from '../../shared/listing/Listing';
import { formatMoney } from '../../shared/money/format-money';
import { useQuery } from '../../shared/query/use-query';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat, useStoreView } from '../../shared/storefront-context';
import { PageLoading } from '../../shared/ui/PageFrame';
import { WishlistAddToCart } from './WishlistAddToCart';
import { fetchSharedWishlist, type SharedWishlistPage as SharedPage } from './wishlist-api';

/** Items of a shared wishlist per page. */
export const SHARED_WISHLIST_PAGE_SIZE = 20;

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; page: SharedPage };

/** A wishlist someone shared (docs/BEHAVIOUR.md#pages-and-routes "shared wishlist"), read-only, by its code, page by page (`?page=`). */
export function SharedWishlistPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const store = useStoreView();
  const localized = useLocalizedPath();
  const money = useMoneyFormat();
  const [searchParams] = useSearchParams();
  const requested = Number(searchParams.get('page') ?? '1');
  const currentPage = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const query = useQuery({
    queryKey: ['wishlist', 'shared', code, currentPage, store],
    queryFn: reportedQuery(
      'sharedWishlist',
      async (signal) =>
        (await fetchSharedWishlist(
          code,
          { currentPage, pageSize: SHARED_WISHLIST_PAGE_SIZE },
          { store, signal },
        )) ?? null,
    ),
    retry: false,
  });
  const load: Load = query.isPending
    ? { state: 'loading' }
    : query.isError
      ? { state: 'failed' }
      : query.data
        ? { state: 'ready', page: query.data }
        : { state: 'missing' };

  const heading =
    load.state === 'ready' && load.page.customerName
      ? t('wishlist.sharedHeading', { name: load.page.customerName })
      : t('wishlist.sharedHeadingAnonymous');
  return (
    <section className="wishlist-page" aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading" className="page-title">
        {heading}
      </h1>
      {load.state === 'loading' ? <PageLoading /> : null}
      {load.state === 'missing' ? <p className="empty-state">{t('wishlist.sharedNotFound')}</p> : null}
      {load.state === 'failed' ? (
        <p className="empty-state" role="alert">
          {t('wishlist.sharedFailed')}
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <>
          <p className="wishlist-page__count">{t('wishlist.itemCount', { count: load.page.itemsCount })}</p>
          {load.page.items.length === 0 ? <p className="empty-state">{t('wishlist.sharedEmpty')}</p> : null}
          <ul className="wishlist-items">
            {load.page.items.map((item) => (
              <li key={item.id}>
                <article className="wishlist-item" data-sku={item.product.sku}>
                  <div className="wishlist-item__image">
                    {item.product.image ? (
                      <img
                        src={item.product.image.url}
                        alt={item.product.image.label}
                        width={120}
                        height={120}
                        loading="lazy"
                      />
                    ) : null}
                  </div>
                  <div className="wishlist-item__body">
                    <h2 className="wishlist-item__name">
                      {item.product.urlKey ? (
                        <Link to={localized(buildProductPath(item.product.urlKey))}>{item.product.name}</Link>
                      ) : (
                        item.product.name
                      )}
                    </h2>
                    <p className="wishlist-item__price">
                      <data value={item.product.price}>
                        {formatMoney(item.product.price, money, item.product.currency)}
                      </data>
                    </p>
                    <p>
                      {t('wishlist.quantity')}: {item.qty}
                    </p>
                    {item.description ? (
                      <p className="wishlist-item__description">{item.description}</p>
                    ) : null}
                    <WishlistAddToCart item={item} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pager
            current={load.page.currentPage}
            total={load.page.totalPages}
            hrefOf={(page) =>
              localized(`/wishlist/${encodeURIComponent(code)}${page > 1 ? `?page=${page}` : ''}`)
            }
          />
        </>
      ) : null}
    </section>
  );
}
