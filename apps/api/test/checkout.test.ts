import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_WEBHOOK_SECRET } from '../src/config.js';
import { ORDER_MAIL_TEXTS } from '../src/modules/checkout/mails.js';
import { signWebhook } from '../src/modules/payment/testpay.js';
import {
  DE_ADDRESS,
  firstError,
  freshEmail,
  login,
  mailsTo,
  mutate,
  NL_ADDRESS,
  type OrderData,
  ok,
  orderByHash,
  pressPaymentButton,
  read,
  readyCart,
  registerCustomer,
  SET_PAYMENT_METHOD,
  type StockedProduct,
  simpleProductsInStock,
  stockOf,
} from './checkout-support.js';
import { apiUrl, graphql } from './graphql.js';

// Checkout through GraphQL and HTTP alone against the running test api: carts, setPaymentMethod /
// placeOrder, the test provider's hosted page and webhook, stock, e-mails in the dev mailbox.

const PASSWORD = 'Secret-Pass1!';
const STOREFRONT = 'http://localhost:3000';
/** The consumer key of anonymous stock alerts (CONSUMER_KEY's default). */
const CONSUMER_KEY = 'shop-demo-consumer-key';

let products: StockedProduct[] = [];
/** Hands out products so that no two tests share one (their stock figures stay exact). */
function takeProducts(count: number, minimumStock = 5): StockedProduct[] {
  const picked = products.filter((product) => product.stock >= minimumStock).slice(0, count);
  products = products.filter((product) => !picked.includes(product));
  expect(picked).toHaveLength(count);
  return picked;
}

beforeAll(async () => {
  products = await simpleProductsInStock();
});

async function setPaymentMethod(
  input: Record<string, unknown>,
  options: { store?: 'de' | 'nl' | 'en'; token?: string } = {},
) {
  return mutate<{
    setPaymentMethod: { redirect_url: string; customer_token: string | null; order: OrderData };
  }>(SET_PAYMENT_METHOD, { input }, options);
}

