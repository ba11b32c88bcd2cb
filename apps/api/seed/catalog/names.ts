// Product names per language: brand + inflected adjective + noun + variant words,
// e.g. "VitaNatura Natürliche Vitamin-C-Kapseln, 120 Stück" / "… Natuurlijke vitamine C-capsules, 120 stuks".
import type { Brand } from './brands.js';
import type { Noun } from './category-tree.js';
import { capitalize, perStore, type StoreCode, slugify, type Translated } from './text.js';
import { ADJECTIVES, type AdjectiveKey, inflectAdjective } from './words.js';

/** "high-strength" → "High-Strength": English product names are title case. */
function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])([a-z])/g,
    (_match, separator: string, letter: string) => separator + letter.toUpperCase(),
  );
}

/** Adjective and noun as they stand together in one language. */
function nounPhrase(noun: Noun, adjectiveKey: AdjectiveKey | undefined, store: StoreCode): string {
  const word = noun[store];
  if (!adjectiveKey) return capitalize(word);
  const adjective = inflectAdjective(ADJECTIVES[adjectiveKey], store, noun.gender, noun.nlHet ?? false);
  if (store === 'en') return `${titleCase(adjective)} ${word}`;
  return `${capitalize(adjective)} ${word}`;
}

export function productName(
  brand: Brand,
  noun: Noun,
  adjectiveKey: AdjectiveKey | undefined,
  details: readonly (Translated | undefined)[],
): Translated {
  return perStore((store) => {
    const suffix = details.flatMap((detail) => (detail ? [detail[store]] : [])).join(', ');
    const base = `${brand.title} ${nounPhrase(noun, adjectiveKey, store)}`;
    return suffix ? `${base}, ${suffix}` : base;
  });
}

/** Url keys end in the product id, which keeps them unique per store view whatever the name. */
export function productUrlKey(name: Translated, id: number): Translated {
  return perStore((store) => `${slugify(name[store], store)}-${id}`);
}
