import type { MessageParams } from '@shop/validation';
import { hashToken } from '../../auth.js';
import type { ApiConfig } from '../../config.js';
import type { Database, Queryable } from '../../db/database.js';
import { categorizedError } from '../../errors.js';
import { kickMailDelivery } from '../mail/delivery.js';
import type { StoreLike } from './addresses.js';
import {
  assertNewPassword,
  type CustomerRow,
  changeCustomerEmail,
  findCustomerByEmail,
  loadCustomer,
  passwordHashOf,
  setCustomerPassword,
} from './customers.js';
import { enqueuePasswordResetMail, type MailStore } from './mails.js';
import { text } from './messages.js';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords.js';
import { type ThrottleOptions, throttledCheck } from './throttle.js';
import { issueCustomerToken, newOpaqueToken, revokeOtherCustomerTokens } from './tokens.js';
import { checkEmail, clean, ruleError, type Violation, violationError } from './validation.js';

/** What the account flows need from a request. */
export interface AccountRequest {
  db: Queryable & Pick<Database, 'transaction'>;
  store: StoreLike & MailStore;
  config: Pick<
    ApiConfig,
    'customerTokenLifetimeHours' | 'passwordResetLifetimeMinutes' | 'storefrontUrl' | 'storefrontUrls'
  >;
  /** The client's IP address (login throttling), null when unknown. */
  address: string | null;
  throttle?: ThrottleOptions;
}

function authenticationError(
  request: AccountRequest,
  key: 'customer.invalid_login' | 'customer.login_locked',
  retryAfterSeconds?: number,
) {
  const params: MessageParams = retryAfterSeconds ? { minutes: Math.ceil(retryAfterSeconds / 60) } : {};
  return categorizedError('graphql-authentication', text(request.store.language, key, params), {
    key,
    ...(retryAfterSeconds ? { retry_after: retryAfterSeconds } : {}),
  });
}

/**
 * generateCustomerToken: checks the password under the login throttle and answers a new token.
 * A seeded scrypt hash (or an argon2 hash with old parameters) is replaced by a fresh argon2id hash.
 */
export async function login(request: AccountRequest, email: string, password: string): Promise<string> {
  const violations: Violation[] = [];
  const address = checkEmail('email', email, violations);
  if (!password) violations.push({ field: 'password', key: 'required.password' });
  if (violations.length > 0) throw violationError(request.store.language, violations);
  const who = { email: (address as string).toLowerCase(), address: request.address };
  let customer: Awaited<ReturnType<typeof findCustomerByEmail>> = null;
  let rehash = false;
  const result = await throttledCheck(
    request.db,
    who,
    async () => {
      customer = await findCustomerByEmail(request.db, who.email);
      if (!customer) {
        await spendPasswordCheck(password);
        return false;
      }
      const check = await verifyPassword(password, customer.passwordHash);
      rehash = check.needsRehash;
      return check.ok;
    },
    request.throttle,
  );
  if (result.kind === 'locked')
    throw authenticationError(request, 'customer.login_locked', result.retryAfterSeconds);
  const found = customer as (CustomerRow & { passwordHash: string }) | null;
  if (result.kind === 'failed' || !found) throw authenticationError(request, 'customer.invalid_login');
  const newHash = rehash ? await hashPassword(password) : null;
  return request.db.transaction(async (tx) => {
    if (newHash) {
      // Only if nobody changed the password meanwhile.
      await tx.query('UPDATE customer SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [
        found.id,
        newHash,
        found.passwordHash,
      ]);
    }
    return issueCustomerToken(tx, found.id, request.config.customerTokenLifetimeHours);
  });
}

/**
 * Checks the logged-in customer's current password (changing password or e-mail) under the same
 * throttle as logins to their address; a wrong one is `graphql-authentication`.
 */
export async function checkCurrentPassword(
  request: AccountRequest,
  customerId: number,
  password: string | null | undefined,
  field: string,
): Promise<void> {
  if (!password) throw ruleError(request.store.language, field, 'required.password');
  const customer = await loadCustomer(request.db, customerId);
  if (!customer) throw new Error(`customer ${customerId} not found`);
  const result = await throttledCheck(
    request.db,
    { email: customer.email.toLowerCase(), address: request.address },
    async () => {
      const hash = await passwordHashOf(request.db, customerId);
      return hash !== null && (await verifyPassword(password, hash)).ok;
    },
    request.throttle,
  );
  if (result.kind === 'locked')
    throw authenticationError(request, 'customer.login_locked', result.retryAfterSeconds);
  if (result.kind === 'failed') {
    throw categorizedError(
      'graphql-authentication',
      text(request.store.language, 'customer.invalid_current_password'),
      { key: 'customer.invalid_current_password', field },
    );
  }
}

