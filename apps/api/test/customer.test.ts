import { formatMessage, type MessageKey } from '@shop/validation';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../seed/commerce/customers.js';
import { DEMO_PASSWORD } from '../seed/commerce/passwords.js';
import { NEWSLETTER_CONFIRMATION_TEXTS, RESET_TEXTS, WELCOME_TEXTS } from '../src/modules/customer/mails.js';
import { type CustomerMessageKey, customerMessages } from '../src/modules/customer/messages.js';
import { LOGIN_THROTTLE } from '../src/modules/customer/throttle.js';
import { apiUrl, freshEmail, type GraphQLResponse, mutate, read } from './graphql.js';

// Every account call through GraphQL against the running test api (NODE_ENV unset, no SMTP_URL:
// mails stay in the outbox and are read over HTTP at the dev mailbox).

type Store = 'de' | 'nl' | 'en';
type Data = Record<string, unknown>;
type ErrorInfo = NonNullable<GraphQLResponse['body']['errors']>[number];

const PASSWORD = 'Secret-Pass1!';

function firstError(response: GraphQLResponse<unknown>): ErrorInfo {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.body)}`);
  return error;
}

function errorKeys(response: GraphQLResponse<unknown>): string[] {
  const extensions = firstError(response).extensions as { errors?: { key: string }[]; key?: string };
  return extensions.errors?.map((error) => error.key) ?? (extensions.key ? [extensions.key] : []);
}

function customerText(store: Store, key: CustomerMessageKey, params: Record<string, string | number> = {}) {
  const template: string = customerMessages[store][key];
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => String(params[name]));
}

const CUSTOMER_FIELDS = `
  firstname middlename lastname prefix suffix email gender date_of_birth taxvat is_subscribed is_approved
  default_shipping default_billing created_at
  addresses { id firstname lastname company coc vat_id street postcode city telephone country_code
    region { region region_code region_id } default_shipping default_billing }`;

interface Address {
  id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  coc: string | null;
  vat_id: string | null;
  street: string[];
  postcode: string;
  city: string;
  telephone: string;
  country_code: string;
  region: { region: string | null; region_code: string | null; region_id: number | null } | null;
  default_shipping: boolean;
  default_billing: boolean;
}

interface Customer {
  firstname: string;
  middlename: string | null;
  lastname: string;
  prefix: string | null;
  suffix: string | null;
  email: string;
  gender: number | null;
  date_of_birth: string | null;
  taxvat: string | null;
  is_subscribed: boolean;
  is_approved: boolean;
  default_shipping: string | null;
  default_billing: string | null;
  created_at: string;
  addresses: Address[];
}

const CREATE_WITH_ADDRESS = `
  mutation ($input: CustomerWithAddressInput!) {
    createCustomerWithAddress(input: $input) { token customer { ${CUSTOMER_FIELDS} } }
  }`;

const germanAddress = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Hauptstraße', '5'],
  postcode: '10115',
  city: 'Berlin',
  telephone: '+49 30 1234567',
  country_code: 'DE',
};

async function createCustomer(options: {
  email?: string;
  store?: Store;
  address?: Data;
  customer?: Data;
  accountType?: 'CONSUMER' | 'BUSINESS';
}) {
  const email = options.email ?? freshEmail('shopper');
  const response = await mutate<{ createCustomerWithAddress: { token: string; customer: Customer } }>(
    CREATE_WITH_ADDRESS,
    {
      input: {
        account_type: options.accountType ?? 'CONSUMER',
        customer: {
          firstname: 'Erika',
          lastname: 'Mustermann',
          email,
          password: PASSWORD,
          ...options.customer,
        },
        address: { ...germanAddress, ...options.address },
      },
    },
    { store: options.store ?? 'de' },
  );
  return { email, response };
}

/** A new customer with a working token. */
async function newCustomer(store: Store = 'de') {
  const { email, response } = await createCustomer({ store });
  const result = response.body.data?.createCustomerWithAddress;
  if (!result) throw new Error(`registration failed: ${JSON.stringify(response.body.errors)}`);
  return { email, token: result.token, customer: result.customer };
}

async function login(email: string, password: string, store: Store = 'de') {
  return mutate<{ generateCustomerToken: { token: string } | null }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
    { store },
  );
}

async function tokenFor(email: string, password: string): Promise<string> {
  const response = await login(email, password);
  const token = response.body.data?.generateCustomerToken?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(response.body.errors)}`);
  return token;
}

