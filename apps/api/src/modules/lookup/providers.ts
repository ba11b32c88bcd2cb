import type { ApiConfig } from '../../config.js';
import type { Queryable } from '../../db/database.js';

/** One Dutch address of a postcode and house number. */
export interface PostcodeAddress {
  street: string;
  number: number;
  letter: string | null;
  addition: string | null;
  /** Compact: 1234AB. */
  postcode: string;
  city: string;
}

/** Finds the addresses of a postcode (compact, 1234AB) and house number; none when it has none. */
export interface PostcodeProvider {
  lookup(postcode: string, number: number): Promise<PostcodeAddress[]>;
}

export interface VatQuery {
  /** The country whose register holds the number (GR for the prefix EL). */
  countryCode: string;
  /** Upper-case, with its country prefix, without spaces and dots. */
  vatId: string;
  requesterCountryCode: string | null;
  requesterVatId: string | null;
}

export interface VatRecord {
  valid: boolean;
  name: string | null;
  address: string | null;
}

/** Looks a VAT number up in its country's register; null when the register does not know it. */
export interface VatProvider {
  lookup(query: VatQuery): Promise<VatRecord | null>;
}

/** A lookup service that failed or did not answer in time (never the shopper's fault). */
export class LookupUnavailableError extends Error {}

/** The demo dataset of the seed (postcode_dataset): the default provider. */
export function datasetPostcodeProvider(db: Queryable): PostcodeProvider {
  return {
    async lookup(postcode, number) {
      const rows = await db.query<PostcodeAddress>(
        `SELECT street, number, letter, addition, postcode, city FROM postcode_dataset
          WHERE postcode = $1 AND number = $2`,
        [postcode, number],
      );
      return rows.map((row) => ({ ...row, number: Number(row.number) }));
    },
  };
}

/** The demo dataset of the seed (vat_dataset): the default provider. */
export function datasetVatProvider(db: Queryable): VatProvider {
  return {
    async lookup(query) {
      const [row] = await db.query<{ name: string; address: string; valid: boolean }>(
        'SELECT name, address, valid FROM vat_dataset WHERE vat_id = $1',
        [query.vatId],
      );
      if (!row) return null;
      return row.valid
        ? { valid: true, name: row.name, address: row.address }
        : { valid: false, name: null, address: null };
    },
  };
}

