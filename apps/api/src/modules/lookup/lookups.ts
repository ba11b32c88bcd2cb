import { filterPostcodeLookup, isValidPostcode, isValidVatFormat, normalizeVatId } from '@shop/validation';
import { categorizedError } from '../../errors.js';
import { keyedInputError } from '../../texts.js';
import { lookupText } from './messages.js';
import {
  LookupUnavailableError,
  type PostcodeAddress,
  type PostcodeProvider,
  type VatProvider,
  vatPrefixOf,
} from './providers.js';

export const MAX_HOUSE_NUMBER = 99_999;

/** What went wrong with a provider, for the log; the shopper reads `lookup.unavailable`. */
type FailureLog = (error: Error) => void;

async function ask<T>(language: string, onFailure: FailureLog, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof LookupUnavailableError)) throw error;
    onFailure(error);
    throw categorizedError('graphql', lookupText(language, 'lookup.unavailable'), {
      key: 'lookup.unavailable',
    });
  }
}

function inputProblem(language: string, field: string, key: Parameters<typeof lookupText>[1]) {
  return keyedInputError([{ field, key, message: lookupText(language, key) }]);
}

/** "1234ab" → "1234 AB", as Dutch addresses write it. */
function displayPostcode(compact: string): string {
  return `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

/**
 * The addresses of a Dutch postcode and house number (docs/BEHAVIOUR.md#validation: the lookup is for NL only), sorted
 * by letter, then numeric addition; the postcode format is checked before any provider is asked.
 */
export async function lookUpPostcode(
  provider: PostcodeProvider,
  options: { language: string; postcode: string; housenumber: number; onFailure: FailureLog },
): Promise<PostcodeAddress[]> {
  const { language } = options;
  if (!isValidPostcode('NL', options.postcode)) throw inputProblem(language, 'postcode', 'postcode.invalid');
  if (
    !Number.isInteger(options.housenumber) ||
    options.housenumber < 1 ||
    options.housenumber > MAX_HOUSE_NUMBER
  ) {
    throw inputProblem(language, 'housenumber', 'lookup.housenumber_invalid');
  }
  const compact = options.postcode.replace(/\s+/g, '').toUpperCase();
  const found = await ask(language, options.onFailure, () => provider.lookup(compact, options.housenumber));
  const sorted = filterPostcodeLookup(found, '') as PostcodeAddress[];
  return sorted.map((address) => ({ ...address, postcode: displayPostcode(address.postcode) }));
}

export type VatStatus = 'VALID' | 'INVALID' | 'COUNTRY_DIFFERS';

export interface VatAnswer {
  status: VatStatus;
  vatId: string;
  vatCountryCode: string | null;
  name: string | null;
  address: string | null;
}

const countryOfPrefix = (prefix: string) => (prefix === 'EL' ? 'GR' : prefix);

/**
 * Checks a VAT number against the address country `countryCode` (docs/BEHAVIOUR.md#validation): normalised first, the
 * address country's prefix added when it has none; a number that fails its country's format is
 * INVALID without asking the provider. A valid number of another country is COUNTRY_DIFFERS.
 */
export async function lookUpVat(
  provider: VatProvider,
  options: {
    language: string;
    countryCode: string;
    vatId: string;
    requesterCountryCode: string | null;
    requesterVatId: string | null;
    onFailure: FailureLog;
  },
): Promise<VatAnswer> {
  const { language } = options;
  const country = options.countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw inputProblem(language, 'country_code', 'lookup.country_invalid');
  const normalized = normalizeVatId(options.vatId);
  if (!normalized) throw inputProblem(language, 'vat_id', 'required.vat_id');
  const vatId = /^[A-Z]{2}/.test(normalized) ? normalized : `${vatPrefixOf(country)}${normalized}`;
  const vatCountry = countryOfPrefix(vatId.slice(0, 2));
  const invalid: VatAnswer = { status: 'INVALID', vatId, vatCountryCode: null, name: null, address: null };
  if (!isValidVatFormat(vatCountry, vatId)) return invalid;
  const requesterVatId = options.requesterVatId ? normalizeVatId(options.requesterVatId) : null;
  const record = await ask(language, options.onFailure, () =>
    provider.lookup({
      countryCode: vatCountry,
      vatId,
      requesterCountryCode: options.requesterCountryCode?.trim().toUpperCase() || null,
      requesterVatId: requesterVatId || null,
    }),
  );
  if (!record?.valid) return invalid;
  return {
    status: vatCountry === country ? 'VALID' : 'COUNTRY_DIFFERS',
    vatId,
    vatCountryCode: vatCountry,
    name: record.name,
    address: record.address,
  };
}

const STATUS_KEYS = {
  VALID: 'vat.valid',
  INVALID: 'vat.invalid',
  COUNTRY_DIFFERS: 'vat.country_mismatch',
} as const;

export function vatStatusMessage(language: string, status: VatStatus): string {
  return lookupText(language, STATUS_KEYS[status]);
}
