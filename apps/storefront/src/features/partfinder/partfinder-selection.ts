// The part finder's selection (type → brand → model → year → cylinder), kept in the url's query.

/** The steps in order, with their query parameter (also the api's `<step>_id`). */
export const PARTFINDER_STEPS = ['type', 'brand', 'model', 'year', 'cilinder'] as const;
export type PartfinderStep = (typeof PARTFINDER_STEPS)[number];
export type PartfinderSelection = Partial<Record<PartfinderStep, number>>;

/** Results per page (docs/BEHAVIOUR.md#api-calls partfinderSearch: pageSize default 12). */
export const PARTFINDER_PAGE_SIZE = 12;

/** The selection of a query: each step a positive integer, and only while the steps before it are chosen. */
export function selectionFromQuery(search: URLSearchParams): PartfinderSelection {
  const selection: PartfinderSelection = {};
  for (const step of PARTFINDER_STEPS) {
    const text = search.get(step);
    if (text === null || !/^\d{1,9}$/.test(text) || Number(text) < 1) break;
    selection[step] = Number(text);
  }
  return selection;
}

/** The selection as query parameters (in step order). */
export function selectionQuery(selection: PartfinderSelection): Record<string, string> {
  const query: Record<string, string> = {};
  for (const step of PARTFINDER_STEPS) {
    const value = selection[step];
    if (value === undefined) break;
    query[step] = String(value);
  }
  return query;
}

/** Choosing a step keeps the steps before it and clears the ones after it; no value clears it too. */
export function choose(
  selection: PartfinderSelection,
  step: PartfinderStep,
  value: number | undefined,
): PartfinderSelection {
  const next: PartfinderSelection = {};
  for (const current of PARTFINDER_STEPS) {
    if (current === step) {
      if (value !== undefined) next[current] = value;
      break;
    }
    const kept = selection[current];
    if (kept === undefined) break;
    next[current] = kept;
  }
  return next;
}

/** The api's partFilters of a selection. */
export function partFilters(selection: PartfinderSelection): Record<string, number> {
  return Object.fromEntries(
    PARTFINDER_STEPS.filter((step) => selection[step] !== undefined).map((step) => [
      `${step}_id`,
      selection[step] as number,
    ]),
  );
}
