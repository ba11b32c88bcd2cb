import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, hashDemoPassword } from '../../../seed/commerce/passwords.js';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('Secret-Pass1!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Secret-Pass1!', hash)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('Secret-Pass1?', hash)).toEqual({ ok: false, needsRehash: false });
  });

  it("accepts the seed's scrypt hashes and asks for a rehash", async () => {
    const stored = hashDemoPassword(DEMO_PASSWORD, '00112233445566778899aabbccddeeff');
    expect(await verifyPassword(DEMO_PASSWORD, stored)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword('Demo-Pass1?', stored)).toEqual({ ok: false, needsRehash: false });
  });

  it('asks to rehash argon2 hashes made with other parameters', async () => {
    const old = await argon2.hash('Secret-Pass1!', { ...ARGON2_OPTIONS, timeCost: 3 });
    expect(await verifyPassword('Secret-Pass1!', old)).toEqual({ ok: true, needsRehash: true });
  });

  it('never matches malformed or unknown hashes', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$zz$00',
      'scrypt$0011$abcd',
      '$argon2id$broken',
      'md5$abc',
    ]) {
      expect((await verifyPassword('Secret-Pass1!', stored)).ok).toBe(false);
    }
  });
});
