import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { Listing } from '../../shared/listing/Listing';
import type { ListingData } from '../../shared/listing/listing-data';
import { useLocalizedPath } from '../../shared/storefront-context';

/** Search results: the same filters, sorting and paging as a category; suggestions when nothing is found. */
export function SearchPage(props: {
  query: string;
  listing: ListingData | undefined;
  suggestions: readonly string[];
  columns: number;
  heading: string;
  /** "Search results for …" when there is a text. */
  subheading?: string | undefined;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="search-page" aria-labelledby="search-heading">
      <h1 id="search-heading" className="page-title">
        {props.heading}
      </h1>
      {props.subheading ? <p className="search-query">{props.subheading}</p> : null}
      {!props.query || !props.listing ? (
        <p className="empty-state">{t('listing.searchEmpty')}</p>
      ) : (
        <>
          {props.suggestions.length > 0 ? (
            <p className="search-page__did-you-mean">
              {t('listing.didYouMean')}{' '}
              {props.suggestions.map((text, index) => (
                <span key={text}>
                  {index > 0 ? ', ' : null}
                  <Link to={localized(`/search?q=${encodeURIComponent(text)}`)}>{text}</Link>
                </span>
              ))}
            </p>
          ) : null}
          <Listing
            data={props.listing}
            basePath="/search"
            query={{ q: props.query }}
            columns={props.columns}
          />
        </>
      )}
    </section>
  );
}
