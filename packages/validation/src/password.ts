/** Password strength rules (docs/BEHAVIOUR.md#validation "Password rules"). */

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'min_length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/** Unicode-aware so that e.g. "ß" or "É" count as letters, not as special characters. */
const PASSWORD_CHECKS: ReadonlyArray<readonly [PasswordProblem, (password: string) => boolean]> = [
  ['min_length', (password) => Array.from(password).length >= PASSWORD_MIN_LENGTH],
  ['lowercase', (password) => /\p{Ll}/u.test(password)],
  ['uppercase', (password) => /\p{Lu}/u.test(password)],
  ['digit', (password) => /\p{Nd}/u.test(password)],
  ['special', (password) => /[^\p{L}\p{N}\s]/u.test(password)],
];

/** Lists what the password still lacks, in a stable order; empty when it is acceptable. */
export function passwordProblems(password: string): PasswordProblem[] {
  return PASSWORD_CHECKS.filter(([, isMet]) => !isMet(password)).map(([problem]) => problem);
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
