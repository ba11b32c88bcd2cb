import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { StoreRegistry, StoreView } from '../store/stores.js';
import { applyPaymentEvent } from './events.js';
import { expirePendingPayments, startPendingPaymentExpiry } from './expiry.js';
import {
  isMultisafepayOrderNumber,
  MULTISAFEPAY_NOTIFICATION_PATH,
  type MultisafepayProvider,
  verifyNotification,
} from './multisafepay.js';
import { messagePage, type PaymentField, pageTexts, paymentPage } from './page.js';
import { isPaymentReference, PaymentServiceError, returnUrl } from './provider.js';
import { paymentProviders } from './setup.js';
import { SIGNATURE_HEADER, TESTPAY_PAGE_PATH, testpayEvent, WEBHOOK_PATH } from './testpay.js';

interface TestpayPayment {
  reference: string;
  payment_status: string;
  order_id: number;
  increment_id: string;
  hash: string;
  grand_total: string;
  currency_code: string;
  store_code: string;
  order_status: string;
  method_code: string;
  method_title: string;
  provider_method: string | null;
  additional_data: Record<string, string>;
}

async function findTestpayPayment(db: Database, reference: string): Promise<TestpayPayment | undefined> {
  if (!isPaymentReference(reference)) return undefined;
  const [row] = await db.query<TestpayPayment>(
    `SELECT t.reference, t.status AS payment_status, o.id AS order_id, o.increment_id, o.hash, o.grand_total,
            o.currency_code, o.store_code, o.status AS order_status, p.method_code, p.method_title,
            pm.provider_method, p.additional_data
       FROM payment_transaction t
       JOIN sales_order o ON o.id = t.order_id
       JOIN sales_order_payment p ON p.order_id = o.id
       LEFT JOIN payment_method pm ON pm.code = p.method_code
      WHERE t.provider = 'testpay' AND t.reference = $1`,
    [reference],
  );
  return row;
}

/** The method's choosers (e.g. iDEAL's bank) with their options and labels in the store view. */
async function paymentFields(db: Database, methodCode: string, storeCode: string): Promise<PaymentField[]> {
  const rows = await db.query<{
    code: string;
    type: string;
    label: string;
    is_required: boolean;
    options: { value: string; label: string }[];
  }>(
    `SELECT f.code, f.type, COALESCE(fs.label, f.code) AS label, f.is_required,
            json_agg(json_build_object('value', o.value, 'label', o.label) ORDER BY o.position, o.value) AS options
       FROM payment_method_field f
       JOIN payment_method_field_option o ON o.field_id = f.id
       LEFT JOIN payment_method_field_store fs ON fs.field_id = f.id AND fs.store_code = $2
      WHERE f.payment_method_code = $1 AND f.type IN ('select', 'radio')
      GROUP BY f.id, fs.label ORDER BY f.position, f.id`,
    [methodCode, storeCode],
  );
  return rows.map((row) => ({
    code: row.code,
    type: row.type,
    label: row.label,
    required: row.is_required,
    options: row.options,
  }));
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(html);
}

/** The url of this api as its own socket sees it: the test provider calls the webhook there. */
function ownOrigin(req: FastifyRequest): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

/**
 * The payment routes: the test provider's hosted page (`GET /testpay/checkout/:reference`) and its
 * buttons (`POST`, which report the outcome to the api's webhook over HTTP, signed, and then send the
 * shopper to the storefront's `/testpay/connect/success|cancel`), the providers' webhook
 * (`POST /payment/webhook/:provider`, idempotent by event id; a call without a valid signature is 401)
 * and MultiSafepay's notifications (`GET|POST /payment/webhook/multisafepay`, when it is configured).
 */
