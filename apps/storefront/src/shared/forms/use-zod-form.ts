import './zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_CHECKS } from './use-lazy-zod-form';

/**
 * react-hook-form with a zod schema: fields are checked when left and again on every change
 * after that, and every broken rule of a field is kept (a password shows each missing rule).
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's overloads cannot see through the generic schema type; the runtime is zod 4.
    resolver: zodResolver(schema as never) as never,
    ...FIELD_CHECKS,
    defaultValues,
  });
}
