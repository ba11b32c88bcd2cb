import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { OpeningStateText } from '../../shared/opening-hours/OpeningStateText';
import { useLocalizedPath } from '../../shared/storefront-context';
import { ExceptionList } from './OpeningTimes';
import type { StoreSummary } from './physical-store';

/** /winkel: every physical store with its address, phone and today's state. */
export function StoreList({ stores }: { stores: readonly StoreSummary[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="stores" aria-labelledby="stores-heading">
      <h1 id="stores-heading" className="page-title">
        {t('screens.stores')}
      </h1>
      {stores.length === 0 ? (
        <p className="empty-state">{t('stores.empty')}</p>
      ) : (
        <ul className="stores__list">
          {stores.map((store) => (
            <li key={store.path}>
              <article className="store-card" aria-labelledby={`store-${store.path}`}>
                <h2 id={`store-${store.path}`} className="store-card__name">
                  <Link to={localized(store.path)}>{store.name}</Link>
                </h2>
                <StoreAddress address={store.address} />
                <OpeningStateText today={store.today} />
                <ExceptionList exceptions={store.upcomingExceptions} className="store-card__exceptions" />
                {store.phone ? (
                  <p className="store-card__phone">
                    {t('stores.phone')}:{' '}
                    <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StoreAddress({ address }: { address: StoreSummary['address'] }) {
  return (
    <address className="store-address">
      {address.street}
      <br />
      {address.postcode} {address.city}
    </address>
  );
}
