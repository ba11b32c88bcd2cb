import type { RateLimitedCall, RateLimits } from './config.js';
import type { RequestContext } from './context.js';
import type { Queryable } from './db/database.js';
import { inputError } from './errors.js';
import { clientAddress } from './modules/customer/session.js';
import { type Catalogue, textsOf } from './texts.js';

// Calls that send mail or ask a lookup service (registration, password reset, stock alerts,
// wishlist shares, forms, newsletter, postcode/VAT lookups, e-mail checks) are limited per client
// address and per account. They are counted in the login throttle's table (login_attempt), so that
// every api process sees the others' requests: a limit holds however many processes serve the shop.

const WINDOW_MINUTES = 60;

/** Rows older than this serve no window (the login throttle's is 15 minutes) and are deleted. */
const KEEP_HOURS = 24;
const PRUNE_EVERY_MS = 10 * 60_000;
let lastPruned = 0;

export const rateLimitMessages = {
  de: { 'request.rate_limited': 'Zu viele Anfragen. Bitte versuchen Sie es in {minutes} Min. erneut.' },
  nl: { 'request.rate_limited': 'Te veel verzoeken. Probeer het over {minutes} min. opnieuw.' },
  en: { 'request.rate_limited': 'Too many requests. Please try again in {minutes} min.' },
} as const satisfies Catalogue<string>;

const rateLimitText = textsOf<keyof (typeof rateLimitMessages)['en']>(rateLimitMessages);

/** Whom a request counts against: its client address and, when known, its account. */
export interface Requester {
  address: string | null;
  /** The e-mail address the call is about (registration, reset, alert, newsletter). */
  email?: string | null;
  /** The logged-in customer making the call. */
  customerId?: number | null;
}

export type RateDecision = { kind: 'allow' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Counts one request of `call` and decides it. The request is written first and then compared with
 * the allowed ones written before it, so that a burst of parallel requests is decided as a sequence
 * would be; a refused request is kept as refused and does not count, so waiting is enough. Runs on
 * the database itself, never inside the call's transaction: the count must stay when the call fails.
 */
export async function decideRequest(
  db: Queryable,
  limits: RateLimits,
  call: RateLimitedCall,
  who: Requester,
): Promise<RateDecision> {
  const email = who.email?.trim().toLowerCase() || null;
  const customerId = who.customerId ?? null;
  const [attempt] = await db.query<{ id: string }>(
    `INSERT INTO login_attempt (email, customer_id, ip, kind, success) VALUES ($1, $2, $3, $4, true)
     RETURNING id`,
    [email, customerId, who.address, call],
  );
  if (!attempt) throw new Error('rate-limited request not recorded');
  const [counts] = await db.query<{
    by_address: string;
    by_account: string;
    address_free_in: number | null;
    account_free_in: number | null;
  }>(
    `WITH counted AS (
       SELECT attempted_at,
              $3::inet IS NOT NULL AND ip = $3::inet AS by_address,
              lower(email) = $1 OR customer_id = $2 AS by_account
         FROM login_attempt
        WHERE kind = $4 AND success AND id <= $5
          AND attempted_at > now() - make_interval(mins => $6)
          AND (($3::inet IS NOT NULL AND ip = $3::inet) OR lower(email) = $1 OR customer_id = $2))
     SELECT count(*) FILTER (WHERE by_address) AS by_address,
            count(*) FILTER (WHERE by_account) AS by_account,
            extract(epoch FROM min(attempted_at) FILTER (WHERE by_address) + make_interval(mins => $6) - now())::float8
              AS address_free_in,
            extract(epoch FROM min(attempted_at) FILTER (WHERE by_account) + make_interval(mins => $6) - now())::float8
              AS account_free_in
       FROM counted`,
    [email, customerId, who.address, call, attempt.id, WINDOW_MINUTES],
  );
  pruneOldAttempts(db);
  const limit = limits[call];
  const waits: number[] = [];
  if (Number(counts?.by_address ?? 0) > limit.perAddress) waits.push(counts?.address_free_in ?? 0);
  if (Number(counts?.by_account ?? 0) > limit.perAccount) waits.push(counts?.account_free_in ?? 0);
  if (waits.length === 0) return { kind: 'allow' };
  await db.query('UPDATE login_attempt SET success = false WHERE id = $1', [attempt.id]);
  return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits))) };
}

/**
 * Counts one request of `call` by the caller of this GraphQL request and refuses it beyond the limit
 * with `request.rate_limited` (graphql-input, `retry_after` in seconds) in the store view's language.
 */
export async function limitRequest(
  context: RequestContext,
  call: RateLimitedCall,
  account: { email?: string | null } = {},
): Promise<void> {
  const who: Requester = {
    address: clientAddress(context),
    email: account.email ?? null,
    customerId: context.caller.kind === 'customer' ? context.caller.customerId : null,
  };
  const decision = await decideRequest(context.db, context.config.rateLimits, call, who);
  if (decision.kind === 'allow') return;
  const key = 'request.rate_limited';
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  throw inputError(rateLimitText(context.store.language, key, { minutes }), {
    key,
    retry_after: decision.retryAfterSeconds,
  });
}

/** Deletes rows no window needs any more, at most every few minutes per process, without waiting. */
function pruneOldAttempts(db: Queryable): void {
  const now = Date.now();
  if (now - lastPruned < PRUNE_EVERY_MS) return;
  lastPruned = now;
  db.query(`DELETE FROM login_attempt WHERE attempted_at < now() - make_interval(hours => $1)`, [
    KEEP_HOURS,
  ]).catch(() => {
    lastPruned = 0; // tried again with the next request
  });
}
