import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import { Listing } from '../../shared/listing/Listing';
import type { ListingData } from '../../shared/listing/listing-data';
import { useLocalizedPath } from '../../shared/storefront-context';

/**
 * Search results: the same filters, sorting and paging as a category. When the text as typed found
 * nothing, the api searched its correction: the page says so ("no results for hmed, results for
 * hemd"), or, when the correction found nothing either, offers it ("did you mean").
 */
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
  const found = (props.listing?.totalProducts ?? 0) > 0;
  const correctedTo = found ? props.suggestions[0] : undefined;
  return (
    <section className="search-page" aria-labelledby="search-heading">
      <h1 id="search-heading" className="page-title">
        {props.heading}
      </h1>
      {correctedTo ? (
        <p className="search-query">
          {t('listing.correctedSearch', { typed: props.query, corrected: correctedTo })}
        </p>
      ) : props.subheading ? (
        <p className="search-query">{props.subheading}</p>
      ) : null}
      {!props.query || !props.listing ? (
        <p className="empty-state">{t('listing.searchEmpty')}</p>
      ) : (
        <>
          {!found && props.suggestions.length > 0 ? (
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
