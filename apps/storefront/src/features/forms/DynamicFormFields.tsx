import { FieldErrors, SelectField, TextField, useFieldAria } from '../../shared/forms/fields';
import { useFormContext } from '../../shared/forms/form-provider';
import { useTranslation } from '../../shared/i18n/I18nProvider';
import type { DynamicField } from './dynamic-form';

function RequiredMark({ required }: { required: boolean }) {
  const { t } = useTranslation();
  return required ? (
    <abbr className="form-field__required" title={t('forms.required')}>
      *
    </abbr>
  ) : null;
}

/** One field of a dynamic form, by its type (docs/BEHAVIOUR.md#data "Dynamic form": every input type). */
export function DynamicFormField({ field }: { field: DynamicField }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  const aria = useFieldAria(field.name);
  const placeholder = field.placeholder || undefined;
  switch (field.type) {
    case 'hidden':
      return <input type="hidden" {...register(field.name)} />;
    case 'textarea':
      return (
        <div className="form-field">
          <label className="form-field__label" htmlFor={field.name}>
            {field.label}
            <RequiredMark required={field.required} />
          </label>
          <textarea
            id={field.name}
            className="form-field__input"
            rows={5}
            placeholder={placeholder}
            aria-required={field.required || undefined}
            {...aria}
            {...register(field.name)}
          />
          <FieldErrors name={field.name} />
        </div>
      );
    case 'select':
      return (
        <SelectField
          name={field.name}
          label={field.label}
          required={field.required}
          options={field.options}
          placeholder={placeholder ?? t('forms.choose')}
        />
      );
    case 'multiselect':
      return (
        <div className="form-field">
          <label className="form-field__label" htmlFor={field.name}>
            {field.label}
            <RequiredMark required={field.required} />
          </label>
          <select
            id={field.name}
            className="form-field__input"
            multiple
            size={Math.min(Math.max(field.options.length, 2), 6)}
            aria-required={field.required || undefined}
            {...aria}
            {...register(field.name)}
          >
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldErrors name={field.name} />
        </div>
      );
    case 'radio':
      return (
        <fieldset
          className="form-field form-field--choices"
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
        >
          <legend className="form-field__label">
            {field.label}
            <RequiredMark required={field.required} />
          </legend>
          {field.options.map((option, index) => (
            <label key={option.value} className="form-field__choice">
              <input
                type="radio"
                value={option.value}
                {...register(field.name)}
                id={index === 0 ? field.name : undefined}
              />
              {option.label}
            </label>
          ))}
          <FieldErrors name={field.name} />
        </fieldset>
      );
    case 'checkbox':
      return (
        <div className="form-field form-field--checkbox">
          <input
            id={field.name}
            type="checkbox"
            aria-required={field.required || undefined}
            {...aria}
            {...register(field.name)}
          />
          <label htmlFor={field.name}>
            {field.label}
            <RequiredMark required={field.required} />
          </label>
          <FieldErrors name={field.name} />
        </div>
      );
    default:
      return (
        <TextField
          name={field.name}
          label={field.label}
          required={field.required}
          type={field.inputType}
          placeholder={placeholder}
          autoComplete={autoCompleteOf(field)}
          inputMode={field.inputType === 'number' ? 'decimal' : undefined}
        />
      );
  }
}

/** Autofill hints for the usual contact fields. */
function autoCompleteOf(field: DynamicField): string | undefined {
  if (field.inputType === 'email') return 'email';
  if (field.inputType === 'tel') return 'tel';
  if (field.name === 'name') return 'name';
  return undefined;
}
