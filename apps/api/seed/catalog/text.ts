// Small text helpers shared by the catalogue modules: translations, slugs, HTML, numbers.
import { STORE_CODES, type StoreCode } from '../stores.js';
import type { Translated } from '../types.js';

export function tr(de: string, nl: string, en: string): Translated {
  return { de, nl, en };
}

/** The same text in every store view (brand names, codes). */
export function same(text: string): Translated {
  return { de: text, nl: text, en: text };
}

export function perStore(build: (store: StoreCode) => string): Translated {
  return { de: build('de'), nl: build('nl'), en: build('en') };
}

export type { StoreCode, Translated };
export { STORE_CODES };

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  '²': '2',
  '³': '3',
  '+': 'plus',
};

const AND: Record<StoreCode, string> = { de: 'und', nl: 'en', en: 'and' };

/**
 * Url key of a text: lower case ASCII words joined by '-', German umlauts spelled out.
 * '&' becomes the store view's word for "and", or is dropped when no store view is given.
 */
export function slugify(text: string, store?: StoreCode): string {
  return text
    .toLowerCase()
    .replace(/&/g, store ? ` ${AND[store]} ` : ' ')
    .replace(/[äöüß²³+]/g, (char) => TRANSLITERATION[char] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts a plain text at a word boundary so that it fits meta description lengths. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** A decimal number as each store view writes it (German and Dutch use a comma). */
export function formatDecimal(value: number, store: StoreCode, digits = 1): string {
  const fixed = value.toFixed(digits);
  return store === 'en' ? fixed : fixed.replace('.', ',');
}

/** Rounds to cents; floating point sums of prices otherwise show 19.950000000000003. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
