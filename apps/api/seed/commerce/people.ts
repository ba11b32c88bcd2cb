import type { Random } from '../random.js';
import type { StoreCode } from './i18n.js';
import { asciiFold } from './i18n.js';

/** A street with its postcode and city; house numbers are added per address. */
export interface Place {
  street: string;
  postcode: string;
  city: string;
  regionCode?: string;
}

export interface PersonName {
  firstname: string;
  /** Dutch 'tussenvoegsel' (de, van der …) goes into Magento's middlename. */
  middlename?: string;
  lastname: string;
  /** Magento's values: 1 male, 2 female, 3 not specified. */
  gender: 1 | 2 | 3;
}

export type ShopperCountry = 'DE' | 'AT' | 'CH' | 'NL' | 'BE' | 'LU' | 'GB' | 'IE' | 'FR';

/** Demo addresses (names of real shopping streets; numbers and postcodes are for the demo). */
export const PLACES: Readonly<Record<ShopperCountry, readonly Place[]>> = {
  DE: [
    { street: 'Invalidenstraße', postcode: '10115', city: 'Berlin', regionCode: 'BER' },
    { street: 'Kaufingerstraße', postcode: '80331', city: 'München', regionCode: 'BAY' },
    { street: 'Mönckebergstraße', postcode: '20095', city: 'Hamburg', regionCode: 'HAM' },
    { street: 'Hohe Straße', postcode: '50667', city: 'Köln', regionCode: 'NRW' },
    { street: 'Zeil', postcode: '60313', city: 'Frankfurt am Main', regionCode: 'HES' },
    { street: 'Königstraße', postcode: '70173', city: 'Stuttgart', regionCode: 'BAW' },
    { street: 'Schadowstraße', postcode: '40212', city: 'Düsseldorf', regionCode: 'NRW' },
    { street: 'Grimmaische Straße', postcode: '04109', city: 'Leipzig', regionCode: 'SAS' },
    { street: 'Prager Straße', postcode: '01069', city: 'Dresden', regionCode: 'SAS' },
    { street: 'Georgstraße', postcode: '30159', city: 'Hannover', regionCode: 'NDS' },
    { street: 'Obernstraße', postcode: '28195', city: 'Bremen', regionCode: 'BRE' },
    { street: 'Karolinenstraße', postcode: '90402', city: 'Nürnberg', regionCode: 'BAY' },
    { street: 'Ludgeristraße', postcode: '48143', city: 'Münster', regionCode: 'NRW' },
    { street: 'Kaiser-Joseph-Straße', postcode: '79098', city: 'Freiburg im Breisgau', regionCode: 'BAW' },
    { street: 'Ludwigsstraße', postcode: '55116', city: 'Mainz', regionCode: 'RHE' },
    { street: 'Anger', postcode: '99084', city: 'Erfurt', regionCode: 'THE' },
    { street: 'Holstenstraße', postcode: '24103', city: 'Kiel', regionCode: 'SCN' },
    { street: 'Kröpeliner Straße', postcode: '18055', city: 'Rostock', regionCode: 'MEC' },
    { street: 'Brandenburger Straße', postcode: '14467', city: 'Potsdam', regionCode: 'BRG' },
    { street: 'Bahnhofstraße', postcode: '66111', city: 'Saarbrücken', regionCode: 'SAR' },
    { street: 'Breiter Weg', postcode: '39104', city: 'Magdeburg', regionCode: 'SAC' },
  ],
  AT: [
    { street: 'Kärntner Straße', postcode: '1010', city: 'Wien', regionCode: 'WI' },
    { street: 'Herrengasse', postcode: '8010', city: 'Graz', regionCode: 'ST' },
    { street: 'Landstraße', postcode: '4020', city: 'Linz', regionCode: 'OO' },
    { street: 'Getreidegasse', postcode: '5020', city: 'Salzburg', regionCode: 'SB' },
    { street: 'Maria-Theresien-Straße', postcode: '6020', city: 'Innsbruck', regionCode: 'TI' },
    { street: 'Kramergasse', postcode: '9020', city: 'Klagenfurt', regionCode: 'KN' },
  ],
  CH: [
    { street: 'Bahnhofstrasse', postcode: '8001', city: 'Zürich' },
    { street: 'Marktgasse', postcode: '3011', city: 'Bern' },
    { street: 'Freie Strasse', postcode: '4051', city: 'Basel' },
  ],
  NL: [
    { street: 'Damrak', postcode: '1012 AB', city: 'Amsterdam', regionCode: 'NH' },
    { street: 'Kalverstraat', postcode: '1012 NX', city: 'Amsterdam', regionCode: 'NH' },
    { street: 'Oudegracht', postcode: '3511 AB', city: 'Utrecht', regionCode: 'UT' },
    { street: 'Coolsingel', postcode: '3011 AD', city: 'Rotterdam', regionCode: 'ZH' },
    { street: 'Spuistraat', postcode: '2511 BC', city: 'Den Haag', regionCode: 'ZH' },
    { street: 'Stratumseind', postcode: '5611 EN', city: 'Eindhoven', regionCode: 'NB' },
    { street: 'Herestraat', postcode: '9711 LC', city: 'Groningen', regionCode: 'GR' },
    { street: 'Grote Houtstraat', postcode: '2011 SN', city: 'Haarlem', regionCode: 'NH' },
    { street: 'Burchtstraat', postcode: '6511 RA', city: 'Nijmegen', regionCode: 'GE' },
    { street: 'Breestraat', postcode: '2311 CH', city: 'Leiden', regionCode: 'ZH' },
    { street: 'Diezerstraat', postcode: '8011 RE', city: 'Zwolle', regionCode: 'OV' },
    { street: 'Grote Staat', postcode: '6211 CT', city: 'Maastricht', regionCode: 'LI' },
    { street: 'Nieuwestad', postcode: '8911 CJ', city: 'Leeuwarden', regionCode: 'FR' },
    { street: 'Lange Delft', postcode: '4331 AN', city: 'Middelburg', regionCode: 'ZE' },
    { street: 'Stadhuisplein', postcode: '1315 HR', city: 'Almere', regionCode: 'FL' },
    { street: 'Kruisstraat', postcode: '9401 HE', city: 'Assen', regionCode: 'DR' },
  ],
  BE: [
    { street: 'Nieuwstraat', postcode: '1000', city: 'Brussel', regionCode: 'BRU' },
    { street: 'Meir', postcode: '2000', city: 'Antwerpen', regionCode: 'VAN' },
    { street: 'Veldstraat', postcode: '9000', city: 'Gent', regionCode: 'VOV' },
    { street: 'Steenstraat', postcode: '8000', city: 'Brugge', regionCode: 'VWV' },
    { street: 'Bondgenotenlaan', postcode: '3000', city: 'Leuven', regionCode: 'VBR' },
    { street: 'Hoogstraat', postcode: '3500', city: 'Hasselt', regionCode: 'VLI' },
  ],
  LU: [{ street: 'Grand-Rue', postcode: 'L-1661', city: 'Luxembourg' }],
  GB: [
    { street: 'Cheapside', postcode: 'EC2V 6DN', city: 'London' },
    { street: 'Market Street', postcode: 'M1 1PT', city: 'Manchester' },
    { street: 'Broadmead', postcode: 'BS1 3HA', city: 'Bristol' },
    { street: 'Princes Street', postcode: 'EH2 2AN', city: 'Edinburgh' },
  ],
  IE: [
    { street: 'Grafton Street', postcode: 'D02 VF65', city: 'Dublin' },
    { street: 'St Patrick Street', postcode: 'T12 RX27', city: 'Cork' },
    { street: 'Shop Street', postcode: 'H91 T2N3', city: 'Galway' },
  ],
  FR: [
    { street: 'Rue de Rivoli', postcode: '75001', city: 'Paris' },
    { street: 'Rue de la République', postcode: '69002', city: 'Lyon' },
    { street: 'Rue Neuve', postcode: '59000', city: 'Lille' },
  ],
};

