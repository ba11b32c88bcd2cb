import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkPageExists, checkPaging, type Paging, pageInfo } from '../content/paging.js';
import { findSitemapPages, findSitemapProducts, type SitemapSlice } from './sitemap.js';

/** The api's largest page, the sitemap's default. */
const SITEMAP_PAGE_SIZE = 100;

function sitemapAnswer<Row>(slice: SitemapSlice<Row>, paging: Paging) {
  const totalPages = checkPageExists(paging, slice.totalCount);
  return { items: slice.items, total_count: slice.totalCount, page_info: pageInfo(paging, totalPages) };
}

export const sitemapResolvers: Resolvers = {
  Query: {
    sitemapPages: async (_parent, args, context) => {
      const paging = checkPaging(args.pageSize, args.currentPage, {
        pageSize: SITEMAP_PAGE_SIZE,
        currentPage: 1,
      });
      return sitemapAnswer(await findSitemapPages(context.db, context.store.code, paging), paging);
    },
    sitemapProducts: async (_parent, args, context) => {
      const paging = checkPaging(args.pageSize, args.currentPage, {
        pageSize: SITEMAP_PAGE_SIZE,
        currentPage: 1,
      });
      const skus = args.skus?.map((sku) => sku.trim()) ?? null;
      return sitemapAnswer(await findSitemapProducts(context.db, context.store.code, paging, skus), paging);
    },
  },
};
