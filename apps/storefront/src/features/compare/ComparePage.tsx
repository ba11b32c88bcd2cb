import { Link } from 'react-router';
import { CompareProductsDocument } from '../../../generated/graphql/graphql';
import { reportError } from '../../shared/errors/error-reporting';
import { request } from '../../shared/graphql/client';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { formatMoney } from '../../shared/money/format-money';
import { useQuery } from '../../shared/query/use-query';
import { buildProductPath } from '../../shared/routing/catalog-path';
import { useLocalizedPath, useMoneyFormat, useStoreView } from '../../shared/storefront-context';
import { PageLoading } from '../../shared/ui/PageFrame';
import { attributeRows, type ComparedProduct, inListOrder, toComparedProduct } from './compare-products';
import { useComparedSkus, useCompareStore } from './compare-store';

/** The api's largest page: the whole compare list is read in one call. */
const MAX_PAGE_SIZE = 100;

/**
 * The compare page: the compared products side by side (image, name, price, rating, stock and
 * their information attributes), each removable, with an empty state.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { skus, ready } = useComparedSkus();
  const store = useStoreView();
  const requested = [...skus].sort().slice(0, MAX_PAGE_SIZE);

  const query = useQuery({
    queryKey: ['compare-products', store, requested],
    queryFn: async () => {
      try {
        const data = await request(
          CompareProductsDocument,
          { skus: requested, pageSize: requested.length },
          { store },
        );
        return (data.products?.items ?? []).flatMap((item) => (item ? [toComparedProduct(item)] : []));
      } catch (error) {
        reportError(error, { operation: 'compare products' });
        throw error;
      }
    },
    enabled: ready && requested.length > 0,
    // Removing a product shows the remaining ones at once instead of a loading state.
    keepPreviousData: true,
  });

  let content: React.ReactNode;
  if (!ready || (skus.length > 0 && query.isPending)) {
    content = <PageLoading />;
  } else if (skus.length === 0) {
    content = (
      <div className="compare__empty">
        <p>{t('compare.empty')}</p>
        <Link to={localized('/')} className="button">
          {t('compare.continueShopping')}
        </Link>
      </div>
    );
  } else if (query.isError) {
    content = (
      <p className="compare__empty" role="alert">
        {t('compare.loadFailed')}
      </p>
    );
  } else {
    content = <CompareTable products={inListOrder(query.data ?? [], skus)} />;
  }

  return (
    <section className="screen compare" aria-labelledby="screen-heading">
      <h1 id="screen-heading" className="page-title">
        {t('screens.compare')}
      </h1>
      {content}
    </section>
  );
}

function CompareTable({ products }: { products: ComparedProduct[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const localized = useLocalizedPath();
  const remove = useCompareStore((state) => state.remove);
  const clear = useCompareStore((state) => state.clear);
  const rows = attributeRows(products);
  return (
    <>
      <div className="compare__scroll">
        <table className="compare__table">
          <caption className="visually-hidden">{t('screens.compare')}</caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => (
                <th key={product.sku} scope="col" className="compare__product" data-sku={product.sku}>
                  {product.image ? (
                    <img src={product.image.url} alt="" width={160} height={160} loading="lazy" />
                  ) : null}
                  {product.urlKey ? (
                    <Link to={localized(buildProductPath(product.urlKey))}>{product.name}</Link>
                  ) : (
                    product.name
                  )}
                  <button
                    type="button"
                    className="button button--secondary compare__remove"
                    aria-label={t('compare.remove', { name: product.name })}
                    onClick={() => remove(product.sku)}
                  >
                    {t('compare.removeShort')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('compare.price')}</th>
              {products.map((product) => (
                <td key={product.sku}>
                  <data value={product.price}>{formatMoney(product.price, money, product.currency)}</data>
                  {product.regularPrice > product.price ? (
                    <s className="compare__regular-price">
                      {t('catalog.regularPrice', {
                        price: formatMoney(product.regularPrice, money, product.currency),
                      })}
                    </s>
                  ) : null}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('compare.rating')}</th>
              {products.map((product) => (
                <td key={product.sku}>
                  {product.rating ? (
                    <>
                      {t('listing.rating', { rating: (product.rating.summary / 20).toFixed(1) })} (
                      {t('listing.reviewCount', { count: product.rating.count })})
                    </>
                  ) : (
                    t('compare.noRating')
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('compare.stock')}</th>
              {products.map((product) => (
                <td key={product.sku}>{product.inStock ? t('listing.inStock') : t('catalog.outOfStock')}</td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={products[index]?.sku}>{value ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="button button--secondary compare__clear" onClick={clear}>
        {t('compare.clear')}
      </button>
    </>
  );
}
