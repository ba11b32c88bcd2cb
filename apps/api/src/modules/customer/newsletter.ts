import { randomBytes } from 'node:crypto';
import type { StorefrontUrls } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { enqueueNewsletterConfirmationMail, type MailStore } from './mails.js';

/** Magento's SubscriptionStatusesEnum; stored lower-case in newsletter_subscriber.status. */
export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

interface SubscriberRow {
  id: number;
  status: string;
  customer_id: number | null;
}

async function subscriberByEmail(tx: Queryable, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx.query<SubscriberRow>(
    'SELECT id, status, customer_id FROM newsletter_subscriber WHERE lower(email) = lower($1) FOR UPDATE',
    [email],
  );
  return row;
}

/** How long a confirmation link of a newsletter subscription works. */
export const CONFIRMATION_LIFETIME_DAYS = 7;

/**
 * Asks for a newsletter subscription of `email` (double opt-in): the address gets a confirmation
 * mail with a single-use link, and stays NOT_ACTIVE (an account using it not subscribed) until the
 * link is followed. An address that is subscribed already gets nothing. The caller answers the same
 * whatever the address's state, so that nobody learns who reads the newsletter.
 */
export async function requestSubscription(
  tx: Queryable,
  email: string,
  context: { store: MailStore; storefronts: StorefrontUrls },
): Promise<void> {
  const [customer] = await tx.query<{ id: number; firstname: string }>(
    'SELECT id, firstname FROM customer WHERE lower(email) = lower($1)',
    [email],
  );
  const [linked] = customer
    ? await tx.query<SubscriberRow>(
        'SELECT id, status, customer_id FROM newsletter_subscriber WHERE customer_id = $1 FOR UPDATE',
        [customer.id],
      )
    : [];
  const row = linked ?? (await subscriberByEmail(tx, email));
  if (row?.status === 'subscribed') return;
  const code = randomBytes(16).toString('hex');
  if (row) {
    await tx.query(
      `UPDATE newsletter_subscriber SET status = 'not_active', store_code = $2, confirm_code = $3,
         customer_id = coalesce(customer_id, $4), updated_at = now()
        WHERE id = $1`,
      [row.id, context.store.code, code, customer?.id ?? null],
    );
  } else {
    await tx.query(
      `INSERT INTO newsletter_subscriber (email, store_code, status, confirm_code, customer_id)
       VALUES ($1, $2, 'not_active', $3, $4)`,
      [email, context.store.code, code, customer?.id ?? null],
    );
  }
  await enqueueNewsletterConfirmationMail(tx, {
    ...context,
    to: email,
    firstname: customer?.firstname ?? null,
    code,
    lifetimeDays: CONFIRMATION_LIFETIME_DAYS,
  });
}

/**
 * Confirms the subscription of a confirmation link: the address is subscribed (and an account using
 * it too). False when the code names no subscription waiting for confirmation, or is too old.
 */
export async function confirmSubscription(tx: Queryable, code: string): Promise<boolean> {
  const [row] = await tx.query<{ id: number; email: string; store_code: string; customer_id: number | null }>(
    `SELECT id, email, store_code, customer_id FROM newsletter_subscriber
      WHERE confirm_code = $1 AND status = 'not_active'
        AND updated_at > now() - make_interval(days => $2)
      FOR UPDATE`,
    [code, CONFIRMATION_LIFETIME_DAYS],
  );
  if (!row) return false;
  await tx.query(
    `UPDATE newsletter_subscriber SET status = 'subscribed', confirm_code = NULL, updated_at = now() WHERE id = $1`,
    [row.id],
  );
  const [customer] = await tx.query<{ id: number }>(
    'SELECT id FROM customer WHERE id = $1 OR lower(email) = lower($2) ORDER BY id = $1 DESC LIMIT 1',
    [row.customer_id, row.email],
  );
  if (customer) await setCustomerSubscription(tx, Number(customer.id), true, row.store_code);
  return true;
}

/**
 * Sets a customer's newsletter subscription: customer.is_subscribed and their newsletter_subscriber
 * row (found by customer or by e-mail; created when missing), kept in step. Subscribing this way is
 * for a confirmed address only (confirmSubscription); an unsubscription needs no confirmation.
 */
export async function setCustomerSubscription(
  tx: Queryable,
  customerId: number,
  subscribed: boolean,
  storeCode: string,
): Promise<void> {
  const [customer] = await tx.query<{ email: string }>(
    'UPDATE customer SET is_subscribed = $2, updated_at = now() WHERE id = $1 RETURNING email',
    [customerId, subscribed],
  );
  if (!customer) return;
  const status = subscribed ? 'subscribed' : 'unsubscribed';
  const [linked] = await tx.query<SubscriberRow>(
    'SELECT id, status, customer_id FROM newsletter_subscriber WHERE customer_id = $1 FOR UPDATE',
    [customerId],
  );
  const row = linked ?? (await subscriberByEmail(tx, customer.email));
  if (row) {
    // A guest subscription of the same address merges into the customer's.
    await tx.query(
      'DELETE FROM newsletter_subscriber WHERE lower(email) = lower($1) AND id <> $2 AND customer_id IS NULL',
      [customer.email, row.id],
    );
    await tx.query(
      `UPDATE newsletter_subscriber SET status = $2, customer_id = $3, email = $4, store_code = $5,
         confirm_code = NULL, updated_at = now()
        WHERE id = $1`,
      [row.id, status, customerId, customer.email, storeCode],
    );
  } else if (subscribed) {
    await tx.query(
      `INSERT INTO newsletter_subscriber (email, store_code, status, customer_id) VALUES ($1, $2, 'subscribed', $3)`,
      [customer.email, storeCode, customerId],
    );
  }
}

/** After an e-mail change: the customer's subscription follows the new address. */
export async function moveSubscriberEmail(tx: Queryable, customerId: number, email: string): Promise<void> {
  const [linked] = await tx.query<{ id: number }>(
    'SELECT id FROM newsletter_subscriber WHERE customer_id = $1',
    [customerId],
  );
  if (!linked) return;
  await tx.query(
    'DELETE FROM newsletter_subscriber WHERE lower(email) = lower($1) AND id <> $2 AND customer_id IS NULL',
    [email, linked.id],
  );
  await tx.query('UPDATE newsletter_subscriber SET email = $2, updated_at = now() WHERE id = $1', [
    linked.id,
    email,
  ]);
}
