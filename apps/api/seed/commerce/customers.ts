import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import {
  ADDRESS_COLUMNS,
  type AddressInput,
  type AddressRow,
  addressValues,
  buildAddress,
} from './addresses.js';
import { timestampBefore } from './dates.js';
import type { StoreCode } from './i18n.js';
import { DEMO_PASSWORD, hashDemoPasswordAsync } from './passwords.js';
import { type PersonName, PLACES, type Place, type ShopperCountry, salutation } from './people.js';
import { secretHex } from './tokens.js';

interface DemoAddress {
  place: Place;
  country: ShopperCountry;
  houseNumber: number;
  addition?: string;
  telephone: string;
  company?: AddressInput['company'];
}

interface DemoCustomer {
  email: string;
  store: StoreCode;
  name: PersonName;
  dateOfBirth: string | null;
  subscribed: boolean;
  approved: boolean;
  createdDaysAgo: number;
  addresses: DemoAddress[];
  /** Indexes into `addresses`. */
  defaultShipping: number;
  defaultBilling: number;
}

export interface SeededAddress extends AddressRow {
  id: number;
}

export interface SeededCustomer {
  id: number;
  email: string;
  store: StoreCode;
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  addresses: SeededAddress[];
  defaultShipping: SeededAddress;
  defaultBilling: SeededAddress;
  createdDaysAgo: number;
}

function place(country: ShopperCountry, city: string): Place {
  const found = PLACES[country].find((candidate) => candidate.city === city);
  if (!found) throw new Error(`no demo place ${city} in ${country}`);
  return found;
}

function home(country: ShopperCountry, city: string, houseNumber: number, telephone: string): DemoAddress {
  return { place: place(country, city), country, houseNumber, telephone };
}

/** A private customer with one address that is both default shipping and billing address. */
function consumer(
  email: string,
  store: StoreCode,
  name: PersonName,
  dateOfBirth: string | null,
  address: DemoAddress,
  options: { subscribed?: boolean; createdDaysAgo: number },
): DemoCustomer {
  return {
    email,
    store,
    name,
    dateOfBirth,
    subscribed: options.subscribed ?? false,
    approved: true,
    createdDaysAgo: options.createdDaysAgo,
    addresses: [address],
    defaultShipping: 0,
    defaultBilling: 0,
  };
}

