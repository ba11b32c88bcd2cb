import { scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Demo customers' password hashes. The api's scheme is argon2id, but that needs a package the
 * seed must not depend on, so demo hashes use Node's built-in scrypt:
 *   'scrypt$' + salt (hex) + '$' + hex(scrypt(password as UTF-8, salt bytes, 32, N=16384, r=8, p=1))
 * The api's verifier accepts this format too (and may rehash to argon2id on the first login).
 */
export const DEMO_PASSWORD = 'Demo-Pass1!';

const SCRYPT_OPTIONS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

function format(saltHex: string, key: Buffer): string {
  return `${PREFIX}$${saltHex}$${key.toString('hex')}`;
}

/** `salt` is hex text (16 bytes = 32 characters is plenty). */
export function hashDemoPassword(password: string, salt: string): string {
  return format(salt, scryptSync(password, Buffer.from(salt, 'hex'), KEY_LENGTH, SCRYPT_OPTIONS));
}

/** The same hash off the main thread, so the seed can hash many while it writes other tables. */
export function hashDemoPasswordAsync(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password, Buffer.from(salt, 'hex'), KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(format(salt, key)),
    );
  });
}

/** True when `stored` is a demo scrypt hash of `password`; false for any other format. */
export function verifyDemoPassword(password: string, stored: string): boolean {
  const [prefix, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !salt || !hash || !/^[0-9a-f]+$/.test(salt) || !/^[0-9a-f]{64}$/.test(hash)) {
    return false;
  }
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), KEY_LENGTH, SCRYPT_OPTIONS);
  return timingSafeEqual(actual, expected);
}
