import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { ChunkLoadError, withChunkTimeout } from '../errors/chunk-load';
import {
  type CheckResult,
  createFormStore,
  type FieldError,
  type FieldValues,
  type FormStore,
} from './form-store';
import { loadFieldMessages } from './use-field-message';

/** The errors of zod's issues by field path, every broken rule of a field in the order zod found them. */
function fieldErrorsOf(issues: z.ZodError['issues']): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const name = issue.path.join('.');
    const known = errors[name];
    errors[name] = known
      ? { type: known.type, messages: [...known.messages, issue.message] }
      : { type: issue.code, messages: [issue.message] };
  }
  return errors;
}

/**
 * A form (form-store.ts) checked by a zod schema that loads when a field is first checked (left, or
 * the form submitted): the schema module, and with it zod and the validation messages, so a page's
 * first load carries no validation code. Fields are checked when left and again on
 * every change after that, and every broken rule of a field is kept (a password shows each missing
 * rule). Validation code that does not arrive within 120 s raises the load error
 * (docs/BEHAVIOUR.md#error-texts). A schema module imports rules.ts or zod-without-eval.ts first.
 */
export function useLazyZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
  defaultValues: z.input<Schema>,
): FormStore<z.input<Schema>, z.output<Schema>> {
  const [loadError, setLoadError] = useState<ChunkLoadError>();
  // The schema of the latest render (a schema may depend on props, e.g. a product's ratings).
  const latestLoadSchema = useRef(loadSchema);
  useEffect(() => {
    latestLoadSchema.current = loadSchema;
  });
  const [form] = useState(() =>
    createFormStore(defaultValues, async (values): Promise<CheckResult<z.output<Schema>>> => {
      try {
        const [schema] = await withChunkTimeout(
          Promise.all([latestLoadSchema.current(), loadFieldMessages()]),
        );
        const result = await schema.safeParseAsync(values);
        return result.success
          ? { valid: true, values: result.data }
          : { valid: false, errors: fieldErrorsOf(result.error.issues) };
      } catch (error) {
        if (error instanceof ChunkLoadError) setLoadError(error);
        throw error;
      }
    }),
  );
  if (loadError) throw loadError;
  return form;
}
