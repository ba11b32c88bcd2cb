import { describe, expect, it } from 'vitest';
import {
  childSitemapNames,
  escapeXml,
  PRODUCTS_PER_SITEMAP,
  parseChildSitemapName,
  productSitemapCount,
  robotsTxt,
  sitemapIndexXml,
  sitemapUrlEntries,
} from './crawl-files';

const DUTCH = { languages: ['nl', 'en', 'de'], defaultLanguage: 'nl' } as const;
const GERMAN = { languages: ['de'], defaultLanguage: 'de' } as const;
const ORIGIN = 'https://shop.example';

describe('sitemapUrlEntries', () => {
  it('writes one <url> per language, each with every language and x-default as alternates', () => {
    const xml = sitemapUrlEntries({ nl: '/kleding', en: '/clothing', de: '/bekleidung' }, DUTCH, ORIGIN);
    const links =
      '<xhtml:link rel="alternate" hreflang="nl" href="https://shop.example/kleding"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/clothing"/>' +
      '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/de/bekleidung"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/kleding"/>';
    expect(xml).toBe(
      `<url><loc>https://shop.example/kleding</loc>${links}</url>\n` +
        `<url><loc>https://shop.example/en/clothing</loc>${links}</url>\n` +
        `<url><loc>https://shop.example/de/bekleidung</loc>${links}</url>\n`,
    );
  });

  it('leaves out the languages a page does not exist in', () => {
    const xml = sitemapUrlEntries({ nl: '/blog/nieuws' }, DUTCH, ORIGIN);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain('hreflang="nl"');
    expect(xml).not.toContain('hreflang="en"');
  });

  it('writes no alternates where the deployment has one language', () => {
    expect(sitemapUrlEntries({ de: '/' }, GERMAN, ORIGIN)).toBe(
      '<url><loc>https://shop.example/</loc></url>\n',
    );
  });

  it('escapes every url', () => {
    const xml = sitemapUrlEntries({ nl: '/a&b\'<c>"' }, DUTCH, ORIGIN);
    expect(xml).toContain('<loc>https://shop.example/a&amp;b&apos;%3Cc%3E%22</loc>');
    expect(xml).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)/);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x?y=1&z='2'">`)).toBe('&lt;a href=&quot;x?y=1&amp;z=&apos;2&apos;&quot;&gt;');
  });
});

describe('child sitemaps', () => {
  it('pages the products: one sitemap per PRODUCTS_PER_SITEMAP products, at least one', () => {
    expect(childSitemapNames(0)).toEqual(['pages.xml', 'categories.xml', 'content.xml', 'products-1.xml']);
    expect(childSitemapNames(PRODUCTS_PER_SITEMAP).filter((name) => name.startsWith('products'))).toEqual([
      'products-1.xml',
    ]);
    expect(childSitemapNames(100_000 + 1).filter((name) => name.startsWith('products'))).toHaveLength(11);
  });

  it('counts the product sitemaps: one at least, a new one for each started 10 000', () => {
    expect(productSitemapCount(0)).toBe(1);
    expect(productSitemapCount(PRODUCTS_PER_SITEMAP)).toBe(1);
    expect(productSitemapCount(PRODUCTS_PER_SITEMAP + 1)).toBe(2);
  });

  it('reads a child name back, and nothing else', () => {
    expect(parseChildSitemapName('categories.xml')).toEqual({ sitemap: 'categories' });
    expect(parseChildSitemapName('products-12.xml')).toEqual({ sitemap: 'products', number: 12 });
    expect(parseChildSitemapName('products-0.xml')).toBeUndefined();
    expect(parseChildSitemapName('products-1')).toBeUndefined();
    expect(parseChildSitemapName('other.xml')).toBeUndefined();
  });

  it('writes the index of the children', () => {
    expect(sitemapIndexXml(['https://shop.example/sitemap/pages.xml?a&b'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/sitemap/pages.xml?a&amp;b</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});

describe('robotsTxt', () => {
  it('disallows the private screens of a one-language deployment and names its sitemap', () => {
    expect(robotsTxt(GERMAN, 'https://shop.example/sitemap.xml')).toBe(
      'User-agent: *\n' +
        'Disallow: /account\nDisallow: /checkout\nDisallow: /checkout/cart\nDisallow: /wishlist\nDisallow: /search\n' +
        '\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });

  it('disallows them under every language prefix', () => {
    const text = robotsTxt(DUTCH, 'https://shop.example/sitemap.xml');
    for (const prefix of ['', '/en', '/de']) {
      for (const path of ['/account', '/checkout', '/checkout/cart', '/wishlist', '/search']) {
        expect(text).toContain(`Disallow: ${prefix}${path}\n`);
      }
    }
  });
});
