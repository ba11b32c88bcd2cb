import { STORE_CODES, type StoreCode } from '../stores.js';
import type { Translated } from '../types.js';

export type { StoreCode, Translated };

/** A text in the three store view languages, in the fixed order de, nl, en. */
export function tr(de: string, nl: string, en: string): Translated {
  return { de, nl, en };
}

/** One row per store view, e.g. for an <entity>_store table. */
export function rowsPerStore<Row>(build: (store: StoreCode) => Row): Row[] {
  return STORE_CODES.map(build);
}

/** A url key from a title: lower case, ASCII, words joined by hyphens. */
export function slugify(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** German umlauts as their two-letter forms, other accents dropped (for slugs and e-mail addresses). */
export function asciiFold(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
