// The glue between a server-defined dynamic form (docs/BEHAVIOUR.md#data "Dynamic form") and the browser form:
// its definition, the initial values, the values as submitForm wants them, and the checks of
// @shop/validation (docs/BEHAVIOUR.md#validation "Dynamic form field rules") on the values as the form holds them.
// Pure functions, so that each rule is unit-tested.

import {
  type FormFieldDefinition,
  type FormFieldError,
  type FormFieldValue,
  type FormValidationType,
  validateFormField,
} from '@shop/validation';
import type { DynamicFormFieldsFragment } from '../../../generated/graphql/graphql';

export type DynamicFieldType =
  | 'input'
  | 'textarea'
  | 'select'
  | 'multiselect'
  | 'radio'
  | 'checkbox'
  | 'hidden';

export const INPUT_TYPES = ['text', 'email', 'tel', 'number', 'url', 'date', 'password'] as const;
export type DynamicInputType = (typeof INPUT_TYPES)[number];

const FIELD_TYPES: readonly DynamicFieldType[] = [
  'input',
  'textarea',
  'select',
  'multiselect',
  'radio',
  'checkbox',
  'hidden',
];

const VALIDATION_TYPES: readonly FormValidationType[] = [
  'required',
  'alphanumeric',
  'alphanumeric_with_spaces',
  'letters_only',
  'email',
  'url',
  'numeric',
  'numeric_with_decimals',
  'no_html',
  'min_length',
  'max_length',
];

export interface DynamicField extends FormFieldDefinition {
  type: DynamicFieldType;
  inputType: DynamicInputType;
  options: Array<{ label: string; value: string }>;
  required: boolean;
}

export interface DynamicFieldset {
  title: string;
  fields: DynamicField[];
}

export interface DynamicFormView {
  identifier: string;
  type: string;
  title: string;
  showFieldsetsAsPages: boolean;
  fieldsets: DynamicFieldset[];
}

/** What the browser form holds per field: text, the chosen options, or a checkbox's state. */
export type DynamicValue = string | string[] | boolean;
export type DynamicValues = Record<string, DynamicValue>;

/**
 * The form as the storefront renders it. Fields without a name, unknown field types (shown as a
 * text input) and unknown rules (left out: the api checks its own) are made safe here.
 */
export function toDynamicForm(form: DynamicFormFieldsFragment): DynamicFormView {
  const seen = new Set<string>();
  return {
    identifier: form.identifier ?? '',
    type: form.type ?? 'contact',
    title: form.title ?? '',
    showFieldsetsAsPages: form.showFieldsetsAsPages ?? false,
    fieldsets: (form.fieldsets ?? []).flatMap((fieldset) => {
      if (!fieldset) return [];
      const fields = (fieldset.fields ?? []).flatMap((field): DynamicField[] => {
        const name = field?.name?.trim();
        if (!field || !name || seen.has(name)) return [];
        seen.add(name);
        const type = (FIELD_TYPES as readonly string[]).includes(field.type ?? '')
          ? (field.type as DynamicFieldType)
          : 'input';
        const inputType = (INPUT_TYPES as readonly string[]).includes(field.inputType ?? '')
          ? (field.inputType as DynamicInputType)
          : 'text';
        const validation = (field.validation ?? []).flatMap((rule) =>
          rule?.type && (VALIDATION_TYPES as readonly string[]).includes(rule.type)
            ? [{ type: rule.type as FormValidationType, additional: rule.additional ?? null }]
            : [],
        );
        return [
          {
            name,
            label: field.label ?? name,
            type,
            inputType,
            value: field.value ?? null,
            checkedValue: field.checkedValue ?? null,
            uncheckedValue: field.uncheckedValue ?? null,
            placeholder: field.placeholder ?? null,
            options: (field.options ?? []).flatMap((option) =>
              option?.value != null ? [{ value: option.value, label: option.label ?? option.value }] : [],
            ),
            validation,
            required: validation.some((rule) => rule.type === 'required'),
          },
        ];
      });
      return fields.length > 0 ? [{ title: fieldset.title ?? '', fields }] : [];
    }),
  };
}

/** Every field of the form, in order. */
export function allFields(form: DynamicFormView): DynamicField[] {
  return form.fieldsets.flatMap((fieldset) => fieldset.fields);
}

/** The pages the form is shown in: one per fieldset when showFieldsetsAsPages, else one with all. */
export function formPages(form: DynamicFormView): DynamicFieldset[][] {
  return form.showFieldsetsAsPages ? form.fieldsets.map((fieldset) => [fieldset]) : [form.fieldsets];
}

/** A multiselect's default value lists its options separated by commas. */
function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** The value a field starts with: its default, a checkbox ticked when the default is its checked value. */
export function initialValue(field: DynamicField): DynamicValue {
  switch (field.type) {
    case 'checkbox':
      return field.value != null && field.value !== '' && field.value === checkedValueOf(field);
    case 'multiselect':
      return splitList(field.value);
    default:
      return field.value ?? '';
  }
}

export function initialValues(form: DynamicFormView): DynamicValues {
  return Object.fromEntries(allFields(form).map((field) => [field.name, initialValue(field)]));
}

function checkedValueOf(field: DynamicField): string {
  return field.checkedValue || '1';
}

function uncheckedValueOf(field: DynamicField): string {
  return field.uncheckedValue ?? '0';
}

/** A value as the form may hold it (a multi-select may give a string when one option exists). */
function asList(value: DynamicValue | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}

/** The value of a field as submitForm and @shop/validation read it. */
export function submittedValue(field: DynamicField, value: DynamicValue | undefined): FormFieldValue {
  switch (field.type) {
    case 'checkbox':
      return value === true || value === checkedValueOf(field)
        ? checkedValueOf(field)
        : uncheckedValueOf(field);
    case 'multiselect':
      return asList(value);
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** The field's broken rules (message keys of @shop/validation with their parameters). */
export function validateDynamicField(field: DynamicField, value: DynamicValue | undefined): FormFieldError[] {
  const definition: FormFieldDefinition = {
    ...field,
    checkedValue: field.type === 'checkbox' ? checkedValueOf(field) : field.checkedValue,
    uncheckedValue: field.type === 'checkbox' ? uncheckedValueOf(field) : field.uncheckedValue,
  };
  return validateFormField(definition, submittedValue(field, value));
}

/** submitForm's fields: `values` for a multiselect, `value` for the others. */
export function submitFormFields(
  form: DynamicFormView,
  values: DynamicValues,
): Array<{ name: string; value?: string; values?: string[] }> {
  return allFields(form).map((field) => {
    const value = submittedValue(field, values[field.name]);
    return Array.isArray(value)
      ? { name: field.name, values: value }
      : { name: field.name, value: String(value ?? '') };
  });
}

/** The server's messages per field name (fields it reported without messages are left out). */
export function serverFieldErrors(
  fields: ReadonlyArray<{ name: string; errors: ReadonlyArray<{ message: string }> }>,
): Record<string, string[]> {
  const byName: Record<string, string[]> = {};
  for (const field of fields) {
    const texts = field.errors.map((error) => error.message).filter((text) => text !== '');
    if (texts.length > 0) byName[field.name] = texts;
  }
  return byName;
}