export async function registerPayment(
  app: FastifyInstance,
  options: { db: Database; config: ApiConfig; stores: StoreRegistry },
): Promise<void> {
  const { db, config, stores } = options;
  const providers = paymentProviders(config);
  const storeOf = (code: string): StoreView => stores.select(code);
  if (config.production && providers.has('testpay')) {
    app.log.warn(
      'TEST_PAYMENTS is on in production: the testpay_* methods let anyone "pay" orders without money',
    );
  }
  const expiryOptions = {
    db,
    providers,
    lifetimeMinutes: config.pendingPaymentLifetimeMinutes,
    storefronts: config,
    stores: () => stores.all(),
    log: app.log,
  };
  const expiry = startPendingPaymentExpiry(expiryOptions);
  app.addHook('onClose', async () => {
    await expiry.stop();
  });
  if (config.testHooks) {
    // Test-only (ENABLE_TEST_HOOKS): a sweep of unpaid orders now instead of within the minute.
    app.post('/test-hooks/expire-pending-payments', async () => expirePendingPayments(expiryOptions));
  }

  await app.register(async (scope) => {
    // Signatures cover the exact bytes: keep the bodies as text.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.post<{ Params: { provider: string }; Body: string }>(
      `${WEBHOOK_PATH}/:provider`,
      async (req, reply) => {
        const provider = providers.get(req.params.provider);
        if (!provider?.readWebhook) return reply.status(404).send({ error: 'unknown payment provider' });
        const event = provider.readWebhook(req.headers, typeof req.body === 'string' ? req.body : '');
        if (!event) return reply.status(401).send({ error: 'invalid signature' });
        const outcome = await applyPaymentEvent(db, event, {
          storefronts: config,
          stores: () => stores.all(),
        });
        if (outcome.kind === 'unknown-payment') return reply.status(404).send({ error: 'unknown payment' });
        return reply.send(
          outcome.kind === 'duplicate'
            ? { status: 'duplicate', applied: false }
            : { status: 'processed', applied: outcome.applied, order_status: outcome.status },
        );
      },
    );

    const multisafepay = providers.get('multisafepay') as MultisafepayProvider | undefined;
    if (multisafepay) registerMultisafepayNotifications(scope, multisafepay);

    scope.get<{ Params: { reference: string } }>(`${TESTPAY_PAGE_PATH}/:reference`, async (req, reply) => {
      const found = await findTestpayPayment(db, req.params.reference);
      if (!found) return sendHtml(reply, 404, messagePage('en', 'Unknown payment.', null));
      const store = storeOf(found.store_code);
      if (found.payment_status !== 'open') return sendHtml(reply, 409, closedPage(found, store));
      return sendHtml(reply, 200, paymentPage(await pageData(found, store)));
    });

    scope.post<{ Params: { reference: string }; Body: Record<string, string> }>(
      `${TESTPAY_PAGE_PATH}/:reference`,
      async (req, reply) => {
        const found = await findTestpayPayment(db, req.params.reference);
        if (!found) return sendHtml(reply, 404, messagePage('en', 'Unknown payment.', null));
        const store = storeOf(found.store_code);
        if (found.payment_status !== 'open') return sendHtml(reply, 409, closedPage(found, store));
        const form = typeof req.body === 'object' && req.body ? req.body : {};
        const action = form.action === 'pay' || form.action === 'fail' ? form.action : 'cancel';
        const data = await pageData(found, store);
        const chosen = { ...data.chosen };
        for (const field of data.fields) {
          const value = form[field.code];
          if (value && field.options.some((option) => option.value === value)) chosen[field.code] = value;
        }
        const missing = data.fields.find((field) => field.required && !chosen[field.code]);
        if (action === 'pay' && missing) {
          return sendHtml(
            reply,
            400,
            paymentPage({ ...data, chosen, error: pageTexts(store.language).required(missing.label) }),
          );
        }
        const status = action === 'pay' ? 'paid' : action === 'fail' ? 'failed' : 'canceled';
        const call = testpayEvent(config.paymentWebhookSecret, {
          reference: found.reference,
          status,
          method: found.provider_method,
          ...(chosen.issuer ? { issuer: chosen.issuer } : {}),
        });
        const answer = await fetch(`${ownOrigin(req)}${WEBHOOK_PATH}/testpay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: call.signature },
          body: call.body,
        }).catch((error: Error) => {
          req.log.error({ err: error }, 'testpay webhook call failed');
          return null;
        });
        if (!answer?.ok) {
          return sendHtml(
            reply,
            502,
            paymentPage({ ...data, chosen, error: pageTexts(store.language).unreachable }),
          );
        }
        const outcome = status === 'paid' ? 'success' : 'cancel';
        return reply.redirect(returnUrl(config, store, 'testpay', outcome, found.hash), 303);
      },
    );
  });

  /**
   * MultiSafepay's notifications: a POST (notification_method POST) must carry a valid `Auth`
   * signature of its body; a GET (`?transactionid=`, as set in MultiSafepay Control) carries none.
   * Neither is believed: the order's status is read from `GET orders/{order_id}` before anything
   * changes, and applied once per status. Answered `OK` once handled; a refused or failed call gets
   * another status, so that MultiSafepay repeats it.
   */
  function registerMultisafepayNotifications(scope: FastifyInstance, provider: MultisafepayProvider) {
    const handle = async (req: FastifyRequest, reply: FastifyReply, orderNumber: unknown) => {
      const text = (status: number, body: string) =>
        reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(body);
      if (typeof orderNumber !== 'string' || !isMultisafepayOrderNumber(orderNumber)) {
        req.log.warn({ provider: 'multisafepay' }, 'payment notification without a valid transactionid');
        return text(400, 'transactionid missing');
      }
      const [payment] = await db.query<{ amount: string; currency_code: string }>(
        `SELECT amount, currency_code FROM payment_transaction WHERE provider = 'multisafepay' AND reference = $1`,
        [orderNumber],
      );
      if (!payment) {
        req.log.warn(
          { provider: 'multisafepay', order: orderNumber },
          'payment notification for an unknown order',
        );
        return text(404, 'unknown order');
      }
      let truth: Awaited<ReturnType<MultisafepayProvider['readOrderEvent']>>;
      try {
        truth = await provider.readOrderEvent(orderNumber);
      } catch (error) {
        if (!(error instanceof PaymentServiceError)) throw error;
        req.log.warn({ err: error, order: orderNumber }, 'MultiSafepay order status unavailable');
        return text(503, 'status unavailable, try again');
      }
      const { order, event } = truth;
      const paidInFull =
        order.amount === Math.round(Number(payment.amount) * 100) && order.currency === payment.currency_code;
      if (event?.status === 'paid' && !paidInFull) {
        req.log.error(
          { order: orderNumber, amount: order.amount, currency: order.currency },
          'MultiSafepay reports another amount than the order: order left unchanged',
        );
        return text(200, 'OK');
      }
      if (event) {
        const outcome = await applyPaymentEvent(db, event, {
          storefronts: config,
          stores: () => stores.all(),
        });
        req.log.info(
          { order: orderNumber, status: order.status, outcome: outcome.kind },
          'MultiSafepay notification',
        );
      }
      return text(200, 'OK');
    };

    scope.post<{ Querystring: { transactionid?: string }; Body: string }>(
      MULTISAFEPAY_NOTIFICATION_PATH,
      async (req, reply) => {
        const body = typeof req.body === 'string' ? req.body : '';
        const auth = req.headers.auth;
        if (!verifyNotification(provider.apiKey, body, Array.isArray(auth) ? auth[0] : auth)) {
          req.log.warn(
            { provider: 'multisafepay' },
            'payment notification with a bad or old signature refused',
          );
          return reply
            .status(401)
            .header('content-type', 'text/plain; charset=utf-8')
            .send('invalid signature');
        }
        let orderId: unknown = req.query.transactionid;
        if (orderId === undefined) {
          try {
            orderId = (JSON.parse(body) as { order_id?: unknown })?.order_id;
          } catch {
            orderId = undefined;
          }
        }
        return handle(req, reply, orderId);
      },
    );
    scope.get<{ Querystring: { transactionid?: string } }>(MULTISAFEPAY_NOTIFICATION_PATH, (req, reply) =>
      handle(req, reply, req.query.transactionid),
    );
  }

  async function pageData(found: TestpayPayment, store: StoreView) {
    return {
      language: store.language,
      locale: store.locale,
      reference: found.reference,
      orderNumber: found.increment_id,
      amount: Number(found.grand_total),
      currency: found.currency_code,
      methodTitle: found.method_title,
      fields: await paymentFields(db, found.method_code, found.store_code),
      chosen: found.additional_data ?? {},
    };
  }

  function closedPage(found: TestpayPayment, store: StoreView): string {
    const outcome = found.payment_status === 'paid' ? 'success' : 'cancel';
    return messagePage(
      store.language,
      pageTexts(store.language).done,
      returnUrl(config, store, 'testpay', outcome, found.hash),
    );
  }
}
