import type { Queryable } from '../../db/database.js';

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

/**
 * Subscribes an e-mail address (status SUBSCRIBED; no double opt-in). When an account uses the
 * address, the subscription belongs to it and its `is_subscribed` becomes true. Answers false when
 * the address was subscribed already.
 */
export async function subscribeEmail(
  tx: Queryable,
  email: string,
  storeCode: string,
): Promise<{ status: SubscriptionStatus; alreadySubscribed: boolean }> {
  const [customer] = await tx.query<{ id: number }>(
    'SELECT id FROM customer WHERE lower(email) = lower($1)',
    [email],
  );
  const existing = await subscriberByEmail(tx, email);
  if (existing?.status === 'subscribed') return { status: 'SUBSCRIBED', alreadySubscribed: true };
  if (customer) {
    await setCustomerSubscription(tx, Number(customer.id), true, storeCode);
  } else if (existing) {
    await tx.query(
      `UPDATE newsletter_subscriber SET status = 'subscribed', store_code = $2, confirm_code = NULL, updated_at = now()
        WHERE id = $1`,
      [existing.id, storeCode],
    );
  } else {
    await tx.query(
      `INSERT INTO newsletter_subscriber (email, store_code, status) VALUES ($1, $2, 'subscribed')`,
      [email, storeCode],
    );
  }
  return { status: 'SUBSCRIBED', alreadySubscribed: false };
}

/**
 * Sets a customer's newsletter subscription: customer.is_subscribed and their newsletter_subscriber
 * row (found by customer or by e-mail; created when missing), kept in step.
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
