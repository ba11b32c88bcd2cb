// Cashback promotions and product labels (badges).
import type { Queryable } from '../../src/db/database.js';
import type { Random } from '../random.js';
import { insertRows } from '../sql.js';
import { PICKUP_LOCATION_CODES } from '../stores.js';
import type { SeedClock } from './clock.js';
import { isoDate } from './clock.js';
import type { ProductDraft } from './model.js';
import { STORE_CODES, type StoreCode, type Translated, tr } from './text.js';

const LOCALES: Record<StoreCode, string> = { de: 'de-DE', nl: 'nl-NL', en: 'en-GB' };

function formatDate(date: Date, store: StoreCode): string {
  return new Intl.DateTimeFormat(LOCALES[store], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function formatEuro(amount: number, store: StoreCode): string {
  return new Intl.NumberFormat(LOCALES[store], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}

function cashbackText(product: ProductDraft, amount: number, end: Date, store: StoreCode): string {
  const money = formatEuro(amount, store);
  const until = formatDate(end, store);
  const brand = product.brand.title;
  if (store === 'de')
    return `${money} Cashback von ${brand}: Produkt bis ${until} kaufen und Betrag online zurückfordern.`;
  if (store === 'nl')
    return `${money} cashback van ${brand}: koop het product uiterlijk ${until} en vraag het bedrag online terug.`;
  return `${money} cashback from ${brand}: buy by ${until} and claim the amount online.`;
}

/** About 2.5 % of visible simple and configurable products get a cashback, most running now, some starting soon. */
export async function seedCashback(
  db: Queryable,
  products: readonly ProductDraft[],
  clock: SeedClock,
  rng: Random,
): Promise<number> {
  const rows: unknown[][] = [];
  const texts: unknown[][] = [];
  for (const product of products) {
    if (!product.visible || (product.typeId !== 'simple' && product.typeId !== 'configurable')) continue;
    if (!rng.chance(0.025)) continue;
    const amount = rng.pick([5, 10, 15, 20, 25, 50]);
    if (amount > product.price * 0.3) continue;
    const upcoming = rng.chance(0.25);
    const start = upcoming ? clock.daysFromNow(rng.int(3, 20)) : clock.daysAgo(rng.int(0, 20));
    const end = upcoming ? clock.daysFromNow(rng.int(30, 60)) : clock.daysFromNow(rng.int(7, 45));
    rows.push([product.id, amount, isoDate(start), isoDate(end)]);
    for (const store of STORE_CODES)
      texts.push([product.id, store, cashbackText(product, amount, end, store)]);
  }
  await insertRows(db, 'product_cashback', ['product_id', 'amount', 'start_date', 'end_date'], rows);
  await insertRows(db, 'product_cashback_store', ['product_id', 'store_code', 'description'], texts);
  return rows.length;
}

interface Label {
  id: number;
  code: string;
  kind: 'manual' | 'sale' | 'new';
  background: string;
  text: string;
  label: Translated;
}

const LABELS: readonly Label[] = [
  {
    id: 1,
    code: 'sale',
    kind: 'sale',
    background: '#c0392b',
    text: '#ffffff',
    label: tr('Angebot', 'Aanbieding', 'Sale'),
  },
  {
    id: 2,
    code: 'new',
    kind: 'new',
    background: '#2e7d32',
    text: '#ffffff',
    label: tr('Neu', 'Nieuw', 'New'),
  },
  {
    id: 3,
    code: 'tip',
    kind: 'manual',
    background: '#f1c232',
    text: '#1f1f24',
    label: tr('Unser Tipp', 'Onze tip', 'Our pick'),
  },
  {
    id: 4,
    code: 'sustainable',
    kind: 'manual',
    background: '#3f8a4f',
    text: '#ffffff',
    label: tr('Nachhaltig', 'Duurzaam', 'Sustainable'),
  },
  {
    id: 5,
    code: 'online-only',
    kind: 'manual',
    background: '#1f2f55',
    text: '#ffffff',
    label: tr('Nur online', 'Alleen online', 'Online only'),
  },
  {
    id: 6,
    code: 'vegan',
    kind: 'manual',
    background: '#6b8e23',
    text: '#ffffff',
    label: tr('Vegan', 'Vegan', 'Vegan'),
  },
];

function manualLabels(product: ProductDraft, rng: Random): number[] {
  const ids: number[] = [];
  if (rng.chance(0.03)) ids.push(3);
  const green =
    product.adjective === 'sustainable' ||
    product.adjective === 'organic' ||
    product.material === 'organic-cotton';
  if (green && rng.chance(0.5)) ids.push(4);
  if (rng.chance(0.02)) ids.push(5);
  if (product.adjective === 'vegan' || product.category.key === 'vegan-protein') ids.push(6);
  return ids;
}

/** The badge definitions, and manual badges for visible products that earn them. */
export async function seedLabels(
  db: Queryable,
  products: readonly ProductDraft[],
  rng: Random,
): Promise<number> {
  await insertRows(
    db,
    'product_label',
    ['id', 'code', 'kind', 'background_color', 'text_color', 'position'],
    LABELS.map((label) => [label.id, label.code, label.kind, label.background, label.text, label.id]),
  );
  await insertRows(
    db,
    'product_label_store',
    ['label_id', 'store_code', 'text'],
    LABELS.flatMap((label) => STORE_CODES.map((store) => [label.id, store, label.label[store]])),
  );
  const rows = products.flatMap((product) =>
    product.visible ? manualLabels(product, rng).map((labelId) => [product.id, labelId]) : [],
  );
  await insertRows(db, 'product_label_product', ['product_id', 'label_id'], rows);
  return rows.length;
}

/** Stock in physical stores for a quarter of the simple products and configurable children. */
export async function seedStoreStock(
  db: Queryable,
  products: readonly ProductDraft[],
  rng: Random,
): Promise<number> {
  const rows: unknown[][] = [];
  for (const product of products) {
    if (product.typeId !== 'simple' || !rng.chance(0.25)) continue;
    for (const code of rng.sample(PICKUP_LOCATION_CODES, rng.int(1, 4))) {
      rows.push([product.id, code, rng.chance(0.2) ? 0 : rng.int(1, 25)]);
    }
  }
  await insertRows(db, 'product_store_stock', ['product_id', 'pickup_location_code', 'qty'], rows);
  return rows.length;
}
