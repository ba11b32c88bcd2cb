import { STORAGE_KEYS } from '../storage/keys';

/** How many products keep their source tag; the oldest are dropped first. */
export const MAX_RECOMMENDATION_SOURCES = 200;

export interface TaggedProduct {
  sku: string;
  /** The list the product came from, e.g. 'purchased_together' (docs/BEHAVIOUR.md#api-calls "source tag"). */
  source: string;
}

/**
 * The stored sku → source map with `shown` added (docs/BEHAVIOUR.md#data "Recommendation item: a product with
 * a source tag stored in local storage"): a newer tag replaces an older one of the same sku and
 * moves it to the end, and only the latest MAX_RECOMMENDATION_SOURCES are kept.
 */
export function mergeRecommendationSources(
  stored: Readonly<Record<string, string>>,
  shown: readonly TaggedProduct[],
  limit = MAX_RECOMMENDATION_SOURCES,
): Record<string, string> {
  const entries = new Map(Object.entries(stored));
  for (const { sku, source } of shown) {
    if (!sku || !source) continue;
    entries.delete(sku);
    entries.set(sku, source);
  }
  return Object.fromEntries([...entries].slice(-limit));
}

/** Keeps the source tags of the recommended products a page shows (browser only). */
export function rememberRecommendationSources(shown: readonly TaggedProduct[]): void {
  if (typeof window === 'undefined' || shown.length === 0) return;
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.recommendationSources);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const stored =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, string>)
        : {};
    window.localStorage.setItem(
      STORAGE_KEYS.recommendationSources,
      JSON.stringify(mergeRecommendationSources(stored, shown)),
    );
  } catch {
    // Blocked or full storage: the tags are a help for reporting only.
  }
}
