import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { OpeningStateText } from '../../shared/opening-hours/OpeningStateText';
import { useLocalizedPath } from '../../shared/storefront-context';
import type { ProductDetail } from './product';

/**
 * Stock per physical store, with a chooser that shows the chosen store's stock first; each store
 * with its state today (open until …, closed today) and a link to its page, when the api has its hours.
 */
export function StoreAvailability({ stores }: { stores: ProductDetail['storeAvailability'] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const selectId = useId();
  const [chosen, setChosen] = useState(stores[0]?.code);
  if (stores.length === 0) return null;
  const store = stores.find((entry) => entry.code === chosen) ?? stores[0];
  const describe = (entry: (typeof stores)[number]) =>
    !entry.hasStock
      ? t('product.storeOutOfStock', { store: entry.name })
      : entry.qty
        ? t('product.storeQuantity', { store: entry.name, quantity: entry.qty })
        : t('product.storeInStock', { store: entry.name });
  return (
    <section className="store-availability" aria-labelledby={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`} className="store-availability__heading">
        {t('product.storeAvailability')}
      </h2>
      <label htmlFor={selectId}>{t('product.chooseStore')}</label>{' '}
      <select id={selectId} value={store?.code} onChange={(event) => setChosen(event.target.value)}>
        {stores.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
      {store ? (
        <p
          className={`store-availability__chosen store-availability__chosen--${store.hasStock ? 'in' : 'out'}`}
          aria-live="polite"
        >
          {describe(store)}
        </p>
      ) : null}
      <ul className="store-availability__list">
        {stores.map((entry) => (
          <li key={entry.code} className={entry.hasStock ? 'is-in-stock' : 'is-out-of-stock'}>
            <span className="store-availability__stock">{describe(entry)}</span>
            {entry.opening ? (
              <>
                <OpeningStateText today={entry.opening.today} />
                <Link className="store-availability__store-link" to={localized(entry.opening.path)}>
                  {t('product.storeDetails', { store: entry.name })}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