/** A signed call of the test provider to the api's webhook, as the provider sends it. */
async function deliverWebhook(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  return fetch(`${apiUrl()}/payment/webhook/testpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === '' ? {} : { 'testpay-signature': signature ?? signWebhook(DEV_WEBHOOK_SECRET, raw) }),
    },
    body: raw,
  });
}

function referenceOf(redirectUrl: string): string {
  const reference = /\/testpay\/checkout\/(tp_[0-9a-f]+)$/.exec(redirectUrl)?.[1];
  if (!reference) throw new Error(`not a payment page url: ${redirectUrl}`);
  return reference;
}

describe('the scripted journey: empty guest cart to a paid order', () => {
  it('places the order with setPaymentMethod, pays on the hosted page and mails the confirmation', async () => {
    const [first, second, third] = takeProducts(3) as [StockedProduct, StockedProduct, StockedProduct];
    const email = freshEmail('journey');
    const cartId = await readyCart({
      store: 'nl',
      email,
      address: NL_ADDRESS,
      items: [
        { sku: first.sku, quantity: 2 },
        { sku: second.sku, quantity: 1 },
        { sku: third.sku, quantity: 1 },
      ],
    });
    const methods = ok(
      await read<{
        getPaymentMethods: {
          code: string;
          additional_fields: { code: string; options: { value: string }[] }[];
        }[];
      }>(
        'query($cartId: String!) { getPaymentMethods(cart_id: $cartId) { code additional_fields { code options { value } } } }',
        { cartId },
        { store: 'nl' },
      ),
    ).getPaymentMethods;
    const ideal = methods.find((method) => method.code === 'testpay_ideal');
    expect(ideal?.additional_fields[0]?.options.map((option) => option.value)).toContain('INGBNL2A');
    const cartTotal = ok(
      await read<{ cart: { prices: { grand_total: { value: number } } } }>(
        'query($cartId: String!) { cart(cart_id: $cartId) { prices { grand_total { value } } } }',
        { cartId },
        { store: 'nl' },
      ),
    ).cart.prices.grand_total.value;

    const placed = ok(
      await setPaymentMethod(
        {
          cart_id: cartId,
          code: 'testpay_ideal',
          additional_data: [{ key: 'issuer', value: 'INGBNL2A' }],
          customer_note: 'Graag bij de buren afgeven',
        },
        { store: 'nl' },
      ),
    ).setPaymentMethod;
    const order = placed.order;
    expect(order.status_code).toBe('pending_payment');
    expect(order.status).toBe('Wacht op betaling');
    expect(order.number).toMatch(/^\d{9}$/);
    expect(order.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(order.email).toBe(email);
    expect(order.total.grand_total.value).toBe(cartTotal);
    expect(order.items.map((item) => [item.product_sku, item.quantity_ordered])).toEqual([
      [first.sku, 2],
      [second.sku, 1],
      [third.sku, 1],
    ]);
    expect(order.payment_methods[0]).toMatchObject({ type: 'testpay_ideal', name: 'iDEAL' });
    expect(order.payment_methods[0]?.additional_data).toContainEqual({ name: 'issuer', value: 'INGBNL2A' });
    expect(placed.redirect_url).toBe(`${apiUrl()}/testpay/checkout/${referenceOf(placed.redirect_url)}`);
    expect(placed.customer_token).toBeNull();
    // The stock is taken at placement; the cart is spent.
    expect(await stockOf(first.sku)).toBe(first.stock - 2);
    expect(await stockOf(second.sku)).toBe(second.stock - 1);
    const spent = await read('query($cartId: String!) { cart(cart_id: $cartId) { id } }', { cartId });
    expect(firstError(spent).extensions?.category).toBe('graphql-no-such-entity');

    // The hosted page: amount, order number, the bank chooser in the store view's language.
    const page = await fetch(placed.redirect_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain(order.number);
    expect(html).toContain(
      new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cartTotal),
    );
    expect(html).toContain('Kies je bank');
    expect(html).toMatch(/<option value="INGBNL2A" selected>ING<\/option>/);
    expect(html).toContain('>Betalen<');

    const paid = await pressPaymentButton(placed.redirect_url, 'pay', { issuer: 'RABONL2U' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${STOREFRONT}/testpay/connect/success?hash=${order.hash}`);

    const after = ok(await orderByHash(order.hash, { store: 'nl' })).order;
    expect(after.status_code).toBe('processing');
    expect(after.status).toBe('In behandeling');
    expect(after.items.every((item) => item.quantity_invoiced === item.quantity_ordered)).toBe(true);
    // The bank the shopper finally chose on the payment page.
    expect(after.payment_methods[0]?.additional_data).toContainEqual({ name: 'issuer', value: 'RABONL2U' });
    expect(after.comments.map((comment) => comment.message)).toEqual([
      'Wij wachten op je betaling.',
      'Betaling ontvangen.',
    ]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'order_confirmation',
      store_code: 'nl',
      subject: ORDER_MAIL_TEXTS.nl.subject(order.number),
    });
    expect(mails[0]?.text).toContain(ORDER_MAIL_TEXTS.nl.paid(order.number));
    expect(mails[0]?.text).toContain(`2 × `);
    expect(mails[0]?.text).toContain(`(${first.sku})`);

    // The page of a finished payment only leads back to the shop.
    const again = await pressPaymentButton(placed.redirect_url, 'cancel');
    expect(again.status).toBe(409);
    expect(ok(await orderByHash(order.hash)).order.status_code).toBe('processing');
  });
});

