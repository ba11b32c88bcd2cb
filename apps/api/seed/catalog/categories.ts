// Turns the category tree into numbered categories with paths, url paths and texts, and
// inserts category + category_store rows.
import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { ROOT_CATEGORY_ID } from '../stores.js';
import type { MaterialKey, VehicleTypeKey } from './attribute-options.js';
import {
  BESTSELLER_CATEGORY_ID,
  CATEGORY_TREE,
  type CategoryNode,
  type Noun,
  type ProductKind,
  ROOT_CATALOG_ID,
  type SizeChartKey,
  type SortField,
  SPECIAL_CATEGORY_ID,
} from './category-tree.js';
import type { SeedClock } from './clock.js';
import {
  escapeHtml,
  perStore,
  STORE_CODES,
  type StoreCode,
  same,
  slugify,
  stripHtml,
  type Translated,
  tr,
  truncate,
} from './text.js';
import type { AdjectiveKey, Family } from './words.js';

export { BESTSELLER_CATEGORY_ID, ROOT_CATALOG_ID, SPECIAL_CATEGORY_ID };

/** A category with everything its subtree inherited resolved. */
export interface Category {
  id: number;
  key: string;
  parentId: number | null;
  level: number;
  path: string;
  position: number;
  name: Translated;
  urlKey: Translated;
  /** Url path below the shop root, e.g. 'bekleidung/damen/hosen'; empty for the two root levels. */
  urlPath: Translated;
  formerly: Translated | undefined;
  isAnchor: boolean;
  inMenu: boolean;
  image: string | undefined;
  sortBy: SortField | undefined;
  family: Family | undefined;
  kind: ProductKind | undefined;
  nouns: readonly Noun[];
  adjectives: readonly AdjectiveKey[];
  materials: readonly MaterialKey[];
  sizeChart: SizeChartKey | undefined;
  motif: string | undefined;
  vehicleType: VehicleTypeKey | undefined;
  perSquareMetre: boolean;
  taxClass: 'standard' | 'reduced';
  isLeaf: boolean;
  ancestorIds: number[];
}

const FIXED_IDS = new Set([
  ROOT_CATALOG_ID,
  2,
  ROOT_CATEGORY_ID,
  BESTSELLER_CATEGORY_ID,
  SPECIAL_CATEGORY_ID,
]);

/** Settings a node passes on to its subtree. */
type Inherited = Pick<
  Category,
  | 'family'
  | 'kind'
  | 'adjectives'
  | 'materials'
  | 'sizeChart'
  | 'motif'
  | 'vehicleType'
  | 'perSquareMetre'
  | 'taxClass'
>;

/** Numbers the tree depth first (skipping the fixed ids) and resolves inherited settings. */
export function buildCategories(): Category[] {
  const categories: Category[] = [rootCategory(), shopRootCategory()];
  let nextId = 4;
  const takeId = (node: CategoryNode): number => {
    if (node.id !== undefined) return node.id;
    while (FIXED_IDS.has(nextId)) nextId++;
    return nextId++;
  };
  const visit = (node: CategoryNode, parent: Category, position: number, inherited: Inherited): void => {
    const settings: Inherited = {
      family: node.family ?? inherited.family,
      kind: node.kind ?? inherited.kind,
      adjectives: node.adjectives ?? inherited.adjectives,
      materials: node.materials ?? inherited.materials,
      sizeChart: node.sizeChart ?? inherited.sizeChart,
      motif: node.motif ?? inherited.motif,
      vehicleType: node.vehicleType ?? inherited.vehicleType,
      perSquareMetre: node.perSquareMetre ?? inherited.perSquareMetre,
      taxClass: node.taxClass ?? inherited.taxClass,
    };
    const id = takeId(node);
    const urlKey = perStore((store) => slugify(node.name[store], store));
    const category: Category = {
      ...settings,
      id,
      key: node.key,
      parentId: parent.id,
      level: parent.level + 1,
      path: `${parent.path}/${id}`,
      position,
      name: node.name,
      urlKey,
      urlPath: perStore((store) =>
        parent.level >= 2 ? `${parent.urlPath[store]}/${urlKey[store]}` : urlKey[store],
      ),
      formerly: node.formerly,
      isAnchor: node.anchor ?? true,
      inMenu: node.inMenu ?? true,
      image: node.image ? `catalog/category/${node.key}.svg` : undefined,
      sortBy: node.sortBy,
      nouns: node.nouns ?? [],
      isLeaf: !node.children?.length,
      ancestorIds: [...parent.ancestorIds, parent.id],
    };
    categories.push(category);
    node.children?.forEach((child, index) => {
      visit(child, category, index + 1, settings);
    });
  };
  const shopRoot = categories[1] as Category;
  const topInherited: Inherited = {
    family: undefined,
    kind: undefined,
    adjectives: [],
    materials: [],
    sizeChart: undefined,
    motif: undefined,
    vehicleType: undefined,
    perSquareMetre: false,
    taxClass: 'standard',
  };
  CATEGORY_TREE.forEach((node, index) => {
    visit(node, shopRoot, index + 1, topInherited);
  });
  assertUniqueUrlPaths(categories);
  return categories;
}

