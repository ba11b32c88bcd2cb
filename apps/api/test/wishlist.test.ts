import { formatMessage } from '@shop/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/commerce/passwords.js';
import { wishlistMessages } from '../src/modules/wishlist/messages.js';
import { apiUrl, type GraphQLResponse, graphql } from './graphql.js';

// Wishlists through GraphQL against the running test api (docs/BEHAVIOUR.md#data Wishlist, docs/BEHAVIOUR.md#wishlist, #roles-and-permissions, docs/BEHAVIOUR.md#api-calls): guest
// wishlists by unguessable id, the customer's by token, configurable options, merge, share by e-mail.

type Store = 'de' | 'nl' | 'en';
type Data = Record<string, unknown>;

const SHOP_TOKEN = 'shop-demo-access-token';
const PASSWORD = 'Wish-List1!';

function mutate<T = Data>(
  query: string,
  variables: Data = {},
  options: { token?: string; store?: Store } = {},
) {
  return graphql<T>(query, {
    method: 'POST',
    variables,
    store: options.store ?? 'de',
    token: options.token ?? SHOP_TOKEN,
  });
}

function read<T = Data>(
  query: string,
  variables: Data = {},
  options: { token?: string; store?: Store } = {},
) {
  return graphql<T>(query, { variables, store: options.store ?? 'de', token: options.token ?? SHOP_TOKEN });
}

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

