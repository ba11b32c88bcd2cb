import type { Language } from '../../../config/languages';
import {
  SitemapBlogPostsDocument,
  SitemapCategoriesDocument,
  SitemapCmsAndLandingPagesDocument,
  SitemapProductCountDocument,
  SitemapProductsDocument,
  SitemapProductUrlKeysDocument,
  SitemapStoresAndBrandsDocument,
} from '../../../generated/graphql/graphql';
import type { GraphQLCaller } from '../../shared/graphql/client';
import type { Alternates } from '../../shared/routing/alternates';
import { buildProductPath, pathOfRelativeUrl } from '../../shared/routing/catalog-path';
import type { LanguageSettings } from '../../shared/routing/language-path';
import {
  type FixedSitemap,
  PRODUCTS_PER_SITEMAP,
  sitemapUrlEntries,
  URLSET_END,
  URLSET_START,
} from '../../shared/seo/crawl-files';

export interface SitemapSource {
  settings: LanguageSettings;
  /** Origin of the absolute urls (the public url, else the request's). */
  origin: string;
  /** An api caller per language (its store view); each call has its own deadline. */
  callFor: (language: Language) => GraphQLCaller;
}

/** The api's largest page. */
const API_PAGE_SIZE = 100;

/** Screens with a fixed path that are worth indexing, the home page first. */
const INDEXED_SCREEN_PATHS = ['/', '/blog', '/winkel', '/merken', '/faq', '/contact'];

export async function productCount(source: SitemapSource): Promise<number> {
  const data = await source.callFor(source.settings.defaultLanguage)(SitemapProductCountDocument, {});
  return data.sitemapProducts.total_count;
}

/**
 * A child sitemap as chunks of text, one per page of api results, so that a large catalogue is
 * written while it is read and never held in memory. The first chunk comes after the first api
 * call: a route can still answer 503 when that fails.
 */
export async function* childSitemap(
  source: SitemapSource,
  sitemap: FixedSitemap | { products: number },
): AsyncGenerator<string> {
  const pages =
    sitemap === 'pages'
      ? screenPages(source)
      : sitemap === 'categories'
        ? categoryPages(source)
        : sitemap === 'content'
          ? contentPages(source)
          : productPages(source, sitemap.products);
  let started = false;
  for await (const alternatesOfPage of pages) {
    const entries = alternatesOfPage
      .map((alternates) => sitemapUrlEntries(alternates, source.settings, source.origin))
      .join('');
    yield started ? entries : URLSET_START + entries;
    started = true;
  }
  yield started ? URLSET_END : URLSET_START + URLSET_END;
}

/**
 * The fixed screens, then the CMS and landing pages, each in every language that has it; one chunk
 * after the api has answered, so that a failing api still gets the 503.
 */
async function* screenPages(source: SitemapSource): AsyncGenerator<Alternates[]> {
  // A page is the same in every store view by its type and identifier; its url differs.
  const pathsByPage = new Map<string, Alternates>();
  for (const language of source.settings.languages) {
    for (let page = 1, totalPages = 1; page <= totalPages; page++) {
      const data = await source.callFor(language)(SitemapCmsAndLandingPagesDocument, { currentPage: page });
      totalPages = data.sitemapPages.page_info.total_pages ?? 1;
      for (const item of data.sitemapPages.items) {
        const key = `${item.type} ${item.identifier}`;
        const alternates = pathsByPage.get(key) ?? {};
        alternates[language] = pathOfRelativeUrl(item.relative_url);
        pathsByPage.set(key, alternates);
      }
    }
  }
  yield [...INDEXED_SCREEN_PATHS.map((path) => samePathEverywhere(source, path)), ...pathsByPage.values()];
}

/**
 * Products with a page of their own in the default store view (search-only ones too), by the
 * api's order, with their url keys in the other store views.
 */
