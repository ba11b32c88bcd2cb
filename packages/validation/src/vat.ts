/** VAT number format checks (docs/BEHAVIOUR.md#validation "VAT number check"); the dataset lookup itself lives elsewhere. */

/** Users type VAT ids with spaces and dots ("NL 1234.56.789 B01"); the registers store them compact. */
function compactUpperCase(value: string): string {
  return value.trim().replace(/[\s.]/g, '').toUpperCase();
}

/** Normalises a VAT id for storing and checking: trimmed, spaces and dots removed, upper-cased. */
export function normalizeVatId(vatId: string): string {
  return compactUpperCase(vatId);
}

/** Normalises a customer taxvat the same way as a VAT id (the spec stores it upper-cased). */
export function normalizeTaxvat(taxvat: string): string {
  return compactUpperCase(taxvat);
}

const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  NL: /^NL\d{9}B\d{2}$/,
  DE: /^[A-Z]{2}\d{9}$/,
  BE: /^BE\d{10}$/,
};

const GENERIC_VAT_FORMAT = /^[A-Z]{2}[A-Z0-9]{8,12}$/;

/**
 * Checks only the format of a VAT id for the address country. A failing format means the
 * (paid) VAT dataset lookup is not called at all.
 */
export function isValidVatFormat(countryCode: string, vatId: string): boolean {
  const format = VAT_FORMATS[countryCode.trim().toUpperCase()] ?? GENERIC_VAT_FORMAT;
  return format.test(normalizeVatId(vatId));
}