function rootLevel(
  id: number,
  name: Translated,
  level: number,
  path: string,
  parentId: number | null,
): Category {
  return {
    id,
    key: slugify(name.en),
    parentId,
    level,
    path,
    position: 1,
    name,
    // Root levels are never routed; their url key only fills the NOT NULL column.
    urlKey: perStore((store) => slugify(name[store], store)),
    urlPath: perStore((store) => slugify(name[store], store)),
    formerly: undefined,
    isAnchor: true,
    inMenu: true,
    image: undefined,
    sortBy: undefined,
    family: undefined,
    kind: undefined,
    nouns: [],
    adjectives: [],
    materials: [],
    sizeChart: undefined,
    motif: undefined,
    vehicleType: undefined,
    perSquareMetre: false,
    taxClass: 'standard',
    isLeaf: false,
    ancestorIds: parentId === null ? [] : [parentId],
  };
}

function rootCategory(): Category {
  return rootLevel(ROOT_CATALOG_ID, same('Root Catalog'), 0, String(ROOT_CATALOG_ID), null);
}

function shopRootCategory(): Category {
  return rootLevel(
    ROOT_CATEGORY_ID,
    tr('Shop', 'Winkel', 'Shop'),
    1,
    `${ROOT_CATALOG_ID}/${ROOT_CATEGORY_ID}`,
    ROOT_CATALOG_ID,
  );
}

function assertUniqueUrlPaths(categories: readonly Category[]): void {
  for (const store of STORE_CODES) {
    const seen = new Set<string>();
    for (const category of categories) {
      if (seen.has(category.urlPath[store]))
        throw new Error(`duplicate category url ${category.urlPath[store]}`);
      seen.add(category.urlPath[store]);
    }
  }
}

/** Categories whose products are generated, i.e. leaves of a product family. */
export function productLeaves(categories: readonly Category[], kind: ProductKind): Category[] {
  return categories.filter(
    (category) => category.isLeaf && category.kind === kind && category.family && category.nouns.length > 0,
  );
}

export function categoryByKey(categories: readonly Category[], key: string): Category {
  const category = categories.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`unknown category ${key}`);
  return category;
}

const FAMILY_SENTENCE: Record<Family | 'none', Translated> = {
  supplements: tr(
    'Unsere Nahrungsergänzungsmittel stammen von geprüften Herstellern und werden regelmäßig von unabhängigen Laboren kontrolliert.',
    'Onze supplementen komen van gecontroleerde fabrikanten en worden regelmatig door onafhankelijke laboratoria getest.',
    'Our supplements come from audited manufacturers and are regularly tested by independent laboratories.',
  ),
  clothing: tr(
    'Bequeme Schnitte, langlebige Stoffe und faire Produktion – die passende Größe finden Sie mit unserer Größentabelle.',
    'Comfortabele pasvormen, duurzame stoffen en eerlijke productie – uw maat vindt u met onze maattabel.',
    'Comfortable fits, durable fabrics and fair production – find your size with our size chart.',
  ),
  flooring: tr(
    'Alle Böden werden pro Paket verkauft; den Preis pro m² sehen Sie direkt beim Produkt.',
    'Alle vloeren worden per pak verkocht; de prijs per m² ziet u direct bij het product.',
    'All floors are sold per pack; the price per m² is shown with every product.',
  ),
  vehicle: tr(
    'Mit unserem Teilefinder finden Sie in wenigen Klicks die passenden Teile für Ihr Fahrzeug.',
    'Met onze onderdelenzoeker vindt u in een paar klikken de juiste onderdelen voor uw voertuig.',
    'Our parts finder shows the parts that fit your vehicle in a few clicks.',
  ),
  home: tr(
    'Schöne und praktische Dinge für Haus und Garten, an denen Sie lange Freude haben.',
    'Mooie en handige spullen voor huis en tuin waar u lang plezier van hebt.',
    'Beautiful, practical things for home and garden that you will enjoy for years.',
  ),
  sport: tr(
    'Ausrüstung für Training und Freizeit – getestet von den Sportlerinnen und Sportlern in unserem Team.',
    'Uitrusting voor training en vrije tijd – getest door de sporters in ons team.',
    'Gear for training and leisure – tested by the athletes in our team.',
  ),
  none: tr(
    'Hier finden Sie eine wechselnde Auswahl aus allen Bereichen unseres Sortiments.',
    'Hier vindt u een wisselende selectie uit ons hele assortiment.',
    'Here you will find a changing selection from our whole range.',
  ),
};