function failure(response: GraphQLResponse<unknown>) {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.body.data)}`);
  return { message: error.message, category: error.extensions?.category, key: error.extensions?.key };
}

let sequence = 0;
async function freshCustomer(): Promise<{ email: string; token: string }> {
  sequence += 1;
  const email = `wish.${Date.now().toString(36)}${sequence}@example.com`;
  ok(
    await mutate(
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: 'Wim', lastname: 'Lijst', email, password: PASSWORD } },
    ),
  );
  return { email, token: await login(email, PASSWORD) };
}

async function login(email: string, password: string): Promise<string> {
  const data = ok(
    await mutate<{ generateCustomerToken: { token: string } }>(
      'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email, password },
    ),
  );
  return data.generateCustomerToken.token;
}

const WISHLIST = `id items_count sharing_code is_shared updated_at
  items { id qty description added_at child_sku product { sku __typename } }
  items_v2(pageSize: 50) { items { __typename id quantity description product { sku }
    ... on ConfigurableWishlistItem { child_sku configured_variant { sku } } } page_info { total_pages } }`;

interface Item {
  id: number;
  qty: number;
  description: string | null;
  child_sku: string | null;
  product: { sku: string; __typename: string } | null;
}
interface Wishlist {
  id: string;
  items_count: number;
  sharing_code: string | null;
  is_shared: boolean;
  items: Item[];
  items_v2: {
    items: {
      __typename: string;
      id: string;
      quantity: number;
      child_sku?: string;
      configured_variant?: { sku: string };
    }[];
  };
}
interface UserError {
  message: string;
  code: string;
}

async function createGuestWishlist(): Promise<string> {
  return ok(await mutate<{ createEmptyWishlist: string }>('mutation { createEmptyWishlist }'))
    .createEmptyWishlist;
}

function add(wishlistId: string, items: Data[], options: { token?: string; store?: Store } = {}) {
  return mutate<{ addProductsToWishlist: { wishlist: Wishlist; user_errors: UserError[] } }>(
    `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
       addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST} } user_errors { message code } } }`,
    { id: wishlistId, items },
    options,
  );
}

async function guestWishlist(id: string, options: { token?: string; store?: Store } = {}) {
  return read<{ guestWishlist: Wishlist }>(
    `query ($id: ID!) { guestWishlist(wishlistId: $id) { ${WISHLIST} } }`,
    { id },
    options,
  );
}

async function customerWishlist(token: string): Promise<Wishlist> {
  return ok(
    await read<{ customer: { wishlist: Wishlist } }>(
      `{ customer { wishlist { ${WISHLIST} } } }`,
      {},
      { token },
    ),
  ).customer.wishlist;
}

interface Catalogue {
  simple: string[];
  configurable: { sku: string; variants: string[] };
  otherConfigurable: { sku: string; variants: string[] };
}

/** Products of the seeded test shop: in-stock simple products and two configurables with variants. */
async function catalogue(): Promise<Catalogue> {
  const products: { sku: string; __typename: string; variants?: { product: { sku: string } }[] }[] = [];
  for (const currentPage of [1, 2]) {
    const data = ok(
      await read<{ products: { items: typeof products } }>(
        `query ($page: Int) { products(pageSize: 100, currentPage: $page, sort: { name: ASC }) {
           items { sku __typename ... on ConfigurableProduct { variants { product { sku } } } } } }`,
        { page: currentPage },
      ),
    );
    products.push(...data.products.items);
  }
  const simple = products
    .filter((product) => product.__typename === 'SimpleProduct')
    .map((product) => product.sku);
  const configurables = products
    .filter((product) => product.__typename === 'ConfigurableProduct' && (product.variants?.length ?? 0) > 1)
    .map((product) => ({
      sku: product.sku,
      variants: (product.variants ?? []).map((variant) => variant.product.sku),
    }));
  expect(simple.length).toBeGreaterThan(4);
  expect(configurables.length).toBeGreaterThan(1);
  return {
    simple,
    configurable: configurables[0] as Catalogue['configurable'],
    otherConfigurable: configurables[1] as Catalogue['configurable'],
  };
}

let shop: Catalogue;
beforeAll(async () => {
  shop = await catalogue();
});

describe('guest wishlist', () => {
  it('is created with an unguessable id and read back by it', async () => {
    const id = await createGuestWishlist();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await createGuestWishlist()).not.toBe(id);
    const wishlist = ok(await guestWishlist(id)).guestWishlist;
    expect(wishlist).toMatchObject({ id, items_count: 0, items: [], sharing_code: null, is_shared: false });
  });

  it('adds a simple product, raises the quantity when it is added again, updates and removes it', async () => {
    const id = await createGuestWishlist();
    const sku = shop.simple[0] as string;
    const first = ok(await add(id, [{ sku, quantity: 2 }])).addProductsToWishlist;
    expect(first.user_errors).toEqual([]);
    expect(first.wishlist.items).toHaveLength(1);
    expect(first.wishlist.items[0]).toMatchObject({
      qty: 2,
      child_sku: null,
      product: { sku, __typename: 'SimpleProduct' },
    });
    expect(first.wishlist.items_v2.items[0]?.__typename).toBe('SimpleWishlistItem');

    const again = ok(await add(id, [{ sku }])).addProductsToWishlist;
    expect(again.wishlist.items).toHaveLength(1);
    expect(again.wishlist.items[0]?.qty).toBe(3);

    const itemId = String(again.wishlist.items[0]?.id);
    const updated = ok(
      await mutate<{ updateProductsInWishlist: { wishlist: Wishlist; user_errors: UserError[] } }>(
        `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
           updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST} } user_errors { message code } } }`,
        { id, items: [{ wishlist_item_id: itemId, quantity: 5, description: '  Voor de woonkamer ' }] },
      ),
    ).updateProductsInWishlist;
    expect(updated.user_errors).toEqual([]);
    expect(updated.wishlist.items[0]).toMatchObject({ qty: 5, description: 'Voor de woonkamer' });

    const badQuantity = ok(
      await mutate<{ updateProductsInWishlist: { wishlist: Wishlist; user_errors: UserError[] } }>(
        `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
           updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST} } user_errors { message code } } }`,
        { id, items: [{ wishlist_item_id: itemId, quantity: 0 }] },
        { store: 'nl' },
      ),
    ).updateProductsInWishlist;
    expect(badQuantity.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Het aantal moet groter zijn dan 0 en maximaal 10000.' },
    ]);
    expect(badQuantity.wishlist.items[0]?.qty).toBe(5);

    const removed = ok(
      await mutate<{ removeProductsFromWishlist: { wishlist: Wishlist; user_errors: UserError[] } }>(
        `mutation ($id: ID!, $ids: [ID!]!) {
           removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { ${WISHLIST} } user_errors { message code } } }`,
        { id, ids: [itemId, '999999999'] },
      ),
    ).removeProductsFromWishlist;
    expect(removed.wishlist.items_count).toBe(0);
    expect(removed.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'Die Wunschliste enthält keinen Artikel mit der ID "999999999".' },
    ]);
  });

  it('refuses a configurable product without its chosen variant, in the store view language', async () => {
    const id = await createGuestWishlist();
    for (const store of ['de', 'nl', 'en'] as const) {
      const answer = ok(await add(id, [{ sku: shop.configurable.sku }], { store })).addProductsToWishlist;
      expect(answer.user_errors).toEqual([
        { code: 'UNDEFINED', message: formatMessage(store, 'wishlist.options_required') },
      ]);
      expect(answer.wishlist.items_count).toBe(0);
    }
  });

  it('adds a configurable product as its chosen variant (parent_sku + sku)', async () => {
    const id = await createGuestWishlist();
    const child = shop.configurable.variants[0] as string;
    const answer = ok(
      await add(id, [{ sku: child, parent_sku: shop.configurable.sku, quantity: 1 }]),
    ).addProductsToWishlist;
    expect(answer.user_errors).toEqual([]);
    expect(answer.wishlist.items[0]).toMatchObject({
      child_sku: child,
      product: { sku: shop.configurable.sku, __typename: 'ConfigurableProduct' },
    });
    expect(answer.wishlist.items_v2.items[0]).toMatchObject({
      __typename: 'ConfigurableWishlistItem',
      child_sku: child,
      configured_variant: { sku: child },
    });
  });

  it('answers unknown products and variants of another product as user errors and adds the rest', async () => {
    const id = await createGuestWishlist();
    const answer = ok(
      await add(
        id,
        [
          { sku: 'NO-SUCH-SKU' },
          { sku: shop.otherConfigurable.variants[0], parent_sku: shop.configurable.sku },
          { sku: shop.simple[1], quantity: -1 },
          { sku: shop.simple[1] },
        ],
        { store: 'en' },
      ),
    ).addProductsToWishlist;
    expect(answer.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU".' },
      {
        code: 'UNDEFINED',
        message: `"${shop.otherConfigurable.variants[0]}" is not a variant of "${shop.configurable.sku}".`,
      },
      { code: 'UNDEFINED', message: 'The quantity must be greater than 0 and at most 10000.' },
    ]);
    expect(answer.wishlist.items.map((item) => item.product?.sku)).toEqual([shop.simple[1]]);
  });

  it('answers graphql-no-such-entity for an id that names no wishlist', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', '999999999', 'nonsense']) {
      const error = failure(await guestWishlist(id));
      expect(error.category).toBe('graphql-no-such-entity');
      expect(error.message).toBe(`Es gibt keine Wunschliste mit der ID "${id}".`);
      expect(failure(await add(id, [{ sku: shop.simple[0] }])).category).toBe('graphql-no-such-entity');
    }
  });
});

describe('customer wishlist', () => {
  it("is the customer's own, found by token, and closed to everybody else", async () => {
    const owner = await freshCustomer();
    const other = await freshCustomer();
    const wishlist = await customerWishlist(owner.token);
    expect(wishlist.id).toMatch(/^\d+$/);
    expect(wishlist.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect((await customerWishlist(owner.token)).id).toBe(wishlist.id);

    const added = ok(
      await add(wishlist.id, [{ sku: shop.simple[2] }], { token: owner.token }),
    ).addProductsToWishlist;
    expect(added.wishlist.items_count).toBe(1);

    const byOther = failure(await add(wishlist.id, [{ sku: shop.simple[3] }], { token: other.token }));
    expect(byOther).toMatchObject({
      category: 'graphql-authorization',
      message: `Sie haben keine Berechtigung für die Wunschliste mit der ID "${wishlist.id}".`,
    });
    expect(failure(await add(wishlist.id, [{ sku: shop.simple[3] }])).category).toBe('graphql-authorization');
    expect(failure(await guestWishlist(wishlist.id)).category).toBe('graphql-authorization');
    expect(failure(await guestWishlist(wishlist.id, { token: 'expired-or-made-up' })).category).toBe(
      'graphql-authorization',
    );
    expect((await customerWishlist(owner.token)).items_count).toBe(1);

    const views = ok(
      await read<{
        customer: { wishlists: { id: string }[]; mine: { id: string } | null; theirs: { id: string } | null };
      }>(
        `query ($mine: ID!, $theirs: ID!) { customer { wishlists { id } mine: wishlist_v2(id: $mine) { id }
           theirs: wishlist_v2(id: $theirs) { id } } }`,
        { mine: wishlist.id, theirs: (await customerWishlist(other.token)).id },
        { token: owner.token },
      ),
    ).customer;
    expect(views).toEqual({ wishlists: [{ id: wishlist.id }], mine: { id: wishlist.id }, theirs: null });
  });

  it("is the demo customer's seeded wishlist", async () => {
    const token = await login('anna.mueller@example.com', DEMO_PASSWORD);
    const wishlist = await customerWishlist(token);
    expect(wishlist.items_count).toBeGreaterThan(0);
    expect(wishlist.items.every((item) => item.product !== null)).toBe(true);
  });

  it('answers createEmptyWishlist with the wishlist the customer has', async () => {
    const customer = await freshCustomer();
    const id = ok(
      await mutate<{ createEmptyWishlist: string }>('mutation { createEmptyWishlist }', {}, customer),
    ).createEmptyWishlist;
    expect(id).toBe((await customerWishlist(customer.token)).id);
  });
});

describe('mergeWishlists', () => {
  const MERGE = `mutation ($source: ID!, $destination: ID) {
    mergeWishlists(source: $source, destination: $destination) { ${WISHLIST} } }`;

  it('moves the guest items whose sku the customer does not have yet, then retires the guest wishlist', async () => {
    const customer = await freshCustomer();
    const own = await customerWishlist(customer.token);
    const [a, b, c] = shop.simple as [string, string, string];
    ok(await add(own.id, [{ sku: a, quantity: 4 }], { token: customer.token }));
    const guest = await createGuestWishlist();
    ok(await add(guest, [{ sku: a }, { sku: b, quantity: 2 }, { sku: c }]));

    const merged = ok(
      await mutate<{ mergeWishlists: Wishlist }>(MERGE, { source: guest, destination: own.id }, customer),
    ).mergeWishlists;
    expect(merged.id).toBe(own.id);
    const quantities = Object.fromEntries(merged.items.map((item) => [item.product?.sku, item.qty]));
    expect(quantities).toEqual({ [a]: 4, [b]: 2, [c]: 1 });

    const gone = failure(await guestWishlist(guest));
    expect(gone.category).toBe('graphql-no-such-entity');
  });

  it('merges into the customer wishlist without a destination', async () => {
    const customer = await freshCustomer();
    const guest = await createGuestWishlist();
    ok(await add(guest, [{ sku: shop.simple[4] }]));
    const merged = ok(
      await mutate<{ mergeWishlists: Wishlist }>(MERGE, { source: guest }, customer),
    ).mergeWishlists;
    expect(merged.items.map((item) => item.product?.sku)).toEqual([shop.simple[4]]);
  });

  it('needs the customer token, a guest source and the customer’s own destination', async () => {
    const customer = await freshCustomer();
    const other = await freshCustomer();
    const guest = await createGuestWishlist();
    ok(await add(guest, [{ sku: shop.simple[0] }]));
    expect(failure(await mutate(MERGE, { source: guest })).category).toBe('graphql-authorization');
    const otherId = (await customerWishlist(other.token)).id;
    expect(failure(await mutate(MERGE, { source: guest, destination: otherId }, customer)).category).toBe(
      'graphql-authorization',
    );
    const ownId = (await customerWishlist(customer.token)).id;
    expect(failure(await mutate(MERGE, { source: ownId }, customer))).toMatchObject({
      category: 'graphql-input',
      key: 'wishlist.merge_source_invalid',
    });
    // Nothing of the failed calls stuck: the guest wishlist still has its item.
    expect(ok(await guestWishlist(guest)).guestWishlist.items_count).toBe(1);
    expect((await customerWishlist(customer.token)).items_count).toBe(0);
  });
});

interface MailboxMail {
  to: string;
  subject: string;
  text: string;
  template: string;
  store_code: string;
}

async function mailsTo(email: string): Promise<MailboxMail[]> {
  const response = await fetch(`${apiUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { items: MailboxMail[] }).items;
}