describe('a configurable line', () => {
  it("is ordered as the parent with its chosen options and a child row; the stock is the child's", async () => {
    type Listed = {
      __typename: string;
      sku: string;
      name: string;
      stock_qty: number | null;
      stock_display_limit: number | null;
      variants?: { attributes: { label: string }[]; product: { sku: string; stock_qty: number | null } }[];
    };
    const inStock = (variant: NonNullable<Listed['variants']>[number]) =>
      (variant.product.stock_qty ?? 0) >= 2;
    let parent: Listed | undefined;
    for (let page = 1, pages = 1; page <= pages && !parent; page++) {
      const listing = ok(
        await read<{ products: { page_info: { total_pages: number }; items: Listed[] } }>(
          `query($page: Int) { products(pageSize: 100, currentPage: $page) { page_info { total_pages }
             items { __typename sku name stock_qty stock_display_limit
               ... on ConfigurableProduct { variants { attributes { label } product { sku stock_qty } } } } } }`,
          { page },
        ),
      ).products;
      pages = listing.page_info.total_pages;
      parent = listing.items.find(
        (item) =>
          item.__typename === 'ConfigurableProduct' &&
          item.stock_display_limit === null &&
          item.variants?.some(inStock),
      );
    }
    const variant = parent?.variants?.find(inStock);
    if (!parent || !variant)
      throw new Error('the test shop has no configurable product with a variant in stock');
    const childStock = variant.product.stock_qty as number;
    const parentStock = parent.stock_qty as number;
    const cartId = await readyCart({
      email: freshEmail('configurable'),
      items: [
        { sku: variant.product.sku, parent_sku: parent.sku, quantity: 2 } as {
          sku: string;
          quantity: number;
        },
      ],
    });
    const order = ok(await setPaymentMethod({ cart_id: cartId, code: 'checkmo' })).setPaymentMethod
      .order as OrderData & {
      items: { parent_sku: string; selected_options: { label: string; value: string }[] }[];
    };
    expect(order.items).toHaveLength(1);
    const line = order.items[0] as (typeof order.items)[number] & {
      parent_sku: string;
      selected_options: { value: string }[];
    };
    expect(line).toMatchObject({
      __typename: 'ConfigurableOrderItem',
      product_sku: variant.product.sku,
      parent_sku: parent.sku,
      product_name: parent.name,
      product_type: 'configurable',
      quantity_ordered: 2,
    });
    expect(line.selected_options.map((option) => option.value)).toEqual(
      variant.attributes.map((attribute) => attribute.label),
    );
    // Children are not listed on their own: their stock is read through the parent's variants.
    const variants = ok(
      await read<{ products: { items: { variants: { product: { sku: string; stock_qty: number } }[] }[] } }>(
        `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
           ... on ConfigurableProduct { variants { product { sku stock_qty } } } } } }`,
        { sku: parent.sku },
      ),
    ).products.items[0]?.variants;
    expect(
      variants?.find((candidate) => candidate.product.sku === variant.product.sku)?.product.stock_qty,
    ).toBe(childStock - 2);
    // The configurable's own stock is the sum of its children's and follows them.
    expect(await stockOf(parent.sku)).toBe(parentStock - 2);
  });
});

describe('a bundle line', () => {
  it("takes its components' stock and the bundle's own stock figure follows them, on order and on cancel", async () => {
    type Choice = {
      uid: string;
      quantity: number;
      is_default: boolean;
      product: { sku: string; stock_qty: number | null; stock_display_limit: number | null };
    };
    type Listed = {
      __typename: string;
      sku: string;
      stock_qty: number | null;
      stock_display_limit: number | null;
      items?: { required: boolean; options: Choice[] }[];
    };
    const exact = (item: { stock_display_limit: number | null }) => item.stock_display_limit === null;
    const defaults = (bundle: Listed) =>
      (bundle.items ?? [])
        .filter((option) => option.required)
        .map((option) => option.options.find((choice) => choice.is_default));
    let bundle: Listed | undefined;
    for (let page = 1, pages = 1; page <= pages && !bundle; page++) {
      const listing = ok(
        await read<{ products: { page_info: { total_pages: number }; items: Listed[] } }>(
          `query($page: Int) { products(pageSize: 100, currentPage: $page) { page_info { total_pages }
             items { __typename sku stock_qty stock_display_limit
               ... on BundleProduct { items { required options { uid quantity is_default
                 product { sku stock_qty stock_display_limit } } } } } } }`,
          { page },
        ),
      ).products;
      pages = listing.page_info.total_pages;
      bundle = listing.items.find(
        (item) =>
          item.__typename === 'BundleProduct' &&
          exact(item) &&
          (item.stock_qty ?? 0) >= 2 &&
          defaults(item).every((choice) => choice && exact(choice.product)),
      );
    }
    if (!bundle) throw new Error('the test shop has no bundle in stock with exact stock figures');
    const components = defaults(bundle) as Choice[];
    // Its components are no later test's (their stock figures stay exact).
    products = products.filter((product) => !components.some((choice) => choice.product.sku === product.sku));
    // The seeded figure: as many bundles as the default components of the required options make.
    const makes = (stocks: readonly number[]) =>
      Math.min(...components.map((choice, index) => Math.floor((stocks[index] ?? 0) / choice.quantity)));
    const before = components.map((choice) => choice.product.stock_qty as number);
    expect(bundle.stock_qty).toBe(makes(before));

    const cartId = await readyCart({
      email: freshEmail('bundle'),
      items: [
        { sku: bundle.sku, quantity: 1, selected_options: components.map((choice) => choice.uid) } as {
          sku: string;
          quantity: number;
        },
      ],
    });
    const placed = ok(await setPaymentMethod({ cart_id: cartId, code: 'testpay_paypal' })).setPaymentMethod;
    const taken = await Promise.all(components.map((choice) => stockOf(choice.product.sku)));
    expect(taken).toEqual(components.map((choice, index) => (before[index] as number) - choice.quantity));
    expect(await stockOf(bundle.sku)).toBe(makes(taken));
    expect(makes(taken)).toBe((bundle.stock_qty as number) - 1);

    // A cancelled payment gives the components back, and the bundle's figure with them.
    expect((await pressPaymentButton(placed.redirect_url, 'cancel')).status).toBe(303);
    expect(await Promise.all(components.map((choice) => stockOf(choice.product.sku)))).toEqual(before);
    expect(await stockOf(bundle.sku)).toBe(bundle.stock_qty);
  });
});

