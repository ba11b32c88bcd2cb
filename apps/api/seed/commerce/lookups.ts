import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { PLACES } from './people.js';

interface DutchStreet {
  postcode: string;
  street: string;
  city: string;
}

/** Highest house number in the dataset; seeded NL addresses stay below it. */
export const MAX_HOUSE_NUMBER = 150;

/** Streets outside PLACES that seeded addresses use (the physical stores). */
const EXTRA_STREETS: readonly DutchStreet[] = [
  { postcode: '1012 LM', street: 'Damrak', city: 'Amsterdam' },
  { postcode: '3511 AZ', street: 'Oudegracht', city: 'Utrecht' },
];

/**
 * House numbers 1–150 for every demo street; some numbers have letters (12A, 12B), some additions
 * (14-1, 14-2), some both (16A-1, 16A-2, 16A-10, so that sorting by numeric addition shows).
 */
function addressesOf(street: DutchStreet): [string, number, string | null, string | null, string, string][] {
  const postcode = street.postcode.replace(' ', '');
  const rows: [string, number, string | null, string | null, string, string][] = [];
  const add = (number: number, letter: string | null, addition: string | null) =>
    rows.push([postcode, number, letter, addition, street.street, street.city]);
  for (let number = 1; number <= MAX_HOUSE_NUMBER; number++) {
    add(number, null, null);
    if (number % 10 === 2) for (const letter of ['A', 'B', 'C']) add(number, letter, null);
    if (number % 10 === 4) for (const addition of ['1', '2', '3']) add(number, null, addition);
    if (number % 20 === 6) for (const addition of ['1', '2', '10']) add(number, 'A', addition);
  }
  return rows;
}

const VAT_NUMBERS: readonly (readonly [vatId: string, name: string, address: string, valid: boolean])[] = [
  ['NL123456789B01', 'De Vries Bouwmaterialen B.V.', 'Oudegracht 120, 3511 AB Utrecht', true],
  ['NL987654321B01', 'Meijer Interieur', 'Herestraat 6, 9711 LC Groningen', true],
  ['NL000000000B00', '---', '---', false],
  ['DE123456789', 'Becker Haustechnik GmbH', 'Königstraße 44, 70173 Stuttgart', true],
  ['DE000000000', '---', '---', false],
  ['BE0123456749', 'Peeters Vloeren BV', 'Meir 18, 2000 Antwerpen', true],
  ['ATU12345678', 'Gruber Handels GmbH', 'Kärntner Straße 9, 1010 Wien', true],
  ['FR12345678901', 'Martin SARL', '101 Rue de Rivoli, 75001 Paris', true],
  ['LU12345678', 'Schmit S.à r.l.', '14 Grand-Rue, L-1661 Luxembourg', true],
];

/** Data of the local postcode (NL) and VAT lookup providers. */
export async function seedLookupData(db: Queryable): Promise<void> {
  const streets = [...PLACES.NL, ...EXTRA_STREETS];
  await insertRows(
    db,
    'postcode_dataset',
    ['postcode', 'number', 'letter', 'addition', 'street', 'city'],
    streets.flatMap(addressesOf),
  );
  await insertRows(
    db,
    'vat_dataset',
    ['vat_id', 'country_code', 'name', 'address', 'valid'],
    VAT_NUMBERS.map(([vatId, name, address, valid]) => [vatId, vatId.slice(0, 2), name, address, valid]),
  );
}
