import type { RateLimitedCall, RateLimits } from './config.js';
import type { RequestContext } from './context.js';
import type { Queryable } from './db/database.js';
import { inputError } from './errors.js';
import { clientAddress } from './modules/customer/session.js';
import { type Catalogue, textsOf } from './texts.js';

// Calls that send mail, ask a lookup service or could be abused at scale (registration, password
// reset, stock alerts, wishlist shares, forms, newsletter, postcode/VAT lookups, e-mail checks,
// wrong coupon codes, order placements, reviews) are limited per client address and per account. They are counted in the login throttle's table (login_attempt), so that
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
  /** The e-mail address the call is about (registration, reset, alert, newsletter, order). */
  email?: string | null;
  /** The logged-in customer making the call. */
  customerId?: number | null;
  /** Another thing the call counts against, e.g. `cart:<id>` for coupon codes tried on a cart. */
  subject?: string | null;
}

export type RateDecision = { kind: 'allow' } | { kind: 'limited'; retryAfterSeconds: number };

interface Counts {
  byAddress: number;
  byAccount: number;
  addressFreeIn: number;
  accountFreeIn: number;
}

/**
 * The allowed requests of `call` within the window by the requester's address and by its account
 * (e-mail, customer or subject), up to the row `upToId` when given, and when the oldest of each
 * leaves the window.
 */
async function countRecent(
  db: Queryable,
  call: RateLimitedCall,
  who: Requester,
  upToId: string | null,
): Promise<Counts> {
  const [counts] = await db.query<{
    by_address: string;
    by_account: string;
    address_free_in: number | null;
    account_free_in: number | null;
  }>(
    `WITH counted AS (
       SELECT attempted_at,
              $3::inet IS NOT NULL AND ip = $3::inet AS by_address,
              lower(email) = $1 OR customer_id = $2 OR subject = $7 AS by_account
         FROM login_attempt
        WHERE kind = $4 AND success AND ($5::bigint IS NULL OR id <= $5::bigint)
          AND attempted_at > now() - make_interval(mins => $6)
          AND (($3::inet IS NOT NULL AND ip = $3::inet) OR lower(email) = $1 OR customer_id = $2
               OR subject = $7))
     SELECT count(*) FILTER (WHERE by_address) AS by_address,
            count(*) FILTER (WHERE by_account) AS by_account,
            extract(epoch FROM min(attempted_at) FILTER (WHERE by_address) + make_interval(mins => $6) - now())::float8
              AS address_free_in,
            extract(epoch FROM min(attempted_at) FILTER (WHERE by_account) + make_interval(mins => $6) - now())::float8
              AS account_free_in
       FROM counted`,
    [
      normalEmail(who),
      who.customerId ?? null,
      who.address,
      call,
      upToId,
      WINDOW_MINUTES,
      who.subject ?? null,
    ],
  );
  return {
    byAddress: Number(counts?.by_address ?? 0),
    byAccount: Number(counts?.by_account ?? 0),
    addressFreeIn: counts?.address_free_in ?? 0,
    accountFreeIn: counts?.account_free_in ?? 0,
  };
}

function normalEmail(who: Requester): string | null {
  return who.email?.trim().toLowerCase() || null;
}

/** Writes `weight` allowed requests of `call` (a share to five recipients weighs five); answers their ids. */
async function recordRequests(db: Queryable, call: RateLimitedCall, who: Requester, weight: number) {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO login_attempt (email, customer_id, ip, kind, success, subject)
     SELECT $1, $2, $3, $4, true, $5 FROM generate_series(1, $6::int) RETURNING id`,
    [normalEmail(who), who.customerId ?? null, who.address, call, who.subject ?? null, weight],
  );
  pruneOldAttempts(db);
  return rows.map((row) => row.id);
}

/** Limited when the counts exceed the limit (`reached`: when they have reached it already). */
function decision(counts: Counts, limits: RateLimits, call: RateLimitedCall, reached: boolean): RateDecision {
  const limit = limits[call];
  const over = (count: number, allowed: number) => (reached ? count >= allowed : count > allowed);
  const waits: number[] = [];
  if (over(counts.byAddress, limit.perAddress)) waits.push(counts.addressFreeIn);
  if (over(counts.byAccount, limit.perAccount)) waits.push(counts.accountFreeIn);
  if (waits.length === 0) return { kind: 'allow' };
  return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits))) };
}

/**
 * Counts one request of `call` (or `weight` of them) and decides it. The request is written first
 * and then compared with the allowed ones written before it, so that a burst of parallel requests
 * is decided as a sequence would be; a refused request is kept as refused and does not count, so
 * waiting is enough. Runs on the database itself, never inside the call's transaction: the count
 * must stay when the call fails.
 */
export async function decideRequest(
  db: Queryable,
  limits: RateLimits,
  call: RateLimitedCall,
  who: Requester,
  weight = 1,
): Promise<RateDecision> {
  const ids = await recordRequests(db, call, who, weight);
  const last = ids.reduce((max, id) => (BigInt(id) > BigInt(max) ? id : max));
  const result = decision(await countRecent(db, call, who, last), limits, call, false);
  if (result.kind === 'limited') {
    await db.query('UPDATE login_attempt SET success = false WHERE id = ANY($1::bigint[])', [ids]);
  }
  return result;
}

function requester(context: RequestContext, account: RateAccount): Requester {
  return {
    address: clientAddress(context),
    email: account.email ?? null,
    customerId: context.caller.kind === 'customer' ? context.caller.customerId : null,
    subject: account.subject ?? null,
  };
}

/** What a request counts against besides its address and logged-in customer. */
export interface RateAccount {
  email?: string | null;
  subject?: string | null;
}

function rateLimitedError(context: RequestContext, retryAfterSeconds: number) {
  const key = 'request.rate_limited';
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return inputError(rateLimitText(context.store.language, key, { minutes }), {
    key,
    retry_after: retryAfterSeconds,
  });
}

/**
 * Counts one request of `call` by the caller of this GraphQL request (or `weight` of them) and
 * refuses it beyond the limit with `request.rate_limited` (graphql-input, `retry_after` in seconds)
 * in the store view's language.
 */
export async function limitRequest(
  context: RequestContext,
  call: RateLimitedCall,
  account: RateAccount = {},
  weight = 1,
): Promise<void> {
  const result = await decideRequest(
    context.db,
    context.config.rateLimits,
    call,
    requester(context, account),
    weight,
  );
  if (result.kind === 'limited') throw rateLimitedError(context, result.retryAfterSeconds);
}

/**
 * For calls that count only what went wrong (a wrong coupon code): refuses the request with
 * `request.rate_limited` once the caller's counted requests have reached the limit, without counting it.
 */
export async function refuseWhenLimited(
  context: RequestContext,
  call: RateLimitedCall,
  account: RateAccount = {},
): Promise<void> {
  const counts = await countRecent(context.db, call, requester(context, account), null);
  const result = decision(counts, context.config.rateLimits, call, true);
  if (result.kind === 'limited') throw rateLimitedError(context, result.retryAfterSeconds);
}

/** Counts one request that went wrong (see refuseWhenLimited), on the database outside any transaction. */
export async function countFailure(
  context: RequestContext,
  call: RateLimitedCall,
  account: RateAccount = {},
): Promise<void> {
  await recordRequests(context.db, call, requester(context, account), 1);
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
