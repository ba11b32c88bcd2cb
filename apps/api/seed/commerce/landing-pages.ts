import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { ROOT_CATEGORY_ID, STORE_CODES } from '../stores.js';
import type { CatalogSeedResult } from '../types.js';
import { timestampBefore } from './dates.js';
import { rowsPerStore, type StoreCode, slugify, type Translated } from './i18n.js';

interface LandingPageData {
  identifier: string;
  filters: Record<string, Record<string, string | string[]>>;
  relativeUrl: Translated;
  title: Translated;
  content: Translated;
  secondaryContent: Translated;
}

interface CategoryText {
  name: Translated;
  urlKey: Translated;
}

/** The categories holding the most products (not the roots), best first. */
export function categoriesByProductCount(catalog: CatalogSeedResult): number[] {
  const counts = new Map<number, number>();
  for (const product of catalog.products) {
    if (!product.visible) continue;
    for (const id of product.categoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  counts.delete(1);
  counts.delete(ROOT_CATEGORY_ID);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
}

async function categoryTexts(db: Queryable, ids: readonly number[]): Promise<Map<number, CategoryText>> {
  const rows = await db.query<{ category_id: number; store_code: StoreCode; name: string; url_key: string }>(
    'SELECT category_id, store_code, name, url_key FROM category_store WHERE category_id = ANY($1::int[])',
    [ids],
  );
  const texts = new Map<number, CategoryText>();
  for (const row of rows) {
    const text = texts.get(row.category_id) ?? {
      name: { de: '', nl: '', en: '' },
      urlKey: { de: '', nl: '', en: '' },
    };
    text.name[row.store_code] = row.name;
    text.urlKey[row.store_code] = row.url_key;
    texts.set(row.category_id, text);
  }
  // Only categories named in every store view can carry a page in every store view.
  for (const [id, text] of texts) if (STORE_CODES.some((store) => !text.name[store])) texts.delete(id);
  return texts;
}

interface OptionInCategory {
  categoryId: number;
  optionId: number;
  label: Translated;
}

/**
 * The attribute option (e.g. a colour or brand) with the most products in one of `categoryIds`,
 * reading a configurable's options from its children, so that its landing page is never empty.
 */
async function topOptionInCategory(
  db: Queryable,
  attributeCode: string,
  categoryIds: readonly number[],
): Promise<OptionInCategory | null> {
  const [top] = await db.query<{ category_id: number; option_id: number }>(
    `WITH listed AS (
       SELECT cp.category_id, cp.product_id AS listed_id, coalesce(r.child_id, cp.product_id) AS product_id
         FROM category_product cp
         LEFT JOIN product_relation r ON r.parent_id = cp.product_id AND r.kind = 'configurable'
        WHERE cp.category_id = ANY($2::int[])
     )
     SELECT l.category_id, pao.option_id
       FROM listed l
       JOIN product_attribute_option pao ON pao.product_id = l.product_id AND pao.attribute_code = $1
      GROUP BY l.category_id, pao.option_id
      ORDER BY count(DISTINCT l.listed_id) DESC, l.category_id, pao.option_id
      LIMIT 1`,
    [attributeCode, categoryIds],
  );
  if (!top) return null;
  const labels = await db.query<{ store_code: StoreCode; label: string }>(
    'SELECT store_code, label FROM attribute_option_store WHERE option_id = $1',
    [top.option_id],
  );
  const label: Translated = { de: '', nl: '', en: '' };
  for (const row of labels) label[row.store_code] = row.label;
  if (STORE_CODES.some((store) => !label[store])) return null;
  return { categoryId: top.category_id, optionId: top.option_id, label };
}

function perStore(build: (store: StoreCode) => string): Translated {
  return { de: build('de'), nl: build('nl'), en: build('en') };
}

function highlightsPage(categoryId: number, category: CategoryText): LandingPageData {
  const { name, urlKey } = category;
  return {
    identifier: `highlights-${categoryId}`,
    filters: { category_id: { eq: String(categoryId) } },
    relativeUrl: { de: `${urlKey.de}-highlights`, nl: `${urlKey.nl}-toppers`, en: `${urlKey.en}-highlights` },
    title: {
      de: `${name.de}: unsere Highlights`,
      nl: `${name.nl}: onze toppers`,
      en: `${name.en}: our highlights`,
    },
    content: {
      de: `<p>Die beliebtesten Produkte aus ${name.de}, ausgewählt von unserem Team.</p>`,
      nl: `<p>De populairste producten uit ${name.nl}, gekozen door ons team.</p>`,
      en: `<p>The most popular products in ${name.en}, picked by our team.</p>`,
    },
    secondaryContent: {
      de: `<h2>Beratung zu ${name.de}</h2><p>Sie sind unsicher? Fragen Sie uns im <a href="/contact">Kontaktformular</a> oder in einem unserer <a href="/winkel">Geschäfte</a>.</p>`,
      nl: `<h2>Advies over ${name.nl}</h2><p>Twijfel je? Vraag het ons via het <a href="/contact">contactformulier</a> of in een van onze <a href="/winkel">winkels</a>.</p>`,
      en: `<h2>Advice on ${name.en}</h2><p>Not sure? Ask us through the <a href="/contact">contact form</a> or in one of our <a href="/winkel">stores</a>.</p>`,
    },
  };
}

function underPricePage(categoryId: number, category: CategoryText): LandingPageData {
  const { name, urlKey } = category;
  return {
    identifier: `under-25-${categoryId}`,
    filters: { category_id: { eq: String(categoryId) }, price: { to: '25' } },
    relativeUrl: {
      de: `${urlKey.de}-unter-25-euro`,
      nl: `${urlKey.nl}-onder-25-euro`,
      en: `${urlKey.en}-under-25-euros`,
    },
    title: { de: `${name.de} unter 25 €`, nl: `${name.nl} onder € 25`, en: `${name.en} under €25` },
    content: {
      de: '<p>Gute Qualität muss nicht teuer sein: alles unter 25 €.</p>',
      nl: '<p>Goede kwaliteit hoeft niet duur te zijn: alles onder € 25.</p>',
      en: '<p>Good quality need not be expensive: everything under €25.</p>',
    },
    secondaryContent: {
      de: '<p>Ab 50 € liefern wir versandkostenfrei.</p>',
      nl: '<p>Vanaf € 50 verzenden we gratis.</p>',
      en: '<p>Shipping is free from €50.</p>',
    },
  };
}

function colourPage(found: OptionInCategory, category: CategoryText): LandingPageData {
  const { name, urlKey } = category;
  const colour = found.label;
  return {
    identifier: `colour-${found.optionId}-${found.categoryId}`,
    filters: { category_id: { eq: String(found.categoryId) }, color: { in: [String(found.optionId)] } },
    relativeUrl: perStore((store) => `${urlKey[store]}-${slugify(colour[store])}`),
    title: {
      de: `${name.de} in ${colour.de}`,
      nl: `${name.nl} in ${colour.nl}`,
      en: `${name.en} in ${colour.en}`,
    },
    content: {
      de: `<p>Unsere Auswahl in ${colour.de}: zeitlos und leicht zu kombinieren.</p>`,
      nl: `<p>Onze selectie in ${colour.nl}: tijdloos en makkelijk te combineren.</p>`,
      en: `<p>Our pick in ${colour.en}: timeless and easy to combine.</p>`,
    },
    secondaryContent: {
      de: '<p>Nicht die richtige Größe? Der Umtausch ist 30 Tage lang kostenlos.</p>',
      nl: '<p>Niet de juiste maat? Ruilen is 30 dagen gratis.</p>',
      en: '<p>Not the right size? Exchanges are free for 30 days.</p>',
    },
  };
}

function brandPage(found: OptionInCategory, category: CategoryText): LandingPageData {
  const { name, urlKey } = category;
  const brand = found.label;
  return {
    identifier: `brand-${found.optionId}-${found.categoryId}`,
    filters: { category_id: { eq: String(found.categoryId) }, merk: { in: [String(found.optionId)] } },
    relativeUrl: perStore((store) => `${slugify(brand[store])}-${urlKey[store]}`),
    title: { de: `${brand.de}: ${name.de}`, nl: `${brand.nl}: ${name.nl}`, en: `${brand.en}: ${name.en}` },
    content: {
      de: `<p>Alles von ${brand.de} aus ${name.de}.</p>`,
      nl: `<p>Alles van ${brand.nl} uit ${name.nl}.</p>`,
      en: `<p>Everything by ${brand.en} in ${name.en}.</p>`,
    },
    secondaryContent: {
      de: '<p>Alle Marken finden Sie in unserer <a href="/merken">Markenübersicht</a>.</p>',
      nl: '<p>Alle merken vind je in ons <a href="/merken">merkenoverzicht</a>.</p>',
      en: '<p>See all brands in our <a href="/merken">brand list</a>.</p>',
    },
  };
}

async function planLandingPages(db: Queryable, catalog: CatalogSeedResult): Promise<LandingPageData[]> {
  const candidates = categoriesByProductCount(catalog).slice(0, 8);
  const colour = await topOptionInCategory(db, 'color', candidates);
  const brand = await topOptionInCategory(db, 'merk', candidates);
  const ranked = candidates.slice(0, 2);
  const texts = await categoryTexts(db, [...ranked, colour?.categoryId ?? 0, brand?.categoryId ?? 0]);
  const pages: LandingPageData[] = [];
  const [first, second] = ranked.map((id) => [id, texts.get(id)] as const);
  if (first?.[1]) pages.push(highlightsPage(first[0], first[1]));
  if (second?.[1]) pages.push(underPricePage(second[0], second[1]));
  const colourCategory = colour && texts.get(colour.categoryId);
  if (colour && colourCategory) pages.push(colourPage(colour, colourCategory));
  const brandCategory = brand && texts.get(brand.categoryId);
  if (brand && brandCategory) pages.push(brandPage(brand, brandCategory));
  return pages;
}

export function landingPageTargetPath(id: number): string {
  return `landing_page/view/id/${id}`;
}

export interface SeededLandingPage {
  id: number;
  relativeUrl: Translated;
  title: Translated;
}

/**
 * Landing pages on real categories and attribute options of the seeded catalogue, with url rewrites.
 * A small catalogue without colours or brands simply gets fewer pages.
 */
export async function seedLandingPages(
  db: Queryable,
  catalog: CatalogSeedResult,
): Promise<SeededLandingPage[]> {
  const pages = await planLandingPages(db, catalog);
  const created = timestampBefore(120);
  await insertRows(
    db,
    'landing_page',
    ['id', 'identifier', 'product_filters', 'created_at', 'updated_at'],
    pages.map((page, index) => [index + 1, page.identifier, JSON.stringify(page.filters), created, created]),
  );
  await insertRows(
    db,
    'landing_page_store',
    [
      'landing_page_id',
      'store_code',
      'relative_url',
      'title',
      'content',
      'secondary_content',
      'meta_title',
      'meta_description',
    ],
    pages.flatMap((page, index) =>
      rowsPerStore((store) => [
        index + 1,
        store,
        page.relativeUrl[store],
        page.title[store],
        page.content[store],
        page.secondaryContent[store],
        page.title[store],
        page.content[store].replace(/<[^>]+>/g, ''),
      ]),
    ),
  );
  await insertRows(
    db,
    'url_rewrite',
    ['store_code', 'request_path', 'target_path', 'entity_type', 'entity_id', 'redirect_type'],
    pages.flatMap((page, index) =>
      rowsPerStore((store) => [
        store,
        page.relativeUrl[store],
        landingPageTargetPath(index + 1),
        'landing_page',
        index + 1,
        0,
      ]),
    ),
  );
  return pages.map((page, index) => ({ id: index + 1, relativeUrl: page.relativeUrl, title: page.title }));
}
