import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import type { PickupLocationCode } from '../stores.js';
import { dateAfter } from './dates.js';
import { rowsPerStore, type Translated, tr } from './i18n.js';
import { abstractArtSvg, CONTENT_MEDIA_FOLDER, type MediaFile } from './media.js';

type TimeRange = readonly [from: string, to: string];
/** Index = day (0 Sunday … 6 Saturday); an empty list = closed. */
type WeekHours = readonly (readonly TimeRange[])[];

interface OpeningException {
  /** Days after the reference date. */
  inDays: number;
  times: readonly TimeRange[];
  reason: Translated;
}

interface PhysicalStoreData {
  code: PickupLocationCode;
  urlKey: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: 'NL' | 'DE';
  phone: string;
  fax: string | null;
  email: string;
  latitude: number;
  longitude: number;
  description: Translated;
  hours: WeekHours;
  exceptions: readonly OpeningException[];
  hue: number;
}

export interface SeededPickupLocation {
  code: PickupLocationCode;
  name: string;
  street: string[];
  postcode: string;
  city: string;
  country: 'NL' | 'DE';
  phone: string;
}

const DAY: TimeRange = ['10:00', '18:00'];
const SATURDAY: TimeRange = ['10:00', '17:00'];
const CLOSED: readonly TimeRange[] = [];

const CHRISTMAS_EVE = tr(
  'Heiligabend: wir schließen früher',
  'Kerstavond: wij sluiten eerder',
  'Christmas Eve: closing early',
);
const CHRISTMAS = tr('Weihnachten', 'Kerstmis', 'Christmas');
const BOXING_DAY = tr('Zweiter Weihnachtsfeiertag', 'Tweede kerstdag', 'Boxing Day');
const NEW_YEARS_EVE = tr(
  'Silvester: wir schließen früher',
  'Oudjaarsdag: wij sluiten eerder',
  "New Year's Eve: closing early",
);
const NEW_YEAR = tr('Neujahr', 'Nieuwjaarsdag', "New Year's Day");
const STOCKTAKING = tr('Inventur', 'Inventarisatie', 'Stocktaking');

/** Christmas and New Year, counted from the reference date 2026-11-01. */
const HOLIDAYS: readonly OpeningException[] = [
  { inDays: 53, times: [['10:00', '14:00']], reason: CHRISTMAS_EVE },
  { inDays: 54, times: CLOSED, reason: CHRISTMAS },
  { inDays: 55, times: CLOSED, reason: BOXING_DAY },
  { inDays: 60, times: [['10:00', '15:00']], reason: NEW_YEARS_EVE },
  { inDays: 61, times: CLOSED, reason: NEW_YEAR },
];