describe('shareWishlist and sharedWishlist', () => {
  const SHARE = `mutation ($id: ID!, $name: String!, $emails: [String!]!, $message: String) {
    shareWishlist(wishlist_id: $id, customer_name: $name, emails: $emails, message: $message) {
      sharing_code sent wishlist { id is_shared } } }`;
  const SHARED = `query ($code: String!, $pageSize: Int, $page: Int) {
    sharedWishlist(code: $code, pageSize: $pageSize, currentPage: $page) {
      sharing_code customer_name items_count items { qty product { sku } } page_info { current_page page_size total_pages } } }`;

  it('mails every recipient in the store view language and opens the wishlist by its code', async () => {
    const customer = await freshCustomer();
    const own = await customerWishlist(customer.token);
    ok(
      await add(
        own.id,
        [{ sku: shop.simple[0] }, { sku: shop.simple[1] }, { sku: shop.simple[2] }],
        customer,
      ),
    );
    const code = own.sharing_code as string;
    expect(failure(await read(SHARED, { code })).category).toBe('graphql-no-such-entity');

    const stamp = Date.now().toString(36);
    const recipients = [`oma.${stamp}@example.nl`, `buurman.${stamp}@example.nl`];
    const shared = ok(
      await mutate<{
        shareWishlist: { sharing_code: string; sent: number; wishlist: { is_shared: boolean } };
      }>(
        SHARE,
        {
          id: own.id,
          // The mail goes out under the account's own name, whatever name the call gives.
          name: 'Gewinnspiel: 500 EUR auf www.evil-prize.example',
          emails: [...recipients, recipients[0]?.toUpperCase()],
          message: 'Voor mijn verjaardag!',
        },
        { ...customer, store: 'nl' },
      ),
    ).shareWishlist;
    expect(shared).toEqual({ sharing_code: code, sent: 2, wishlist: { id: own.id, is_shared: true } });

    for (const recipient of recipients) {
      const [mail] = await mailsTo(recipient);
      expect(mail).toMatchObject({
        template: 'wishlist_share',
        store_code: 'nl',
        subject: wishlistMessages.nl['wishlist.mail_subject'].replace('{name}', 'Wim Lijst'),
      });
      expect(mail?.text).toContain('Bericht van Wim Lijst: "Voor mijn verjaardag!"');
      expect(`${mail?.subject} ${mail?.text}`).not.toContain('evil-prize');
      expect(mail?.text).toContain(`/wishlist/${code}`);
    }

    const firstPage = ok(
      await read<{ sharedWishlist: Data }>(SHARED, { code, pageSize: 2, page: 1 }),
    ).sharedWishlist;
    expect(firstPage).toMatchObject({
      sharing_code: code,
      customer_name: 'Wim',
      items_count: 3,
      page_info: { current_page: 1, page_size: 2, total_pages: 2 },
    });
    expect(firstPage.items).toHaveLength(2);
    const secondPage = ok(
      await read<{ sharedWishlist: { items: unknown[] } }>(SHARED, { code, pageSize: 2, page: 2 }),
    ).sharedWishlist;
    expect(secondPage.items).toHaveLength(1);
  });

  it('opens the demo shared wishlist', async () => {
    const token = await login('jan.devries@example.nl', DEMO_PASSWORD);
    const code = ok(
      await read<{ customer: { wishlists: { sharing_code: string; is_shared: boolean }[] } }>(
        '{ customer { wishlists { sharing_code is_shared } } }',
        {},
        { token },
      ),
    ).customer.wishlists.find((wishlist) => wishlist.is_shared)?.sharing_code;
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const shared = ok(
      await read<{ sharedWishlist: { items_count: number; items: { product: { sku: string } | null }[] } }>(
        SHARED,
        { code },
        { store: 'nl' },
      ),
    ).sharedWishlist;
    expect(shared.items_count).toBeGreaterThan(0);
    expect(shared.items.length).toBe(shared.items_count);
  });

  it('refuses bad recipients and changes nothing', async () => {
    const customer = await freshCustomer();
    const own = await customerWishlist(customer.token);
    ok(await add(own.id, [{ sku: shop.simple[0] }], customer));
    const bad = failure(
      await mutate(
        SHARE,
        { id: own.id, name: 'Wim', emails: ['ok@example.com', 'not-an-address'] },
        customer,
      ),
    );
    expect(bad).toMatchObject({ category: 'graphql-input', key: 'email.invalid' });
    expect(bad.message).toBe(formatMessage('de', 'email.invalid'));
    const none = failure(
      await mutate(SHARE, { id: own.id, name: 'Wim', emails: [] }, { ...customer, store: 'en' }),
    );
    expect(none).toMatchObject({
      category: 'graphql-input',
      message: 'Please enter at least one e-mail address.',
    });
    for (const message of [
      'Gewinnspiel: 500 EUR auf www.evil-prize.example',
      'Klick hier: https://evil.example/prize',
      'Nur heute bei evil-prize.com',
      '<a href="x">Preis</a>',
    ]) {
      const advert = failure(
        await mutate(SHARE, { id: own.id, name: 'Wim', emails: ['ok@example.com'], message }, customer),
      );
      expect(advert, message).toMatchObject({
        category: 'graphql-input',
        key: 'wishlist.share_message_links',
      });
      expect(advert.message).toBe(wishlistMessages.de['wishlist.share_message_links']);
    }
    const long = failure(
      await mutate(
        SHARE,
        { id: own.id, name: 'Wim', emails: ['ok@example.com'], message: 'x'.repeat(301) },
        customer,
      ),
    );
    expect(long).toMatchObject({ category: 'graphql-input', key: 'wishlist.share_message_too_long' });
    expect(failure(await read(SHARED, { code: own.sharing_code })).category).toBe('graphql-no-such-entity');
    expect(await mailsTo('ok@example.com')).toEqual([]);
  });

  it("needs the owner's token", async () => {
    const owner = await freshCustomer();
    const other = await freshCustomer();
    const own = await customerWishlist(owner.token);
    ok(await add(own.id, [{ sku: shop.simple[0] }], owner));
    const variables = { id: own.id, name: 'X', emails: ['someone@example.com'] };
    expect(failure(await mutate(SHARE, variables, other)).category).toBe('graphql-authorization');
    expect(failure(await mutate(SHARE, variables)).category).toBe('graphql-authorization');
    const guest = await createGuestWishlist();
    ok(await add(guest, [{ sku: shop.simple[0] }]));
    expect(failure(await mutate(SHARE, { ...variables, id: guest }, owner)).category).toBe(
      'graphql-authorization',
    );
  });
});
