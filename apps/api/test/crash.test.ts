import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { databaseServer } from '../src/db/server.js';
import { apiPath } from '../src/paths.js';

// "Kill the api in the middle of a checkout: after restart the cart and any placed order are intact."
// A real api process (src/main.ts, as `npm run dev` runs it) on an embedded PostgreSQL folder of its
// own, seeded on its first start; SIGKILL while placements are in flight; a second api on the same
// folder. The embedded database always, also when the suite runs on a PostgreSQL server: the killed
// api leaves its database server running, and the second api must take the folder over from it
// (stop it, start its own), never run a second server on the same files.

const PRODUCTS = 40;
const RACERS = 12;
const ADDRESS = {
  firstname: 'Kai',
  lastname: 'Absturz',
  street: ['Friedrichstraße 10'],
  city: 'Berlin',
  postcode: '10117',
  country_code: 'DE',
  telephone: '+49301234567',
};

interface Answer<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

class Api {
  readonly process: ChildProcess;
  readonly url: string;
  private output = '';

  constructor(folder: string, port: number) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: folder,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SEED_PRODUCTS: String(PRODUCTS),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The racers pay by cheque from this machine's one address.
      UNPAID_ORDER_LIMITS: '100/100',
    };
    delete env.DATABASE_URL;
    this.url = `http://127.0.0.1:${port}`;
    this.process = spawn(process.execPath, ['--import', 'tsx', apiPath('src/main.ts')], {
      cwd: apiPath('.'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output = `${this.output}${chunk}`.slice(-4000);
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
  }

  /** Resolves when /readyz answers; rejects with the process's output when it stops first. */
  async ready(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.process.exitCode !== null || this.process.signalCode !== null) {
        throw new Error(
          `the api stopped (${this.process.exitCode ?? this.process.signalCode}):\n${this.output}`,
        );
      }
      const status = await fetch(`${this.url}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the api was not ready within ${timeoutMs} ms:\n${this.output}`);
  }

  async call<Data = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'de' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer<Data>;
  }

  async ok<Data = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const answer = await this.call<Data>(query, variables);
    if (answer.errors) throw new Error(`unexpected errors: ${JSON.stringify(answer.errors)}`);
    return answer.data as Data;
  }

  stop(signal: NodeJS.Signals): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.process.once('exit', () => resolve());
      this.process.kill(signal);
    });
  }
}

