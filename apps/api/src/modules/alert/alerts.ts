import { isValidEmail } from '@shop/validation';
import type { StorefrontUrls } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import { noSuchEntityError } from '../../errors.js';
import { keyedInputError, messageLanguage } from '../../texts.js';
import { storefrontLink } from '../customer/mails.js';
import { enqueueMail, renderMail } from '../mail/outbox.js';
import { URL_SUFFIX } from '../product/resolvers.js';
import type { StoreView } from '../store/stores.js';
import { alertText } from './messages.js';

export type AlertType = 'stock';

export interface AlertSubscription {
  email: string;
  sku: string;
  type: AlertType;
}

interface AlertProduct {
  id: number;
  sku: string;
  name: string;
  in_stock: boolean | null;
}

/**
 * Subscribes `email` to the back-in-stock alert of `sku` (docs/BEHAVIOUR.md#api-calls productAlertSubscription). The
 * product must be sold in the store view and be out of stock. One subscription per address and
 * product: subscribing again keeps the one there is, and re-arms it when its e-mail went out
 * before (the product sold out again since).
 */
export async function subscribeToStockAlert(
  tx: Queryable,
  options: { store: StoreView; email: string | null; sku: string; customerId: number | null },
): Promise<AlertSubscription> {
  const { store } = options;
  const email = options.email?.trim() ?? '';
  const sku = options.sku.trim();
  const problem = !email ? 'required.email' : !isValidEmail(email) ? 'email.invalid' : null;
  if (problem) {
    throw keyedInputError([{ field: 'email', key: problem, message: alertText(store.language, problem) }]);
  }
  const [product] = await tx.query<AlertProduct>(
    `SELECT p.id, p.sku, ps.name, range.in_stock
       FROM product p
       JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $2
       LEFT JOIN LATERAL product_price_range(p) range ON true
      WHERE p.sku = $1 AND p.is_enabled`,
    [sku, store.code],
  );
  if (!product) {
    throw noSuchEntityError(alertText(store.language, 'alert.product_not_found', { sku }), {
      key: 'alert.product_not_found',
      field: 'sku',
    });
  }
  if (product.in_stock) {
    const message = alertText(store.language, 'alert.in_stock', { name: product.name });
    throw keyedInputError([{ field: 'sku', key: 'alert.in_stock', message }]);
  }
  await tx.query(
    `INSERT INTO product_alert_subscription (email, product_id, type, customer_id, store_code)
     VALUES ($1, $2, 'stock', $3, $4)
     ON CONFLICT (product_id, type, lower(email)) DO UPDATE
        SET sent_at = NULL,
            store_code = excluded.store_code,
            customer_id = coalesce(product_alert_subscription.customer_id, excluded.customer_id)`,
    [email, product.id, options.customerId, store.code],
  );
  return { email, sku: product.sku, type: 'stock' };
}

interface ClaimedAlert {
  email: string;
  store_code: string;
  language: string;
  base_url: string;
  name: string;
  url_key: string;
}

/**
 * Sends the back-in-stock e-mails for products whose stock rose above zero (e.g. a cancelled order
 * released it): every unsent stock alert of those products, of the configurable, grouped and bundle
 * products they belong to, whose product can be bought again now, gets its e-mail queued in the
 * subscription's store view language and is marked sent. Call it inside the transaction that raised
 * the stock, then `kickMailDelivery(db)` after the commit. Claiming and marking is one statement, so
 * concurrent calls never send an alert twice. Answers the number of e-mails queued.
 */
export async function sendBackInStockAlerts(
  tx: Queryable,
  productIds: readonly number[],
  options: { storefronts: StorefrontUrls },
): Promise<number> {
  if (productIds.length === 0) return 0;
  const claimed = await tx.query<ClaimedAlert>(
    `WITH affected AS (
       SELECT unnest($1::int[]) AS id
       UNION SELECT parent_id FROM product_relation WHERE child_id = ANY($1::int[])
       UNION SELECT o.product_id FROM bundle_selection s JOIN bundle_option o ON o.id = s.option_id
              WHERE s.product_id = ANY($1::int[])
     ), claimed AS (
       UPDATE product_alert_subscription a SET sent_at = now()
         FROM product p CROSS JOIN LATERAL product_price_range(p) range
        WHERE a.product_id = p.id AND p.id IN (SELECT id FROM affected)
          AND a.type = 'stock' AND a.sent_at IS NULL AND p.is_enabled AND range.in_stock
       RETURNING a.email, a.store_code, a.product_id
     )
     SELECT c.email, c.store_code, s.language, s.base_url, ps.name, ps.url_key
       FROM claimed c
       JOIN store s ON s.code = c.store_code
       JOIN product_store ps ON ps.product_id = c.product_id AND ps.store_code = c.store_code
      ORDER BY c.product_id, c.email`,
    [[...productIds]],
  );
  for (const alert of claimed) {
    const language = messageLanguage(alert.language);
    const store = { code: alert.store_code, language, baseUrl: alert.base_url };
    const mail = renderMail(
      {
        subject: alertText(language, 'alert.mail_subject', { name: alert.name }),
        greeting: alertText(language, 'alert.mail_greeting'),
        paragraphs: [alertText(language, 'alert.mail_body', { name: alert.name })],
        action: {
          label: alertText(language, 'alert.mail_action'),
          url: storefrontLink(options.storefronts, store, `${alert.url_key}${URL_SUFFIX}`),
        },
        footer: [alertText(language, 'alert.mail_footer')],
      },
      language,
    );
    await enqueueMail(tx, {
      ...mail,
      to: alert.email,
      template: 'back_in_stock',
      storeCode: alert.store_code,
    });
  }
  return claimed.length;
}
