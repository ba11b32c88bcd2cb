// The text of the crawl files (README "Crawl files"): sitemap entries, the sitemap index and
// robots.txt. Pure: the sitemap routes fetch the pages and stream what these functions write.
import { type Alternates, alternateUrls } from '../routing/alternates';
import { FIXED_ROUTES, type FixedRouteName } from '../routing/fixed-routes';
import { type LanguageSettings, localizePath } from '../routing/language-path';

/** Products a product sitemap holds: with one <url> per language it stays below the protocol's 50 000 urls for up to 5 languages. */
export const PRODUCTS_PER_SITEMAP = 10_000;

/** The child sitemaps besides the numbered product sitemaps. */
export const FIXED_SITEMAPS = ['pages', 'categories', 'content'] as const;
export type FixedSitemap = (typeof FIXED_SITEMAPS)[number];

/** Screens crawlers should leave alone: personal, transactional or endless (search). */
const PRIVATE_SCREENS: readonly FixedRouteName[] = ['account', 'checkout', 'cart', 'wishlist', 'search'];

export const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_END = '</urlset>\n';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * One <url> per language the page exists in, each listing the page in every language (hreflang,
 * plus x-default for the default language's url) as search engines ask for it.
 */
export function sitemapUrlEntries(
  alternates: Alternates,
  settings: LanguageSettings,
  origin: string,
): string {
  const links: Array<{ hreflang: string; href: string }> = (
    alternateUrls(alternates, settings, origin) ?? []
  ).map((link) => ({ hreflang: link.language, href: link.href }));
  const defaultPath = alternates[settings.defaultLanguage];
  if (links.length > 0 && defaultPath !== undefined) {
    links.push({ hreflang: 'x-default', href: new URL(defaultPath, origin).href });
  }
  const linkLines = links
    .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`)
    .join('');
  return settings.languages
    .flatMap((language) => {
      const path = alternates[language];
      if (path === undefined) return [];
      const loc = new URL(localizePath(path, language, settings), origin).href;
      return [`<url><loc>${escapeXml(loc)}</loc>${linkLines}</url>\n`];
    })
    .join('');
}

/** How many product sitemaps the products fill: one at least, an empty one for an empty catalogue. */
export function productSitemapCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / PRODUCTS_PER_SITEMAP));
}

/** File names of the child sitemaps (served at /sitemap/{name}). */
export function childSitemapNames(productCount: number): string[] {
  return [
    ...FIXED_SITEMAPS.map((name) => `${name}.xml`),
    ...Array.from({ length: productSitemapCount(productCount) }, (_, index) => `products-${index + 1}.xml`),
  ];
}

/** A child sitemap's name read back: a fixed one, or the number of a product sitemap. */
export function parseChildSitemapName(
  name: string,
): { sitemap: FixedSitemap } | { sitemap: 'products'; number: number } | undefined {
  const fixed = FIXED_SITEMAPS.find((sitemap) => name === `${sitemap}.xml`);
  if (fixed) return { sitemap: fixed };
  const product = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return product ? { sitemap: 'products', number: Number(product[1]) } : undefined;
}

/** The sitemap index of absolute child sitemap urls. */
export function sitemapIndexXml(childUrls: readonly string[]): string {
  const entries = childUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`
  );
}

/** robots.txt: the private screens disallowed under every language prefix, and the sitemap. */
export function robotsTxt(settings: LanguageSettings, sitemapUrl: string): string {
  const paths = PRIVATE_SCREENS.map((name) => {
    const route = FIXED_ROUTES.find((fixed) => fixed.name === name);
    // The path up to its first parameter or wildcard: 'account/:section?' → '/account'.
    return `/${(route?.paths[0] ?? name).split(/\/[:*]/)[0]}`;
  });
  const disallowed = settings.languages.flatMap((language) =>
    paths.map((path) => `Disallow: ${localizePath(path, language, settings)}\n`),
  );
  return `User-agent: *\n${[...new Set(disallowed)].join('')}\nSitemap: ${sitemapUrl}\n`;
}
