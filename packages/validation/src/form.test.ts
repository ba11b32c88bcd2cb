import { describe, expect, it } from 'vitest';
import {
  type FormFieldDefinition,
  type FormFieldValue,
  type FormValidationType,
  validateForm,
  validateFormField,
} from './form.js';

const fieldWith = (type: FormValidationType, additional?: string | number | null): FormFieldDefinition => ({
  name: 'field',
  label: 'Field',
  validation: [{ type, additional }],
});

type RuleCase = {
  type: FormValidationType;
  additional?: string | number;
  valid: string[];
  invalid: string[];
};

const ruleCases: RuleCase[] = [
  { type: 'alphanumeric', valid: ['abc123', 'Müller', 'ABC'], invalid: ['abc 123', 'abc-123', 'a_b', 'a.b'] },
  {
    type: 'alphanumeric_with_spaces',
    valid: ['abc 123', 'Jan de Vries 2', 'Zoë'],
    invalid: ['abc-123', 'hello!', 'a,b'],
  },
  { type: 'letters_only', valid: ['abc', 'Größe', 'ÉLAN'], invalid: ['abc1', 'Jan Piet', 'a-b'] },
  {
    type: 'email',
    valid: ['jan@example.nl', 'a.b+c@shop.de'],
    invalid: ['jan@example', 'jan example.nl', 'jan@@example.nl'],
  },
  {
    type: 'url',
    valid: [
      'https://www.example.nl',
      'http://shop.example.de/path?q=1#top',
      'www.example.com',
      'example.co.uk:8080/x',
    ],
    invalid: ['not a url', 'example', 'ftp://example.com', 'https://', 'http://exa mple.com'],
  },
  { type: 'numeric', valid: ['0', '123', '007'], invalid: ['12.5', '-1', '1e3', '12a'] },
  {
    type: 'numeric_with_decimals',
    valid: ['12', '12.5', '12,50', '0.01'],
    invalid: ['12.', '.5', '1.2.3', 'abc', '1 000'],
  },
  {
    type: 'no_html',
    valid: ['plain text', '3 < 4 and 5 > 2', 'a <3 b'],
    invalid: ['<b>bold</b>', 'text <script>alert(1)</script>', 'line<br/>break', 'x</p>', '<!-- c -->'],
  },
  { type: 'min_length', additional: 3, valid: ['abc', 'abcd', 'äöü'], invalid: ['a', 'ab', ' ab '] },
  { type: 'min_length', additional: '3', valid: ['abc'], invalid: ['ab'] },
  { type: 'max_length', additional: 5, valid: ['abcde', 'a', ' abcde '], invalid: ['abcdef', 'abcdefgh'] },
  { type: 'max_length', additional: '5', valid: ['abcde'], invalid: ['abcdef'] },
];

const expectedError = (type: FormValidationType, additional?: string | number) =>
  additional === undefined
    ? { key: `form.${type}` }
    : { key: `form.${type}`, params: { count: Number(additional) } };

describe.each(ruleCases)('rule $type ($additional)', ({ type, additional, valid, invalid }) => {
  it.each(valid)('passes %j', (value) => {
    expect(validateFormField(fieldWith(type, additional), value)).toEqual([]);
  });

  it.each(invalid)('fails %j', (value) => {
    expect(validateFormField(fieldWith(type, additional), value)).toEqual([expectedError(type, additional)]);
  });

  it.each<FormFieldValue>(['', '  ', null, undefined, []])(
    'skips the empty value %j when not required',
    (value) => {
      expect(validateFormField(fieldWith(type, additional), value)).toEqual([]);
    },
  );
});

