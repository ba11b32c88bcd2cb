import { GraphQLError } from 'graphql';

/** Magento's error categories, which Magento clients read from `extensions.category`. */
export type ErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  /** Ours, not Magento's: the database is too busy or away; the same request may work in a moment. */
  | 'graphql-unavailable'
  | 'internal';

export function categorizedError(
  category: ErrorCategory,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, category } });
}

/** The same GraphQL error (message, place, cause) in another category. */
export function withCategory(error: GraphQLError, category: ErrorCategory): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, category },
  });
}

export const inputError = (message: string, extensions?: Record<string, unknown>) =>
  categorizedError('graphql-input', message, extensions);

export const authorizationError = (message: string, extensions?: Record<string, unknown>) =>
  categorizedError('graphql-authorization', message, extensions);

export const noSuchEntityError = (message: string, extensions?: Record<string, unknown>) =>
  categorizedError('graphql-no-such-entity', message, extensions);

/** The text key (`extensions.key`) of one of our errors, if it is one. */
export function textKeyOf(error: unknown): string | undefined {
  const key = error instanceof GraphQLError ? error.extensions.key : undefined;
  return typeof key === 'string' ? key : undefined;
}
