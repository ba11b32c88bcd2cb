import { filterPostcodeLookup, isValidPostcode, type PostcodeLookupResult } from '@shop/validation';
import { AccountPostcodeLookupDocument } from '../../../generated/graphql/graphql';
import { GraphQLRequestError, request } from '../graphql/client';

/** What the NL postcode lookup (docs/BEHAVIOUR.md#validation) found for a postcode, house number and addition. */
export type LookupOutcome =
  | { status: 'found'; street: string; city: string; additions: string[] }
  | { status: 'not_found' }
  | { status: 'invalid_postcode' }
  /** The lookup could not answer (provider down, offline): the shopper types the address. */
  | { status: 'unavailable' };

/** The house number as the lookup takes it (a positive whole number), or undefined. */
export function lookupHouseNumber(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return number > 0 ? number : undefined;
}

function additionOf(result: PostcodeLookupResult): string {
  return [result.letter, result.addition].filter(Boolean).join('-');
}

/**
 * Asks the api's postcode lookup; the answers are narrowed down by the entered addition and
 * sorted with filterPostcodeLookup. `additions` lists every letter/addition of the number.
 */
export async function lookupPostcode(
  postcode: string,
  houseNumber: number,
  addition: string,
  options: { store: string | undefined; signal?: AbortSignal },
): Promise<LookupOutcome> {
  if (!isValidPostcode('NL', postcode)) return { status: 'invalid_postcode' };
  let results: PostcodeLookupResult[];
  try {
    const data = await request(
      AccountPostcodeLookupDocument,
      { postcode: postcode.trim(), housenumber: houseNumber },
      options,
    );
    results = data.postcodeLookup;
  } catch (error) {
    if (
      error instanceof GraphQLRequestError &&
      error.errors.some((entry) => entry.extensions?.key === 'postcode.invalid')
    ) {
      return { status: 'invalid_postcode' };
    }
    if (options.signal?.aborted) throw error;
    return { status: 'unavailable' };
  }
  const matching = filterPostcodeLookup(results, addition);
  const [first] = matching;
  if (!first) return { status: 'not_found' };
  const additions = filterPostcodeLookup(results, '')
    .map(additionOf)
    .filter((value) => value !== '');
  return { status: 'found', street: first.street, city: first.city, additions };
}