describe('rule required', () => {
  const required = fieldWith('required');

  it.each<FormFieldValue>(['x', ' x ', ['a'], true, '0'])('passes %j', (value) => {
    expect(validateFormField(required, value)).toEqual([]);
  });

  it.each<FormFieldValue>(['', '   ', null, undefined, [], [''], false])('fails %j', (value) => {
    expect(validateFormField(required, value)).toEqual([{ key: 'form.required' }]);
  });

  it('treats the unchecked value of a checkbox as empty', () => {
    const checkbox: FormFieldDefinition = {
      ...required,
      inputType: 'checkbox',
      checkedValue: '1',
      uncheckedValue: '0',
    };
    expect(validateFormField(checkbox, '0')).toEqual([{ key: 'form.required' }]);
    expect(validateFormField(checkbox, '1')).toEqual([]);
  });

  it('reports only required for an empty value, even with other rules', () => {
    const field: FormFieldDefinition = {
      name: 'name',
      label: 'Name',
      validation: [{ type: 'required' }, { type: 'min_length', additional: 3 }, { type: 'letters_only' }],
    };
    expect(validateFormField(field, '')).toEqual([{ key: 'form.required' }]);
  });
});

describe('validateFormField with several rules and values', () => {
  const field: FormFieldDefinition = {
    name: 'code',
    label: 'Code',
    validation: [
      { type: 'required' },
      { type: 'alphanumeric' },
      { type: 'min_length', additional: 3 },
      { type: 'max_length', additional: 4 },
    ],
  };

  it.each<[FormFieldValue, string[]]>([
    ['ab1', []],
    ['a!', ['form.alphanumeric', 'form.min_length']],
    ['abcde', ['form.max_length']],
    ['a-bcde', ['form.alphanumeric', 'form.max_length']],
    [
      ['abc', 'a!'],
      ['form.alphanumeric', 'form.min_length'],
    ],
    [
      ['a!', 'b!'],
      ['form.alphanumeric', 'form.min_length'],
    ],
  ])('%j gives %j in rule order, each rule once', (value, keys) => {
    expect(validateFormField(field, value).map((error) => error.key)).toEqual(keys);
  });

  it.each([null, undefined, 'x', -1, 1.5])(
    'skips a length rule without a usable count (%j)',
    (additional) => {
      expect(validateFormField(fieldWith('min_length', additional), 'ab')).toEqual([]);
    },
  );

  it('ignores rule types it does not know', () => {
    const unknownRule = { type: 'postcode' } as unknown as FormValidationType;
    expect(validateFormField(fieldWith(unknownRule), 'anything')).toEqual([]);
  });

  it('applies no text rules to a ticked boolean', () => {
    expect(validateFormField(fieldWith('numeric'), true)).toEqual([]);
  });

  it('accepts a field without validation', () => {
    expect(validateFormField({ name: 'free', label: 'Free' }, 'anything')).toEqual([]);
  });
});

describe('validateForm', () => {
  const fields: FormFieldDefinition[] = [
    { name: 'name', label: 'Name', validation: [{ type: 'required' }, { type: 'letters_only' }] },
    { name: 'email', label: 'E-mail', validation: [{ type: 'required' }, { type: 'email' }] },
    { name: 'age', label: 'Age', validation: [{ type: 'numeric' }] },
    { name: 'topics', label: 'Topics', validation: [{ type: 'required' }] },
    { name: 'comment', label: 'Comment', validation: [{ type: 'max_length', additional: 10 }] },
  ];

  it('returns an empty object when every field is valid', () => {
    const values = { name: 'Jan', email: 'jan@example.nl', age: 42, topics: ['a'], comment: 'short' };
    expect(validateForm(fields, values)).toEqual({});
  });

  it('returns only the fields with errors', () => {
    const values = { name: 'Jan1', email: '', age: '4x', topics: [], comment: 'far too long text' };
    expect(validateForm(fields, values)).toEqual({
      name: [{ key: 'form.letters_only' }],
      email: [{ key: 'form.required' }],
      age: [{ key: 'form.numeric' }],
      topics: [{ key: 'form.required' }],
      comment: [{ key: 'form.max_length', params: { count: 10 } }],
    });
  });

  it.each<[string, unknown]>([
    ['a missing value', undefined],
    ['an object', { nested: true }],
    ['NaN', Number.NaN],
  ])('treats %s as no answer', (_description, value) => {
    expect(validateForm(fields, { name: 'Jan', email: value, topics: ['a'] })).toEqual({
      email: [{ key: 'form.required' }],
    });
  });
});