async function me(token: string | undefined, store: Store = 'de') {
  return read<{ customer: Customer | null }>(
    `{ customer { ${CUSTOMER_FIELDS} } }`,
    {},
    { store, ...(token ? { token } : {}) },
  );
}

async function emailAvailable(email: string): Promise<boolean | undefined> {
  const response = await read<{ isEmailAvailable: { is_email_available: boolean } }>(
    'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }',
    { email },
  );
  return response.body.data?.isEmailAvailable.is_email_available;
}

interface MailboxItem {
  id: number;
  to: string;
  subject: string;
  template: string;
  store_code: string | null;
  text: string;
}

/** The dev mailbox's HTML list for one recipient, newest first: ids and subjects from the page. */
async function mailboxIds(email: string): Promise<number[]> {
  const response = await fetch(`${apiUrl()}/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  return [...new Set([...html.matchAll(/href="\/dev\/mailbox\/(\d+)"/g)].map((match) => Number(match[1])))];
}

/** One mail's page: the subject (h1) and the text part (pre), unescaped. */
async function mailPage(id: number): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${apiUrl()}/dev/mailbox/${id}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const decode = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return {
    subject: decode(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''),
    text: decode(/<pre id="text">([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? ''),
  };
}

async function mailboxJson(email: string): Promise<MailboxItem[]> {
  const response = await fetch(`${apiUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: MailboxItem[] }).items;
}

function expectAuthorization(response: GraphQLResponse<unknown>, store: Store = 'de') {
  const error = firstError(response);
  expect(error.extensions?.category).toBe('graphql-authorization');
  expect(error.message).toBe(customerText(store, 'customer.not_authorized'));
}

