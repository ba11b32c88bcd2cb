import { formatMessage } from '@shop/validation';
import { get, useFormContext } from 'react-hook-form';
import { useStorefront } from '../storefront-context';

/**
 * 'De volgende velden zijn ongeldig: {errors}' (docs/BEHAVIOUR.md#error-texts) with the labels of the invalid fields,
 * after a submit attempt. `labels` maps field names to labels in display order; fields without a
 * label are left out of the list.
 */
export function InvalidFieldsSummary({
  labels,
}: {
  labels: ReadonlyArray<readonly [name: string, label: string]>;
}) {
  const { language } = useStorefront();
  const { formState } = useFormContext();
  if (formState.submitCount === 0) return null;
  const invalid = labels.filter(([name]) => get(formState.errors, name)).map(([, label]) => label);
  if (invalid.length === 0) return null;
  return (
    <p className="form-summary" role="alert">
      {formatMessage(language, 'summary.invalid_fields', { errors: invalid.join(', ') })}
    </p>
  );
}
