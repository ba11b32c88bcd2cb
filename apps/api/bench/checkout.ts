// Checkout benchmark (`npm run bench:checkout`): seeds a shop into a fresh database (PostgreSQL on the
// server of DATABASE_URL when it is set, else the embedded PostgreSQL), starts the api in a process of its own and runs
// two loads through GraphQL, as storefronts would send them:
// 1. --shoppers (50) concurrent shoppers each create a cart, add 3 products, give their e-mail, set
//    the shipping and billing address, the shipping method and the payment method, and place the
//    order: orders/s and p50/p95 per step;
// 2. --race-shoppers (100) shoppers race for --race-units (10) units of one product: exactly that many
//    orders, stock 0, and every refusal the out-of-stock message.
// Writes the figures into docs/BENCHMARKS.md (--dry-run prints them only).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seedDatabase } from '../seed/seed.js';
import { type Database, openDatabase, redactUrl } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrate } from '../src/db/migrate.js';
import type { ApiServerData, ApiServerMessage } from './api-server.js';
import { machineLine, writeSection } from './report.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '1000' },
    shoppers: { type: 'string', default: '50' },
    'race-shoppers': { type: 'string', default: '100' },
    'race-units': { type: 'string', default: '10' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(values.products);
const SHOPPERS = Number(values.shoppers);
const RACE_SHOPPERS = Number(values['race-shoppers']);
const RACE_UNITS = Number(values['race-units']);
const STORE = 'de';
const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Shopper',
  street: ['Friedrichstraße 10'],
  city: 'Berlin',
  postcode: '10117',
  country_code: 'DE',
  telephone: '+49301234567',
};
/** The out-of-stock refusal of placeOrder (extensions.key of its graphql-input error). */
const OUT_OF_STOCK_KEY = 'product.option_out_of_stock';

const STEPS = [
  'create cart',
  'add 3 products',
  'set e-mail',
  'set addresses',
  'set shipping method',
  'set payment method',
  'place order',
] as const;
type Step = (typeof STEPS)[number];

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

class Api {
  readonly timings = new Map<Step, number[]>();
  constructor(private readonly url: string) {}

  /** One POST to /graphql, timed under `step`; errors throw unless `allowErrors`. */
  async call(
    step: Step,
    query: string,
    variables: Record<string, unknown>,
    allowErrors = false,
  ): Promise<GraphQLAnswer> {
    const started = performance.now();
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: STORE },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as GraphQLAnswer;
    const list = this.timings.get(step) ?? [];
    list.push(performance.now() - started);
    this.timings.set(step, list);
    if (answer.errors && !allowErrors) throw new Error(`${step}: ${JSON.stringify(answer.errors)}`);
    return answer;
  }
}

/** One shopper up to the payment method: the cart id. */
async function prepareCart(api: Api, skus: readonly string[], email: string): Promise<string> {
  const created = await api.call('create cart', 'mutation { createEmptyCart }', {});
  const cartId = created.data?.createEmptyCart as string;
  await api.call(
    'add 3 products',
    'mutation($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { cart { total_quantity } user_errors { message } } }',
    { cartId, items: skus.map((sku) => ({ sku, quantity: 1 })) },
  );
  await api.call(
    'set e-mail',
    'mutation($cartId: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { email } } }',
    { cartId, email },
  );
  await api.call(
    'set addresses',
    `mutation($cartId: String!, $address: CartAddressInput!) {
       setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
       setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
    { cartId, address: ADDRESS },
  );
  await api.call(
    'set shipping method',
    `mutation($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId,
       shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { prices { grand_total { value } } } } }`,
    { cartId },
  );
  await api.call(
    'set payment method',
    `mutation($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId,
       payment_method: { code: "testpay_creditcard" } }) { cart { selected_payment_method { code } } } }`,
    { cartId },
  );
  return cartId;
}

const PLACE_ORDER =
  'mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number status_code } redirect_url } }';

function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Engine {
  name: string;
  data: ApiServerData;
  drop(): Promise<void>;
}

async function createEngine(): Promise<Engine> {
  const folder = mkdtempSync(join(tmpdir(), 'shop-bench-checkout-'));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: join(folder, 'postgres') });
  const serverUrl = embedded?.serverUrl ?? (process.env.DATABASE_URL as string);
  const name = `shop_bench_checkout_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`PostgreSQL database ${name} on ${redactUrl(serverUrl)}`);
  return {
    name: embedded ? 'embedded PostgreSQL' : 'PostgreSQL',
    data: { databaseUrl: url.toString(), dataDir: folder, mediaDir: join(folder, 'media') },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await embedded?.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The api in a process of its own, so the shoppers and the server do not share one event loop. */
async function startApi(data: ApiServerData): Promise<{ url: string; stop(): Promise<void> }> {
  const server = fork(new URL('./api-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_API_SERVER: JSON.stringify(data) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    server.once('message', (message: ApiServerMessage) =>
      message.type === 'ready' ? resolve(message.url) : reject(new Error(`the api said ${message.type}`)),
    );
    server.once('exit', (code) => reject(new Error(`the api stopped (exit code ${code})`)));
  });
  const url = await ready;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.send({ type: 'stop' });
      }),
  };
}

