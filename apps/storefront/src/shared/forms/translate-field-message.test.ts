import { formatMessage } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message';
import { translateFieldMessage } from './translate-field-message';

const t = (key: string, params?: Record<string, string | number>) =>
  `t(${key}${params ? JSON.stringify(params) : ''})`;

describe('field messages', () => {
  it('translates validation keys with the package catalogue, in the given language', () => {
    expect(translateFieldMessage(fieldMessage('postcode.invalid'), 'nl', t)).toBe(
      formatMessage('nl', 'postcode.invalid'),
    );
    expect(translateFieldMessage(fieldMessage('form.min_length', { count: 3 }), 'de', t)).toBe(
      formatMessage('de', 'form.min_length', { count: 3 }),
    );
    expect(formatMessage('de', 'form.min_length', { count: 3 })).toContain('3');
  });

  it('hands other keys to the storefront translator', () => {
    expect(translateFieldMessage(fieldMessage('account.address.required_country'), 'en', t)).toBe(
      't(account.address.required_country)',
    );
  });
});
