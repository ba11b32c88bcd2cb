import type { Queryable } from '../../db/database.js';

export interface CmsBlockRow {
  identifier: string;
  title: string;
  content: string;
}

/** Active blocks with text in the store view, in the order of `identifiers`; unknown ones are left out. */
export async function loadCmsBlocks(
  db: Queryable,
  storeCode: string,
  identifiers: readonly string[],
): Promise<CmsBlockRow[]> {
  if (identifiers.length === 0) return [];
  const rows = await db.query<{ identifier: string; title: string; content: string }>(
    `SELECT b.identifier, s.title, s.content
       FROM cms_block b JOIN cms_block_store s ON s.block_id = b.id AND s.store_code = $1
      WHERE b.is_active AND b.identifier = ANY($2::text[])`,
    [storeCode, [...new Set(identifiers)]],
  );
  const byIdentifier = new Map(rows.map((row) => [row.identifier, row]));
  return [...new Set(identifiers)].flatMap((identifier) => byIdentifier.get(identifier) ?? []);
}
