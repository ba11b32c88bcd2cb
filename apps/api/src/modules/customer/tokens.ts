import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth.js';
import type { Queryable } from '../../db/database.js';

/** An opaque random token: 32 bytes, base64url (43 characters). Only its sha256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Issues a customer token (a login) that expires after `lifetimeHours`. */
export async function issueCustomerToken(
  tx: Queryable,
  customerId: number,
  lifetimeHours: number,
): Promise<string> {
  const token = newOpaqueToken();
  await tx.query(
    `INSERT INTO customer_token (token_hash, customer_id, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3))`,
    [hashToken(token), customerId, lifetimeHours],
  );
  return token;
}

/** Revokes one token (logout); false when it was not a live token of the customer. */
export async function revokeCustomerToken(
  tx: Queryable,
  customerId: number,
  token: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE customer_token SET revoked_at = now()
      WHERE token_hash = $1 AND customer_id = $2 AND revoked_at IS NULL
      RETURNING token_hash`,
    [hashToken(token), customerId],
  );
  return rows.length > 0;
}

/**
 * Revokes every live token of a customer but the one given (a password change keeps the session
 * it was made in); all of them when `keep` is undefined (password reset).
 */
export async function revokeOtherCustomerTokens(
  tx: Queryable,
  customerId: number,
  keep: string | undefined,
): Promise<number> {
  const rows = await tx.query(
    `UPDATE customer_token SET revoked_at = now()
      WHERE customer_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND ($2::text IS NULL OR token_hash <> $2)
      RETURNING token_hash`,
    [customerId, keep === undefined ? null : hashToken(keep)],
  );
  return rows.length;
}
