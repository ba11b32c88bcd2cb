import { get, useFormContext } from 'react-hook-form';
import { fieldMessage } from './field-message';
import { useFieldMessage } from './use-field-message';

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
  const { formState } = useFormContext();
  const invalid =
    formState.submitCount === 0
      ? []
      : labels.filter(([name]) => get(formState.errors, name)).map(([, label]) => label);
  const translate = useFieldMessage(invalid.length > 0);
  if (invalid.length === 0 || !translate) return null;
  return (
    <p className="form-summary" role="alert">
      {translate(fieldMessage('summary.invalid_fields', { errors: invalid.join(', ') }))}
    </p>
  );
}