describe("Magento's flow: setPaymentMethodOnCart, then placeOrder", () => {
  it('places a customer order paid by bank transfer and confirms it at once', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const email = freshEmail('magento');
    const token = await registerCustomer(email, PASSWORD);
    const cartId = await readyCart({ token, items: [{ sku: product.sku, quantity: 1 }] });
    ok(
      await mutate(
        `mutation($cartId: String!) {
           setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "banktransfer" } }) {
             cart { selected_payment_method { code } } } }`,
        { cartId },
        { token },
      ),
    );
    const placed = ok(
      await mutate<{
        placeOrder: {
          order: { order_number: string };
          orderV2: OrderData;
          errors: unknown[];
          redirect_url: string;
        };
      }>(
        `mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) {
           order { order_number } orderV2 { number hash status_code payment_methods { type } } errors { code message } redirect_url } }`,
        { cartId },
        { token },
      ),
    ).placeOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.order.order_number).toBe(placed.orderV2.number);
    expect(placed.orderV2.status_code).toBe('pending_payment');
    expect(placed.orderV2.payment_methods[0]?.type).toBe('banktransfer');
    // Offline methods need no payment page: the storefront's success page.
    expect(placed.redirect_url).toBe(`${STOREFRONT}/checkout/onepage/success?hash=${placed.orderV2.hash}`);
    const mails = await mailsTo(email);
    const confirmation = mails.find((mail) => mail.template === 'order_confirmation');
    expect(confirmation?.subject).toBe(ORDER_MAIL_TEXTS.de.subject(placed.orderV2.number));
    expect(confirmation?.text).toContain(ORDER_MAIL_TEXTS.de.placed(placed.orderV2.number));
    expect(confirmation?.text).toContain('IBAN');

    const listed = ok(
      await read<{ customer: { orders: { total_count: number; items: { number: string }[] } } }>(
        '{ customer { orders { total_count items { number } } } }',
        {},
        { token },
      ),
    ).customer.orders;
    expect(listed.total_count).toBe(1);
    expect(listed.items[0]?.number).toBe(placed.orderV2.number);
    // A second placement of the spent cart.
    const twice = await mutate(
      'mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { errors { code } } }',
      { cartId },
      { token },
    );
    expect(firstError(twice).extensions?.category).toBe('graphql-no-such-entity');
  });

  it('refuses placeOrder without a payment method, in the store view language', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const cartId = await readyCart({
      email: freshEmail('nomethod'),
      items: [{ sku: product.sku, quantity: 1 }],
    });
    const response = await mutate(
      'mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { errors { code } } }',
      { cartId },
    );
    const error = firstError(response);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.message).toBe('Bitte wählen Sie eine Zahlungsart.');
    expect(await stockOf(product.sku)).toBe(product.stock);
  });
});

