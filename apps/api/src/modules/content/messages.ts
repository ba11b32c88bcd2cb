import type { Queryable } from '../../db/database.js';

export interface GlobalMessageRow {
  id: number;
  text: string;
  backgroundColor: string;
  textColor: string;
}

/** Active messages with text in the store view whose date window (open ends allowed) holds now. */
export async function findGlobalMessages(db: Queryable, storeCode: string): Promise<GlobalMessageRow[]> {
  const rows = await db.query<{ id: number; text: string; background_color: string; text_color: string }>(
    `SELECT m.id, s.text, m.background_color, m.text_color
       FROM global_message m JOIN global_message_store s ON s.message_id = m.id AND s.store_code = $1
      WHERE m.is_active
        AND (m.from_date IS NULL OR m.from_date <= now())
        AND (m.to_date IS NULL OR m.to_date >= now())
      ORDER BY m.sort_order, m.id`,
    [storeCode],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    text: row.text,
    backgroundColor: row.background_color,
    textColor: row.text_color,
  }));
}