/**
 * The demo accounts. The first three are the ones named in the docs, with password DEMO_PASSWORD:
 * a German consumer, a Dutch business customer and an English-speaking customer.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    email: 'anna.mueller@example.com',
    store: 'de',
    name: { firstname: 'Anna', lastname: 'Müller', gender: 2 },
    dateOfBirth: '1988-04-12',
    subscribed: true,
    approved: true,
    createdDaysAgo: 820,
    addresses: [
      home('DE', 'Berlin', 12, '+49 30 5550123'),
      { ...home('DE', 'München', 5, '+49 89 5550456'), addition: 'c/o Müller' },
    ],
    defaultShipping: 0,
    defaultBilling: 0,
  },
  {
    email: 'jan.devries@example.nl',
    store: 'nl',
    name: { firstname: 'Jan', middlename: 'de', lastname: 'Vries', gender: 1 },
    dateOfBirth: '1979-09-23',
    subscribed: false,
    approved: true,
    createdDaysAgo: 700,
    addresses: [
      {
        ...home('NL', 'Utrecht', 120, '+31 30 5550120'),
        company: { name: 'De Vries Bouwmaterialen B.V.', coc: '12345678', vatId: 'NL123456789B01' },
      },
      {
        ...home('NL', 'Amsterdam', 27, '+31 20 5550027'),
        company: { name: 'De Vries Bouwmaterialen B.V.', coc: '12345678', vatId: 'NL123456789B01' },
      },
    ],
    defaultShipping: 1,
    defaultBilling: 0,
  },
  consumer(
    'sam.taylor@example.com',
    'en',
    { firstname: 'Sam', lastname: 'Taylor', gender: 3 },
    '1992-02-29',
    home('GB', 'London', 25, '+44 20 5550125'),
    { subscribed: true, createdDaysAgo: 610 },
  ),
  consumer(
    'lukas.schmidt@example.com',
    'de',
    { firstname: 'Lukas', lastname: 'Schmidt', gender: 1 },
    '1990-07-01',
    home('DE', 'Hamburg', 33, '+49 40 5550133'),
    { createdDaysAgo: 560 },
  ),
  consumer(
    'sophie.wagner@example.com',
    'de',
    { firstname: 'Sophie', lastname: 'Wagner', gender: 2 },
    '1985-11-15',
    home('DE', 'Köln', 8, '+49 221 5550108'),
    { subscribed: true, createdDaysAgo: 530 },
  ),
  {
    email: 'max.becker@example.com',
    store: 'de',
    name: { firstname: 'Max', lastname: 'Becker', gender: 1 },
    dateOfBirth: null,
    subscribed: false,
    approved: true,
    createdDaysAgo: 480,
    addresses: [
      {
        ...home('DE', 'Stuttgart', 44, '+49 711 5550144'),
        company: { name: 'Becker Haustechnik GmbH', coc: 'HRB 123456', vatId: 'DE123456789' },
      },
    ],
    defaultShipping: 0,
    defaultBilling: 0,
  },
  consumer(
    'lena.hoffmann@example.com',
    'de',
    { firstname: 'Lena', lastname: 'Hoffmann', gender: 2 },
    '1996-03-08',
    home('DE', 'Leipzig', 17, '+49 341 5550117'),
    { createdDaysAgo: 450 },
  ),
  consumer(
    'felix.schulz@example.com',
    'de',
    { firstname: 'Felix', lastname: 'Schulz', gender: 1 },
    '1983-05-30',
    home('DE', 'Nürnberg', 21, '+49 911 5550121'),
    { createdDaysAgo: 400 },
  ),
  consumer(
    'julia.gruber@example.com',
    'de',
    { firstname: 'Julia', lastname: 'Gruber', gender: 2 },
    '1991-12-04',
    home('AT', 'Wien', 9, '+43 1 5550109'),
    { subscribed: true, createdDaysAgo: 380 },
  ),
  consumer(
    'noah.meier@example.com',
    'de',
    { firstname: 'Noah', lastname: 'Meier', gender: 1 },
    '1987-08-19',
    home('CH', 'Zürich', 52, '+41 44 5550152'),
    { createdDaysAgo: 350 },
  ),
  consumer(
    'tom.schmit@example.com',
    'de',
    { firstname: 'Tom', lastname: 'Schmit', gender: 1 },
    '1975-01-27',
    home('LU', 'Luxembourg', 14, '+352 26 555014'),
    { createdDaysAgo: 330 },
  ),
  consumer(
    'emma.jansen@example.com',
    'nl',
    { firstname: 'Emma', lastname: 'Jansen', gender: 2 },
    '1994-06-11',
    home('NL', 'Amsterdam', 41, '+31 20 5550141'),
    { subscribed: true, createdDaysAgo: 640 },
  ),
  consumer(
    'daan.bakker@example.com',
    'nl',
    { firstname: 'Daan', lastname: 'Bakker', gender: 1 },
    '1989-10-02',
    home('NL', 'Rotterdam', 88, '+31 10 5550188'),
    { createdDaysAgo: 590 },
  ),
  consumer(
    'sanne.visser@example.com',
    'nl',
    { firstname: 'Sanne', lastname: 'Visser', gender: 2 },
    '1998-04-25',
    home('NL', 'Den Haag', 12, '+31 70 5550112'),
    { subscribed: true, createdDaysAgo: 420 },
  ),
  consumer(
    'lars.smit@example.com',
    'nl',
    { firstname: 'Lars', lastname: 'Smit', gender: 1 },
    '1993-09-14',
    home('NL', 'Eindhoven', 64, '+31 40 5550164'),
    { createdDaysAgo: 300 },
  ),
  {
    // A business registration still waiting for approval (is_approved false).
    email: 'fleur.meijer@example.com',
    store: 'nl',
    name: { firstname: 'Fleur', lastname: 'Meijer', gender: 2 },
    dateOfBirth: null,
    subscribed: false,
    approved: false,
    createdDaysAgo: 12,
    addresses: [
      {
        ...home('NL', 'Groningen', 6, '+31 50 5550106'),
        company: { name: 'Meijer Interieur', coc: '87654321', vatId: 'NL987654321B01' },
      },
    ],
    defaultShipping: 0,
    defaultBilling: 0,
  },
  consumer(
    'bram.vandijk@example.com',
    'nl',
    { firstname: 'Bram', middlename: 'van', lastname: 'Dijk', gender: 1 },
    '1986-02-17',
    home('NL', 'Nijmegen', 30, '+31 24 5550130'),
    { createdDaysAgo: 270 },
  ),
  {
    email: 'lotte.peeters@example.com',
    store: 'nl',
    name: { firstname: 'Lotte', lastname: 'Peeters', gender: 2 },
    dateOfBirth: '1984-07-07',
    subscribed: true,
    approved: true,
    createdDaysAgo: 510,
    addresses: [
      {
        ...home('BE', 'Antwerpen', 18, '+32 3 5550118'),
        company: { name: 'Peeters Vloeren BV', coc: '0123456749', vatId: 'BE0123456749' },
      },
    ],
    defaultShipping: 0,
    defaultBilling: 0,
  },
  consumer(
    'oliver.brown@example.com',
    'en',
    { firstname: 'Oliver', lastname: 'Brown', gender: 1 },
    '1990-01-20',
    home('GB', 'Manchester', 7, '+44 161 5550107'),
    { createdDaysAgo: 460 },
  ),
  consumer(
    'charlotte.wilson@example.com',
    'en',
    { firstname: 'Charlotte', lastname: 'Wilson', gender: 2 },
    '1995-05-05',
    home('GB', 'Bristol', 63, '+44 117 5550163'),
    { subscribed: true, createdDaysAgo: 250 },
  ),
  consumer(
    'liam.murphy@example.com',
    'en',
    { firstname: 'Liam', lastname: 'Murphy', gender: 1 },
    '1982-03-17',
    home('IE', 'Dublin', 81, '+353 1 5550181'),
    { createdDaysAgo: 390 },
  ),
  consumer(
    'aoife.kelly@example.com',
    'en',
    { firstname: 'Aoife', lastname: 'Kelly', gender: 2 },
    '1997-10-30',
    home('IE', 'Cork', 29, '+353 21 5550129'),
    { createdDaysAgo: 200 },
  ),
  consumer(
    'chloe.martin@example.com',
    'en',
    { firstname: 'Chloé', lastname: 'Martin', gender: 2 },
    '1989-12-12',
    home('FR', 'Paris', 101, '+33 1 55501010'),
    { createdDaysAgo: 150 },
  ),
];

/** The demo accounts the docs name, which sign in with DEMO_PASSWORD. */
export const DOCUMENTED_DEMO_ACCOUNTS = 3;

