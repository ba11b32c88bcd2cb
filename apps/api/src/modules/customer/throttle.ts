import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../db/database.js';

/** How failed password checks within a sliding window slow down and then lock further attempts. */
export interface ThrottlePolicy {
  windowMinutes: number;
  /** From this many failures on, every attempt waits `stepMs` more (up to `maxDelayMs`). */
  slowAfter: number;
  /** From this many failures on, attempts are refused until enough of them leave the window. */
  lockAfter: number;
  stepMs: number;
  maxDelayMs: number;
}

/**
 * Per e-mail address: the 4th to 6th try wait 0.5, 1 and 1.5 s; after 6 failures within 15 minutes
 * the address is locked until the 6th-last failure is 15 minutes old. A successful login clears
 * the e-mail's count. Per client address (many accounts from one place): the same, with 20 and 50
 * failures, and a success does not clear it.
 */
export const LOGIN_THROTTLE: { email: ThrottlePolicy; address: ThrottlePolicy } = {
  email: { windowMinutes: 15, slowAfter: 3, lockAfter: 6, stepMs: 500, maxDelayMs: 3_000 },
  address: { windowMinutes: 15, slowAfter: 20, lockAfter: 50, stepMs: 250, maxDelayMs: 3_000 },
};

export type ThrottleDecision =
  | { kind: 'allow'; delayMs: number }
  | { kind: 'locked'; retryAfterSeconds: number };

/**
 * The decision for the next attempt, from the earlier failures within the window (newest first)
 * and the current time.
 */
export function decide(failures: readonly Date[], policy: ThrottlePolicy, now: Date): ThrottleDecision {
  const windowMs = policy.windowMinutes * 60_000;
  const recent = failures.filter((at) => now.getTime() - at.getTime() < windowMs);
  if (recent.length >= policy.lockAfter) {
    const sorted = [...recent].sort((a, b) => b.getTime() - a.getTime());
    const releasing = sorted[policy.lockAfter - 1] as Date;
    const retryAfterMs = releasing.getTime() + windowMs - now.getTime();
    return { kind: 'locked', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
  if (recent.length >= policy.slowAfter) {
    const steps = recent.length - policy.slowAfter + 1;
    return { kind: 'allow', delayMs: Math.min(policy.maxDelayMs, steps * policy.stepMs) };
  }
  return { kind: 'allow', delayMs: 0 };
}

/** The stricter of two decisions. */
function stricter(a: ThrottleDecision, b: ThrottleDecision): ThrottleDecision {
  if (a.kind === 'locked' || b.kind === 'locked') {
    const seconds = [a, b].map((decision) => (decision.kind === 'locked' ? decision.retryAfterSeconds : 0));
    return { kind: 'locked', retryAfterSeconds: Math.max(...seconds) };
  }
  return { kind: 'allow', delayMs: Math.max(a.delayMs, b.delayMs) };
}

export interface Attempter {
  /** Trimmed and lower-cased. */
  email: string;
  address: string | null;
}

export type ThrottledCheck =
  | { kind: 'ok' }
  | { kind: 'failed' }
  | { kind: 'locked'; retryAfterSeconds: number };

export interface ThrottleOptions {
  policy?: { email: ThrottlePolicy; address: ThrottlePolicy };
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Runs one password check under the login throttle. The attempt is written first (as a failure,
 * outside any transaction), so that parallel guesses see each other and a burst locks as fast as a
 * sequence; a success then marks it. A refused attempt is removed again, so that waiting out the
 * lock is enough. Runs on the database itself, never inside a mutation's transaction: failures
 * must stay recorded when the mutation fails.
 */
export async function throttledCheck(
  db: Queryable,
  who: Attempter,
  check: () => Promise<boolean>,
  options: ThrottleOptions = {},
): Promise<ThrottledCheck> {
  const policy = options.policy ?? LOGIN_THROTTLE;
  const wait = options.wait ?? sleep;
  const [attempt] = await db.query<{ id: string; now: Date }>(
    `INSERT INTO login_attempt (email, ip, kind, success) VALUES ($1, $2, 'login', false)
     RETURNING id, now() AS now`,
    [who.email, who.address],
  );
  if (!attempt) throw new Error('login attempt not recorded');
  const now = new Date(attempt.now);
  const [byEmail, byAddress] = await Promise.all([
    failuresByEmail(db, who.email, attempt.id, policy.email.windowMinutes),
    who.address ? failuresByAddress(db, who.address, attempt.id, policy.address.windowMinutes) : [],
  ]);
  const decision = stricter(decide(byEmail, policy.email, now), decide(byAddress, policy.address, now));
  if (decision.kind === 'locked') {
    await db.query('DELETE FROM login_attempt WHERE id = $1', [attempt.id]);
    return decision;
  }
  if (decision.delayMs > 0) await wait(decision.delayMs);
  const ok = await check();
  if (ok) await db.query('UPDATE login_attempt SET success = true WHERE id = $1', [attempt.id]);
  return ok ? { kind: 'ok' } : { kind: 'failed' };
}

async function failuresByEmail(db: Queryable, email: string, own: string, minutes: number): Promise<Date[]> {
  const rows = await db.query<{ attempted_at: Date }>(
    `SELECT attempted_at FROM login_attempt
      WHERE lower(email) = $1 AND kind = 'login' AND NOT success AND id <> $2
        AND attempted_at > now() - make_interval(mins => $3)
        AND attempted_at > coalesce(
          (SELECT max(attempted_at) FROM login_attempt
            WHERE lower(email) = $1 AND kind = 'login' AND success), '-infinity')
      ORDER BY attempted_at DESC LIMIT 100`,
    [email, own, minutes],
  );
  return rows.map((row) => new Date(row.attempted_at));
}

async function failuresByAddress(
  db: Queryable,
  address: string,
  own: string,
  minutes: number,
): Promise<Date[]> {
  const rows = await db.query<{ attempted_at: Date }>(
    `SELECT attempted_at FROM login_attempt
      WHERE ip = $1::inet AND kind = 'login' AND NOT success AND id <> $2
        AND attempted_at > now() - make_interval(mins => $3)
      ORDER BY attempted_at DESC LIMIT 100`,
    [address, own, minutes],
  );
  return rows.map((row) => new Date(row.attempted_at));
}
