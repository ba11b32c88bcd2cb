import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.js';

describe('isValidEmail', () => {
  it.each([
    'jan@example.nl',
    'jan.de.vries@example.co.uk',
    'first+tag@sub.example-shop.de',
    "o'brien@example.ie",
    'UPPER@EXAMPLE.COM',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'jan',
    'jan@',
    '@example.nl',
    'jan@example',
    'jan@example.n',
    'jan@example.123',
    'jan@@example.nl',
    'jan@piet@example.nl',
    'jan de vries@example.nl',
    ' jan@example.nl',
    'jan@exa mple.nl',
    '.jan@example.nl',
    'jan.@example.nl',
    'jan..piet@example.nl',
    'jan@-example.nl',
    'jan@example-.nl',
    'jan@example..nl',
    `${'a'.repeat(65)}@example.com`,
    `jan@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
