import { randomBytes } from 'node:crypto';
import type { Random } from '../random.js';

/**
 * Hex text for a secret of the demo data (cart ids, order hashes and payment references, sharing
 * and confirmation codes, password salts): from crypto.randomBytes, never from the seeded streams,
 * whose seeds are in the source and would let anyone who reads it open the demo customers' orders.
 */
export function secretHex(length: number): string {
  return randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);
}

/** Digits only, e.g. for tracking numbers. */
export function randomDigits(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += String(random.int(0, 9));
  return text;
}