/** Trusted outside sources a category text may point to (kept as normal anchors by the storefront). */
const EXTERNAL_SOURCES: Partial<Record<Family, Translated>> = {
  supplements: tr(
    'Unabhängige Informationen bietet das <a href="https://www.bfr.bund.de/" target="_blank" rel="noopener">Bundesinstitut für Risikobewertung</a>.',
    'Onafhankelijke informatie vindt u bij het <a href="https://www.voedingscentrum.nl/" target="_blank" rel="noopener">Voedingscentrum</a>.',
    'Independent advice is available from the <a href="https://www.efsa.europa.eu/" target="_blank" rel="noopener">European Food Safety Authority</a>.',
  ),
  vehicle: tr(
    'Tipps zur Wartung gibt der <a href="https://www.adac.de/" target="_blank" rel="noopener">ADAC</a>.',
    'Onderhoudstips vindt u bij de <a href="https://www.anwb.nl/" target="_blank" rel="noopener">ANWB</a>.',
    'Maintenance tips are available from <a href="https://www.theaa.com/" target="_blank" rel="noopener">the AA</a>.',
  ),
};

const INTRO: Record<StoreCode, (name: string) => string> = {
  de: (name) =>
    `Willkommen in unserer Kategorie <strong>${name}</strong>: sorgfältig ausgewählte Produkte, schnell geliefert.`,
  nl: (name) =>
    `Welkom in onze categorie <strong>${name}</strong>: zorgvuldig geselecteerde producten, snel geleverd.`,
  en: (name) =>
    `Welcome to our <strong>${name}</strong> category: carefully chosen products, delivered fast.`,
};

const SEE_ALSO: Record<StoreCode, (link: string) => string> = {
  de: (link) => `Stöbern Sie auch in ${link}.`,
  nl: (link) => `Neem ook een kijkje bij ${link}.`,
  en: (link) => `Also have a look at ${link}.`,
};

/** Category description: intro, the family's promise and one or two links (internal first). */
function describeCategory(category: Category, byId: ReadonlyMap<number, Category>, store: StoreCode): string {
  const name = escapeHtml(category.name[store]);
  const related = relatedCategory(category, byId);
  const link = `<a href="/${related.urlPath[store]}">${escapeHtml(related.name[store])}</a>`;
  const external = category.family && category.level === 2 ? EXTERNAL_SOURCES[category.family] : undefined;
  return [
    `<p>${INTRO[store](name)} ${FAMILY_SENTENCE[category.family ?? 'none'][store]}</p>`,
    `<p>${SEE_ALSO[store](link)}${external ? ` ${external[store]}` : ''}</p>`,
  ].join('');
}

/** The parent for deeper levels, the special offers for top-level categories. */
function relatedCategory(category: Category, byId: ReadonlyMap<number, Category>): Category {
  const parent = category.parentId === null ? undefined : byId.get(category.parentId);
  if (parent && parent.level >= 2) return parent;
  const fallback = category.id === SPECIAL_CATEGORY_ID ? BESTSELLER_CATEGORY_ID : SPECIAL_CATEGORY_ID;
  return byId.get(fallback) as Category;
}

const META_TITLE: Record<StoreCode, (name: string) => string> = {
  de: (name) => `${name} online kaufen`,
  nl: (name) => `${name} online kopen`,
  en: (name) => `Buy ${name} online`,
};

export async function insertCategories(db: Queryable, categories: readonly Category[], clock: SeedClock) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  await insertRows(
    db,
    'category',
    [
      'id',
      'parent_id',
      'path',
      'level',
      'position',
      'is_anchor',
      'is_active',
      'include_in_menu',
      'image',
      'default_sort_by',
      'available_sort_by',
      'created_at',
    ],
    categories.map((category, index) => [
      category.id,
      category.parentId,
      category.path,
      category.level,
      category.position,
      category.isAnchor,
      true,
      category.inMenu,
      category.image ?? null,
      category.sortBy ?? null,
      category.sortBy ? ['position', 'name', 'price'] : null,
      clock.daysAgo(800 - index).toISOString(),
    ]),
  );
  const storeRows = categories.flatMap((category) =>
    STORE_CODES.map((store) => {
      const routed = category.level >= 2;
      const description = routed ? describeCategory(category, byId, store) : null;
      const parentName = category.parentId === null ? undefined : byId.get(category.parentId)?.name[store];
      return [
        category.id,
        store,
        category.name[store],
        category.urlKey[store],
        category.urlPath[store],
        description,
        routed ? META_TITLE[store](category.name[store]) : null,
        routed
          ? [category.name[store], category.level > 2 ? parentName : undefined].filter(Boolean).join(', ')
          : null,
        description ? truncate(stripHtml(description), 155) : null,
      ];
    }),
  );
  await insertRows(
    db,
    'category_store',
    [
      'category_id',
      'store_code',
      'name',
      'url_key',
      'url_path',
      'description',
      'meta_title',
      'meta_keywords',
      'meta_description',
    ],
    storeRows,
  );
}
