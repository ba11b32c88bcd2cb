import { GraphQLRequestError } from '../graphql/client';

/** The category of "the server does not know this cart" (api src/errors.ts). */
const NO_SUCH_ENTITY = 'graphql-no-such-entity';

/**
 * The texts of a failed cart call for danger messages (docs/BEHAVIOUR.md#error-texts: "carrying the server text"): the
 * server's messages without repeats, or the fallback when the call failed without any (network).
 */
export function errorTexts(error: unknown, fallback: string): string[] {
  if (error instanceof GraphQLRequestError && error.errors.length > 0) {
    return unique(error.errors.map((entry) => entry.message.trim()).filter(Boolean), fallback);
  }
  return [fallback];
}

/** The messages of a mutation's user_errors (addProductsToCart, updateCartItems); empty when none. */
export function userErrorTexts(
  userErrors: ReadonlyArray<{ message: string } | null> | null | undefined,
  fallback: string,
): string[] {
  const entries = userErrors ?? [];
  if (entries.length === 0) return [];
  return unique(
    entries.flatMap((entry) => (entry?.message.trim() ? [entry.message.trim()] : [])),
    fallback,
  );
}

function unique(texts: string[], fallback: string): string[] {
  return texts.length === 0 ? [fallback] : [...new Set(texts)];
}

/** The server does not know the cart (unknown id, or a guest cart already merged or ordered). */
export function isNoSuchEntityError(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.errors.some((e) => e.extensions?.category === NO_SUCH_ENTITY)
  );
}
