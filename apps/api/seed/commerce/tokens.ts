import type { Random } from '../random.js';

/**
 * Hex text from the seeded PRNG. Seeded cart ids, order hashes and sharing codes must be the
 * same on every run; the api creates its own with crypto.randomBytes.
 */
export function randomHex(random: Random, length: number): string {
  let text = '';
  while (text.length < length) {
    text += Math.floor(random.next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  }
  return text.slice(0, length);
}

/** Digits only, e.g. for tracking numbers. */
export function randomDigits(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += String(random.int(0, 9));
  return text;
}
