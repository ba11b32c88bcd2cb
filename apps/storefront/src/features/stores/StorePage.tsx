import { formatDate } from '../../shared/dates/format-date';
import { RichText } from '../../shared/html/RichText';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { OpeningStateText } from '../../shared/opening-hours/OpeningStateText';
import { useDateFormat, useStorefront } from '../../shared/storefront-context';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { ExceptionList, OpeningTimes } from './OpeningTimes';
import type { StoreDetail } from './physical-store';
import { StoreAddress } from './StoreList';

/** /winkel/{url key}: a store's images, address, contact, description and its coming week. */
export function StorePage({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const { config, language } = useStorefront();
  const weekday = new Intl.DateTimeFormat(config.locales[language] ?? language, {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return (
    <article className="store-page" aria-labelledby="store-heading">
      <Breadcrumbs trail={[{ name: t('screens.stores'), path: '/winkel' }]} current={store.name} />
      <h1 id="store-heading" className="page-title">
        {store.name}
      </h1>
      <OpeningStateText today={store.today} />
      {store.images.length > 0 ? (
        <ul className="store-page__images">
          {store.images.map((image, index) => (
            <li key={image}>
              <img
                src={image}
                alt={t('stores.image', { name: store.name, number: index + 1 })}
                width={640}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="store-page__columns">
        <section className="store-page__contact" aria-labelledby="store-contact-heading">
          <h2 id="store-contact-heading">{t('stores.contact')}</h2>
          <StoreAddress address={store.address} />
          {store.mapUrl ? (
            <p>
              <a href={store.mapUrl} rel="noopener noreferrer">
                {t('stores.showOnMap')}
              </a>
            </p>
          ) : null}
          <dl className="store-page__channels">
            {store.phone ? (
              <>
                <dt>{t('stores.phone')}</dt>
                <dd>
                  <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
                </dd>
              </>
            ) : null}
            {store.fax ? (
              <>
                <dt>{t('stores.fax')}</dt>
                <dd>
                  <a href={`fax:${store.fax.replace(/[^+\d]/g, '')}`}>{store.fax}</a>
                </dd>
              </>
            ) : null}
            {store.email ? (
              <>
                <dt>{t('stores.email')}</dt>
                <dd>
                  <a href={`mailto:${store.email}`}>{store.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="store-page__hours" aria-labelledby="store-hours-heading">
          <h2 id="store-hours-heading">{t('stores.openingHours')}</h2>
          <table className="opening-hours" aria-labelledby="store-hours-heading">
            <tbody>
              {store.week.map((day) => (
                <tr
                  key={day.day}
                  aria-current={day.date === store.todayDate ? 'date' : undefined}
                  data-exception={day.isException || undefined}
                >
                  <th scope="row">
                    {weekday.format(new Date(`${day.date}T00:00:00Z`))}
                    <span className="opening-hours__date">
                      {' '}
                      {formatDate(day.date, dates, 'short')}
                      {day.date === store.todayDate ? ` (${t('stores.today')})` : ''}
                    </span>
                  </th>
                  <td>
                    <OpeningTimes times={day.times} />
                    {day.isException ? <span className="opening-hours__reason">{day.label}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {store.exceptions.length > 0 ? (
            <>
              <h3>{t('stores.specialHours')}</h3>
              <ExceptionList exceptions={store.exceptions} className="store-page__exceptions" />
            </>
          ) : null}
        </section>
      </div>
      <RichText content={store.description} className="store-page__description cms-content" />
    </article>
  );
}
