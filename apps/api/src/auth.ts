import { createHash } from 'node:crypto';
import type { ApiConfig } from './config.js';
import type { Queryable } from './db/database.js';

/** Who is calling, resolved once per request from `Authorization: Bearer …`. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'shop' }
  | { kind: 'consumer' }
  | { kind: 'customer'; customerId: number }
  /** A bearer token that matches nothing or has expired: anonymous, but customer calls must refuse it. */
  | { kind: 'invalid-token' };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export async function resolveCaller(
  authorization: string | undefined,
  config: Pick<ApiConfig, 'shopAccessToken' | 'consumerKey'>,
  db: Queryable,
): Promise<Caller> {
  const token = bearerToken(authorization);
  if (!token) return { kind: 'anonymous' };
  if (token === config.shopAccessToken) return { kind: 'shop' };
  if (token === config.consumerKey) return { kind: 'consumer' };
  const [row] = await db.query<{ customer_id: number }>(
    `SELECT customer_id FROM customer_token
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [hashToken(token)],
  );
  return row ? { kind: 'customer', customerId: row.customer_id } : { kind: 'invalid-token' };
}