describe('registration', () => {
  it('registers a consumer with an address: logged in, defaults set, taxvat upper-cased, welcome mail sent', async () => {
    const email = freshEmail('Consumer');
    const { response } = await createCustomer({
      email,
      customer: { taxvat: ' de 123.456 789 ', gender: 2, date_of_birth: '1990-05-17', is_subscribed: true },
      address: { vat_id: 'de 123 456 789', company: 'Muster GmbH', region: { region_code: 'BER' } },
    });
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data?.createCustomerWithAddress;
    expect(result?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const customer = result?.customer as Customer;
    expect(customer.email).toBe(email);
    expect(customer.taxvat).toBe('DE123456789');
    expect(customer.gender).toBe(2);
    expect(customer.date_of_birth).toBe('1990-05-17');
    // Subscribed once the link of the confirmation mail is followed (double opt-in).
    expect(customer.is_subscribed).toBe(false);
    expect(customer.is_approved).toBe(true);
    expect(customer.addresses).toHaveLength(1);
    const [address] = customer.addresses as [Address];
    expect(address.vat_id).toBe('DE123456789');
    expect(address.street).toEqual(['Hauptstraße', '5']);
    expect(address.default_shipping && address.default_billing).toBe(true);
    expect(customer.default_shipping).toBe(String(address.id));
    expect(customer.default_billing).toBe(String(address.id));
    const regions = await read<{
      country: { available_regions: { id: number; code: string; name: string }[] };
    }>('{ country(id: "DE") { available_regions { id code name } } }');
    const berlin = regions.body.data?.country.available_regions.find((region) => region.code === 'BER');
    expect(address.region).toEqual({ region: berlin?.name, region_code: 'BER', region_id: berlin?.id });

    // The token works: the profile reads the same account.
    const profile = await me(result?.token);
    expect(profile.body.data?.customer?.email).toBe(email);
    expect(profile.headers.get('cache-control')).toContain('private');

    const mails = await mailboxJson(email);
    expect(mails.map((mail) => mail.template).sort()).toEqual(['account_created', 'newsletter_confirmation']);
    const welcome = mails.find((mail) => mail.template === 'account_created');
    expect(welcome?.subject).toBe(WELCOME_TEXTS.de.subject);
    expect(welcome?.store_code).toBe('de');
  });

  it('registers a business customer: company fields upper-cased, taxvat from the VAT id, waiting for approval', async () => {
    const email = freshEmail('business');
    const { response } = await createCustomer({
      email,
      store: 'nl',
      accountType: 'BUSINESS',
      address: {
        company: 'Jansen Bouw B.V.',
        coc: '12345678',
        vat_id: 'nl 1234.56.789 b01',
        street: ['Damrak', '1'],
        postcode: '1012 lg',
        city: 'Amsterdam',
        country_code: 'NL',
        telephone: '+31 20 1234567',
      },
    });
    expect(response.body.errors).toBeUndefined();
    const customer = response.body.data?.createCustomerWithAddress.customer as Customer;
    expect(customer.is_approved).toBe(false);
    expect(customer.taxvat).toBe('NL123456789B01');
    expect(customer.addresses[0]).toMatchObject({
      company: 'Jansen Bouw B.V.',
      coc: '12345678',
      vat_id: 'NL123456789B01',
      postcode: '1012 LG',
      country_code: 'NL',
    });
    const mails = await mailboxJson(email);
    expect(mails[0]?.subject).toBe(WELCOME_TEXTS.nl.subject);
  });

  it('refuses a business registration without company, coc and VAT id, and stores nothing', async () => {
    const { email, response } = await createCustomer({ accountType: 'BUSINESS', store: 'en' });
    const error = firstError(response);
    expect(error.extensions?.category).toBe('graphql-input');
    expect(errorKeys(response)).toEqual(['required.company', 'required.coc', 'required.vat_id']);
    expect(error.message).toContain(formatMessage('en', 'required.company'));
    expect(await emailAvailable(email)).toBe(true);
    expect(await mailboxJson(email)).toEqual([]);
  });

  it.each<[string, Data, Data, MessageKey[]]>([
    ['a short password', { password: 'Ab1!' }, {}, ['password.min_length']],
    ['a password without uppercase', { password: 'lowercase1!' }, {}, ['password.uppercase']],
    ['a password without lowercase', { password: 'UPPERCASE1!' }, {}, ['password.lowercase']],
    ['a password without digit', { password: 'NoDigits!!' }, {}, ['password.digit']],
    ['a password without special character', { password: 'NoSpecial11' }, {}, ['password.special']],
    ['no password', { password: null }, {}, ['required.password']],
    ['an invalid e-mail', { email: 'not-an-email' }, {}, ['email.invalid']],
    ['an empty first name', { firstname: '  ' }, {}, ['required.firstname']],
    ['an invalid last name', { lastname: 'M<b>ller' }, {}, ['invalid.lastname']],
    ['a German postcode out of range', {}, { postcode: '01000' }, ['postcode.invalid']],
    [
      'a Dutch postcode with a reserved suffix',
      {},
      { country_code: 'NL', postcode: '1012 SA' },
      ['postcode.invalid'],
    ],
    ['a VAT id in the wrong format', {}, { vat_id: 'DE12345' }, ['vat.invalid']],
    [
      'no street, city and telephone',
      {},
      { street: [' '], city: '', telephone: null },
      ['required.street', 'required.city', 'required.telephone'],
    ],
  ])(
    'refuses %s with the rule key and the text in the store language',
    async (_name, customer, address, keys) => {
      for (const store of ['nl', 'de'] as const) {
        const { email, response } = await createCustomer({ store, customer, address });
        const error = firstError(response);
        expect(error.extensions?.category).toBe('graphql-input');
        expect(errorKeys(response)).toEqual(keys);
        expect(error.extensions?.key).toBe(keys[0]);
        expect(error.message).toBe(keys.map((key) => formatMessage(store, key)).join(' '));
        expect(response.body.data?.createCustomerWithAddress ?? null).toBeNull();
        if (!('email' in customer)) expect(await emailAvailable(email)).toBe(true);
      }
    },
  );

  it('lists every missing password rule at once', async () => {
    const { response } = await createCustomer({ customer: { password: 'abc' } });
    expect(errorKeys(response)).toEqual([
      'password.min_length',
      'password.uppercase',
      'password.digit',
      'password.special',
    ]);
  });

  it('refuses an e-mail address that has an account, in any case', async () => {
    const { email } = await newCustomer();
    const { response } = await createCustomer({ email: email.toUpperCase() });
    expect(errorKeys(response)).toEqual(['email.already_exists']);
    expect(firstError(response).message).toBe(formatMessage('de', 'email.already_exists'));
  });

  it("registers with Magento's createCustomerV2 and logs in with generateCustomerToken", async () => {
    const email = freshEmail('magento');
    const created = await mutate<{ createCustomerV2: { customer: Customer } }>(
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`,
      { input: { firstname: 'Max', lastname: 'Muster', email, password: PASSWORD, taxvat: 'atu 123' } },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data?.createCustomerV2.customer).toMatchObject({
      email,
      taxvat: 'ATU123',
      addresses: [],
      default_shipping: null,
      is_subscribed: false,
    });
    const token = await tokenFor(email, PASSWORD);
    expect((await me(token)).body.data?.customer?.firstname).toBe('Max');
  });
});

describe('isEmailAvailable', () => {
  it('answers false for a used address (any case), true for a new one, and refuses a malformed one', async () => {
    const demo = DEMO_CUSTOMERS[0]?.email as string;
    expect(await emailAvailable(demo)).toBe(false);
    expect(await emailAvailable(demo.toUpperCase())).toBe(false);
    expect(await emailAvailable(freshEmail('free'))).toBe(true);
    const response = await read(
      '{ isEmailAvailable(email: "nope@") { is_email_available } }',
      {},
      { store: 'nl' },
    );
    expect(errorKeys(response)).toEqual(['email.invalid']);
    expect(firstError(response).message).toBe(formatMessage('nl', 'email.invalid'));
  });
});

describe('login and logout', () => {
  it('logs a demo customer in with the seeded password, also a second time (after the rehash)', async () => {
    const demo = DEMO_CUSTOMERS[1];
    if (!demo) throw new Error('no demo customer');
    for (let round = 0; round < 2; round++) {
      const token = await tokenFor(demo.email, DEMO_PASSWORD);
      const customer = (await me(token)).body.data?.customer as Customer;
      expect(customer.email).toBe(demo.email);
      expect(customer.firstname).toBe(demo.name.firstname);
      expect(customer.addresses).toHaveLength(demo.addresses.length);
      const shipping = customer.addresses.find((address) => address.default_shipping);
      expect(customer.default_shipping).toBe(String(shipping?.id));
    }
  });

  it('revokes the token on logout; the revoked token then answers graphql-authorization', async () => {
    const { email } = await newCustomer();
    const token = await tokenFor(email, PASSWORD);
    const other = await tokenFor(email, PASSWORD);
    expect((await me(token)).body.data?.customer?.email).toBe(email);
    const logout = await mutate<{ revokeCustomerToken: { result: boolean } }>(
      'mutation { revokeCustomerToken { result } }',
      {},
      { token },
    );
    expect(logout.body.data?.revokeCustomerToken.result).toBe(true);
    expectAuthorization(await me(token));
    expectAuthorization(await mutate('mutation { revokeCustomerToken { result } }', {}, { token }));
    // Only that session ended.
    expect((await me(other)).body.data?.customer?.email).toBe(email);
  });

  it('answers graphql-authorization in the store language without a customer token', async () => {
    expectAuthorization(await me(undefined, 'nl'), 'nl');
    expectAuthorization(await me('no-such-token', 'en'), 'en');
    expectAuthorization(await me('shop-demo-access-token'));
    expectAuthorization(await mutate('mutation { revokeCustomerToken { result } }'));
  });

  it('refuses a wrong password and an unknown address with the same graphql-authentication answer', async () => {
    const { email } = await newCustomer();
    const wrong = await login(email, 'Wrong-Pass1!', 'nl');
    const unknown = await login(freshEmail('nobody'), 'Wrong-Pass1!', 'nl');
    for (const response of [wrong, unknown]) {
      const error = firstError(response);
      expect(error.extensions?.category).toBe('graphql-authentication');
      expect(error.extensions?.key).toBe('customer.invalid_login');
      expect(error.message).toBe(customerText('nl', 'customer.invalid_login'));
      expect(response.body.data?.generateCustomerToken ?? null).toBeNull();
    }
  });

  it('slows failed logins for one e-mail down, then refuses even the right password for a while', async () => {
    const { email } = await newCustomer();
    const policy = LOGIN_THROTTLE.email;
    const durations: number[] = [];
    for (let attempt = 0; attempt < policy.lockAfter; attempt++) {
      const started = performance.now();
      const response = await login(email, `Wrong-Pass${attempt}!`);
      durations.push(performance.now() - started);
      expect(firstError(response).extensions?.key).toBe('customer.invalid_login');
    }
    // Attempts after `slowAfter` failures wait a growing delay.
    for (let attempt = policy.slowAfter; attempt < policy.lockAfter; attempt++) {
      const delay = Math.min(policy.maxDelayMs, (attempt - policy.slowAfter + 1) * policy.stepMs);
      expect(durations[attempt]).toBeGreaterThanOrEqual(delay - 20);
    }
    const locked = await login(email, PASSWORD, 'en');
    const error = firstError(locked);
    expect(error.extensions?.category).toBe('graphql-authentication');
    expect(error.extensions?.key).toBe('customer.login_locked');
    const retryAfter = error.extensions?.retry_after as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(policy.windowMinutes * 60);
    expect(error.message).toBe(
      customerText('en', 'customer.login_locked', { minutes: Math.ceil(retryAfter / 60) }),
    );
    // Another account is not affected.
    const { email: other } = await newCustomer();
    expect((await login(other, PASSWORD)).body.data?.generateCustomerToken?.token).toBeTruthy();
  }, 60_000);
});

const ADDRESS_FIELDS = `id firstname lastname street postcode city telephone country_code company vat_id
  region { region region_code region_id } default_shipping default_billing`;

describe('address book', () => {
  const create = (token: string, input: Data, store: Store = 'de') =>
    mutate<{ createCustomerAddress: Address }>(
      `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`,
      { input },
      { token, store },
    );
  const update = (token: string, id: number, input: Data, store: Store = 'de') =>
    mutate<{ updateCustomerAddress: Address }>(
      `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`,
      { id, input },
      { token, store },
    );
  const remove = (token: string, id: number, store: Store = 'de') =>
    mutate<{ deleteCustomerAddress: boolean }>(
      'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }',
      { id },
      { token, store },
    );

  it('creates, updates and deletes addresses with default shipping and billing', async () => {
    const { token, customer } = await newCustomer();
    const first = customer.addresses[0] as Address;
    const created = await create(token, {
      firstname: 'Hans',
      lastname: 'Meier',
      street: ['Marienplatz', '1'],
      postcode: '80331',
      city: 'München',
      telephone: '+49 89 1',
      country_code: 'DE',
      vat_id: 'de 987654321',
    });
    expect(created.body.errors).toBeUndefined();
    const second = created.body.data?.createCustomerAddress as Address;
    expect(second).toMatchObject({ vat_id: 'DE987654321', default_shipping: false, default_billing: false });

    const shippingMoved = await update(token, second.id, { default_shipping: true, city: 'Muenchen' });
    expect(shippingMoved.body.data?.updateCustomerAddress).toMatchObject({
      city: 'Muenchen',
      firstname: 'Hans',
      default_shipping: true,
      default_billing: false,
    });
    let profile = (await me(token)).body.data?.customer as Customer;
    expect(profile.default_shipping).toBe(String(second.id));
    expect(profile.default_billing).toBe(String(first.id));
    expect(profile.addresses.find((address) => address.id === first.id)?.default_shipping).toBe(false);

    // A default address cannot be deleted; the failed call changes nothing.
    const refused = await remove(token, first.id, 'nl');
    expect(firstError(refused).extensions?.category).toBe('graphql-input');
    expect(firstError(refused).extensions?.key).toBe('customer.address_is_default');
    expect(firstError(refused).message).toBe(customerText('nl', 'customer.address_is_default'));

    // Bad input leaves the address as it was.
    const invalid = await update(token, second.id, { postcode: '1234', city: 'Nowhere' });
    expect(errorKeys(invalid)).toEqual(['postcode.invalid']);
    profile = (await me(token)).body.data?.customer as Customer;
    expect(profile.addresses.find((address) => address.id === second.id)).toMatchObject({
      postcode: '80331',
      city: 'Muenchen',
    });

    const billingMoved = await update(token, second.id, { default_billing: true });
    expect(billingMoved.body.data?.updateCustomerAddress.default_billing).toBe(true);
    const deleted = await remove(token, first.id);
    expect(deleted.body.data?.deleteCustomerAddress).toBe(true);
    profile = (await me(token)).body.data?.customer as Customer;
    expect(profile.addresses.map((address) => address.id)).toEqual([second.id]);
  });

  it('makes the first address of an empty address book the default one', async () => {
    const email = freshEmail('book');
    await mutate(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      {
        input: { firstname: 'Eva', lastname: 'Book', email, password: PASSWORD },
      },
    );
    const token = await tokenFor(email, PASSWORD);
    const created = await create(token, germanAddress);
    expect(created.body.data?.createCustomerAddress).toMatchObject({
      default_shipping: true,
      default_billing: true,
    });
  });

  it('refuses unknown countries, regions of another country and missing fields', async () => {
    const { token } = await newCustomer();
    expect(errorKeys(await create(token, { ...germanAddress, country_code: 'US' }))).toEqual([
      'customer.country_unavailable',
    ]);
    expect(errorKeys(await create(token, { ...germanAddress, region: { region_code: 'XX-NOPE' } }))).toEqual([
      'customer.region_invalid',
    ]);
    expect(errorKeys(await create(token, { country_code: 'DE' }))).toEqual([
      'required.firstname',
      'required.lastname',
      'required.street',
      'required.city',
      'required.telephone',
      'required.postcode',
    ]);
  });

  it("keeps customers out of each other's addresses", async () => {
    const alice = await newCustomer();
    const bob = await newCustomer();
    const aliceAddress = alice.customer.addresses[0] as Address;
    for (const response of [
      await update(bob.token, aliceAddress.id, { city: 'Hacked' }),
      await remove(bob.token, aliceAddress.id),
    ]) {
      expect(firstError(response).extensions?.category).toBe('graphql-authorization');
      expect(firstError(response).extensions?.key).toBe('customer.address_forbidden');
      expect(firstError(response).message).toBe(
        customerText('de', 'customer.address_forbidden', { id: aliceAddress.id }),
      );
    }
    const unknown = await remove(bob.token, 2_000_000_000);
    expect(firstError(unknown).extensions?.category).toBe('graphql-no-such-entity');
    expectAuthorization(await create('no-such-token', germanAddress));
    const profile = (await me(alice.token)).body.data?.customer as Customer;
    expect(profile.addresses[0]?.city).toBe(aliceAddress.city);
  });
});

describe('profile', () => {
  const UPDATE = `mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;

  it('updates the profile with the same rules as a registration', async () => {
    const { token } = await newCustomer();
    const updated = await mutate<{ updateCustomerV2: { customer: Customer } }>(
      UPDATE,
      {
        input: { firstname: 'Erika Maria', taxvat: 'de 111 222 333', gender: 3, date_of_birth: '1980-02-29' },
      },
      { token },
    );
    expect(updated.body.data?.updateCustomerV2.customer).toMatchObject({
      firstname: 'Erika Maria',
      lastname: 'Mustermann',
      taxvat: 'DE111222333',
      gender: 3,
      date_of_birth: '1980-02-29',
    });
    const refused = await mutate(
      UPDATE,
      { input: { firstname: '', gender: 7, date_of_birth: '1981-02-29' } },
      { token },
    );
    expect(errorKeys(refused)).toEqual([
      'required.firstname',
      'customer.gender_invalid',
      'customer.date_of_birth_invalid',
    ]);
    expect((await me(token)).body.data?.customer?.firstname).toBe('Erika Maria');
    expectAuthorization(await mutate(UPDATE, { input: { firstname: 'Nobody' } }));
  });

  it('subscribes only after the link of the confirmation mail, answering alike for every address', async () => {
    const subscribe = (email: string, token?: string) =>
      mutate<{ subscribeEmailToNewsletter: { status: string } }>(
        'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }',
        { email },
        token ? { token } : {},
      );
    const confirm = (code: string, store: Store = 'de') =>
      mutate<{ confirmNewsletterSubscription: { status: string } }>(
        'mutation ($code: String!) { confirmNewsletterSubscription(code: $code) { status } }',
        { code },
        { store },
      );
    const confirmations = async (email: string) =>
      (await mailboxJson(email)).filter((mail) => mail.template === 'newsletter_confirmation');
    const newestCode = async (email: string) => {
      const [mail] = await confirmations(email);
      const code = /\/newsletter\/confirm\?code=([0-9a-f]{32})/.exec(mail?.text ?? '')?.[1];
      if (!code) throw new Error(`no confirmation link in ${mail?.text}`);
      return code;
    };
    const isSubscribed = async (token: string) => (await me(token)).body.data?.customer?.is_subscribed;

    const guest = freshEmail('news');
    const asked = await subscribe(guest);
    expect(asked.body).toEqual({ data: { subscribeEmailToNewsletter: { status: 'NOT_ACTIVE' } } });
    expect((await confirmations(guest)).map((mail) => mail.subject)).toEqual([
      NEWSLETTER_CONFIRMATION_TEXTS.de.subject,
    ]);
    const code = await newestCode(guest);
    expect((await confirm(code)).body.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    const usedTwice = firstError(await confirm(code, 'nl'));
    expect(usedTwice.extensions).toMatchObject({
      category: 'graphql-no-such-entity',
      key: 'customer.newsletter_link_invalid',
    });
    expect(usedTwice.message).toBe(customerText('nl', 'customer.newsletter_link_invalid'));
    expect(firstError(await confirm('0'.repeat(32))).extensions?.key).toBe(
      'customer.newsletter_link_invalid',
    );
    // Asked again once subscribed: the same answer and no mail, so nobody learns who reads the newsletter.
    expect((await subscribe(guest)).body).toEqual(asked.body);
    expect(await confirmations(guest)).toHaveLength(1);
    expect(errorKeys(await subscribe('broken@'))).toEqual(['email.invalid']);

    // A stranger asking for a customer's address does not subscribe the customer.
    const { email, token } = await newCustomer();
    expect((await subscribe(email)).body).toEqual(asked.body);
    expect(await isSubscribed(token)).toBe(false);
    await confirm(await newestCode(email));
    expect(await isSubscribed(token)).toBe(true);
    // Unsubscribing is at once; subscribing again from the profile waits for a new link.
    await mutate(UPDATE, { input: { is_subscribed: false } }, { token });
    expect(await isSubscribed(token)).toBe(false);
    await mutate(UPDATE, { input: { is_subscribed: true } }, { token });
    expect(await isSubscribed(token)).toBe(false);
    expect(await confirmations(email)).toHaveLength(2);
    await confirm(await newestCode(email));
    expect(await isSubscribed(token)).toBe(true);
  });
});

describe('password and e-mail changes', () => {
  const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) {
    changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
  const CHANGE_EMAIL = `mutation ($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;

  it('changes the password after checking the current one and revokes the other sessions', async () => {
    const { email, token } = await newCustomer();
    const otherSession = await tokenFor(email, PASSWORD);

    const wrong = await mutate(
      CHANGE_PASSWORD,
      { current: 'Not-It-1!', next: 'Brand-New-2?' },
      { token, store: 'nl' },
    );
    expect(firstError(wrong).extensions?.category).toBe('graphql-authentication');
    expect(firstError(wrong).extensions?.key).toBe('customer.invalid_current_password');
    expect(firstError(wrong).message).toBe(customerText('nl', 'customer.invalid_current_password'));
    expect(
      errorKeys(await mutate(CHANGE_PASSWORD, { current: PASSWORD, next: 'weak' }, { token })),
    ).toContain('password.min_length');
    expectAuthorization(await mutate(CHANGE_PASSWORD, { current: PASSWORD, next: 'Brand-New-2?' }));

    const changed = await mutate<{ changeCustomerPassword: { email: string } }>(
      CHANGE_PASSWORD,
      { current: PASSWORD, next: 'Brand-New-2?' },
      { token },
    );
    expect(changed.body.data?.changeCustomerPassword.email).toBe(email);
    expect(firstError(await login(email, PASSWORD)).extensions?.key).toBe('customer.invalid_login');
    expect((await login(email, 'Brand-New-2?')).body.data?.generateCustomerToken?.token).toBeTruthy();
    expect((await me(token)).body.data?.customer?.email).toBe(email);
    expectAuthorization(await me(otherSession));
  });

  it('changes the e-mail address only with the password, to a free valid address', async () => {
    const { email, token } = await newCustomer();
    const { email: taken } = await newCustomer();
    const next = freshEmail('moved');
    const wrong = await mutate(CHANGE_EMAIL, { email: next, password: 'Not-It-1!' }, { token });
    expect(firstError(wrong).extensions?.key).toBe('customer.invalid_current_password');
    expect(errorKeys(await mutate(CHANGE_EMAIL, { email: taken, password: PASSWORD }, { token }))).toEqual([
      'email.already_exists',
    ]);
    expect(errorKeys(await mutate(CHANGE_EMAIL, { email: 'no@pe', password: PASSWORD }, { token }))).toEqual([
      'email.invalid',
    ]);
    const changed = await mutate<{ updateCustomerEmail: { customer: { email: string } } }>(
      CHANGE_EMAIL,
      { email: next, password: PASSWORD },
      { token },
    );
    expect(changed.body.data?.updateCustomerEmail.customer.email).toBe(next);
    expect(await emailAvailable(email)).toBe(true);
    expect(await emailAvailable(next)).toBe(false);
    expect((await login(next, PASSWORD)).body.data?.generateCustomerToken?.token).toBeTruthy();
  });

  it("changes the e-mail with Magento's deprecated updateCustomer only with the password", async () => {
    const { token } = await newCustomer();
    const UPDATE_CUSTOMER = `mutation ($input: CustomerInput!) { updateCustomer(input: $input) { customer { email firstname } } }`;
    const next = freshEmail('legacy');
    const withoutPassword = await mutate(
      UPDATE_CUSTOMER,
      { input: { email: next, firstname: 'Legacy' } },
      { token },
    );
    expect(errorKeys(withoutPassword)).toEqual(['required.password']);
    expect((await me(token)).body.data?.customer?.firstname).toBe('Erika');
    const changed = await mutate<{ updateCustomer: { customer: { email: string; firstname: string } } }>(
      UPDATE_CUSTOMER,
      { input: { email: next, firstname: 'Legacy', password: PASSWORD } },
      { token },
    );
    expect(changed.body.data?.updateCustomer.customer).toEqual({ email: next, firstname: 'Legacy' });
  });
});

describe('password reset', () => {
  const REQUEST = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }';
  const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`;

  it('mails a single-use link in the store language, answers neutrally, and revokes the sessions', async () => {
    const { email, token: session } = await newCustomer();
    const unknown = freshEmail('ghost');
    for (const address of [email, unknown]) {
      const response = await mutate<{ requestPasswordResetEmail: boolean }>(
        REQUEST,
        { email: address },
        { store: 'nl' },
      );
      expect(response.body).toEqual({ data: { requestPasswordResetEmail: true } });
    }
    expect(await mailboxIds(unknown)).toEqual([]);

    const [newest] = await mailboxIds(email);
    const mail = await mailPage(newest as number);
    expect(mail.subject).toBe(RESET_TEXTS.nl.subject);
    const link = /https?:\/\/\S+\/customer\/account\/createPassword\?\S+/.exec(mail.text)?.[0] as string;
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe(email);
    const resetToken = url.searchParams.get('token') as string;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const weak = await mutate(RESET, { email, token: resetToken, password: 'weak' });
    expect(errorKeys(weak)).toContain('password.min_length');
    const empty = await mutate(RESET, { email, token: ' ', password: 'Reset-Pass3#' }, { store: 'en' });
    expect(errorKeys(empty)).toEqual(['required.reset_token']);
    const foreign = await mutate(RESET, { email: unknown, token: resetToken, password: 'Reset-Pass3#' });
    expect(errorKeys(foreign)).toEqual(['customer.reset_token_invalid']);

    const reset = await mutate<{ resetPassword: boolean }>(RESET, {
      email,
      token: resetToken,
      password: 'Reset-Pass3#',
    });
    expect(reset.body).toEqual({ data: { resetPassword: true } });
    expect((await login(email, 'Reset-Pass3#')).body.data?.generateCustomerToken?.token).toBeTruthy();
    expect(firstError(await login(email, PASSWORD)).extensions?.key).toBe('customer.invalid_login');
    expectAuthorization(await me(session));

    const reused = await mutate(
      RESET,
      { email, token: resetToken, password: 'Other-Pass4$' },
      { store: 'de' },
    );
    expect(firstError(reused).extensions?.category).toBe('graphql-input');
    expect(errorKeys(reused)).toEqual(['customer.reset_token_invalid']);
    expect(firstError(reused).message).toBe(customerText('de', 'customer.reset_token_invalid'));
  });

  it('refuses a malformed e-mail address', async () => {
    expect(errorKeys(await mutate(REQUEST, { email: 'not-valid' }))).toEqual(['email.invalid']);
  });
});
