/** Post-processing of the NL postcode dataset lookup (docs/BEHAVIOUR.md#validation "Postcode rules"). */

export type PostcodeLookupResult = {
  street: string;
  number: number | string;
  letter?: string | null;
  addition?: string | null;
  postcode: string;
  city: string;
};

/** "a-1", "A 1" and "A1" all denote the same house number addition. */
function normalizeAddition(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}

function fullAddition(result: PostcodeLookupResult): string {
  return `${result.letter ?? ''}${result.addition ?? ''}`;
}

/**
 * Numeric-aware so that addition "2" sorts before "10". Built on first use, not when the module
 * loads: the first Intl.Collator loads the browser's collation data, a long task on a phone, and
 * pages that only check a postcode's format (a product's store search) never sort lookups.
 */
let numericAwareCollator: Intl.Collator | undefined;

function compareLookupResults(a: PostcodeLookupResult, b: PostcodeLookupResult): number {
  numericAwareCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return (
    numericAwareCollator.compare(a.letter ?? '', b.letter ?? '') ||
    numericAwareCollator.compare(a.addition ?? '', b.addition ?? '')
  );
}

/**
 * Keeps the results whose letter plus addition equals the entered addition (ignoring case,
 * spaces and dashes; an empty addition keeps all) and sorts them by letter, then addition.
 */
export function filterPostcodeLookup(
  results: readonly PostcodeLookupResult[],
  addition: string,
): PostcodeLookupResult[] {
  const wanted = normalizeAddition(addition);
  const kept = wanted
    ? results.filter((result) => normalizeAddition(fullAddition(result)) === wanted)
    : results;
  return kept.toSorted(compareLookupResults);
}
