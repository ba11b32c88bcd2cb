import type { Queryable } from '../../db/database.js';
import { inputError } from '../../errors.js';

/** The page types a slider can be placed on (slider.location), upper-cased in GraphQL. */
export type SliderLocation = 'home' | 'category' | 'product' | 'cms_page' | 'landing_page' | 'brand';

export interface SlideSize {
  width: number;
  height: number;
  /** Media path (or absolute url) as stored. */
  url: string;
}

export interface SlideRow {
  title: string | null;
  description: string | null;
  link: string | null;
  buttonText: string | null;
  mediaType: string;
  mediaUrl: string;
  previewType: string;
  /** Smallest to largest. */
  sizes: SlideSize[];
}

export interface SliderRow {
  id: number;
  identifier: string;
  title: string;
  fullwidth: boolean;
  location: SliderLocation;
  pageId: number | null;
  slides: SlideRow[];
}

export interface SliderQuery {
  location?: SliderLocation | null;
  pageId?: number | null;
  identifiers?: readonly string[] | null;
}

/**
 * Active sliders of a page or by identifier, with their active slides in position order: two
 * statements whatever the number of sliders. A slider of a page type without page id shows on
 * every page of that type; one with a page id only on that page.
 */
export async function findSliders(
  db: Queryable,
  storeCode: string,
  query: SliderQuery,
): Promise<SliderRow[]> {
  const identifiers = query.identifiers?.filter((identifier) => identifier.trim() !== '');
  if (!query.location && !query.identifiers) {
    throw inputError('getTailoredSlider needs page_type (with an optional page_id) or identifiers', {
      argument: 'page_type',
    });
  }
  if (query.pageId != null && !query.location) {
    throw inputError('page_id needs a page_type', { argument: 'page_id' });
  }
  const params: unknown[] = [storeCode];
  const conditions = ['s.is_active'];
  if (query.location) {
    params.push(query.location);
    conditions.push(`s.location = $${params.length}`);
    if (query.pageId != null) {
      params.push(query.pageId);
      conditions.push(`(s.page_id IS NULL OR s.page_id = $${params.length})`);
    } else {
      conditions.push('s.page_id IS NULL');
    }
  }
  if (identifiers) {
    if (identifiers.length === 0) return [];
    params.push(identifiers);
    conditions.push(`s.identifier = ANY($${params.length}::text[])`);
  }
  const sliders = await db.query<Record<string, unknown>>(
    `SELECT s.id, s.identifier, s.fullwidth, s.location, s.page_id, st.title
       FROM slider s JOIN slider_store st ON st.slider_id = s.id AND st.store_code = $1
      WHERE ${conditions.join(' AND ')}
      ORDER BY s.sort_order, s.id`,
    params,
  );
  if (sliders.length === 0) return [];
  const slides = await db.query<Record<string, unknown>>(
    `SELECT sl.slider_id, sl.media_type, sl.media_url, sl.preview_type, sl.sizes,
            ss.title, ss.description, ss.link, ss.button_text
       FROM slide sl LEFT JOIN slide_store ss ON ss.slide_id = sl.id AND ss.store_code = $1
      WHERE sl.is_active AND sl.slider_id = ANY($2::int[])
      ORDER BY sl.position, sl.id`,
    [storeCode, sliders.map((slider) => slider.id)],
  );
  const bySlider = new Map<number, SlideRow[]>();
  for (const slide of slides) {
    const list = bySlider.get(Number(slide.slider_id)) ?? [];
    list.push(toSlide(slide));
    bySlider.set(Number(slide.slider_id), list);
  }
  const rows = sliders.map(
    (slider): SliderRow => ({
      id: Number(slider.id),
      identifier: String(slider.identifier),
      title: String(slider.title),
      fullwidth: slider.fullwidth === true,
      location: slider.location as SliderLocation,
      pageId: slider.page_id == null ? null : Number(slider.page_id),
      slides: bySlider.get(Number(slider.id)) ?? [],
    }),
  );
  if (!identifiers) return rows;
  // In the order they were asked for.
  const order = new Map(identifiers.map((identifier, index) => [identifier, index] as const));
  return rows.sort((a, b) => (order.get(a.identifier) ?? 0) - (order.get(b.identifier) ?? 0));
}

function toSlide(row: Record<string, unknown>): SlideRow {
  const raw = typeof row.sizes === 'string' ? JSON.parse(row.sizes) : row.sizes;
  const sizes = (Array.isArray(raw) ? raw : [])
    .filter((size): size is Record<string, unknown> => size !== null && typeof size === 'object')
    .map((size) => ({ width: Number(size.width), height: Number(size.height), url: String(size.url ?? '') }))
    .filter((size) => size.url !== '' && Number.isFinite(size.width))
    .sort((a, b) => a.width - b.width || a.height - b.height);
  const text = (column: string) => (row[column] as string | null) ?? null;
  return {
    title: text('title'),
    description: text('description'),
    link: text('link'),
    buttonText: text('button_text'),
    mediaType: String(row.media_type),
    mediaUrl: String(row.media_url),
    previewType: String(row.preview_type),
    sizes,
  };
}
