import { describe, expect, it } from 'vitest';
import type { DynamicFormFieldsFragment } from '../../../generated/graphql/graphql';
import {
  allFields,
  type DynamicField,
  formPages,
  initialValues,
  serverFieldErrors,
  submitFormFields,
  toDynamicForm,
  validateDynamicField,
} from './dynamic-form';
import { formField as field } from './dynamic-form.fixtures';

const FORM: DynamicFormFieldsFragment = {
  identifier: 'contact',
  type: 'contact',
  title: 'Contact',
  showFieldsetsAsPages: true,
  fieldsets: [
    {
      title: 'You',
      fields: [
        field({
          name: 'name',
          validation: [
            { type: 'required', additional: null },
            { type: 'no_html', additional: null },
          ],
        }),
        field({
          name: 'email',
          inputType: 'email',
          validation: [
            { type: 'required', additional: null },
            { type: 'email', additional: null },
          ],
        }),
        field({ name: 'source', type: 'hidden', value: 'web' }),
        // A repeated name and a nameless field are left out.
        field({ name: 'name' }),
        field({ name: ' ' }),
      ],
    },
    {
      title: 'Message',
      fields: [
        field({
          name: 'topics',
          type: 'multiselect',
          value: 'a, b',
          options: [
            { label: 'A', value: 'a' },
            { label: 'B', value: 'b' },
            { label: 'C', value: 'c' },
          ],
          validation: [{ type: 'required', additional: null }],
        }),
        field({
          name: 'message',
          type: 'textarea',
          validation: [
            { type: 'min_length', additional: '10' },
            { type: 'max_length', additional: '20' },
            { type: 'made_up_rule', additional: null },
          ],
        }),
        field({
          name: 'privacy',
          type: 'checkbox',
          checkedValue: 'yes',
          uncheckedValue: 'no',
          validation: [{ type: 'required', additional: null }],
        }),
        field({ name: 'odd', type: 'slider', inputType: 'colour' }),
      ],
    },
    { title: 'Empty', fields: [] },
  ],
};

const form = toDynamicForm(FORM);
const byName = (name: string): DynamicField => {
  const found = allFields(form).find((entry) => entry.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('toDynamicForm', () => {
  it('keeps named fields once, drops empty fieldsets and unknown rules, and marks required fields', () => {
    expect(form.fieldsets.map((fieldset) => fieldset.title)).toEqual(['You', 'Message']);
    expect(allFields(form).map((entry) => entry.name)).toEqual([
      'name',
      'email',
      'source',
      'topics',
      'message',
      'privacy',
      'odd',
    ]);
    expect(byName('message').validation?.map((rule) => rule.type)).toEqual(['min_length', 'max_length']);
    expect(byName('name').required).toBe(true);
    expect(byName('message').required).toBe(false);
  });

  it('shows an unknown field type as a text input', () => {
    expect(byName('odd')).toMatchObject({ type: 'input', inputType: 'text' });
  });
});

describe('formPages', () => {
  it('is one page per fieldset when showFieldsetsAsPages, else one page with all', () => {
    expect(formPages(form).map((page) => page.map((fieldset) => fieldset.title))).toEqual([
      ['You'],
      ['Message'],
    ]);
    expect(formPages({ ...form, showFieldsetsAsPages: false })).toEqual([form.fieldsets]);
  });
});

describe('initialValues and submitFormFields', () => {
  it('starts with the defaults: text, a list for a multiselect, a checkbox state', () => {
    expect(initialValues(form)).toEqual({
      name: '',
      email: '',
      source: 'web',
      topics: ['a', 'b'],
      message: '',
      privacy: false,
      odd: '',
    });
  });

  it('sends a checkbox as its checked or unchecked value and a multiselect as values', () => {
    const values = { ...initialValues(form), name: 'Anna', privacy: true };
    expect(submitFormFields(form, values)).toEqual([
      { name: 'name', value: 'Anna' },
      { name: 'email', value: '' },
      { name: 'source', value: 'web' },
      { name: 'topics', values: ['a', 'b'] },
      { name: 'message', value: '' },
      { name: 'privacy', value: 'yes' },
      { name: 'odd', value: '' },
    ]);
    expect(
      submitFormFields(form, { ...values, privacy: false }).find((entry) => entry.name === 'privacy'),
    ).toEqual({
      name: 'privacy',
      value: 'no',
    });
  });
});

describe('validateDynamicField', () => {
  it('applies the rules of @shop/validation with their message keys and counts', () => {
    expect(validateDynamicField(byName('name'), '')).toEqual([{ key: 'form.required' }]);
    expect(validateDynamicField(byName('name'), '<b>Anna</b>')).toEqual([{ key: 'form.no_html' }]);
    expect(validateDynamicField(byName('email'), 'anna@')).toEqual([{ key: 'form.email' }]);
    expect(validateDynamicField(byName('message'), 'short')).toEqual([
      { key: 'form.min_length', params: { count: 10 } },
    ]);
    expect(validateDynamicField(byName('message'), 'x'.repeat(21))).toEqual([
      { key: 'form.max_length', params: { count: 20 } },
    ]);
    expect(validateDynamicField(byName('message'), '')).toEqual([]);
  });

  it('treats an unticked required checkbox and an empty multiselect as missing', () => {
    expect(validateDynamicField(byName('privacy'), false)).toEqual([{ key: 'form.required' }]);
    expect(validateDynamicField(byName('privacy'), true)).toEqual([]);
    expect(validateDynamicField(byName('topics'), [])).toEqual([{ key: 'form.required' }]);
    expect(validateDynamicField(byName('topics'), 'c')).toEqual([]);
  });
});

describe('serverFieldErrors', () => {
  it('groups the messages by field and leaves out fields without any', () => {
    expect(
      serverFieldErrors([
        { name: 'email', errors: [{ message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }] },
        { name: 'name', errors: [] },
      ]),
    ).toEqual({ email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'] });
  });
});