/** Simple products of the `de` store view with enough stock for every shopper who picks them. */
async function pickProducts(db: Database, count: number): Promise<string[]> {
  const rows = await db.query<{ sku: string }>(
    `SELECT p.sku FROM product p JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $1
      WHERE p.type_id = 'simple' AND p.is_enabled AND p.visibility IN (2, 3, 4) AND p.manage_stock
        AND p.stock_qty >= 20 AND NOT EXISTS (SELECT 1 FROM product_relation r WHERE r.child_id = p.id)
      ORDER BY p.id LIMIT $2`,
    [STORE, count],
  );
  return rows.map((row) => row.sku);
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const engine = await createEngine();
  try {
    const db = await openDatabase({ databaseUrl: engine.data.databaseUrl });
    let pool: string[];
    let raceSku: string;
    try {
      await migrate(db);
      const seeded = await seedDatabase(db, { products: PRODUCTS, mediaDir: engine.data.mediaDir });
      console.log(
        `${engine.name}: seeded ${seeded.products} products in ${(seeded.milliseconds / 1000).toFixed(1)} s`,
      );
      pool = await pickProducts(db, 60);
      if (pool.length < 4) throw new Error('the seeded shop has too few simple products in stock');
      raceSku = pool.pop() as string;
      // The race product: exactly RACE_UNITS units.
      await db.query('UPDATE product SET stock_qty = $2 WHERE sku = $1', [raceSku, RACE_UNITS]);
    } finally {
      await db.close();
    }

    const server = await startApi(engine.data);
    let checkout: { seconds: number; orders: number; timings: Map<Step, number[]> };
    let race: {
      seconds: number;
      orders: number;
      refusals: number;
      otherErrors: string[];
      p95: number;
      stock: number;
    };
    try {
      // 1. Concurrent shoppers through the whole checkout.
      const api = new Api(server.url);
      const started = performance.now();
      const numbers = await Promise.all(
        Array.from({ length: SHOPPERS }, async (_, shopper) => {
          const skus = [0, 1, 2].map((offset) => pool[(shopper * 3 + offset) % pool.length] as string);
          const cartId = await prepareCart(api, skus, `shopper${shopper}@bench.example`);
          const placed = await api.call('place order', PLACE_ORDER, { cartId });
          const order = placed.data?.placeOrder as { orderV2: { number: string } } | undefined;
          return order?.orderV2.number;
        }),
      );
      checkout = {
        seconds: (performance.now() - started) / 1000,
        orders: new Set(numbers).size,
        timings: api.timings,
      };
      console.log(`checkout: ${checkout.orders} orders in ${checkout.seconds.toFixed(1)} s`);

      // 2. The race for the last units: carts first, then every placement at once.
      const raceApi = new Api(server.url);
      const carts = await Promise.all(
        Array.from({ length: RACE_SHOPPERS }, (_, shopper) =>
          prepareCart(
            raceApi,
            [raceSku, pool[shopper % pool.length] as string, pool[(shopper + 1) % pool.length] as string],
            `racer${shopper}@bench.example`,
          ),
        ),
      );
      const raceStarted = performance.now();
      const answers = await Promise.all(
        carts.map((cartId) => raceApi.call('place order', PLACE_ORDER, { cartId }, true)),
      );
      const seconds = (performance.now() - raceStarted) / 1000;
      const errors = answers.flatMap((answer) => answer.errors ?? []);
      const stock = await stockInDatabase(engine.data.databaseUrl, raceSku);
      race = {
        seconds,
        orders: answers.filter((answer) => !answer.errors).length,
        refusals: errors.filter((error) => error.extensions?.key === OUT_OF_STOCK_KEY).length,
        otherErrors: errors
          .filter((error) => error.extensions?.key !== OUT_OF_STOCK_KEY)
          .map((error) => error.message),
        p95: percentile(raceApi.timings.get('place order') ?? [], 0.95),
        stock,
      };
      console.log(`race: ${race.orders} orders, ${race.refusals} out-of-stock refusals, stock ${race.stock}`);
    } finally {
      await server.stop();
    }
    const loadAfter = loadavg()[0] ?? 0;
    const markdown = report(engine.name, checkout, race, raceSku, loadBefore, loadAfter);
    if (values['dry-run']) console.log(markdown);
    else writeSection('checkout', markdown);
    const raceHeld = race.orders === RACE_UNITS && race.stock === 0 && race.otherErrors.length === 0;
    if (!raceHeld || checkout.orders !== SHOPPERS) {
      console.error('checkout benchmark: the stock race or the checkout did not hold (see the figures)');
      process.exitCode = 1;
    }
  } finally {
    await engine.drop();
  }
}

