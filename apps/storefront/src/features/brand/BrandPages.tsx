import { Link } from 'react-router';
import { RichText } from '../../shared/html/RichText';
import type { RichText as Tree } from '../../shared/html/rich-text';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { Listing } from '../../shared/listing/Listing';
import type { ListingData } from '../../shared/listing/listing-data';
import { useLocalizedPath, useStorefront } from '../../shared/storefront-context';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { BRAND_ATTRIBUTE, type BrandEntry, groupByLetter } from './brand-groups';

/** /merken: every brand with its logo, grouped by letter. */
export function BrandsPage({ brands }: { brands: readonly BrandEntry[] }) {
  const { t } = useTranslation();
  const { language, config } = useStorefront();
  const localized = useLocalizedPath();
  const groups = groupByLetter(brands, config.locales[language] ?? language);
  return (
    <section className="brands-page" aria-labelledby="brands-heading">
      <h1 id="brands-heading" className="page-title">
        {t('screens.brands')}
      </h1>
      {groups.length === 0 ? <p className="empty-state">{t('listing.noBrands')}</p> : null}
      {groups.length > 1 ? (
        <nav className="brands-page__letters" aria-label={t('listing.brands')}>
          {groups.map(([letter]) => (
            <a key={letter} href={`#brands-${letter}`}>
              {letter}
            </a>
          ))}
        </nav>
      ) : null}
      {groups.map(([letter, entries]) => (
        <section key={letter} id={`brands-${letter}`} className="brands-page__group" aria-label={letter}>
          <h2>{letter}</h2>
          <ul className="brands-page__list">
            {entries.map((brand) => (
              <li key={brand.id}>
                <Link to={localized(brand.path)}>
                  {brand.logo ? (
                    <img
                      src={brand.logo}
                      alt={t('listing.brandLogo', { brand: brand.title })}
                      loading="lazy"
                      width={120}
                      height={60}
                    />
                  ) : null}
                  <span>{brand.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** A brand page: its content and its products (15 a page) with filters, sorting and paging. */
export function BrandPage(props: {
  brand: { title: string; path: string; logo: string | undefined; description: Tree };
  listing: ListingData;
  columns: number;
}) {
  const { t } = useTranslation();
  const { brand } = props;
  return (
    <section className="brand-page" aria-labelledby="brand-heading">
      <Breadcrumbs trail={[{ name: t('listing.brands'), path: '/merken' }]} current={brand.title} />
      {brand.logo ? (
        <img
          className="brand-page__logo"
          src={brand.logo}
          alt={t('listing.brandLogo', { brand: brand.title })}
          width={160}
          height={80}
        />
      ) : null}
      <h1 id="brand-heading">{brand.title}</h1>
      <RichText content={brand.description} className="brand-page__description cms-content" />
      <Listing
        data={props.listing}
        basePath={brand.path}
        columns={props.columns}
        hiddenFilters={[BRAND_ATTRIBUTE]}
      />
    </section>
  );
}
