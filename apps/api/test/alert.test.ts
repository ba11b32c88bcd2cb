import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { sendBackInStockAlerts } from '../src/modules/alert/index.js';
import { alertMessages } from '../src/modules/alert/messages.js';
import { StoreRegistry } from '../src/modules/store/stores.js';
import { buildServer } from '../src/server.js';
import { type GraphQLResponse, graphql } from './graphql.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

// Back-in-stock alerts (docs/BEHAVIOUR.md#roles-and-permissions, #api-calls productAlertSubscription). The subscription rules run against
// the suite's api; the e-mails against an api of this file's own database, whose stock the test
// raises the way a cancelled order does (in a transaction that then calls sendBackInStockAlerts).

type Store = 'de' | 'nl' | 'en';
type Data = Record<string, unknown>;

const SHOP_TOKEN = 'shop-demo-access-token';
const CONSUMER_KEY = 'shop-demo-consumer-key';
const SUBSCRIBE = `mutation ($email: String, $sku: String!) {
  productAlertSubscription(email: $email, sku: $sku, type: stock) { email sku type } }`;

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

function failure(response: GraphQLResponse<unknown>) {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.body.data)}`);
  return { message: error.message, category: error.extensions?.category, key: error.extensions?.key };
}

function unique(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

describe('productAlertSubscription', () => {
  const subscribe = (variables: Data, options: { token?: string; store?: Store } = {}) => {
    const token = options.token ?? CONSUMER_KEY;
    return graphql<{ productAlertSubscription: Data }>(SUBSCRIBE, {
      method: 'POST',
      variables,
      store: options.store ?? 'de',
      ...(token ? { token } : {}),
    });
  };
  let outOfStock: string;
  let inStock: { sku: string; name: string };

  beforeAll(async () => {
    const products: { sku: string; name: string; stock_status: string; __typename: string }[] = [];
    for (const page of [1, 2]) {
      const data = ok(
        await graphql<{ products: { items: typeof products } }>(
          `query ($page: Int) { products(pageSize: 100, currentPage: $page, sort: { name: ASC }) {
             items { __typename sku name stock_status } } }`,
          { variables: { page }, store: 'nl', token: SHOP_TOKEN },
        ),
      );
      products.push(...data.products.items);
    }
    const soldOut = products.find((product) => product.stock_status === 'OUT_OF_STOCK');
    const available = products.find((product) => product.stock_status === 'IN_STOCK');
    if (!soldOut || !available) throw new Error('the test shop needs products in and out of stock');
    outOfStock = soldOut.sku;
    inStock = available;
  });

  it('subscribes a guest with the consumer key, once per address and product', async () => {
    const email = unique('alert');
    const first = ok(await subscribe({ email, sku: outOfStock })).productAlertSubscription;
    expect(first).toEqual({ email, sku: outOfStock, type: 'stock' });
    const again = ok(
      await subscribe({ email: ` ${email.toUpperCase()} `, sku: outOfStock }),
    ).productAlertSubscription;
    expect(again).toEqual({ email: email.toUpperCase(), sku: outOfStock, type: 'stock' });
  });

  it("subscribes a customer with their token, with the account's address when none is given", async () => {
    const email = unique('alert.customer');
    const password = 'Alert-Pass1!';
    ok(
      await graphql(
        'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
        {
          method: 'POST',
          token: SHOP_TOKEN,
          variables: { input: { firstname: 'Alma', lastname: 'Alert', email, password } },
        },
      ),
    );
    const token = ok(
      await graphql<{ generateCustomerToken: { token: string } }>(
        'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        { method: 'POST', token: SHOP_TOKEN, variables: { e: email, p: password } },
      ),
    ).generateCustomerToken.token;
    const answer = ok(await subscribe({ sku: outOfStock }, { token })).productAlertSubscription;
    expect(answer).toEqual({ email, sku: outOfStock, type: 'stock' });
  });

  it('refuses the shop token, no token and an expired one', async () => {
    for (const token of [SHOP_TOKEN, '', 'made-up-token']) {
      const error = failure(await subscribe({ email: unique('nobody'), sku: outOfStock }, { token }));
      expect(error.category).toBe('graphql-authorization');
    }
  });

  it('refuses a product in stock, an unknown product and a bad address, in the store view language', async () => {
    const inStockError = failure(
      await subscribe({ email: unique('alert'), sku: inStock.sku }, { store: 'nl' }),
    );
    expect(inStockError).toMatchObject({
      category: 'graphql-input',
      key: 'alert.in_stock',
      message: alertMessages.nl['alert.in_stock'].replace('{name}', inStock.name),
    });
    const unknown = failure(await subscribe({ email: unique('alert'), sku: 'NO-SUCH-SKU' }, { store: 'en' }));
    expect(unknown).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Could not find a product with SKU "NO-SUCH-SKU".',
    });
    const badEmail = failure(await subscribe({ email: 'not-an-address', sku: outOfStock }));
    expect(badEmail).toMatchObject({ category: 'graphql-input', key: 'email.invalid' });
    const noEmail = failure(await subscribe({ sku: outOfStock }));
    expect(noEmail).toMatchObject({ category: 'graphql-input', key: 'required.email' });
  });
});

describe('sendBackInStockAlerts', () => {
  let database: TestDatabase;
  let db: Database;
  let close: () => Promise<void>;
  let url: string;
  // The Dutch store view has a storefront of its own (STOREFRONT_URLS); the others use STOREFRONT_URL.
  const storefronts = {
    storefrontUrl: 'https://shop.example.com',
    storefrontUrls: { nl: 'https://shop.example.nl' },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const config = {
      ...loadConfig({}),
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      mediaDir: `${database.dataDir}/media`,
      logLevel: 'warn',
      ...storefronts,
    };
    await migrate(db);
    await seedDatabase(db, { products: 30, mediaDir: config.mediaDir });
    const app = await buildServer({ config, db, stores: await StoreRegistry.load(db) });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    close = () => app.close();
  });

  afterAll(async () => {
    await close?.();
    await database?.drop();
  });

  async function subscribe(email: string, sku: string, store: Store) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${CONSUMER_KEY}`, store },
      body: JSON.stringify({ query: SUBSCRIBE, variables: { email, sku } }),
    });
    const body = (await response.json()) as GraphQLResponse['body'];
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  }

  /** Stock changes the way checkout makes them: in a transaction that also sends the alerts. */
  function restock(stock: Record<number, number>, notify: number[]) {
    return db.transaction(async (tx) => {
      for (const [id, qty] of Object.entries(stock)) {
        await tx.query('UPDATE product SET stock_qty = $2 WHERE id = $1', [Number(id), qty]);
      }
      return sendBackInStockAlerts(tx, notify, { storefronts });
    });
  }

  const mailsTo = (email: string) =>
    db.query<{ subject: string; text: string; store_code: string; template: string }>(
      'SELECT subject, text, store_code, template FROM email_outbox WHERE to_address = $1 ORDER BY id',
      [email],
    );

  async function simpleProducts(count: number) {
    const rows = await db.query<{ id: number; sku: string }>(
      `SELECT id, sku FROM product WHERE type_id = 'simple' AND visibility > 1 AND is_enabled
        AND id NOT IN (SELECT child_id FROM product_relation) ORDER BY id LIMIT $1`,
      [count],
    );
    expect(rows).toHaveLength(count);
    // The seed subscribed demo shoppers to some products; these tests count their own mails only.
    await db.query('DELETE FROM product_alert_subscription WHERE product_id = ANY($1::int[])', [
      rows.map((row) => row.id),
    ]);
    return rows.map((row) => ({ id: Number(row.id), sku: row.sku }));
  }

  async function productText(id: number, store: Store) {
    const [row] = await db.query<{ name: string; url_key: string }>(
      'SELECT name, url_key FROM product_store WHERE product_id = $1 AND store_code = $2',
      [id, store],
    );
    return row as { name: string; url_key: string };
  }

  it('mails every subscriber once, in the language of their store view, when the stock comes back', async () => {
    const [back, stillOut] = (await simpleProducts(2)) as [
      { id: number; sku: string },
      { id: number; sku: string },
    ];
    await restock({ [back.id]: 0, [stillOut.id]: 0 }, []);
    const dutch = unique('nl.alert');
    const german = unique('de.alert');
    const waiting = unique('waiting');
    await subscribe(dutch, back.sku, 'nl');
    await subscribe(dutch.toUpperCase(), back.sku, 'nl');
    await subscribe(german, back.sku, 'de');
    await subscribe(waiting, stillOut.sku, 'en');

    expect(await restock({ [back.id]: 3 }, [back.id, stillOut.id])).toBe(2);
    const nl = await productText(back.id, 'nl');
    const [nlMail, ...moreNl] = await mailsTo(dutch);
    expect(moreNl).toEqual([]);
    expect(nlMail).toMatchObject({
      template: 'back_in_stock',
      store_code: 'nl',
      subject: alertMessages.nl['alert.mail_subject'].replace('{name}', nl.name),
    });
    // The product page in the store view's storefront (its base url below that storefront's url).
    const baseUrl = async (code: string) =>
      (await db.query<{ base_url: string }>('SELECT base_url FROM store WHERE code = $1', [code]))[0]
        ?.base_url ?? '/';
    expect(nlMail?.text).toContain(
      new URL(`${nl.url_key}.html`, new URL(await baseUrl('nl'), storefronts.storefrontUrls.nl)).href,
    );
    const de = await productText(back.id, 'de');
    const germanMails = await mailsTo(german);
    expect(germanMails.map((mail) => mail.subject)).toEqual([
      alertMessages.de['alert.mail_subject'].replace('{name}', de.name),
    ]);
    expect(germanMails[0]?.text).toContain(
      new URL(`${de.url_key}.html`, new URL(await baseUrl('de'), storefronts.storefrontUrl)).href,
    );
    expect(await mailsTo(waiting)).toEqual([]);

    // Sent alerts stay sent: another stock rise mails nobody again.
    expect(await restock({ [back.id]: 5 }, [back.id])).toBe(0);
    expect(await mailsTo(german)).toHaveLength(1);
    const [marked] = await db.query<{ sent: number }>(
      'SELECT count(*)::int AS sent FROM product_alert_subscription WHERE product_id = $1 AND sent_at IS NOT NULL',
      [back.id],
    );
    expect(marked?.sent).toBe(2);

    // Sold out again, a new subscription of the same address re-arms the alert.
    await restock({ [back.id]: 0 }, []);
    await subscribe(german, back.sku, 'de');
    expect(await restock({ [back.id]: 1 }, [back.id])).toBe(1);
    expect(await mailsTo(german)).toHaveLength(2);
  });

  it('mails the subscribers of a configurable product when one of its variants comes back', async () => {
    const [configurable] = await db.query<{ id: number; sku: string }>(
      `SELECT p.id, p.sku FROM product p WHERE p.type_id = 'configurable' AND p.visibility > 1
        AND EXISTS (SELECT 1 FROM product_relation r WHERE r.parent_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    if (!configurable) throw new Error('the test shop needs a configurable product');
    const children = await db.query<{ child_id: number }>(
      'SELECT child_id FROM product_relation WHERE parent_id = $1 ORDER BY child_id',
      [configurable.id],
    );
    const childIds = children.map((child) => Number(child.child_id));
    await db.query('DELETE FROM product_alert_subscription WHERE product_id = $1', [configurable.id]);
    await restock(Object.fromEntries(childIds.map((id) => [id, 0])), []);
    const email = unique('variant.alert');
    await subscribe(email, configurable.sku, 'en');
    expect(await restock({ [childIds[0] as number]: 2 }, [childIds[0] as number])).toBe(1);
    expect((await mailsTo(email)).map((mail) => mail.store_code)).toEqual(['en']);
  });

  it('queues nothing when the transaction that raised the stock fails', async () => {
    const [, , product] = (await simpleProducts(3)) as { id: number; sku: string }[];
    const { id, sku } = product as { id: number; sku: string };
    await restock({ [id]: 0 }, []);
    const email = unique('rolled.back');
    await subscribe(email, sku, 'de');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE product SET stock_qty = 4 WHERE id = $1', [id]);
        expect(await sendBackInStockAlerts(tx, [id], { storefronts })).toBe(1);
        throw new Error('order cancellation failed');
      }),
    ).rejects.toThrow('order cancellation failed');
    expect(await mailsTo(email)).toEqual([]);
    expect(await restock({ [id]: 4 }, [id])).toBe(1);
  });
});
