// The shop's brands: fictional makers per product family. Each brand is an option of the
// `merk` attribute (option id = BRAND_OPTION_BASE + brand id) and has a brand page.
import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import { type Category, categoryByKey } from './categories.js';
import { perStore, STORE_CODES, type StoreCode, slugify, stripHtml, truncate } from './text.js';
import type { Family } from './words.js';

export const BRAND_OPTION_BASE = 1000;

export interface Brand {
  id: number;
  title: string;
  slug: string;
  family: Family;
  city: string;
  country: 'DE' | 'NL' | 'AT' | 'DK' | 'SE' | 'IT';
  founded: number;
  /** Brand colour of the generated logo. */
  hex: string;
  /** Position in the home page brand slider; undefined when not shown there. */
  sliderPosition: number | undefined;
  /** Leaf categories a specialist makes; generalists (none listed) make the whole family. */
  specialties?: readonly string[];
}

/** title, family, city, country, founded, logo colour, slider position, specialties */
type BrandSpec = [
  title: string,
  family: Family,
  city: string,
  country: Brand['country'],
  founded: number,
  hex: string,
  slider?: number,
  specialties?: readonly string[],
];

const KIDS = ['kids-shirts', 'kids-trousers', 'kids-jackets', 'kids-nightwear'];
const MOTORCYCLE = ['motorcycle-drive', 'motorcycle-brakes', 'motorcycle-controls'];

const BRAND_SPECS: readonly BrandSpec[] = [
  ['VitaNatura', 'supplements', 'Freiburg', 'DE', 1996, '#3f8a4f', 1],
  ['Kräuterhof', 'supplements', 'Allgäu', 'DE', 1978, '#6b8e23', 5],
  ['BioVital', 'supplements', 'Utrecht', 'NL', 2004, '#2e8b57'],
  ['PureLeaf', 'supplements', 'Amsterdam', 'NL', 2012, '#5fa55a', 9],
  ['Nordic Omega', 'supplements', 'Bergen', 'DK', 1999, '#1f6f8b', undefined, ['omega-3']],
  ['Bienenfleiß', 'supplements', 'Lüneburg', 'DE', 1952, '#d4a017', undefined, ['honey']],
  ['Nordkap', 'clothing', 'Hamburg', 'DE', 1989, '#1f2f55', 2],
  ['Urban Fjord', 'clothing', 'Kopenhagen', 'DK', 2010, '#34495e', 7],
  ['Linnen & Co', 'clothing', 'Tilburg', 'NL', 2001, '#a67c52'],
  ['Wolkenwerk', 'clothing', 'Berlin', 'DE', 2015, '#7f8fa6'],
  ['Kleine Helden', 'clothing', 'Köln', 'DE', 2008, '#e67e22', undefined, KIDS],
  ['Eichenwerk', 'flooring', 'Kassel', 'DE', 1931, '#8b5a2b', 3],
  ['FloorMaster', 'flooring', 'Eindhoven', 'NL', 1994, '#505a64'],
  ['AlpenParkett', 'flooring', 'Innsbruck', 'AT', 1967, '#6d4c33', 10, ['parquet']],
  ['Vinylo', 'flooring', 'Venlo', 'NL', 2013, '#16a085', undefined, ['vinyl']],
  [
    'Bremstec',
    'vehicle',
    'Stuttgart',
    'DE',
    1958,
    '#c0392b',
    4,
    ['brakes', 'suspension', 'vehicle-kits', 'motorcycle-brakes'],
  ],
  ['FilterKing', 'vehicle', 'Rotterdam', 'NL', 1983, '#2c3e50', undefined, ['filters', 'oils-fluids']],
  ['Zündmeister', 'vehicle', 'Bamberg', 'DE', 1947, '#d35400', undefined, ['ignition', 'car-lighting']],
  ['AutoLux', 'vehicle', 'Turin', 'IT', 1972, '#f1c232', 11],
  ['MotoPart', 'vehicle', 'Mattighofen', 'AT', 1991, '#e67e22', undefined, MOTORCYCLE],
  ['Gartenglück', 'home', 'Bremen', 'DE', 1985, '#4caf50', 6, ['garden']],
  ['Hausfreund', 'home', 'Leipzig', 'DE', 1999, '#8e44ad'],
  ['Lichtblick', 'home', 'Malmö', 'SE', 2006, '#f39c12', undefined, ['lamps', 'living']],
  ['Sportiva', 'sport', 'Bologna', 'IT', 1976, '#e74c3c', 8],
  [
    'Trailrunner',
    'sport',
    'Garmisch-Partenkirchen',
    'DE',
    2003,
    '#27ae60',
    undefined,
    ['running', 'outdoor'],
  ],
];

