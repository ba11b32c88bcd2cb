/**
 * Every seeded date is relative to this constant, never to the clock, so that two seed runs
 * produce the same shop. Past orders, posts and reviews lie before it, store exceptions after it.
 */
export const REFERENCE_DATE = '2026-11-01';

const DAY_MS = 86_400_000;
const REFERENCE_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);

/** An ISO timestamp `days` (may be fractional) before the reference date. */
export function timestampBefore(days: number): string {
  return new Date(REFERENCE_MS - Math.round(days * DAY_MS)).toISOString();
}

/** An ISO timestamp `minutes` after another one. */
export function timestampAfter(timestamp: string, minutes: number): string {
  return new Date(Date.parse(timestamp) + minutes * 60_000).toISOString();
}

/** A calendar date (YYYY-MM-DD) `days` after the reference date; negative means before. */
export function dateAfter(days: number): string {
  return new Date(REFERENCE_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days between an ISO timestamp and the reference date (positive when it lies before). */
export function daysBeforeReference(timestamp: string): number {
  return (REFERENCE_MS - Date.parse(timestamp)) / DAY_MS;
}