const GERMAN_FIRST: readonly (readonly [string, 1 | 2])[] = [
  ['Lukas', 1],
  ['Leon', 1],
  ['Jonas', 1],
  ['Paul', 1],
  ['Felix', 1],
  ['Tim', 1],
  ['Moritz', 1],
  ['Emma', 2],
  ['Mia', 2],
  ['Hannah', 2],
  ['Lea', 2],
  ['Lena', 2],
  ['Marie', 2],
  ['Julia', 2],
  ['Katharina', 2],
];
const GERMAN_LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Zimmermann',
  'Braun',
  'Krüger',
];
const AUSTRIAN_LAST = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer'];
const SWISS_LAST = ['Meier', 'Müller', 'Keller', 'Brunner', 'Baumann', 'Frei', 'Gerber'];
const DUTCH_FIRST: readonly (readonly [string, 1 | 2])[] = [
  ['Daan', 1],
  ['Sem', 1],
  ['Lucas', 1],
  ['Levi', 1],
  ['Bram', 1],
  ['Ruben', 1],
  ['Thijs', 1],
  ['Julia', 2],
  ['Tess', 2],
  ['Sophie', 2],
  ['Zoë', 2],
  ['Sanne', 2],
  ['Lotte', 2],
  ['Lieke', 2],
];
const DUTCH_LAST: readonly (readonly [string | undefined, string])[] = [
  ['de', 'Jong'],
  [undefined, 'Jansen'],
  ['de', 'Vries'],
  ['van den', 'Berg'],
  ['van', 'Dijk'],
  [undefined, 'Bakker'],
  [undefined, 'Visser'],
  [undefined, 'Smit'],
  [undefined, 'Meijer'],
  ['de', 'Boer'],
  [undefined, 'Mulder'],
  ['de', 'Groot'],
  [undefined, 'Bos'],
  ['van', 'Leeuwen'],
  ['van der', 'Meer'],
];
const FLEMISH_FIRST: readonly (readonly [string, 1 | 2])[] = [
  ['Arthur', 1],
  ['Jules', 1],
  ['Lars', 1],
  ['Louise', 2],
  ['Olivia', 2],
  ['Elise', 2],
];
const FLEMISH_LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
];
const ENGLISH_FIRST: readonly (readonly [string, 1 | 2])[] = [
  ['Oliver', 1],
  ['George', 1],
  ['Harry', 1],
  ['Jack', 1],
  ['Liam', 1],
  ['Amelia', 2],
  ['Olivia', 2],
  ['Isla', 2],
  ['Emily', 2],
  ['Charlotte', 2],
  ['Aoife', 2],
];
const ENGLISH_LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Davies', 'Evans', 'Walker'];
const IRISH_LAST = ['Murphy', 'Kelly', "O'Brien", 'Walsh', 'Byrne', 'Ryan', "O'Sullivan"];
const FRENCH_FIRST: readonly (readonly [string, 1 | 2])[] = [
  ['Louis', 1],
  ['Gabriel', 1],
  ['Hugo', 1],
  ['Léa', 2],
  ['Chloé', 2],
  ['Manon', 2],
];
const FRENCH_LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit', 'Moreau'];