export const BRANDS: readonly Brand[] = BRAND_SPECS.map(
  ([title, family, city, country, founded, hex, slider, specialties], index) => ({
    id: index + 1,
    title,
    slug: slugify(title),
    family,
    city,
    country,
    founded,
    hex,
    sliderPosition: slider,
    ...(specialties ? { specialties } : {}),
  }),
);

export function brandOptionId(brand: Brand): number {
  return BRAND_OPTION_BASE + brand.id;
}

export function brandsOfFamily(family: Family): Brand[] {
  return BRANDS.filter((brand) => brand.family === family);
}

export function brandLogoFile(brand: Brand): string {
  return `brand/${brand.slug}-logo.svg`;
}

export function brandImageFile(brand: Brand): string {
  return `brand/${brand.slug}.svg`;
}

const COUNTRY_NAMES: Record<Brand['country'], Record<StoreCode, string>> = {
  DE: { de: 'Deutschland', nl: 'Duitsland', en: 'Germany' },
  NL: { de: 'den Niederlanden', nl: 'Nederland', en: 'the Netherlands' },
  AT: { de: 'Österreich', nl: 'Oostenrijk', en: 'Austria' },
  DK: { de: 'Dänemark', nl: 'Denemarken', en: 'Denmark' },
  SE: { de: 'Schweden', nl: 'Zweden', en: 'Sweden' },
  IT: { de: 'Italien', nl: 'Italië', en: 'Italy' },
};

const FAMILY_PROMISE: Record<Family, Record<StoreCode, string>> = {
  supplements: {
    de: 'reine Rohstoffe, sorgfältige Laborkontrollen und Rezepturen ohne unnötige Zusätze',
    nl: 'pure grondstoffen, zorgvuldige laboratoriumcontroles en recepturen zonder overbodige toevoegingen',
    en: 'pure ingredients, careful laboratory testing and recipes without needless additives',
  },
  clothing: {
    de: 'langlebige Stoffe, durchdachte Schnitte und faire Produktion',
    nl: 'duurzame stoffen, doordachte pasvormen en eerlijke productie',
    en: 'durable fabrics, thoughtful cuts and fair production',
  },
  flooring: {
    de: 'Böden mit natürlicher Ausstrahlung, die sich einfach verlegen lassen',
    nl: 'vloeren met een natuurlijke uitstraling die eenvoudig te leggen zijn',
    en: 'floors with a natural look that are easy to lay',
  },
  vehicle: {
    de: 'Ersatzteile in Erstausrüsterqualität mit exakter Passform',
    nl: 'onderdelen in OE-kwaliteit met een exacte pasvorm',
    en: 'parts in original-equipment quality with an exact fit',
  },
  home: {
    de: 'schöne Dinge für jeden Tag, gemacht für ein langes Leben',
    nl: 'mooie spullen voor elke dag, gemaakt om lang mee te gaan',
    en: 'beautiful everyday things made to last',
  },
  sport: {
    de: 'Ausrüstung, die im Training wie in der Freizeit überzeugt',
    nl: 'uitrusting die overtuigt tijdens training en in de vrije tijd',
    en: 'gear that performs in training and in your free time',
  },
};