async function* productPages(source: SitemapSource, sitemapNumber: number): AsyncGenerator<Alternates[]> {
  const { defaultLanguage, languages } = source.settings;
  const apiPagesPerSitemap = PRODUCTS_PER_SITEMAP / API_PAGE_SIZE;
  const firstPage = (sitemapNumber - 1) * apiPagesPerSitemap + 1;
  for (let page = firstPage; page < firstPage + apiPagesPerSitemap; page++) {
    const data = await source.callFor(defaultLanguage)(SitemapProductsDocument, {
      pageSize: API_PAGE_SIZE,
      currentPage: page,
    });
    const products = data.sitemapProducts.items.map((item) => ({ sku: item.sku, urlKey: item.url_key }));
    if (products.length === 0) return;
    const skus = products.map((product) => product.sku);
    const urlKeysByLanguage = await Promise.all(
      languages
        .filter((language) => language !== defaultLanguage)
        .map(async (language) => {
          const other = await source.callFor(language)(SitemapProductUrlKeysDocument, { skus });
          const urlKeys = new Map(
            other.sitemapProducts.items.map((item) => [item.sku, item.url_key] as const),
          );
          return { language, urlKeys };
        }),
    );
    yield products.map((product) => {
      const alternates: Alternates = { [defaultLanguage]: buildProductPath(product.urlKey) };
      for (const { language, urlKeys } of urlKeysByLanguage) {
        const urlKey = urlKeys.get(product.sku);
        if (urlKey) alternates[language] = buildProductPath(urlKey);
      }
      return alternates;
    });
    // The api answers an error for a page past the last one.
    if (page >= (data.sitemapProducts.page_info.total_pages ?? 0)) return;
  }
}

/** Every category below the store's root, level by level, each level read in every store view. */
async function* categoryPages(source: SitemapSource): AsyncGenerator<Alternates[]> {
  const { languages } = source.settings;
  // The root itself (no filter) has no page; its descendants are found one level at a time.
  const root = await source.callFor(source.settings.defaultLanguage)(SitemapCategoriesDocument, {
    currentPage: 1,
  });
  let parentUids = (root.categories?.items ?? []).flatMap((item) => (item?.uid ? [item.uid] : []));
  while (parentUids.length > 0) {
    const levelUids: string[] = [];
    const pathsByUid = new Map<string, Alternates>();
    for (const language of languages) {
      for (let page = 1, totalPages = 1; page <= totalPages; page++) {
        const data = await source.callFor(language)(SitemapCategoriesDocument, {
          filters: { parent_category_uid: { in: parentUids } },
          currentPage: page,
        });
        totalPages = data.categories?.page_info?.total_pages ?? 1;
        for (const item of data.categories?.items ?? []) {
          if (!item?.uid) continue;
          let alternates = pathsByUid.get(item.uid);
          if (!alternates) {
            alternates = {};
            pathsByUid.set(item.uid, alternates);
            levelUids.push(item.uid);
          }
          if (item.url_path) alternates[language] = `/${item.url_path}`;
        }
      }
    }
    yield [...pathsByUid.values()];
    parentUids = levelUids;
  }
}

/** Blog posts (where published), stores and brands: one path in every language that has them. */
async function* contentPages(source: SitemapSource): AsyncGenerator<Alternates[]> {
  const pathsByKey = new Map<string, Alternates>();
  const add = (path: string, language: Language) => {
    const alternates = pathsByKey.get(path) ?? {};
    alternates[language] = path;
    pathsByKey.set(path, alternates);
  };
  for (const language of source.settings.languages) {
    const call = source.callFor(language);
    const shop = await call(SitemapStoresAndBrandsDocument, {});
    for (const store of shop.phisicalStores ?? []) {
      if (store?.url_key) add(`/winkel/${encodeURIComponent(store.url_key)}`, language);
    }
    for (const brand of shop.getBrands) add(`/merken/${encodeURIComponent(brand.urlKey)}`, language);
    for (let page = 1, totalPages = 1; page <= totalPages; page++) {
      const blog = await call(SitemapBlogPostsDocument, { currentPage: page });
      totalPages = blog.blogPosts?.total_pages ?? 1;
      for (const post of blog.blogPosts?.items ?? []) {
        if (post?.identifier) add(`/blog/${encodeURIComponent(post.identifier)}`, language);
      }
    }
  }
  yield [...pathsByKey.values()];
}

function samePathEverywhere(source: SitemapSource, path: string): Alternates {
  return Object.fromEntries(source.settings.languages.map((language) => [language, path]));
}
