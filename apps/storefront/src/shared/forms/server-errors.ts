import { GraphQLRequestError } from '../graphql/client';
import type { FieldError } from './form-store';

/** Server messages (already in the store view's language) are set with this error type. */
export const SERVER_ERROR_TYPE = 'server';

interface ServerFieldError {
  field?: string;
  message?: string;
}

/** The text of a failed call as the server wrote it (docs/BEHAVIOUR.md#error-texts: danger messages carry it). */
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof GraphQLRequestError && error.errors.length > 0) return error.message;
  return fallback;
}

/**
 * Puts the api's per-field messages (`extensions.errors` of a graphql-input error: field and
 * message) on the form fields of the same name; `fieldNames` maps an api field to a form field
 * when they differ. Answers whether any message found its field.
 */
export function applyServerFieldErrors<Name extends string>(
  error: unknown,
  setError: (name: Name, error: FieldError) => void,
  fieldNames: Partial<Record<string, Name>> = {},
): boolean {
  if (!(error instanceof GraphQLRequestError)) return false;
  let applied = false;
  for (const entry of error.errors) {
    const list = (entry.extensions?.errors as ServerFieldError[] | undefined) ?? [];
    for (const item of list) {
      if (!item.field || !item.message) continue;
      const last = item.field.split('.').pop() ?? item.field;
      const target = fieldNames[item.field] ?? fieldNames[last];
      if (!target) continue;
      setError(target, { type: SERVER_ERROR_TYPE, messages: [item.message] });
      applied = true;
    }
  }
  return applied;
}