async function stockInDatabase(databaseUrl: string, sku: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stock_qty: number }>(
      'SELECT stock_qty FROM product WHERE sku = $1',
      [sku],
    );
    return Number(rows[0]?.stock_qty);
  } finally {
    await client.end();
  }
}

function report(
  engine: string,
  checkout: { seconds: number; orders: number; timings: Map<Step, number[]> },
  race: {
    seconds: number;
    orders: number;
    refusals: number;
    otherErrors: string[];
    p95: number;
    stock: number;
  },
  raceSku: string,
  loadBefore: number,
  loadAfter: number,
): string {
  const rows = STEPS.map((step) => {
    const samples = checkout.timings.get(step) ?? [];
    return `| ${step} | ${samples.length} | ${ms(percentile(samples, 0.5))} | ${ms(percentile(samples, 0.95))} | ${ms(Math.max(...samples))} |`;
  });
  return [
    '## Checkout under load',
    '',
    `\`npm run bench:checkout -- --products ${PRODUCTS} --shoppers ${SHOPPERS} --race-shoppers ${RACE_SHOPPERS} --race-units ${RACE_UNITS}\``,
    `(${machineLine()}, ${cpus().length} cores shared by the api (a process of its own), ${engine} and the shoppers).`,
    `A fresh ${engine} database seeded with ${PRODUCTS.toLocaleString('en')} products, store view \`${STORE}\`, every request a`,
    'GraphQL POST. Defaults: 50 shoppers, and 100 racing for 10 units.',
    '',
    `**Checkout**: ${SHOPPERS} concurrent guest shoppers each create a cart, add 3 products, give an e-mail, set`,
    'shipping and billing address (one request), the shipping method (dhl/standard), the payment method',
    `(testpay_creditcard) and place the order: **${checkout.orders} orders in ${checkout.seconds.toFixed(1)} s, ${(checkout.orders / checkout.seconds).toFixed(1)} orders/s**.`,
    '',
    '| step | requests | p50 | p95 | max |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `**Stock race**: ${RACE_SHOPPERS} shoppers, each with a ready cart holding 1 of the ${RACE_UNITS} units of \`${raceSku}\``,
    `(and 2 other products), place their orders at the same moment: **${race.orders} orders, stock afterwards ${race.stock}**,`,
    `${race.refusals} refusals with the out-of-stock message ('Produktoption nicht auf Lager'), ` +
      `${race.otherErrors.length} other errors${race.otherErrors.length ? ` (${[...new Set(race.otherErrors)].slice(0, 3).join('; ')})` : ''};`,
    `all placements took ${race.seconds.toFixed(1)} s, p95 of one ${ms(race.p95)}.`,
    '',
    `Load average of the machine (1 minute): ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} after it;`,
    'other sessions used the machine too, so the figures are pessimistic.',
  ].join('\n');
}

await main();