/**
 * Starts hashing the demo passwords on the thread pool; the seed writes other tables meanwhile.
 * The documented accounts get DEMO_PASSWORD, every other one a random password nobody knows.
 */
export function hashDemoCustomerPasswords(): Promise<string[]> {
  return Promise.all(
    DEMO_CUSTOMERS.map((_customer, index) =>
      hashDemoPasswordAsync(index < DOCUMENTED_DEMO_ACCOUNTS ? DEMO_PASSWORD : secretHex(32), secretHex(32)),
    ),
  );
}

function addressInput(customer: DemoCustomer, address: DemoAddress): AddressInput {
  return { ...address, name: customer.name };
}

/** Inserts the demo customers with their addresses and default addresses; ids start at 1. */
export async function seedCustomers(
  db: Queryable,
  passwordHashes: Promise<string[]>,
): Promise<SeededCustomer[]> {
  let nextAddressId = 1;
  const seeded: SeededCustomer[] = DEMO_CUSTOMERS.map((customer, index) => {
    const addresses = customer.addresses.map((address) => ({
      id: nextAddressId++,
      ...buildAddress(addressInput(customer, address), customer.store),
    }));
    const defaultShipping = addresses[customer.defaultShipping];
    const defaultBilling = addresses[customer.defaultBilling];
    if (!defaultShipping || !defaultBilling) throw new Error(`default address missing for ${customer.email}`);
    return {
      id: index + 1,
      email: customer.email,
      store: customer.store,
      prefix: salutation(customer.name.gender, customer.store),
      firstname: customer.name.firstname,
      middlename: customer.name.middlename ?? null,
      lastname: customer.name.lastname,
      addresses,
      defaultShipping,
      defaultBilling,
      createdDaysAgo: customer.createdDaysAgo,
    };
  });
  const hashes = await passwordHashes;
  await insertRows(
    db,
    'customer',
    [
      'id',
      'email',
      'password_hash',
      'prefix',
      'firstname',
      'middlename',
      'lastname',
      'gender',
      'date_of_birth',
      'taxvat',
      'is_subscribed',
      'is_approved',
      'store_code',
      'created_at',
      'updated_at',
    ],
    DEMO_CUSTOMERS.map((customer, index) => {
      const created = timestampBefore(customer.createdDaysAgo);
      const seededCustomer = seeded[index] as SeededCustomer;
      return [
        seededCustomer.id,
        customer.email,
        hashes[index],
        seededCustomer.prefix,
        customer.name.firstname,
        customer.name.middlename ?? null,
        customer.name.lastname,
        customer.name.gender,
        customer.dateOfBirth,
        seededCustomer.defaultBilling.vatId,
        customer.subscribed,
        customer.approved,
        customer.store,
        created,
        created,
      ];
    }),
  );
  await insertRows(
    db,
    'customer_address',
    ['id', 'customer_id', ...ADDRESS_COLUMNS, 'created_at', 'updated_at'],
    seeded.flatMap((customer) => {
      const created = timestampBefore(customer.createdDaysAgo);
      return customer.addresses.map((address) => [
        address.id,
        customer.id,
        ...addressValues(address),
        created,
        created,
      ]);
    }),
  );
  // Set after the addresses exist, so that this also works outside a transaction.
  await db.query(
    `UPDATE customer c SET default_shipping_id = d.shipping_id, default_billing_id = d.billing_id
       FROM unnest($1::int[], $2::int[], $3::int[]) AS d(customer_id, shipping_id, billing_id)
      WHERE c.id = d.customer_id`,
    [
      seeded.map((c) => c.id),
      seeded.map((c) => c.defaultShipping.id),
      seeded.map((c) => c.defaultBilling.id),
    ],
  );
  return seeded;
}

/** Customers flagged as newsletter subscribers. */
export function subscribedCustomers(customers: readonly SeededCustomer[]): SeededCustomer[] {
  return customers.filter((_, index) => DEMO_CUSTOMERS[index]?.subscribed);
}
