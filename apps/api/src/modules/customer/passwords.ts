import { scrypt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): ~30 ms a hash, and the
 * memory stays small when many customers log in at once. Hashes with other parameters (or the
 * seed's scrypt scheme) verify and are rehashed with these on the next successful login.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export interface PasswordCheck {
  ok: boolean;
  /** True when the stored hash should be replaced by a fresh argon2id hash of the password. */
  needsRehash: boolean;
}

/**
 * Checks a password against a stored hash: an argon2 PHC string, or the demo customers'
 * `scrypt$<salt-hex>$<hash-hex>` (seed/commerce/passwords.ts: 32 bytes, N=16384, r=8, p=1).
 * Anything else never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith('$argon2')) {
    let ok = false;
    try {
      ok = await argon2.verify(stored, password);
    } catch {
      ok = false;
    }
    return { ok, needsRehash: ok && argon2.needsRehash(stored, ARGON2_OPTIONS) };
  }
  if (stored.startsWith('scrypt$')) {
    const ok = await verifyScrypt(password, stored);
    return { ok, needsRehash: ok };
  }
  return { ok: false, needsRehash: false };
}

const SCRYPT_KEY_LENGTH = 32;
const SCRYPT_OPTIONS = { N: 16_384, r: 8, p: 1 } as const;

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash || !/^(?:[0-9a-f]{2})+$/.test(salt) || !/^[0-9a-f]{64}$/.test(hash)) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(salt, 'hex'), SCRYPT_KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
      resolve(!error && timingSafeEqual(key, Buffer.from(hash, 'hex'))),
    );
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one password check when there is no account to check against, so that the
 * answer's timing does not tell whether an e-mail address has an account.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-customer-password');
  await verifyPassword(password, await dummyHash);
}
