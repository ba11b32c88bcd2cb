import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, testpayEvent } from '../src/modules/payment/testpay.js';
import { apiPath } from '../src/paths.js';
import { DE_ADDRESS } from './checkout-support.js';
import {
  FleetProcess,
  freePort,
  missingPostgresBinaries,
  POSTGRES_BIN,
  PostgresServer,
  sql,
} from './fleet-support.js';

// A shop of several processes on a PostgreSQL primary with a streaming replica, all of the test's
// own: three api servers (production settings, no shared webhook secret configured) behind a
// round-robin of the test, the third of two worker processes (API_WORKERS), and a storefront of two
// worker processes (STOREFRONT_WORKERS) on one port in front of them. The api processes read
// anonymous catalogue data from the replica.

const PRODUCTS = 40;
const EMAIL_CHECKS_PER_HOUR = 4;
const STOREFRONT_BUILD = apiPath('../storefront/build/server/index.js');
const missing = missingPostgresBinaries();
if (missing.length > 0) {
  console.warn(`fleet test skipped: ${POSTGRES_BIN} has no ${missing.join(', ')} (set POSTGRES_BIN_DIR)`);
} else if (!existsSync(STOREFRONT_BUILD)) {
  console.warn(`fleet test skipped: ${STOREFRONT_BUILD} is missing (npm run build first)`);
}
const runnable = missing.length === 0 && existsSync(STOREFRONT_BUILD);

interface Answer<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

