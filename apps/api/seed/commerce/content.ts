import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import { CMS_BLOCKS } from './cms-blocks.js';
import { ABOUT_IMAGE, CMS_PAGES } from './cms-pages.js';
import { timestampBefore } from './dates.js';
import { rowsPerStore } from './i18n.js';
import { abstractArtSvg, type MediaFile } from './media.js';

/** The url_rewrite of a CMS page; landing pages have their own target. */
export function cmsPageTargetPath(pageId: number): string {
  return `cms/page/view/page_id/${pageId}`;
}

/** CMS pages with their url rewrites, and CMS blocks. */
export async function seedCmsContent(db: Queryable): Promise<MediaFile[]> {
  const created = timestampBefore(900);
  const updated = timestampBefore(30);
  await insertRows(
    db,
    'cms_page',
    ['id', 'identifier', 'page_layout', 'created_at', 'updated_at'],
    CMS_PAGES.map((page, index) => [index + 1, page.identifier, page.layout, created, updated]),
  );
  await insertRows(
    db,
    'cms_page_store',
    [
      'page_id',
      'store_code',
      'url_key',
      'title',
      'content_heading',
      'content',
      'meta_title',
      'meta_description',
      'meta_keywords',
    ],
    CMS_PAGES.flatMap((page, index) =>
      rowsPerStore((store) => [
        index + 1,
        store,
        page.urlKey[store],
        page.title[store],
        page.heading?.[store] ?? null,
        page.content[store],
        page.title[store],
        page.metaDescription[store],
        page.metaKeywords[store],
      ]),
    ),
  );
  await insertRows(
    db,
    'url_rewrite',
    ['store_code', 'request_path', 'target_path', 'entity_type', 'entity_id', 'redirect_type'],
    CMS_PAGES.flatMap((page, index) =>
      rowsPerStore((store) => [
        store,
        page.urlKey[store],
        cmsPageTargetPath(index + 1),
        'cms_page',
        index + 1,
        0,
      ]),
    ),
  );
  await insertRows(
    db,
    'cms_block',
    ['id', 'identifier', 'created_at', 'updated_at'],
    CMS_BLOCKS.map((block, index) => [index + 1, block.identifier, created, updated]),
  );
  await insertRows(
    db,
    'cms_block_store',
    ['block_id', 'store_code', 'title', 'content'],
    CMS_BLOCKS.flatMap((block, index) =>
      rowsPerStore((store) => [index + 1, store, block.title[store], block.content[store]]),
    ),
  );
  return [{ path: ABOUT_IMAGE, svg: abstractArtSvg(new Random('commerce:cms-images'), 1200, 600, 200) }];
}
