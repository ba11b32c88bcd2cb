import type { MetaDescriptor } from 'react-router';

/** What every public page puts in its head (computed by the loader, rendered by `meta`). */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  noindex?: boolean;
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
  ];
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** Absolute canonical url of a page: its path (no query) on the configured public url, else on its own origin. */
export function canonicalUrl(pageUrl: URL, publicUrl: string | undefined): string {
  return new URL(pageUrl.pathname, publicUrl ?? pageUrl.origin).href;
}
