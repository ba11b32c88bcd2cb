/** The attribute whose options are the brands (docs/BEHAVIOUR.md#api-calls: default attribute name merk). */
export const BRAND_ATTRIBUTE = 'merk';

export interface BrandEntry {
  id: string;
  title: string;
  path: string;
  logo: string | undefined;
}

/** The brands grouped by their first letter (digits and signs under '#'), letters in order. */
export function groupByLetter(brands: readonly BrandEntry[], locale: string): Array<[string, BrandEntry[]]> {
  const groups = new Map<string, BrandEntry[]>();
  const sorted = [...brands].sort((a, b) => a.title.localeCompare(b.title, locale));
  for (const brand of sorted) {
    const first = brand.title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .charAt(0)
      .toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)));
}