/** The process id of the embedded database server running on the api's data folder. */
function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** A guest cart ready for placement: items, e-mail, addresses, shipping and payment method. */
async function readyCart(api: Api, items: { sku: string; quantity: number }[], email: string) {
  const cartId = (await api.ok<{ createEmptyCart: string }>('mutation { createEmptyCart }')).createEmptyCart;
  await api.ok(
    `mutation($cartId: String!, $items: [CartItemInput!]!, $email: String!, $address: CartAddressInput!) {
       addProductsToCart(cartId: $cartId, cartItems: $items) { cart { id } }
       setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id } }
       setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
       setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { cartId, items, email, address: ADDRESS },
  );
  await api.ok(
    `mutation($cartId: String!) {
       setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } }
       setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id } } }`,
    { cartId },
  );
  return cartId;
}

const PLACE_ORDER =
  'mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number hash } } }';
const CART = `query($cartId: String!) { cart(cart_id: $cartId) {
  email items { quantity product { sku } } shipping_addresses { firstname street city selected_shipping_method { carrier_code } }
  billing_address { firstname city } selected_payment_method { code } prices { grand_total { value } } } }`;
const ORDER = `query($hash: String!) { order(hash: $hash) {
  number status_code email items { product_sku quantity_ordered prices { row_total_including_tax { value } } }
  shipping_address { firstname city } billing_address { firstname city } payment_methods { type }
  total { grand_total { value } subtotal_incl_tax { value } total_tax { value } } } }`;

async function stockOf(api: Api, sku: string): Promise<number> {
  const data = await api.ok<{ products: { items: { stock_qty: number }[] } }>(
    'query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { stock_qty } } }',
    { sku },
  );
  return data.products.items[0]?.stock_qty ?? Number.NaN;
}

const folder = mkdtempSync(join(tmpdir(), 'shop-api-crash-'));
const running: Api[] = [];
afterAll(async () => {
  await Promise.all(running.map((api) => api.stop('SIGKILL')));
  // A database server a killed api left behind (when the test failed before the second api took over).
  try {
    process.kill(postmasterPid(folder), 'SIGKILL');
  } catch {
    // none left
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('an api killed in the middle of a checkout', () => {
  it('keeps the cart and the placed order after a restart, and no placement half-written', async () => {
    const port = await freePort();
    const first = new Api(folder, port);
    running.push(first);
    await first.ready(240_000);

    // Simple products with enough stock and exact stock figures (no display limit).
    const listed = await first.ok<{
      products: {
        items: {
          __typename: string;
          sku: string;
          stock_qty: number | null;
          stock_display_limit: number | null;
        }[];
      };
    }>('{ products(pageSize: 100) { items { __typename sku stock_qty stock_display_limit } } }');
    const stocked = listed.products.items.filter(
      (item) =>
        item.__typename === 'SimpleProduct' &&
        item.stock_display_limit === null &&
        (item.stock_qty ?? 0) >= RACERS + 2,
    );
    const [raced, other, kept] = stocked;
    if (!raced || !other || !kept) throw new Error('the crash shop has too few simple products in stock');

    // A placed order and a cart ready for payment, both committed before the kill.
    const orderCart = await readyCart(first, [{ sku: other.sku, quantity: 2 }], 'placed@crash.example');
    const placing = performance.now();
    const placed = (
      await first.ok<{ placeOrder: { orderV2: { hash: string } } }>(PLACE_ORDER, { cartId: orderCart })
    ).placeOrder.orderV2;
    const placementMs = performance.now() - placing;
    const orderBefore = await first.ok(ORDER, { hash: placed.hash });
    const waitingCart = await readyCart(first, [{ sku: kept.sku, quantity: 1 }], 'waiting@crash.example');
    const cartBefore = await first.ok(CART, { cartId: waitingCart });

    // Racers place their orders at once; the api is killed half a placement after the first one
    // answers, so that others are most likely half-way through their transactions.
    const racedStock = await stockOf(first, raced.sku);
    const racers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        readyCart(
          first,
          [
            { sku: raced.sku, quantity: 1 },
            { sku: kept.sku, quantity: 1 },
          ],
          `racer${index}@crash.example`,
        ),
      ),
    );
    const keptStock = await stockOf(first, kept.sku);
    const placements = racers.map((cartId) => first.call(PLACE_ORDER, { cartId }).catch(() => null));
    await Promise.race(placements);
    await new Promise((resolve) => setTimeout(resolve, placementMs / 2));
    const firstDatabaseServer = postmasterPid(folder);
    await first.stop('SIGKILL');
    expect(isAlive(firstDatabaseServer)).toBe(true);
    const answered = (await Promise.all(placements)).filter((answer) => answer?.data?.placeOrder).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(RACERS);

    const second = new Api(folder, port);
    running.push(second);
    await second.ready(60_000);
    // The killed api's database server was stopped, not doubled.
    expect(isAlive(firstDatabaseServer)).toBe(false);
    expect(postmasterPid(folder)).not.toBe(firstDatabaseServer);
    expect(await second.ok(ORDER, { hash: placed.hash })).toEqual(orderBefore);
    expect(await second.ok(CART, { cartId: waitingCart })).toEqual(cartBefore);

    // Every racer's cart is either still open with its items, or ordered; the stock went to the orders.
    let ordered = 0;
    for (const cartId of racers) {
      const answer = await second.call<{ cart: { items: unknown[] } }>(CART, { cartId });
      if (answer.errors) {
        expect(answer.errors[0]?.extensions?.category).toBe('graphql-no-such-entity');
        ordered += 1;
      } else {
        expect(answer.data?.cart.items).toHaveLength(2);
      }
    }
    expect(ordered).toBeGreaterThanOrEqual(answered);
    console.log(`crash: ${answered} of ${RACERS} placements answered before the kill, ${ordered} committed`);
    expect(await stockOf(second, raced.sku)).toBe(racedStock - ordered);
    expect(await stockOf(second, kept.sku)).toBe(keptStock - ordered);
    // The shop still takes orders.
    const after = await readyCart(second, [{ sku: kept.sku, quantity: 1 }], 'after@crash.example');
    expect((await second.call(PLACE_ORDER, { cartId: after })).errors).toBeUndefined();
    await second.stop('SIGTERM');

    // The rows themselves: each ordered racer cart has one whole order (lines, both addresses,
    // payment, totals that add up), each open one none.
    const server = await databaseServer({ databaseUrl: undefined, dataDir: folder });
    const db = await openDatabase({ databaseUrl: server.url });
    try {
      const rows = await db.query<{
        masked_id: string;
        is_active: boolean;
        orders: number;
        items: number;
        addresses: number;
        payments: number;
        adds_up: boolean | null;
      }>(
        `SELECT c.masked_id, c.is_active, count(o.id)::int AS orders,
                (SELECT count(*) FROM sales_order_item i WHERE i.order_id = min(o.id))::int AS items,
                (SELECT count(*) FROM sales_order_address a WHERE a.order_id = min(o.id))::int AS addresses,
                (SELECT count(*) FROM sales_order_payment p WHERE p.order_id = min(o.id))::int AS payments,
                bool_and(o.grand_total = o.subtotal_incl_tax - o.discount_amount + o.shipping_incl_tax) AS adds_up
           FROM cart c LEFT JOIN sales_order o ON o.cart_id = c.id
          WHERE c.masked_id = ANY($1::text[])
          GROUP BY c.id, c.masked_id, c.is_active`,
        [racers],
      );
      expect(rows).toHaveLength(RACERS);
      for (const row of rows) {
        if (row.is_active) expect(row).toMatchObject({ orders: 0 });
        else expect(row).toMatchObject({ orders: 1, items: 2, addresses: 2, payments: 1, adds_up: true });
      }
      expect(rows.filter((row) => !row.is_active)).toHaveLength(ordered);
    } finally {
      await db.close();
      await server.stop();
    }
  }, 400_000);
});