async function getJson(url: URL, headers: Record<string, string>, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new LookupUnavailableError(`${url.origin}: ${(error as Error).message}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new LookupUnavailableError(`${url.origin} answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new LookupUnavailableError(`${url.origin} answered no JSON`);
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * A postcode service over HTTP: `GET {url}?postcode=1234AB&number=12` with the headers
 * `X-Client-Id` and `X-Client-Secret`; it answers a JSON array of addresses ({ street, number,
 * letter, addition, postcode, city }), 404 or an empty array when there are none.
 */
export function httpPostcodeProvider(
  options: NonNullable<ApiConfig['postcodeLookup']>,
  timeoutMs: number,
): PostcodeProvider {
  return {
    async lookup(postcode, number) {
      const url = new URL(options.url);
      url.searchParams.set('postcode', postcode);
      url.searchParams.set('number', String(number));
      const body = await getJson(
        url,
        { 'x-client-id': options.clientId, 'x-client-secret': options.clientSecret },
        timeoutMs,
      );
      if (body === null) return [];
      if (!Array.isArray(body))
        throw new LookupUnavailableError(`${url.origin} answered no list of addresses`);
      return body.flatMap((entry: Record<string, unknown>) => {
        const street = text(entry.street);
        const city = text(entry.city);
        const houseNumber = Number(entry.number ?? number);
        if (!street || !city || !Number.isInteger(houseNumber)) return [];
        return [
          {
            street,
            city,
            number: houseNumber,
            letter: text(entry.letter)?.toUpperCase() ?? null,
            addition: text(entry.addition),
            postcode: (text(entry.postcode) ?? postcode).replace(/\s+/g, '').toUpperCase(),
          },
        ];
      });
    },
  };
}

/**
 * A VAT service over HTTP: `GET {url}?country_code=NL&vat_id=NL123456789B01&requester_country_code=
 * …&requester_vat_id=…`; it answers JSON { valid, name?, address? }, 404 when it does not know the
 * number.
 */
export function httpVatProvider(url: string, timeoutMs: number): VatProvider {
  return {
    async lookup(query) {
      const request = new URL(url);
      request.searchParams.set('country_code', query.countryCode);
      request.searchParams.set('vat_id', query.vatId);
      if (query.requesterCountryCode)
        request.searchParams.set('requester_country_code', query.requesterCountryCode);
      if (query.requesterVatId) request.searchParams.set('requester_vat_id', query.requesterVatId);
      const body = (await getJson(request, {}, timeoutMs)) as Record<string, unknown> | null;
      if (body === null) return null;
      if (typeof body !== 'object' || typeof body.valid !== 'boolean') {
        throw new LookupUnavailableError(`${request.origin} answered no validity`);
      }
      return { valid: body.valid, name: text(body.name), address: text(body.address) };
    },
  };
}

/** Greece's VAT numbers (and VIES) write the country as EL. */
export const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country);

/** VIES answers a number it cannot read this way: the number is not valid, not the service down. */
const VIES_INVALID_INPUT = 'INVALID_INPUT';

/** A VIES text, or null for the '---' it gives when a member state does not disclose it. */
const viesText = (value: unknown): string | null => {
  const given = text(value);
  return given && !/^-+$/.test(given) ? given : null;
};

/**
 * The European Commission's VIES REST service: `POST {url}` with `{countryCode, vatNumber,
 * requesterMemberStateCode, requesterNumber}` (country codes as VIES writes them: EL for Greece;
 * numbers without their prefix), answering `{valid, name, address, userError …}`. Its error states
 * (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, MS_MAX_CONCURRENT_REQ, GLOBAL_MAX_CONCURRENT_REQ,
 * INVALID_REQUESTER_INFO …), in `userError` or in the `errorWrappers` of an error answer, mean the
 * number cannot be checked now; INVALID_INPUT means it is not a valid number.
 */
export function viesVatProvider(url: string, timeoutMs: number): VatProvider {
  return {
    async lookup(query) {
      const origin = new URL(url).origin;
      const requester =
        query.requesterCountryCode && query.requesterVatId
          ? {
              requesterMemberStateCode: vatPrefixOf(query.requesterCountryCode),
              requesterNumber: query.requesterVatId.replace(/^[A-Z]{2}/, ''),
            }
          : {};
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({
            countryCode: query.vatId.slice(0, 2),
            vatNumber: query.vatId.slice(2),
            ...requester,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new LookupUnavailableError(`${origin}: ${(error as Error).message}`);
      }
      let body: Record<string, unknown>;
      try {
        body = (await response.json()) as Record<string, unknown>;
      } catch {
        throw new LookupUnavailableError(`${origin} answered HTTP ${response.status} without JSON`);
      }
      const wrapped = Array.isArray(body?.errorWrappers)
        ? (body.errorWrappers as { error?: unknown }[]).map((wrapper) => String(wrapper?.error))
        : [];
      const userError = typeof body?.userError === 'string' ? body.userError : null;
      const errorState =
        wrapped[0] ?? (userError && !['VALID', 'INVALID'].includes(userError) ? userError : null);
      if (errorState === VIES_INVALID_INPUT) return { valid: false, name: null, address: null };
      if (errorState) throw new LookupUnavailableError(`${origin} answered ${errorState}`);
      if (!response.ok || typeof body.valid !== 'boolean') {
        throw new LookupUnavailableError(`${origin} answered HTTP ${response.status} without a verdict`);
      }
      return body.valid
        ? { valid: true, name: viesText(body.name), address: viesText(body.address) }
        : { valid: false, name: null, address: null };
    },
  };
}

function vatProvider(config: Pick<ApiConfig, 'vatLookup' | 'lookupTimeoutMs'>, db: Queryable): VatProvider {
  const lookup = config.vatLookup;
  if (lookup.provider === 'dataset') return datasetVatProvider(db);
  return lookup.provider === 'vies'
    ? viesVatProvider(lookup.url, config.lookupTimeoutMs)
    : httpVatProvider(lookup.url, config.lookupTimeoutMs);
}

/** The configured providers: the HTTP services when their environment is set, else the dataset. */
export function lookupProviders(
  config: Pick<ApiConfig, 'postcodeLookup' | 'vatLookup' | 'lookupTimeoutMs'>,
  db: Queryable,
) {
  return {
    postcode: config.postcodeLookup
      ? httpPostcodeProvider(config.postcodeLookup, config.lookupTimeoutMs)
      : datasetPostcodeProvider(db),
    vat: vatProvider(config, db),
  };
}