function shortDescription(brand: Brand, store: StoreCode): string {
  const country = COUNTRY_NAMES[brand.country][store];
  const promise = FAMILY_PROMISE[brand.family][store];
  if (store === 'de')
    return `<p>${brand.title} aus ${country} steht seit ${brand.founded} für ${promise}.</p>`;
  if (store === 'nl')
    return `<p>${brand.title} uit ${country} staat sinds ${brand.founded} voor ${promise}.</p>`;
  return `<p>Since ${brand.founded}, ${brand.title} from ${country} has stood for ${promise}.</p>`;
}

function description(brand: Brand, category: Category, store: StoreCode): string {
  const link = `<a href="/${category.urlPath[store]}">${category.name[store]}</a>`;
  const story: Record<StoreCode, string> = {
    de: `<p>Was ${brand.founded} als kleiner Betrieb in ${brand.city} begann, ist heute eine Marke, der Kundinnen und Kunden in ganz Europa vertrauen. Noch immer entwickelt das Team jedes Produkt selbst und testet es ausgiebig, bevor es in den Handel kommt.</p><p>Alle Produkte von ${brand.title} finden Sie auf dieser Seite, weitere Marken in unserer Kategorie ${link}.</p>`,
    nl: `<p>Wat in ${brand.founded} begon als een klein bedrijf in ${brand.city}, is nu een merk dat klanten in heel Europa vertrouwen. Het team ontwikkelt nog steeds elk product zelf en test het uitgebreid voordat het in de winkel komt.</p><p>Alle producten van ${brand.title} vindt u op deze pagina, meer merken in onze categorie ${link}.</p>`,
    en: `<p>What began in ${brand.founded} as a small workshop in ${brand.city} is now a brand trusted by customers all over Europe. The team still designs every product itself and tests it thoroughly before it reaches the shops.</p><p>You will find all ${brand.title} products on this page, and more brands in our ${link} category.</p>`,
  };
  return shortDescription(brand, store) + story[store];
}

const TOP_CATEGORY_OF_FAMILY: Record<Family, string> = {
  supplements: 'supplements',
  clothing: 'clothing',
  flooring: 'flooring',
  vehicle: 'vehicle-parts',
  home: 'home-garden',
  sport: 'sport-leisure',
};

/** The `merk` options must exist first (brand.attribute_option_id references them). */
export async function insertBrands(db: Queryable, categories: readonly Category[]): Promise<void> {
  await insertRows(
    db,
    'brand',
    ['id', 'attribute_option_id', 'logo', 'image', 'show_in_slider', 'position_in_slider', 'category_id'],
    BRANDS.map((brand) => [
      brand.id,
      brandOptionId(brand),
      brandLogoFile(brand),
      brandImageFile(brand),
      brand.sliderPosition !== undefined,
      brand.sliderPosition ?? 0,
      categoryByKey(categories, TOP_CATEGORY_OF_FAMILY[brand.family]).id,
    ]),
  );
  const rows = BRANDS.flatMap((brand) => {
    const category = categoryByKey(categories, TOP_CATEGORY_OF_FAMILY[brand.family]);
    const texts = perStore((store) => description(brand, category, store));
    return STORE_CODES.map((store) => {
      const metaTitle: Record<StoreCode, string> = {
        de: `${brand.title} – Produkte online kaufen`,
        nl: `${brand.title} – producten online kopen`,
        en: `${brand.title} – shop the range online`,
      };
      return [
        brand.id,
        store,
        brand.title,
        brand.slug,
        texts[store],
        shortDescription(brand, store),
        metaTitle[store],
        [brand.title, category.name[store], brand.city].join(', '),
        truncate(stripHtml(shortDescription(brand, store)), 155),
      ];
    });
  });
  await insertRows(
    db,
    'brand_store',
    [
      'brand_id',
      'store_code',
      'title',
      'url_key',
      'description',
      'short_description',
      'meta_title',
      'meta_keywords',
      'meta_description',
    ],
    rows,
  );
}
