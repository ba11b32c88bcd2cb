import type { MetaDescriptor } from 'react-router';

/** What every public page puts in its head (computed by the loader, rendered by `meta`). */
export interface PageSeo {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute url. */
  canonical: string;
  noindex?: boolean;
  /** hreflang alternates (absolute urls), only when the deployment has several languages. */
  alternates?: ReadonlyArray<{ language: string; href: string }>;
  /** x-default of the hreflang set: the default language's url. */
  defaultAlternate?: string;
  openGraph: {
    type: 'website' | 'product' | 'article';
    siteName: string;
    /** og:locale, e.g. de_DE. */
    locale: string;
    image?: string;
  };
  /** JSON-LD documents (BreadcrumbList, Product …). */
  jsonLd?: readonly object[];
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: seo.openGraph.type },
    { property: 'og:site_name', content: seo.openGraph.siteName },
    { property: 'og:locale', content: seo.openGraph.locale },
  ];
  if (seo.keywords) tags.push({ name: 'keywords', content: seo.keywords });
  if (seo.openGraph.image) tags.push({ property: 'og:image', content: seo.openGraph.image });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const alternate of seo.alternates ?? []) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.language, href: alternate.href });
  }
  if (seo.alternates?.length && seo.defaultAlternate) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: seo.defaultAlternate });
  }
  for (const document of seo.jsonLd ?? []) tags.push({ 'script:ld+json': document });
  return tags;
}

/** Absolute canonical url of a page: its path (no query) on the configured public url, else on its own origin. */
export function canonicalUrl(pageUrl: URL, publicUrl: string | undefined): string {
  return new URL(pageUrl.pathname, publicUrl ?? pageUrl.origin).href;
}

/** 'de-DE' → 'de_DE' (Open Graph's form). */
export function openGraphLocale(locale: string): string {
  return locale.replace('-', '_');
}

export interface BreadcrumbEntry {
  name: string;
  /** Absolute url; the last entry (the page itself) may leave it out. */
  url?: string;
}

/** schema.org BreadcrumbList of a page's trail. */
export function breadcrumbListJsonLd(entries: readonly BreadcrumbEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      ...(entry.url ? { item: entry.url } : {}),
    })),
  };
}

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  url: string;
  description?: string;
  image?: string;
  price: number;
  currency: string;
  inStock: boolean;
  brand?: string;
  /** The highest price, when the product's price is a range (an AggregateOffer then). */
  highPrice?: number;
  /** Mean rating on a 1–5 scale and the number of reviews, when it has reviews. */
  rating?: { value: number; count: number };
}

/** schema.org Product with its Offer. */
export function productJsonLd(product: ProductJsonLdInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url: product.url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image ? { image: product.image } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      url: product.url,
      priceCurrency: product.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(product.highPrice !== undefined && product.highPrice > product.price
        ? {
            '@type': 'AggregateOffer',
            lowPrice: product.price.toFixed(2),
            highPrice: product.highPrice.toFixed(2),
          }
        : { '@type': 'Offer', price: product.price.toFixed(2) }),
    },
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.value.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Plain text of an HTML snippet, cut to a meta-description length. */
export function plainTextExcerpt(html: string | null | undefined, maxLength = 160): string {
  const text = (html ?? '')
    // Block elements separate words; inline ones (<strong>) do not.
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > maxLength * 0.6 ? cut.slice(0, space) : cut}…`;
}
