import { describe, expect, it } from 'vitest';
import { isValidName, NAME_MAX_LENGTH } from './name.js';

describe('isValidName', () => {
  it.each([
    'Müller',
    "O'Brien",
    'O’Brien',
    'de Vries',
    'Jean-Luc',
    'St. John',
    'Łukasz',
    'Zoë',
    'Ἀλέξανδρος',
    'a'.repeat(NAME_MAX_LENGTH),
  ])('accepts %j', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each([
    '',
    ' Anna',
    '-Anna',
    'Anna1',
    'R2D2',
    '<b>Anna</b>',
    'http://x.nl',
    'anna@example.nl',
    'Anna_Maria',
    'a'.repeat(NAME_MAX_LENGTH + 1),
  ])('rejects %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });
});
