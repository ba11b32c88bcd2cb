import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageParams } from '@shop/validation';
import { useCallback } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useStorefront } from '../storefront-context';
import { translateFieldMessage } from './field-message';

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
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues,
  });
}

/** Translates an encoded field message (field-message.ts) in the current language. */
export function useFieldMessage(): (message: string) => string {
  const { language } = useStorefront();
  const { t } = useTranslation();
  // The storefront keys in field messages are chosen at runtime, so they are not typed keys.
  const translateKey = t as unknown as (key: string, params?: MessageParams) => string;
  return useCallback(
    (message: string) => translateFieldMessage(message, language, translateKey),
    [language, translateKey],
  );
}
