import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Database } from './database.js';
import { migrate } from './migrate.js';

// Migration 0011: which tables tell the response cache that public answers may have changed.

/**
 * Tables that only private answers read. A new table must either be watched (its migration adds
 * the trigger) or be added here on purpose: otherwise the cache could keep answers it shows.
 */
const PRIVATE_TABLES = [
  'cart',
  'cart_address',
  'cart_item',
  // Derived from category_product, product_store and product_price_index, which notify (0014).
  'category_listing',
  // Read by carts and orders only (0014).
  'coupon',
  'coupon_usage',
  'customer',
  'customer_address',
  'customer_token',
  'email_outbox',
  'form_submission',
  'login_attempt',
  'newsletter_subscriber',
  'password_reset_token',
  'payment_transaction',
  'payment_webhook_event',
  'product_alert_subscription',
  // Derived from product_store and product_price_index, which notify (0024).
  'product_search',
  'product_view',
  'sales_order_address',
  'sales_order_comment',
  'sales_order_payment',
  'sales_order_shipment',
  'sales_order_shipment_item',
  'sales_order_shipment_track',
  'sales_order_tax',
  'schema_migration',
  // Derived from product_store and the sales a bulk load ranks by (0029); a bulk load notifies.
  'search_posting',
  'search_rank',
  // The webhook secret the api processes share (0023): no answer shows it.
  'shared_secret',
  'wishlist',
  'wishlist_item',
];

let db: Database;

let testDatabase: TestDatabase | undefined;
let notifications = 0;
const payloads: string[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();

  db = testDatabase.db;
  await migrate(db);
  await db.listen('shop_public_data_changed', {
    notified: (payload) => {
      notifications++;
      payloads.push(payload);
    },
    watching: () => {},
  });
}, 60_000);

afterAll(async () => {
  await testDatabase?.drop();
});

describe('public data change notifications', () => {
  it('watches every table but the private ones', async () => {
    const unwatched = await db.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables t WHERE schemaname = current_schema()
          AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = (quote_ident(t.tablename))::regclass
                             AND g.tgname = t.tablename || '_changed')
        ORDER BY tablename`,
    );
    expect(unwatched.map((row) => row.tablename)).toEqual(PRIVATE_TABLES);
  });

  it('notifies once per committed change to public data, not for private data or a rollback', async () => {
    const before = notifications;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO global_message (id, background_color, text_color, is_active) VALUES (990001, '#000000', '#ffffff', false)`,
      );
      await tx.query(`UPDATE global_message SET is_active = true WHERE id = 990001`);
    });
    // Delivered with the commit: counted before transaction() resolved.
    expect(notifications).toBe(before + 1);
    await db.query(`INSERT INTO login_attempt (email, success) VALUES ('a@example.com', false)`);
    await db
      .transaction(async (tx) => {
        await tx.query(`DELETE FROM global_message WHERE id = 990001`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(notifications).toBe(before + 1);
  });

  it('names the products of offer changes and order items, not of changes to what listings select by', async () => {
    const [product] = await db.query<{ id: number }>(
      `INSERT INTO product (id, sku, type_id, stock_qty) VALUES (990001, 'NOTIFY-1', 'simple', 5) RETURNING id`,
    );
    const id = product?.id;
    const changes = async (sql: string) => {
      payloads.length = 0;
      await db.query(sql);
      return [...new Set(payloads)];
    };
    expect(
      await changes(`UPDATE product SET stock_qty = stock_qty - 1, updated_at = now() WHERE id = ${id}`),
    ).toEqual([`products:${id}`]);
    expect(await changes(`UPDATE product SET special_price = 1 WHERE id = ${id}`)).toEqual([
      `products:${id}`,
    ]);
    // What listings select by (sku, type, visibility, enabled) may change which products they hold.
    expect(await changes(`UPDATE product SET visibility = 1 WHERE id = ${id}`)).toContain('');
    await db.query(
      `INSERT INTO store (code, name, language, locale, search_config, base_currency_code,
                          default_display_currency_code, root_category_id)
       VALUES ('notify', 'N', 'de', 'de_DE', 'german', 'EUR', 'EUR', 1)`,
    );
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO sales_order (increment_id, hash, customer_is_guest, store_code, status, customer_email,
                                customer_firstname, customer_lastname, total_qty_ordered, subtotal,
                                subtotal_incl_tax, tax_amount, grand_total, base_grand_total)
       VALUES ('NOTIFY-1', repeat('a', 32), true, 'notify', 'pending_payment', 'n@example.com', 'N', 'N', 1, 1, 1, 0, 1, 1)
       RETURNING id`,
    );
    expect(
      await changes(
        `INSERT INTO sales_order_item (order_id, product_id, product_type, sku, name, qty_ordered, price,
                                       price_incl_tax, row_total, row_total_incl_tax)
         VALUES (${order?.id}, ${id}, 'simple', 'NOTIFY-1', 'n', 1, 1, 1, 1, 1)`,
      ),
    ).toEqual([`products:${id}`]);
    expect(await changes(`UPDATE sales_order SET status = 'canceled' WHERE id = ${order?.id}`)).toEqual([
      `products:${id}`,
    ]);
  });
});
