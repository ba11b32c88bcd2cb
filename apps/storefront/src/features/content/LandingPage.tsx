import { RichText } from '../../shared/html/RichText';
import type { RichText as Tree } from '../../shared/html/rich-text';
import { Listing } from '../../shared/listing/Listing';
import type { ListingData } from '../../shared/listing/listing-data';

/**
 * A landing page: content, the listing of its product filter (filters, sorting, page size and
 * paging in the url, 15 a page), secondary content.
 */
export function LandingPage(props: {
  page: { title: string; path: string; content: Tree; secondaryContent: Tree; listing: ListingData };
}) {
  const { page } = props;
  return (
    <article className="landing-page" aria-labelledby="landing-heading">
      <h1 id="landing-heading" className="page-title">
        {page.title}
      </h1>
      <RichText content={page.content} className="cms-content" />
      <Listing data={page.listing} basePath={page.path} />
      <RichText content={page.secondaryContent} className="cms-content" />
    </article>
  );
}
