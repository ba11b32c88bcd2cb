import { describe, expect, it } from 'vitest';
import { lsnValue } from './replicas.js';

describe('WAL positions', () => {
  it('compare by both halves, the low one as a 32-bit hex number', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('0/FFFFFFFF') < lsnValue('1/0')).toBe(true);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    // In text order 0/10000000 would come before 0/9000000 (no leading zeros).
    expect(lsnValue('0/9000000') < lsnValue('0/10000000')).toBe(true);
  });
});
