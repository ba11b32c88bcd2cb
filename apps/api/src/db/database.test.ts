import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database.js';

/** An error as the pg driver raises it for a SQLSTATE or a socket error. */
const failure = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('takes a lost or refused connection, a timeout and a shutdown for the database being away', () => {
    for (const code of ['08006', '08003', '08001', '57014', '57P01', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(failure(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it("takes a message the server refused as malformed (08P01) for the statement's fault", () => {
    const wrongParameters = failure(
      '08P01',
      'bind message supplies 8 parameters, but prepared statement "" requires 6',
    );
    expect(isDatabaseUnavailable(wrongParameters)).toBe(false);
    expect(isDatabaseUnavailable(failure('42P01'))).toBe(false);
  });
});