/** A plausible name for a shopper from `country`. */
export function randomName(random: Random, country: ShopperCountry): PersonName {
  switch (country) {
    case 'NL': {
      const [firstname, gender] = random.pick(DUTCH_FIRST);
      const [middlename, lastname] = random.pick(DUTCH_LAST);
      return middlename ? { firstname, middlename, lastname, gender } : { firstname, lastname, gender };
    }
    case 'BE': {
      const [firstname, gender] = random.pick(FLEMISH_FIRST);
      return { firstname, lastname: random.pick(FLEMISH_LAST), gender };
    }
    case 'GB':
    case 'IE': {
      const [firstname, gender] = random.pick(ENGLISH_FIRST);
      return { firstname, lastname: random.pick(country === 'IE' ? IRISH_LAST : ENGLISH_LAST), gender };
    }
    case 'FR': {
      const [firstname, gender] = random.pick(FRENCH_FIRST);
      return { firstname, lastname: random.pick(FRENCH_LAST), gender };
    }
    default: {
      const [firstname, gender] = random.pick(GERMAN_FIRST);
      const lastNames = country === 'AT' ? AUSTRIAN_LAST : country === 'CH' ? SWISS_LAST : GERMAN_LAST;
      return { firstname, lastname: random.pick(lastNames), gender };
    }
  }
}

const PHONE_PREFIX: Readonly<Record<ShopperCountry, string>> = {
  DE: '+49 30',
  AT: '+43 1',
  CH: '+41 44',
  NL: '+31 20',
  BE: '+32 2',
  LU: '+352 26',
  GB: '+44 20',
  IE: '+353 1',
  FR: '+33 1',
};

export function randomTelephone(random: Random, country: ShopperCountry): string {
  return `${PHONE_PREFIX[country]} ${random.int(1_000_000, 9_999_999)}`;
}

/** The salutation stored in `prefix`, in the language of the store view; none when not specified. */
export function salutation(gender: 1 | 2 | 3, store: StoreCode): string | null {
  const forms = { de: ['Herr', 'Frau'], nl: ['Dhr.', 'Mevr.'], en: ['Mr', 'Ms'] } as const;
  if (gender === 3) return null;
  return forms[store][gender === 1 ? 0 : 1];
}

/** 'jan.devries' from Jan de Vries: lower case ASCII, no spaces or apostrophes. */
export function emailLocalPart(name: PersonName): string {
  const last = `${name.middlename ?? ''}${name.lastname}`;
  return asciiFold(`${name.firstname}.${last}`)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
}

/** Street lines as the storefront's address form has them: street, house number, addition. */
export function streetLines(place: Place, houseNumber: number, addition?: string): string[] {
  return addition ? [place.street, String(houseNumber), addition] : [place.street, String(houseNumber)];
}

/** Which countries guests of a store view ship to, with weights. */
export const GUEST_COUNTRIES: Readonly<Record<StoreCode, readonly (readonly [ShopperCountry, number])[]>> = {
  de: [
    ['DE', 80],
    ['AT', 14],
    ['CH', 6],
  ],
  nl: [
    ['NL', 80],
    ['BE', 20],
  ],
  en: [
    ['GB', 35],
    ['IE', 30],
    ['FR', 15],
    ['LU', 10],
    ['DE', 10],
  ],
};

export function pickWeighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('pickWeighted from an empty list');
  return last[0];
}
