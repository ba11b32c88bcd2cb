/** Longest first or last name the shop stores (the api's text column limit). */
export const NAME_MAX_LENGTH = 255;

/**
 * Names are letters (any script) with spaces, apostrophes, hyphens, dots and commas between them:
 * "Müller", "O'Brien", "de Vries", "Jean-Luc", "St. John".
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’ .,-]*$/u;

/**
 * The first and last name rule behind the spec's 'not valid' name messages (docs/BEHAVIOUR.md#validation): digits, markup
 * or urls make a name invalid. The value is checked as given, so callers trim user input first.
 */
export function isValidName(name: string): boolean {
  return name.length <= NAME_MAX_LENGTH && NAME.test(name);
}
