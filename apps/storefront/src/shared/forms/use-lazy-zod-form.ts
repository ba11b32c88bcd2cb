import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ChunkLoadError, withChunkTimeout } from '../errors/chunk-load';
import { loadFieldMessages } from './use-field-message';

/** When fields are checked: when left, then on every change; every broken rule of a field is kept. */
export const FIELD_CHECKS = { mode: 'onTouched', criteriaMode: 'all' } as const;

/**
 * react-hook-form with a zod schema that loads when a field is first checked (left, or the form
 * submitted): the schema module, and with it zod, the resolver and the validation messages, so a
 * page's first load carries no validation code (issue #16). Fields are checked when left and again
 * on every change after that, and every broken rule of a field is kept (a password shows each
 * missing rule). Validation code that does not arrive within 120 s raises the load error
 * (docs/BEHAVIOUR.md#error-texts). A schema module imports rules.ts or zod-without-eval.ts first.
 */
export function useLazyZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const [loadError, setLoadError] = useState<ChunkLoadError>();
  if (loadError) throw loadError;
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (values, context, options) => {
    try {
      const [schema, { zodResolver }] = await withChunkTimeout(
        Promise.all([loadSchema(), import('@hookform/resolvers/zod'), loadFieldMessages()]),
      );
      // The resolver's overloads cannot see through the generic schema type; the runtime is zod 4.
      const schemaResolver: typeof resolver = zodResolver(schema as never) as never;
      return schemaResolver(values, context, options);
    } catch (error) {
      if (error instanceof ChunkLoadError) setLoadError(error);
      throw error;
    }
  };
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, ...FIELD_CHECKS, defaultValues });
}
