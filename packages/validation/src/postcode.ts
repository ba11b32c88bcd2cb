/** Postcode format rules per country (docs/BEHAVIOUR.md#validation "Postcode format by country"). */

type PostcodeRule = (postcode: string) => boolean;

const matches =
  (pattern: RegExp): PostcodeRule =>
  (postcode) =>
    pattern.test(postcode);

const fourDigits = matches(/^\d{4}$/);
const fiveDigits = matches(/^\d{5}$/);

/** German codes run from 01001 to 99998: 00xxx, 01000 and 99999 are not assigned. */
const GERMAN_EXCLUDED_POSTCODES = new Set(['01000', '99999']);
const isGermanPostcode: PostcodeRule = (postcode) =>
  /^(?:0[1-9]|[1-9]\d)\d{3}$/.test(postcode) && !GERMAN_EXCLUDED_POSTCODES.has(postcode);

/** Dutch letter pairs SA, SD and SS are never issued (historical connotations). */
const isDutchPostcode = matches(/^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i);

/**
 * UK outward code (A9, A99, AA9, AA99, A9A, AA9A) plus inward code (9AA), with the letters
 * Royal Mail never uses in each position left out; GIR 0AA is the one historic exception.
 */
const isUkPostcode = matches(
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d{1,2}|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
);

const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  AT: fourDigits,
  CH: fourDigits,
  DK: fourDigits,
  LI: fourDigits,
  BE: matches(/^[1-9]\d{3}$/),
  DE: isGermanPostcode,
  FR: fiveDigits,
  IT: fiveDigits,
  LU: matches(/^(?:L-)?\d{4}$/i),
  NL: isDutchPostcode,
  RO: matches(/^\d{6}$/),
  SE: matches(/^(?:SE ?)?\d{3} \d{2}$/i),
  UK: isUkPostcode,
  GB: isUkPostcode,
};

/** Countries without a known format only need a non-empty value. */
const isNonEmpty: PostcodeRule = (postcode) => postcode.length > 0;

/** Checks a postcode against the format of the given country (ISO-2 code, any case). */
export function isValidPostcode(countryCode: string, postcode: string): boolean {
  const rule = POSTCODE_RULES[countryCode.trim().toUpperCase()] ?? isNonEmpty;
  return rule(postcode.trim());
}
