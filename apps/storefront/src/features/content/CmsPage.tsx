import { RichText } from '../../shared/html/RichText';
import type { RichText as Tree } from '../../shared/html/rich-text';

/** A CMS page: its heading and sanitised content. */
export function CmsPage({ page }: { page: { heading: string; content: Tree } }) {
  return (
    <article className="cms-page" aria-labelledby="cms-heading">
      <h1 id="cms-heading" className="page-title">
        {page.heading}
      </h1>
      <RichText content={page.content} className="cms-content" />
    </article>
  );
}