describe('the payment webhook', () => {
  async function pendingOrder(code = 'testpay_creditcard') {
    const [product] = takeProducts(1) as [StockedProduct];
    const email = freshEmail('webhook');
    const cartId = await readyCart({ email, items: [{ sku: product.sku, quantity: 1 }] });
    const placed = ok(await setPaymentMethod({ cart_id: cartId, code })).setPaymentMethod;
    return { ...placed, email, product };
  }

  it('applies a paid event once, however often it is delivered', async () => {
    const { order, redirect_url, email } = await pendingOrder();
    const event = {
      id: 'evt_twice_1',
      type: 'payment.updated',
      payment: { reference: referenceOf(redirect_url), status: 'paid', method: 'creditcard' },
    };
    const first = await deliverWebhook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'processed', applied: true, order_status: 'processing' });
    const second = await deliverWebhook(event);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ status: 'duplicate', applied: false });
    const after = ok(await orderByHash(order.hash)).order;
    expect(after.status_code).toBe('processing');
    expect(after.comments.filter((comment) => comment.message === 'Zahlung eingegangen.')).toHaveLength(1);
    expect((await mailsTo(email)).filter((mail) => mail.template === 'order_confirmation')).toHaveLength(1);
    // A later cancel of a paid order is recorded but changes nothing.
    const late = await deliverWebhook({
      ...event,
      id: 'evt_twice_2',
      payment: { ...event.payment, status: 'canceled' },
    });
    expect(await late.json()).toEqual({ status: 'processed', applied: false, order_status: 'processing' });
    expect(ok(await orderByHash(order.hash)).order.status_code).toBe('processing');
  });

  it('refuses forged calls: no signature, a wrong secret, a changed body', async () => {
    const { order, redirect_url, product } = await pendingOrder();
    const event = {
      id: 'evt_forged',
      type: 'payment.updated',
      payment: { reference: referenceOf(redirect_url), status: 'canceled', method: 'creditcard' },
    };
    expect((await deliverWebhook(event, '')).status).toBe(401);
    expect((await deliverWebhook(event, signWebhook('not-the-secret', JSON.stringify(event)))).status).toBe(
      401,
    );
    const signedOther = signWebhook(DEV_WEBHOOK_SECRET, JSON.stringify({ ...event, id: 'evt_other' }));
    expect((await deliverWebhook(event, signedOther)).status).toBe(401);
    const stale = signWebhook(
      DEV_WEBHOOK_SECRET,
      JSON.stringify(event),
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await deliverWebhook(event, stale)).status).toBe(401);
    expect(ok(await orderByHash(order.hash)).order.status_code).toBe('pending_payment');
    expect(await stockOf(product.sku)).toBe(product.stock - 1);
    // Genuine but about no payment of ours.
    const unknown = await deliverWebhook({
      ...event,
      id: 'evt_unknown',
      payment: { ...event.payment, reference: 'tp_0000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('cancelling on the hosted page cancels the order and gives the stock back', async () => {
    const { order, redirect_url, product } = await pendingOrder('testpay_paypal');
    expect(await stockOf(product.sku)).toBe(product.stock - 1);
    const cancelled = await pressPaymentButton(redirect_url, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${STOREFRONT}/testpay/connect/cancel?hash=${order.hash}`);
    const after = ok(await orderByHash(order.hash)).order;
    expect(after.status_code).toBe('canceled');
    expect(after.status).toBe('Storniert');
    expect(after.items[0]?.quantity_canceled).toBe(1);
    expect(await stockOf(product.sku)).toBe(product.stock);
  });

  it('a cancelled order that had the last units sends the back-in-stock alerts', async () => {
    const last = products.filter((product) => product.stock <= 30).sort((a, b) => a.stock - b.stock)[0];
    if (!last) throw new Error('the test shop has no simple product with at most 30 units');
    products = products.filter((product) => product !== last);
    const cartId = await readyCart({
      email: freshEmail('lastunits'),
      items: [{ sku: last.sku, quantity: last.stock }],
    });
    const placed = ok(await setPaymentMethod({ cart_id: cartId, code: 'testpay_paypal' })).setPaymentMethod;
    expect(await stockOf(last.sku)).toBe(0);
    const watcher = freshEmail('watcher');
    ok(
      await graphql(
        'mutation($email: String!, $sku: String!) { productAlertSubscription(email: $email, sku: $sku) { email } }',
        { method: 'POST', store: 'de', token: CONSUMER_KEY, variables: { email: watcher, sku: last.sku } },
      ),
    );
    expect(await mailsTo(watcher)).toEqual([]);
    expect((await pressPaymentButton(placed.redirect_url, 'cancel')).status).toBe(303);
    expect(await stockOf(last.sku)).toBe(last.stock);
    expect((await mailsTo(watcher)).map((mail) => mail.template)).toEqual(['back_in_stock']);
  });

  it('a failed payment cancels the order too and gives the stock back', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const cartId = await readyCart({
      store: 'nl',
      email: freshEmail('fail'),
      address: NL_ADDRESS,
      items: [{ sku: product.sku, quantity: 2 }],
    });
    const placed = ok(
      await setPaymentMethod(
        { cart_id: cartId, code: 'testpay_ideal', additional_data: [{ key: 'issuer', value: 'ASNBNL21' }] },
        { store: 'nl' },
      ),
    ).setPaymentMethod;
    expect(await stockOf(product.sku)).toBe(product.stock - 2);
    const failed = await pressPaymentButton(placed.redirect_url, 'fail');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(
      `${STOREFRONT}/testpay/connect/cancel?hash=${placed.order.hash}`,
    );
    const after = ok(await orderByHash(placed.order.hash, { store: 'nl' })).order;
    expect(after.status_code).toBe('canceled');
    expect(after.comments.at(-1)?.message).toBe('De betaling is mislukt; de bestelling is geannuleerd.');
    expect(await stockOf(product.sku)).toBe(product.stock);
  });
});

describe('stock', () => {
  it('parallel placements on the last units: exactly as many orders as units', async () => {
    const scarce = products
      .filter((product) => product.stock >= 2 && product.stock <= 6)
      .sort((a, b) => a.stock - b.stock)[0];
    if (!scarce) throw new Error('the test shop has no simple product with 2 to 6 units');
    products = products.filter((product) => product !== scarce);
    const shoppers = scarce.stock + 3;
    const carts = await Promise.all(
      Array.from({ length: shoppers }, () =>
        readyCart({ email: freshEmail('race'), items: [{ sku: scarce.sku, quantity: 1 }] }).then(
          async (cartId) => {
            ok(
              await mutate(
                `mutation($cartId: String!) { setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "checkmo" } }) { cart { id } } }`,
                { cartId },
              ),
            );
            return cartId;
          },
        ),
      ),
    );
    const results = await Promise.all(
      carts.map((cartId) =>
        mutate<{ placeOrder: { orderV2: { number: string } } }>(
          'mutation($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number } } }',
          { cartId },
        ),
      ),
    );
    const placed = results.filter((result) => !result.body.errors);
    const refused = results.filter((result) => result.body.errors);
    expect(placed).toHaveLength(scarce.stock);
    expect(refused).toHaveLength(3);
    for (const result of refused) {
      const error = firstError(result);
      expect(error.extensions?.category).toBe('graphql-input');
      expect(error.message).toBe(`${scarce.name}: Produktoption nicht auf Lager`);
    }
    expect(await stockOf(scarce.sku)).toBe(0);
    // A refused shopper's cart is as it was: still active with its item.
    const cart = ok(
      await read<{ cart: { items: { quantity: number }[] } }>(
        'query($cartId: String!) { cart(cart_id: $cartId) { items { quantity } } }',
        {
          cartId: carts[results.indexOf(refused[0] as (typeof results)[number])],
        },
      ),
    ).cart;
    expect(cart.items).toEqual([{ quantity: 1 }]);
  });

  it('a failed placement leaves the cart and the stock as they were', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const email = freshEmail('unchanged');
    const cartId = await readyCart({ email, items: [{ sku: product.sku, quantity: 2 }] });
    // A weak password for the new account: refused after the cart was checked.
    const weak = await setPaymentMethod({
      cart_id: cartId,
      code: 'checkmo',
      create_account: true,
      password: 'short',
      customer_note: 'x',
    });
    const error = firstError(weak);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.message).toContain('8');
    const cart = ok(
      await read<{
        cart: {
          comment: string | null;
          selected_payment_method: { code: string } | null;
          items: { quantity: number }[];
        };
      }>(
        'query($cartId: String!) { cart(cart_id: $cartId) { comment selected_payment_method { code } items { quantity } } }',
        { cartId },
      ),
    ).cart;
    expect(cart.comment).toBeNull();
    expect(cart.selected_payment_method?.code || null).toBeNull();
    expect(cart.items).toEqual([{ quantity: 2 }]);
    expect(await stockOf(product.sku)).toBe(product.stock);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('names what is missing: e-mail and shipping method, in the store view language', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const cartId = ok(
      await mutate<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, { store: 'nl' }),
    ).createEmptyCart;
    ok(
      await mutate(
        'mutation($cartId: String!, $sku: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
        { cartId, sku: product.sku },
        { store: 'nl' },
      ),
    );
    const response = await setPaymentMethod({ cart_id: cartId, code: 'checkmo' }, { store: 'nl' });
    const error = firstError(response);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(error.extensions?.key).toBe('checkout.incomplete');
    expect(error.message).toMatch(/^De bestelling kan nog niet geplaatst worden: /);
    expect(((error.extensions?.problems ?? []) as { code: string }[]).map((problem) => problem.code)).toEqual(
      ['email', 'shipping_address', 'billing_address'],
    );
    expect(await stockOf(product.sku)).toBe(product.stock);
  });
});

describe('save_in_address_book', () => {
  type BookAddress = {
    id: number;
    street: string[];
    city: string;
    default_shipping: boolean;
    default_billing: boolean;
  };
  const addressBook = async (token: string) =>
    ok(
      await read<{ customer: { addresses: BookAddress[] } }>(
        '{ customer { addresses { id street city default_shipping default_billing } } }',
        {},
        { token },
      ),
    ).customer.addresses.sort((a, b) => a.id - b.id);
  const setBilling = (cartId: string, address: Record<string, unknown>, token: string) =>
    mutate(
      `mutation($cartId: String!, $address: CartAddressInput!) {
         setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } } }`,
      { cartId, address },
      { token },
    );

  it("adds a customer's new marked addresses to the book when the order is placed; the first becomes the default", async () => {
    const [first, second] = takeProducts(2) as [StockedProduct, StockedProduct];
    const token = await registerCustomer(freshEmail('addressbook'), PASSWORD);
    expect(await addressBook(token)).toEqual([]);

    // Shipping and billing the same new address, marked: stored once, the default of both.
    const cartId = await readyCart({
      token,
      address: { ...NL_ADDRESS, save_in_address_book: true },
      items: [{ sku: first.sku, quantity: 1 }],
    });
    expect(await addressBook(token)).toEqual([]);
    ok(await setPaymentMethod({ cart_id: cartId, code: 'banktransfer' }, { token }));
    const [saved, ...others] = await addressBook(token);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      street: NL_ADDRESS.street,
      city: NL_ADDRESS.city,
      default_shipping: true,
      default_billing: true,
    });

    // A second order: the marked shipping address is added (the defaults stay), the unmarked billing
    // address is not.
    const nextCart = await readyCart({
      token,
      address: { ...DE_ADDRESS, save_in_address_book: true },
      items: [{ sku: second.sku, quantity: 1 }],
    });
    ok(await setBilling(nextCart, { ...DE_ADDRESS, city: 'Potsdam', postcode: '14467' }, token));
    ok(await setPaymentMethod({ cart_id: nextCart, code: 'banktransfer' }, { token }));
    const book = await addressBook(token);
    expect(book.map((address) => [address.city, address.default_shipping, address.default_billing])).toEqual([
      [NL_ADDRESS.city, true, true],
      [DE_ADDRESS.city, false, false],
    ]);
  });

  it('a billing address saved beside another shipping address becomes the default billing address', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const token = await registerCustomer(freshEmail('addressbook'), PASSWORD);
    const cartId = await readyCart({
      token,
      address: { ...DE_ADDRESS, save_in_address_book: true },
      items: [{ sku: product.sku, quantity: 1 }],
    });
    ok(await setBilling(cartId, { ...NL_ADDRESS, save_in_address_book: true }, token));
    ok(await setPaymentMethod({ cart_id: cartId, code: 'banktransfer' }, { token }));
    expect(
      (await addressBook(token)).map((address) => [
        address.city,
        address.default_shipping,
        address.default_billing,
      ]),
    ).toEqual([
      [DE_ADDRESS.city, true, false],
      [NL_ADDRESS.city, false, true],
    ]);
  });
});

describe('accounts with the order', () => {
  it('setPaymentMethod with create_account creates the account and logs the shopper in', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const email = freshEmail('newaccount');
    const cartId = await readyCart({
      email,
      address: DE_ADDRESS,
      items: [{ sku: product.sku, quantity: 1 }],
    });
    const placed = ok(
      await setPaymentMethod({
        cart_id: cartId,
        code: 'testpay_paypal',
        create_account: true,
        password: PASSWORD,
      }),
    ).setPaymentMethod;
    expect(placed.customer_token).toBeTruthy();
    const customer = ok(
      await read<{ customer: { email: string; firstname: string; orders: { items: { number: string }[] } } }>(
        '{ customer { email firstname orders { items { number } } } }',
        {},
        { token: placed.customer_token as string },
      ),
    ).customer;
    expect(customer).toMatchObject({ email, firstname: DE_ADDRESS.firstname });
    expect(customer.orders.items.map((item) => item.number)).toEqual([placed.order.number]);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['account_created']);
  });

  it('refuses create_account for an address that has an account, changing nothing', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const cartId = await readyCart({
      email: 'anna.mueller@example.com',
      items: [{ sku: product.sku, quantity: 1 }],
    });
    const response = await setPaymentMethod({
      cart_id: cartId,
      code: 'checkmo',
      create_account: true,
      password: PASSWORD,
    });
    expect(firstError(response).extensions?.key).toBe('email.already_exists');
    expect(await stockOf(product.sku)).toBe(product.stock);
  });

  it('createAccountFromOrder: the holder of a guest order hash creates the account for its e-mail', async () => {
    const [product] = takeProducts(1) as [StockedProduct];
    const email = freshEmail('fromorder');
    const cartId = await readyCart({ email, items: [{ sku: product.sku, quantity: 1 }] });
    const order = ok(await setPaymentMethod({ cart_id: cartId, code: 'checkmo' })).setPaymentMethod.order;
    const CREATE = `mutation($id: String!, $email: String!, $password: String!) {
      createAccountFromOrder(order_id: $id, email: $email, password: $password) { token customer { email firstname lastname addresses { city } } } }`;
    const wrongEmail = await mutate(CREATE, {
      id: order.hash,
      email: freshEmail('other'),
      password: PASSWORD,
    });
    expect(firstError(wrongEmail).extensions?.key).toBe('order.email_mismatch');
    const weak = await mutate(CREATE, { id: order.hash, email, password: 'weak' });
    expect(firstError(weak).extensions?.category).toBe('graphql-input');
    const created = ok(
      await mutate<{
        createAccountFromOrder: {
          token: string;
          customer: { email: string; firstname: string; addresses: { city: string }[] };
        };
      }>(CREATE, { id: order.hash, email: email.toUpperCase(), password: PASSWORD }),
    ).createAccountFromOrder;
    expect(created.customer).toMatchObject({
      email,
      firstname: DE_ADDRESS.firstname,
      addresses: [{ city: DE_ADDRESS.city }],
    });
    const orders = ok(
      await read<{ customer: { orders: { items: { number: string }[] } } }>(
        '{ customer { orders { items { number } } } }',
        {},
        { token: created.token },
      ),
    ).customer.orders;
    expect(orders.items.map((item) => item.number)).toEqual([order.number]);
    expect(await login(email, PASSWORD)).toBeTruthy();
    const again = await mutate(CREATE, { id: order.hash, email, password: PASSWORD });
    expect(firstError(again).extensions?.key).toBe('order.has_account');
    const unknown = await mutate(CREATE, { id: 'f'.repeat(64), email, password: PASSWORD });
    expect(firstError(unknown).extensions?.category).toBe('graphql-no-such-entity');
  });
});