describe.runIf(runnable)(
  'a fleet: four api processes, two storefront workers, a primary and a replica',
  () => {
    let folder = '';
    let primary: PostgresServer;
    let replica: PostgresServer;
    const apis: FleetProcess[] = [];
    let storefront: FleetProcess;
    let turn = 0;
    /** The next api process of the round-robin. */
    const nextApi = () => apis[turn++ % apis.length] as FleetProcess;

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'shop-fleet-'));
      PostgresServer.ownFolder(folder);
      primary = new PostgresServer(join(folder, 'primary'), await freePort());
      await primary.initialise();
      await primary.start();
      await sql(primary.url(), 'CREATE DATABASE shop');
      await sql(primary.url('shop'), 'CREATE EXTENSION pg_stat_statements');
      replica = new PostgresServer(join(folder, 'replica'), await freePort());
      await replica.copyAsReplicaOf(primary);
      await replica.start();

      const apiEnv = (port: number): NodeJS.ProcessEnv => ({
        NODE_ENV: 'production',
        SEED_ON_START: 'true',
        SEED_PRODUCTS: String(PRODUCTS),
        DATA_DIR: join(folder, 'api'),
        DATABASE_URL: primary.url('shop'),
        DATABASE_REPLICA_URL: replica.url('shop'),
        DATABASE_REPLICA_MAX_LAG_MS: '2000',
        PAYMENT_WEBHOOK_SECRET: '',
        RATE_LIMITS: `email_check=${EMAIL_CHECKS_PER_HOUR}/${EMAIL_CHECKS_PER_HOUR}`,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        LOG_LEVEL: 'warn',
      });
      const startApi = async (name: string, port: number, workers = 1) => {
        const env: NodeJS.ProcessEnv = { ...apiEnv(port), API_WORKERS: String(workers) };
        const api = new FleetProcess(
          name,
          `http://127.0.0.1:${env.API_PORT}`,
          ['--import', 'tsx', apiPath('src/main.ts')],
          env,
          apiPath('.'),
        );
        apis.push(api);
        await api.ready('/readyz', 90_000);
      };
      const storefrontPort = await freePort();
      const apiPorts = [await freePort(), await freePort(), await freePort()];
      // The storefront starts meanwhile; it asks the api nothing before its first request.
      storefront = new FleetProcess(
        'storefront',
        `http://127.0.0.1:${storefrontPort}`,
        [apiPath('../storefront/server.mjs')],
        {
          NODE_ENV: 'production',
          STOREFRONT_WORKERS: '2',
          STOREFRONT_HOST: '127.0.0.1',
          STOREFRONT_PORT: String(storefrontPort),
          GRAPHQL_ENDPOINT: `http://127.0.0.1:${apiPorts[1]}/graphql`,
        },
        apiPath('..'),
      );
      // The first seeds the shop; the others find it seeded.
      await startApi('api 1', apiPorts[0] as number);
      await Promise.all([
        startApi('api 2', apiPorts[1] as number),
        startApi('api 3', apiPorts[2] as number, 2),
      ]);
      await storefront.ready('/healthz', 60_000);
    }, 240_000);

    afterAll(async () => {
      for (const api of apis) api.kill();
      storefront?.kill();
      await replica?.stop('immediate').catch(() => {});
      await primary?.stop('immediate').catch(() => {});
      if (folder) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
    });

    async function graphql<Data>(
      url: string,
      query: string,
      variables: Record<string, unknown> = {},
      options: { method?: 'GET' | 'POST'; address?: string; store?: string } = {},
    ): Promise<{ status: number; body: Answer<Data>; cache: string | null }> {
      const headers: Record<string, string> = { accept: 'application/json', store: options.store ?? 'de' };
      if (options.address) headers['x-forwarded-for'] = options.address;
      const response =
        (options.method ?? 'GET') === 'GET'
          ? await fetch(
              `${url}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`,
              {
                headers,
              },
            )
          : await fetch(`${url}/graphql`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ query, variables }),
            });
      return {
        status: response.status,
        body: (await response.json()) as Answer<Data>,
        cache: response.headers.get('x-cache'),
      };
    }

    function data<Data>(answer: { status: number; body: Answer<Data> }): Data {
      if (answer.status !== 200 || answer.body.errors || !answer.body.data) {
        throw new Error(`unexpected answer ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      return answer.body.data;
    }

    const PRICE_QUERY = `query($sku: String) { products(filter: { sku: { eq: $sku } }) {
    items { sku price_range { minimum_price { regular_price { value } } } } } }`;

    async function priceOn(api: FleetProcess, sku: string): Promise<number> {
      const found = data(
        await graphql<{
          products: { items: { price_range: { minimum_price: { regular_price: { value: number } } } }[] };
        }>(api.url, PRICE_QUERY, { sku }),
      );
      return found.products.items[0]?.price_range.minimum_price.regular_price.value ?? Number.NaN;
    }

    /** Sets the price on the primary; resolves once every api process answers it, with the slowest wait. */
    async function changePrice(sku: string, price: number): Promise<number> {
      await sql(primary.url('shop'), 'UPDATE product SET price = $2 WHERE sku = $1', [sku, price]);
      const changedAt = Date.now();
      const waits = await Promise.all(
        apis.map(async (api) => {
          while ((await priceOn(api, sku)) !== price) {
            if (Date.now() - changedAt > 5_000) throw new Error(`${api.name} still answers the old price`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          return Date.now() - changedAt;
        }),
      );
      return Math.max(...waits);
    }

    /** Asks every process `rounds` times: each answer must be `price`. */
    async function pricesStay(sku: string, price: number, rounds: number): Promise<number[]> {
      const seen: number[] = [];
      for (let round = 0; round < rounds; round++) {
        for (const api of apis) seen.push(await priceOn(api, sku));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return seen.filter((value) => value !== price);
    }

    /** Calls of catalogue statements the replica has answered (pg_stat_statements counts them at once). */
    async function replicaCatalogueCalls(): Promise<number> {
      const [row] = await sql<{ calls: string }>(
        replica.url('shop'),
        `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements
        WHERE query ILIKE '%product%' AND query NOT ILIKE '%pg_stat_statements%'`,
      );
      return Number(row?.calls ?? 0);
    }

    /** A search none asked before: never answered from a response cache. */
    let searches = 0;
    async function freshSearch(api: FleetProcess) {
      return graphql<{ products: { total_count: number } }>(
        api.url,
        'query($term: String!) { products(search: $term, pageSize: 2) { total_count } }',
        { term: `fleet${++searches}` },
      );
    }

    async function replicaAnswersAgain(): Promise<void> {
      const deadline = Date.now() + 10_000;
      const before = await replicaCatalogueCalls();
      while (Date.now() < deadline) {
        for (const api of apis) data(await freshSearch(api));
        if ((await replicaCatalogueCalls()) > before) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the replica answered no catalogue read within 10 s');
    }

    it('reads anonymous catalogue data from the replica', async () => {
      await replicaAnswersAgain();
    });

    it('answers a price change on every process within 1 s, and never the old price again, also while the replica lags', async () => {
      const [row] = await sql<{ sku: string }>(
        primary.url('shop'),
        `SELECT sku FROM product WHERE type_id = 'simple' AND is_enabled ORDER BY id LIMIT 1`,
      );
      const sku = row?.sku as string;
      // Kept by every process's response cache first.
      for (const api of apis) await priceOn(api, sku);
      expect(await changePrice(sku, 123.45)).toBeLessThan(1_000);
      expect(await pricesStay(sku, 123.45, 5)).toEqual([]);

      await sql(replica.url('shop'), 'SELECT pg_wal_replay_pause()');
      try {
        expect(await changePrice(sku, 67.89)).toBeLessThan(1_000);
        // The replica still has the old price: an answer from it would revert.
        expect(
          (
            await sql<{ price: string }>(replica.url('shop'), 'SELECT price FROM product WHERE sku = $1', [
              sku,
            ])
          )[0]?.price,
        ).toBe('123.45');
        expect(await pricesStay(sku, 67.89, 5)).toEqual([]);
      } finally {
        await sql(replica.url('shop'), 'SELECT pg_wal_replay_resume()');
      }
      expect(await pricesStay(sku, 67.89, 3)).toEqual([]);
      await replicaAnswersAgain();
    });

    it('falls back to the primary without a failed request while the replica is down, and uses it again when it is back', async () => {
      // Reads keep coming from every process while the replica shuts down and after.
      let stopped = 0;
      const traffic = apis.map(async (api) => {
        const answers: { status: number; errors: unknown }[] = [];
        while (!stopped || Date.now() - stopped < 500) {
          const answer = await freshSearch(api);
          answers.push({ status: answer.status, errors: answer.body.errors });
        }
        return answers;
      });
      try {
        await replica.stop('fast');
        stopped = Date.now();
        const answers = (await Promise.all(traffic)).flat();
        expect(answers.length).toBeGreaterThan(apis.length);
        expect(answers.filter((answer) => answer.status !== 200 || answer.errors)).toEqual([]);
      } finally {
        stopped ||= Date.now();
        await Promise.allSettled(traffic);
        await replica.start();
      }
      await replicaAnswersAgain();
    });

    it('pays a checkout placed through one process by a provider call to another', async () => {
      const [product] = await sql<{ sku: string; stock_qty: number }>(
        primary.url('shop'),
        `SELECT sku, stock_qty FROM product WHERE type_id = 'simple' AND is_enabled AND stock_qty > 5
        AND NOT manage_stock IS FALSE ORDER BY id DESC LIMIT 1`,
      );
      const sku = product?.sku as string;
      // Each step of the shopper reaches the next process.
      const post = <Data>(query: string, variables: Record<string, unknown>) =>
        graphql<Data>(nextApi().url, query, variables, { method: 'POST' }).then(data);
      const cartId = (await post<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}))
        .createEmptyCart;
      await post(
        `mutation($cartId: String!, $sku: String!) {
         addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }`,
        { cartId, sku },
      );
      await post(
        `mutation($cartId: String!) { setGuestEmailOnCart(input: { cart_id: $cartId, email: "fleet@example.com" }) { cart { id } } }`,
        { cartId },
      );
      await post(
        `mutation($cartId: String!, $address: CartAddressInput!) {
         setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) { cart { id } }
         setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
        { cartId, address: DE_ADDRESS },
      );
      await post(
        `mutation($cartId: String!) { setShippingMethodsOnCart(input: { cart_id: $cartId,
         shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }`,
        { cartId },
      );
      const placedOn = nextApi();
      const placed = data(
        await graphql<{
          setPaymentMethod: { redirect_url: string; order: { hash: string; status_code: string } };
        }>(
          placedOn.url,
          `mutation($cartId: String!) { setPaymentMethod(input: { cart_id: $cartId, code: "testpay_creditcard" }) {
           redirect_url order { hash status_code } } }`,
          { cartId },
          { method: 'POST' },
        ),
      ).setPaymentMethod;
      expect(placed.order.status_code).toBe('pending_payment');
      expect(placed.redirect_url.startsWith(placedOn.url)).toBe(true);
      const reference = /\/testpay\/checkout\/(tp_[0-9a-f]+)$/.exec(placed.redirect_url)?.[1] as string;

      // The provider signs with the secret the shop gave it: the one every process keeps in the database.
      const [secret] = await sql<{ value: string }>(
        primary.url('shop'),
        `SELECT value FROM shared_secret WHERE name = 'payment_webhook'`,
      );
      const call = testpayEvent(secret?.value as string, { reference, status: 'paid', method: 'creditcard' });
      const notified = apis.find((api) => api !== placedOn) as FleetProcess;
      const answer = await fetch(`${notified.url}/payment/webhook/testpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: call.signature },
        body: call.body,
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 'processed', applied: true });
      for (const api of apis) {
        const order = data(
          await graphql<{ order: { status_code: string } }>(
            api.url,
            'query($hash: String!) { order(hash: $hash) { status_code } }',
            { hash: placed.order.hash },
          ),
        );
        expect(order.order.status_code).toBe('processing');
      }
    });

    it('counts a rate limit across the processes', async () => {
      const address = '198.51.100.32';
      const answers = [];
      for (let call = 0; call <= EMAIL_CHECKS_PER_HOUR; call++) {
        answers.push(
          await graphql(
            nextApi().url,
            'query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }',
            { email: `fleet${call}@example.com` },
            { address },
          ),
        );
      }
      const refused = answers.map((answer) => answer.body.errors?.[0]?.extensions?.key ?? 'answered');
      expect(refused).toEqual([
        ...Array.from({ length: EMAIL_CHECKS_PER_HOUR }, () => 'answered'),
        'request.rate_limited',
      ]);
    });

    it.each([
      ['a storefront worker', () => storefront],
      ['an api worker', () => apis[2] as FleetProcess],
    ])('drops no request in flight when %s gets SIGTERM, and starts another', async (_name, server) => {
      const { url } = server();
      const workers = server().workers();
      expect(workers).toHaveLength(2);
      // Searches nobody asked before: computed, so they are still running when the signal comes.
      const requests = Array.from({ length: 24 }, () =>
        fetch(
          `${url}/graphql?${new URLSearchParams({ query: `{ products(search: "drain${++searches}", pageSize: 3) { total_count } }` })}`,
          { headers: { accept: 'application/json', store: 'de' } },
        ).then(
          async (response) =>
            `${response.status} ${(await response.text()).includes('"errors"') ? 'errors' : 'ok'}`,
          (error: Error) => `failed: ${error.message}`,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      process.kill(workers[0] as number, 'SIGTERM');
      const outcomes = await Promise.all(requests);
      expect(outcomes).toEqual(outcomes.map(() => '200 ok'));
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const now = server().workers();
        if (now.length === 2 && !now.includes(workers[0] as number)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(server().workers()).toHaveLength(2);
      expect(server().workers()).not.toContain(workers[0]);
      await server().ready('/healthz', 30_000);
    });
  },
);
