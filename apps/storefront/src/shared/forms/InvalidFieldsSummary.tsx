import { fieldMessage } from './field-message';
import { useFormContext, useFormSelector } from './form-provider';
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
  // Only once the form has been submitted: before that, each field shows its own errors.
  const errors = useFormSelector(useFormContext(), (state) =>
    state.submitCount > 0 ? state.errors : undefined,
  );
  const invalid = errors ? labels.filter(([name]) => errors[name]).map(([, label]) => label) : [];
  const translate = useFieldMessage(invalid.length > 0);
  if (invalid.length === 0 || !translate) return null;
  return (
    <p className="form-summary" role="alert">
      {translate(fieldMessage('summary.invalid_fields', { errors: invalid.join(', ') }))}
    </p>
  );
}
