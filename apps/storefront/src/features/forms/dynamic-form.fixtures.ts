import type { DynamicFormFieldsFragment } from '../../../generated/graphql/graphql';

/** A field as the api answers it, for tests: only what a test names, the rest empty. */
export type FieldData = NonNullable<
  NonNullable<NonNullable<DynamicFormFieldsFragment['fieldsets']>[number]>['fields']
>[number];

export function formField(data: Partial<NonNullable<FieldData>> & { name: string }): NonNullable<FieldData> {
  return {
    label: data.name,
    value: null,
    type: 'input',
    inputType: 'text',
    checkedValue: null,
    uncheckedValue: null,
    placeholder: null,
    options: null,
    validation: null,
    ...data,
  };
}