const STORES: readonly PhysicalStoreData[] = [
  {
    code: 'store-amsterdam',
    urlKey: 'amsterdam',
    name: 'Amsterdam Damrak',
    street: 'Damrak',
    houseNumber: '70',
    postcode: '1012 LM',
    city: 'Amsterdam',
    country: 'NL',
    phone: '+31 20 5550700',
    fax: null,
    email: 'amsterdam@example.com',
    latitude: 52.374,
    longitude: 4.8945,
    description: tr(
      'Unser Flagship-Store direkt am Damrak, fünf Gehminuten vom Hauptbahnhof.',
      'Onze flagshipstore aan het Damrak, op vijf minuten lopen van Amsterdam Centraal.',
      'Our flagship store on the Damrak, a five-minute walk from Amsterdam Central Station.',
    ),
    hours: [[['12:00', '17:00']], [DAY], [DAY], [DAY], [['10:00', '21:00']], [DAY], [SATURDAY]],
    exceptions: [
      { inDays: 4, times: [['12:00', '18:00']], reason: STOCKTAKING },
      {
        inDays: 34,
        times: [['10:00', '16:00']],
        reason: tr(
          'Sinterklaas: wir schließen früher',
          'Sinterklaas: wij sluiten eerder',
          'Sinterklaas: closing early',
        ),
      },
      ...HOLIDAYS,
    ],
    hue: 210,
  },
  {
    code: 'store-utrecht',
    urlKey: 'utrecht',
    name: 'Utrecht Oudegracht',
    street: 'Oudegracht',
    houseNumber: '158',
    postcode: '3511 AZ',
    city: 'Utrecht',
    country: 'NL',
    phone: '+31 30 5550158',
    fax: '+31 30 5550159',
    email: 'utrecht@example.com',
    latitude: 52.0907,
    longitude: 5.1214,
    description: tr(
      'Unser neuestes Geschäft an der Oudegracht mit Beratung zu Bodenbelägen.',
      'Onze nieuwste winkel aan de Oudegracht, met advies over vloeren.',
      'Our newest store on the Oudegracht, with flooring advice.',
    ),
    hours: [CLOSED, [['13:00', '18:00']], [DAY], [DAY], [['10:00', '21:00']], [DAY], [SATURDAY]],
    exceptions: [
      { inDays: 6, times: CLOSED, reason: tr('Umbau', 'Verbouwing', 'Refurbishment') },
      { inDays: 7, times: CLOSED, reason: tr('Umbau', 'Verbouwing', 'Refurbishment') },
      ...HOLIDAYS,
    ],
    hue: 160,
  },
  {
    code: 'store-berlin',
    urlKey: 'berlin',
    name: 'Berlin Mitte',
    street: 'Friedrichstraße',
    houseNumber: '100',
    postcode: '10117',
    city: 'Berlin',
    country: 'DE',
    phone: '+49 30 5550100',
    fax: '+49 30 5550101',
    email: 'berlin@example.com',
    latitude: 52.5163,
    longitude: 13.3889,
    description: tr(
      'Mitten in Berlin: das ganze Sortiment zum Anfassen, mit Abholstation für Online-Bestellungen.',
      'Midden in Berlijn: het hele assortiment om te bekijken, met afhaalpunt voor online bestellingen.',
      'In the heart of Berlin: the whole range to see and touch, with a collection point for online orders.',
    ),
    hours: [CLOSED, [DAY], [DAY], [DAY], [DAY], [['10:00', '20:00']], [['10:00', '18:00']]],
    exceptions: [{ inDays: 8, times: [['10:00', '14:00']], reason: STOCKTAKING }, ...HOLIDAYS],
    hue: 20,
  },
  {
    code: 'store-koeln',
    urlKey: 'koeln',
    name: 'Köln Hohe Straße',
    street: 'Hohe Straße',
    houseNumber: '50',
    postcode: '50667',
    city: 'Köln',
    country: 'DE',
    phone: '+49 221 5550050',
    fax: null,
    email: 'koeln@example.com',
    latitude: 50.9385,
    longitude: 6.9571,
    description: tr(
      'In der Kölner Fußgängerzone, mit Mittagspause an Wochentagen.',
      'In de voetgangerszone van Keulen, met middagpauze op werkdagen.',
      'In the pedestrian zone of Cologne, with a lunch break on weekdays.',
    ),
    // Several ranges a day: closed for lunch on weekdays.
    hours: [
      CLOSED,
      [
        ['09:30', '13:00'],
        ['14:00', '18:30'],
      ],
      [
        ['09:30', '13:00'],
        ['14:00', '18:30'],
      ],
      [
        ['09:30', '13:00'],
        ['14:00', '18:30'],
      ],
      [
        ['09:30', '13:00'],
        ['14:00', '18:30'],
      ],
      [
        ['09:30', '13:00'],
        ['14:00', '18:30'],
      ],
      [['10:00', '16:00']],
    ],
    exceptions: [
      {
        inDays: 10,
        times: [['09:30', '11:00']],
        reason: tr(
          '11.11.: Sessionsbeginn im Karneval',
          '11-11: begin van het carnaval',
          '11/11: carnival season opens',
        ),
      },
      ...HOLIDAYS,
    ],
    hue: 340,
  },
];

