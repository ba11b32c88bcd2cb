import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, type PasswordProblem, passwordProblems, passwordsMatch } from './password.js';

describe('passwordProblems', () => {
  it.each(['Abcdef1!', 'Sup3r$ecret', 'Ünïcödé9#', 'Pass_word1', 'aB3-aB3-'])('accepts %j', (password) => {
    expect(passwordProblems(password)).toEqual([]);
  });

  it.each<[string, PasswordProblem]>([
    ['Abcde1!', 'min_length'],
    ['ABCDEF1!', 'lowercase'],
    ['abcdef1!', 'uppercase'],
    ['Abcdefg!', 'digit'],
    ['Abcdefg1', 'special'],
    ['Abcdef1 x', 'special'],
  ])('reports only %j as %s', (password, problem) => {
    expect(passwordProblems(password)).toEqual([problem]);
  });

  it('reports every problem of an empty password in a stable order', () => {
    expect(passwordProblems('')).toEqual(['min_length', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(passwordProblems('Ab1!😀😀😀')).toEqual(['min_length']);
  });

  it('uses a minimum length of 8', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });
});

describe('passwordsMatch', () => {
  it.each([
    ['Abcdef1!', 'Abcdef1!', true],
    ['', '', true],
    ['Abcdef1!', 'abcdef1!', false],
    ['Abcdef1!', 'Abcdef1! ', false],
    ['Abcdef1!', '', false],
  ])('(%j, %j) is %s', (password, confirmation, expected) => {
    expect(passwordsMatch(password, confirmation)).toBe(expected);
  });
});