/**
 * changeCustomerPassword: the current password must match; the new one passes the rules. Every
 * other token of the customer is revoked; the one of this request stays valid.
 */
export async function changePassword(
  request: AccountRequest,
  customerId: number,
  currentToken: string | undefined,
  currentPassword: string,
  newPassword: string,
): Promise<CustomerRow> {
  assertNewPassword('newPassword', newPassword, request.store.language);
  await checkCurrentPassword(request, customerId, currentPassword, 'currentPassword');
  return request.db.transaction(async (tx) => {
    await setCustomerPassword(tx, customerId, newPassword);
    await revokeOtherCustomerTokens(tx, customerId, currentToken);
    return (await loadCustomer(tx, customerId)) as CustomerRow;
  });
}

/** updateCustomerEmail: the password must match; the new address must be valid and free. */
export async function changeEmail(
  request: AccountRequest,
  customerId: number,
  email: string,
  password: string,
): Promise<CustomerRow> {
  const violations: Violation[] = [];
  checkEmail('email', email, violations);
  if (violations.length > 0) throw violationError(request.store.language, violations);
  await checkCurrentPassword(request, customerId, password, 'password');
  return request.db.transaction((tx) => changeCustomerEmail(tx, customerId, email, request.store.language));
}

/**
 * requestPasswordResetEmail: when an account uses the address, a single-use token valid for
 * PASSWORD_RESET_TOKEN_LIFETIME_MINUTES is stored hashed and mailed as a link. The answer is the
 * same either way; only a malformed address is an error (and the rate limit, which the resolver
 * applies before, counts known and unknown addresses alike).
 */
export async function requestPasswordReset(request: AccountRequest, email: string): Promise<boolean> {
  const violations: Violation[] = [];
  const address = checkEmail('email', email, violations);
  if (violations.length > 0) throw violationError(request.store.language, violations);
  const customer = await findCustomerByEmail(request.db, (address as string).toLowerCase());
  if (!customer) return true;
  const token = newOpaqueToken();
  const lifetimeMinutes = request.config.passwordResetLifetimeMinutes;
  await request.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO password_reset_token (token_hash, customer_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hashToken(token), customer.id, lifetimeMinutes],
    );
    await enqueuePasswordResetMail(tx, {
      store: request.store,
      storefronts: request.config,
      to: customer.email,
      firstname: customer.firstname,
      token,
      lifetimeMinutes,
    });
  });
  kickMailDelivery(request.db);
  return true;
}

/**
 * resetPassword: the token of the e-mail, for the account with this address, unused and not
 * expired, sets the new password. The token (and any other open reset token of the account) is
 * used up and every customer token revoked. An unknown, used or foreign token is
 * `customer.reset_token_invalid`, an expired one `customer.reset_token_expired` (graphql-input).
 */
export async function resetPassword(
  request: AccountRequest,
  email: string,
  resetToken: string,
  newPassword: string,
): Promise<boolean> {
  const language = request.store.language;
  const violations: Violation[] = [];
  const address = checkEmail('email', email, violations);
  const token = clean(resetToken);
  if (!token) violations.push({ field: 'resetPasswordToken', key: 'required.reset_token' });
  if (violations.length > 0) throw violationError(language, violations);
  assertNewPassword('newPassword', newPassword, language);
  await request.db.transaction(async (tx) => {
    const customerId = await useResetToken(tx, address as string, token as string, language);
    await setCustomerPassword(tx, customerId, newPassword);
    await tx.query(
      'UPDATE password_reset_token SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL',
      [customerId],
    );
    await revokeOtherCustomerTokens(tx, customerId, undefined);
  });
  return true;
}

/** Marks the token used (atomically: a token works once even when two resets race). */
async function useResetToken(tx: Queryable, email: string, token: string, language: string): Promise<number> {
  const [row] = await tx.query<{ customer_id: number; expired: boolean; used: boolean }>(
    `SELECT t.customer_id, t.expires_at <= now() AS expired, t.used_at IS NOT NULL AS used
       FROM password_reset_token t JOIN customer c ON c.id = t.customer_id
      WHERE t.token_hash = $1 AND lower(c.email) = lower($2)
      FOR UPDATE OF t`,
    [hashToken(token), email],
  );
  if (!row || row.used) throw ruleError(language, 'resetPasswordToken', 'customer.reset_token_invalid');
  if (row.expired) throw ruleError(language, 'resetPasswordToken', 'customer.reset_token_expired');
  const used = await tx.query(
    'UPDATE password_reset_token SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
    [hashToken(token)],
  );
  if (used.length === 0) throw ruleError(language, 'resetPasswordToken', 'customer.reset_token_invalid');
  return Number(row.customer_id);
}