export function pickupLocations(): SeededPickupLocation[] {
  return STORES.map((store) => ({
    code: store.code,
    name: store.name,
    street: [store.street, store.houseNumber],
    postcode: store.postcode,
    city: store.city,
    country: store.country,
    phone: store.phone,
  }));
}

function storeImagePath(store: PhysicalStoreData, position: number): string {
  return `${CONTENT_MEDIA_FOLDER}/stores/${store.urlKey}-${position}.svg`;
}

/** Pickup locations, physical stores with images, regular hours and dated exceptions. */
export async function seedPhysicalStores(db: Queryable): Promise<MediaFile[]> {
  await insertRows(
    db,
    'pickup_location',
    [
      'pickup_location_code',
      'name',
      'email',
      'phone',
      'street',
      'postcode',
      'city',
      'country_id',
      'latitude',
      'longitude',
      'sort_order',
    ],
    STORES.map((store, index) => [
      store.code,
      store.name,
      store.email,
      store.phone,
      `${store.street} ${store.houseNumber}`,
      store.postcode,
      store.city,
      store.country,
      store.latitude,
      store.longitude,
      index,
    ]),
  );
  await insertRows(
    db,
    'physical_store',
    [
      'id',
      'url_key',
      'name',
      'pickup_location_code',
      'street',
      'postcode',
      'city',
      'country_id',
      'phone',
      'fax',
      'email',
      'latitude',
      'longitude',
      'sort_order',
    ],
    STORES.map((store, index) => [
      index + 1,
      store.urlKey,
      store.name,
      store.code,
      `${store.street} ${store.houseNumber}`,
      store.postcode,
      store.city,
      store.country,
      store.phone,
      store.fax,
      store.email,
      store.latitude,
      store.longitude,
      index,
    ]),
  );
  await insertRows(
    db,
    'physical_store_store',
    ['physical_store_id', 'store_code', 'description', 'meta_title'],
    STORES.flatMap((store, index) =>
      rowsPerStore((view) => [index + 1, view, store.description[view], store.name]),
    ),
  );
  const random = new Random('commerce:store-images');
  const images: MediaFile[] = STORES.flatMap((store) =>
    [1, 2].map((position) => ({
      path: storeImagePath(store, position),
      svg: abstractArtSvg(random, 1200, 800, store.hue, store.name),
    })),
  );
  await insertRows(
    db,
    'physical_store_image',
    ['physical_store_id', 'position', 'file'],
    STORES.flatMap((store, index) =>
      [1, 2].map((position) => [index + 1, position, storeImagePath(store, position)]),
    ),
  );
  await insertRows(
    db,
    'physical_store_opening_hours',
    ['physical_store_id', 'day', 'from_time', 'to_time'],
    STORES.flatMap((store, index) =>
      store.hours.flatMap((ranges, day) => ranges.map(([from, to]) => [index + 1, day, from, to])),
    ),
  );
  await seedOpeningExceptions(db);
  return images;
}

async function seedOpeningExceptions(db: Queryable): Promise<void> {
  const exceptions = STORES.flatMap((store, storeIndex) =>
    store.exceptions.map((exception) => ({ storeId: storeIndex + 1, ...exception })),
  );
  await insertRows(
    db,
    'physical_store_opening_exception',
    ['id', 'physical_store_id', 'date'],
    exceptions.map((exception, index) => [index + 1, exception.storeId, dateAfter(exception.inDays)]),
  );
  await insertRows(
    db,
    'physical_store_opening_exception_time',
    ['exception_id', 'from_time', 'to_time'],
    exceptions.flatMap((exception, index) => exception.times.map(([from, to]) => [index + 1, from, to])),
  );
  await insertRows(
    db,
    'physical_store_opening_exception_store',
    ['exception_id', 'store_code', 'reason'],
    exceptions.flatMap((exception, index) =>
      rowsPerStore((view) => [index + 1, view, exception.reason[view]]),
    ),
  );
}
