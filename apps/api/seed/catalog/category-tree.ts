// The demo shop's category tree below the shop root (id 3), in menu order, with the product
// nouns that leaf categories sell. Settings on a node (family, kind, adjectives …) apply to
// all nodes below it unless a child sets its own.
import type { FlavourKey, FormKey, MaterialKey, VehicleTypeKey } from './attribute-options.js';
import { type Translated, tr } from './text.js';
import type { AdjectiveKey, Family, GermanGender, VariantGroup } from './words.js';

export type ProductKind = 'simple' | 'configurable' | 'bundle' | 'grouped';
export type SizeChartKey = 'women' | 'men' | 'kids' | 'unisex';
export type SortField = 'position' | 'name' | 'price';

export interface Noun {
  de: string;
  gender: GermanGender;
  nl: string;
  /** Dutch singular het-word: adjectives before it take no -e. */
  nlHet?: boolean;
  en: string;
  variant?: VariantGroup;
  form?: FormKey;
  flavours?: readonly FlavourKey[];
  /** Picture motif when it differs from the category's. */
  image?: string;
}

export interface CategoryNode {
  key: string;
  name: Translated;
  /** Fixed ids the spec names (92 best sellers, 12370 specials); others are numbered in order. */
  id?: number;
  /** An earlier name whose url now redirects (301) to the current one. */
  formerly?: Translated;
  family?: Family;
  kind?: ProductKind;
  nouns?: readonly Noun[];
  adjectives?: readonly AdjectiveKey[];
  materials?: readonly MaterialKey[];
  inMenu?: boolean;
  anchor?: boolean;
  image?: boolean;
  sortBy?: SortField;
  sizeChart?: SizeChartKey;
  /** Picture motif of the products below (see media.ts). */
  motif?: string;
  vehicleType?: VehicleTypeKey;
  /** Floors sold per package and priced per m². */
  perSquareMetre?: boolean;
  taxClass?: 'standard' | 'reduced';
  children?: readonly CategoryNode[];
}

export const BESTSELLER_CATEGORY_ID = 92;
export const SPECIAL_CATEGORY_ID = 12370;
export const ROOT_CATALOG_ID = 1;

function noun(
  de: string,
  gender: GermanGender,
  nl: string,
  en: string,
  extra: Omit<Noun, 'de' | 'gender' | 'nl' | 'en'> = {},
): Noun {
  return { de, gender, nl, en, ...extra };
}

const capsules = { variant: 'count', form: 'capsules', image: 'jar' } as const;
const tablets = { variant: 'count', form: 'tablets', image: 'jar' } as const;
const powder = { variant: 'weight', form: 'powder', image: 'pouch' } as const;
const drops = { variant: 'volume', form: 'liquid', image: 'dropper' } as const;
const tea = { variant: 'weight', form: 'tea', image: 'teabox' } as const;
const gummies = { variant: 'count', form: 'gummies', image: 'jar' } as const;
const SWEET_FLAVOURS: readonly FlavourKey[] = ['neutral', 'vanilla', 'chocolate', 'strawberry'];
const FRUIT_FLAVOURS: readonly FlavourKey[] = ['lemon', 'forest-fruit', 'orange', 'strawberry'];

const SUPPLEMENTS: CategoryNode = {
  key: 'supplements',
  name: tr('Nahrungsergänzung', 'Voedingssupplementen', 'Supplements'),
  formerly: tr('Nahrungsergänzungsmittel', 'Supplementen', 'Food Supplements'),
  family: 'supplements',
  kind: 'simple',
  taxClass: 'reduced',
  image: true,
  motif: 'jar',
  adjectives: ['organic', 'vegan', 'natural', 'pure', 'premium', 'plantBased'],
  children: [
    {
      key: 'vitamins',
      name: tr('Vitamine', 'Vitamines', 'Vitamins'),
      image: true,
      adjectives: ['organic', 'vegan', 'highStrength', 'natural', 'premium'],
      children: [
        {
          key: 'vitamin-c',
          name: tr('Vitamin C', 'Vitamine C', 'Vitamin C'),
          nouns: [
            noun('Vitamin-C-Kapseln', 'p', 'vitamine C-capsules', 'Vitamin C Capsules', capsules),
            noun('Vitamin-C-Pulver', 'n', 'vitamine C-poeder', 'Vitamin C Powder', powder),
            noun(
              'Acerola-Lutschtabletten',
              'p',
              'acerola-zuigtabletten',
              'Acerola Chewable Tablets',
              tablets,
            ),
          ],
        },
        {
          key: 'vitamin-d',
          name: tr('Vitamin D', 'Vitamine D', 'Vitamin D'),
          nouns: [
            noun('Vitamin-D3-Tropfen', 'p', 'vitamine D3-druppels', 'Vitamin D3 Drops', drops),
            noun(
              'Vitamin D3 + K2 Kapseln',
              'p',
              'vitamine D3 + K2 capsules',
              'Vitamin D3 + K2 Capsules',
              capsules,
            ),
          ],
        },
        {
          key: 'vitamin-b',
          name: tr('Vitamin B', 'Vitamine B', 'Vitamin B'),
          nouns: [
            noun(
              'Vitamin-B-Komplex-Tabletten',
              'p',
              'vitamine B-complex tabletten',
              'Vitamin B Complex Tablets',
              tablets,
            ),
            noun('Vitamin-B12-Tropfen', 'p', 'vitamine B12-druppels', 'Vitamin B12 Drops', drops),
          ],
        },
        {
          key: 'multivitamins',
          name: tr('Multivitamine', 'Multivitaminen', 'Multivitamins'),
          nouns: [
            noun('Multivitamin-Tabletten', 'p', 'multivitaminetabletten', 'Multivitamin Tablets', tablets),
            noun('Multivitamin-Fruchtgummis', 'p', 'multivitamine-gummies', 'Multivitamin Gummies', {
              ...gummies,
              flavours: FRUIT_FLAVOURS,
            }),
          ],
        },
      ],
    },
    {
      key: 'minerals',
      name: tr('Mineralstoffe', 'Mineralen', 'Minerals'),
      adjectives: ['highStrength', 'vegan', 'natural', 'premium'],
      nouns: [
        noun('Magnesium-Kapseln', 'p', 'magnesiumcapsules', 'Magnesium Capsules', capsules),
        noun('Zinktabletten', 'p', 'zinktabletten', 'Zinc Tablets', tablets),
        noun('Calcium-Brausetabletten', 'p', 'calcium-bruistabletten', 'Calcium Effervescent Tablets', {
          ...tablets,
          flavours: ['lemon', 'orange'],
        }),
      ],
    },
    {
      key: 'protein',
      name: tr('Proteine', 'Eiwitten', 'Protein'),
      image: true,
      motif: 'pouch',
      adjectives: ['vegan', 'natural', 'pure', 'premium'],
      children: [
        {
          key: 'whey-protein',
          name: tr('Whey-Protein', 'Wei-eiwit', 'Whey Protein'),
          nouns: [
            noun('Whey-Proteinpulver', 'n', 'wei-eiwitpoeder', 'Whey Protein Powder', {
              ...powder,
              nlHet: true,
              flavours: SWEET_FLAVOURS,
            }),
            noun('Whey-Isolat', 'n', 'wei-isolaat', 'Whey Isolate', {
              ...powder,
              nlHet: true,
              flavours: SWEET_FLAVOURS,
            }),
          ],
          adjectives: ['natural', 'pure', 'premium'],
        },
        {
          key: 'vegan-protein',
          name: tr('Veganes Protein', 'Plantaardig eiwit', 'Vegan Protein'),
          nouns: [
            noun('Erbsenprotein', 'n', 'erwteneiwit', 'Pea Protein', {
              ...powder,
              nlHet: true,
              flavours: SWEET_FLAVOURS,
            }),
            noun('Reisprotein', 'n', 'rijsteiwit', 'Rice Protein', { ...powder, nlHet: true }),
            noun('Hanfprotein', 'n', 'hennepeiwit', 'Hemp Protein', { ...powder, nlHet: true }),
          ],
        },
        {
          key: 'protein-bars',
          name: tr('Proteinriegel', 'Eiwitrepen', 'Protein Bars'),
          nouns: [
            noun('Proteinriegel', 'p', 'eiwitrepen', 'Protein Bars', {
              variant: 'count',
              form: 'bar',
              image: 'pouch',
              flavours: ['chocolate', 'vanilla', 'strawberry', 'mint'],
            }),
          ],
        },
      ],
    },
    {
      key: 'omega-3',
      name: tr('Omega-3 & Fischöl', 'Omega-3 & visolie', 'Omega-3 & Fish Oil'),
      adjectives: ['highStrength', 'pure', 'premium', 'natural'],
      nouns: [
        noun('Omega-3-Kapseln', 'p', 'omega-3-capsules', 'Omega-3 Capsules', capsules),
        noun('Algenöl', 'n', 'algenolie', 'Algae Oil', drops),
        noun('Krillöl-Kapseln', 'p', 'krillolie-capsules', 'Krill Oil Capsules', capsules),
      ],
    },
    {
      key: 'herbs-tea',
      name: tr('Kräuter & Tees', 'Kruiden & thee', 'Herbs & Teas'),
      motif: 'teabox',
      adjectives: ['organic', 'natural', 'mild', 'premium'],
      nouns: [
        noun('Kräutertee', 'm', 'kruidenthee', 'Herbal Tea', tea),
        noun('Kamillentee', 'm', 'kamillethee', 'Chamomile Tea', tea),
        noun('Ingwer-Zitronen-Tee', 'm', 'gember-citroenthee', 'Ginger Lemon Tea', tea),
        noun('Kurkuma-Kapseln', 'p', 'kurkumacapsules', 'Turmeric Capsules', capsules),
      ],
    },
    {
      key: 'superfoods',
      name: tr('Superfoods', 'Superfoods', 'Superfoods'),
      motif: 'pouch',
      adjectives: ['organic', 'natural', 'pure', 'premium'],
      nouns: [
        noun('Chiasamen', 'p', 'chiazaad', 'Chia Seeds', { variant: 'weight', nlHet: true }),
        noun('Spirulina-Pulver', 'n', 'spirulinapoeder', 'Spirulina Powder', powder),
        noun('Gojibeeren', 'p', 'gojibessen', 'Goji Berries', { variant: 'weight' }),
        noun('Matcha-Pulver', 'n', 'matchapoeder', 'Matcha Powder', powder),
      ],
    },
    {
      key: 'sports-nutrition',
      name: tr('Sporternährung', 'Sportvoeding', 'Sports Nutrition'),
      motif: 'pouch',
      adjectives: ['pure', 'premium', 'vegan'],
      nouns: [
        noun('Kreatin-Monohydrat', 'n', 'creatine-monohydraat', 'Creatine Monohydrate', powder),
        noun('Elektrolytpulver', 'n', 'elektrolytenpoeder', 'Electrolyte Powder', {
          ...powder,
          flavours: FRUIT_FLAVOURS,
        }),
        noun('BCAA-Kapseln', 'p', 'BCAA-capsules', 'BCAA Capsules', capsules),
      ],
    },
    {
      key: 'probiotics',
      name: tr('Probiotika', 'Probiotica', 'Probiotics'),
      adjectives: ['vegan', 'natural', 'premium', 'highStrength'],
      nouns: [
        noun('Darmflora-Kapseln', 'p', 'darmflora-capsules', 'Gut Flora Capsules', capsules),
        noun(
          'Milchsäurebakterien-Pulver',
          'n',
          'melkzuurbacteriënpoeder',
          'Lactic Acid Bacteria Powder',
          powder,
        ),
      ],
    },
    {
      key: 'natural-cosmetics',
      name: tr('Naturkosmetik', 'Natuurlijke cosmetica', 'Natural Cosmetics'),
      taxClass: 'standard',
      motif: 'dropper',
      adjectives: ['organic', 'vegan', 'natural', 'mild'],
      nouns: [
        noun('Gesichtscreme', 'f', 'gezichtscrème', 'Face Cream', { variant: 'volume', image: 'jar' }),
        noun('Arganöl', 'n', 'arganolie', 'Argan Oil', { variant: 'volume' }),
        noun('Handseife', 'f', 'handzeep', 'Hand Soap', { variant: 'volume' }),
        noun('Lippenbalsam', 'm', 'lippenbalsem', 'Lip Balm', { variant: 'none', image: 'jar' }),
      ],
    },
    {
      key: 'honey',
      name: tr('Honig & Bienenprodukte', 'Honing & bijenproducten', 'Honey & Bee Products'),
      adjectives: ['organic', 'natural', 'pure', 'premium'],
      nouns: [
        noun('Blütenhonig', 'm', 'bloemenhoning', 'Blossom Honey', { variant: 'weight' }),
        noun('Manuka-Honig', 'm', 'manukahoning', 'Manuka Honey', { variant: 'weight' }),
        noun('Propolis-Tropfen', 'p', 'propolisdruppels', 'Propolis Drops', drops),
      ],
    },
    {
      key: 'organic-food',
      name: tr('Bio-Lebensmittel', 'Biologische voeding', 'Organic Food'),
      motif: 'pouch',
      adjectives: ['organic', 'natural', 'vegan'],
      nouns: [
        noun('Haferflocken', 'p', 'havervlokken', 'Rolled Oats', { variant: 'weight' }),
        noun('Mandelmus', 'n', 'amandelpasta', 'Almond Butter', { variant: 'weight', image: 'jar' }),
        noun('Kokosöl', 'n', 'kokosolie', 'Coconut Oil', { variant: 'weight', image: 'jar' }),
        noun('Dinkelnudeln', 'p', 'speltpasta', 'Spelt Pasta', { variant: 'weight' }),
      ],
    },
    {
      key: 'sleep-relaxation',
      name: tr('Schlaf & Entspannung', 'Slaap & ontspanning', 'Sleep & Relaxation'),
      adjectives: ['natural', 'mild', 'plantBased', 'organic'],
      nouns: [
        noun('Baldrian-Dragees', 'p', 'valeriaandragees', 'Valerian Tablets', tablets),
        noun('Lavendelöl', 'n', 'lavendelolie', 'Lavender Oil', drops),
        noun('Schlaftee', 'm', 'slaapthee', 'Sleep Tea', tea),
      ],
    },
    {
      key: 'kids-vitamins',
      name: tr('Kindervitamine', 'Kindervitamines', "Children's Vitamins"),
      adjectives: ['natural', 'mild', 'vegan'],
      nouns: [
        noun(
          'Multivitamin-Gummis für Kinder',
          'p',
          'multivitamine-gummies voor kinderen',
          'Kids Multivitamin Gummies',
          {
            ...gummies,
            flavours: FRUIT_FLAVOURS,
          },
        ),
        noun(
          'Vitamin-D-Tropfen für Kinder',
          'p',
          'vitamine D-druppels voor kinderen',
          'Vitamin D Drops for Kids',
          drops,
        ),
      ],
    },
    {
      key: 'value-packs',
      name: tr('Sparpakete', 'Voordeelpakketten', 'Value Packs'),
      kind: 'bundle',
      image: true,
      adjectives: ['natural', 'premium', 'vegan'],
      nouns: [
        noun('Immunpaket', 'n', 'weerstandspakket', 'Immune Support Pack', { nlHet: true }),
        noun('Fitnesspaket', 'n', 'fitnesspakket', 'Fitness Pack', { nlHet: true }),
        noun('Wohlfühl-Set', 'n', 'wellnessset', 'Wellbeing Set'),
        noun('Vitaminkur', 'f', 'vitaminekuur', 'Vitamin Course'),
      ],
    },
  ],
};

const TOPS = { motif: 'top' } as const;
const BOTTOMS = { motif: 'bottom' } as const;

function apparel(prefix: string, chart: SizeChartKey, children: readonly CategoryNode[]): CategoryNode[] {
  return children.map((child) => ({ ...child, key: `${prefix}-${child.key}`, sizeChart: chart }));
}

const CLOTHING: CategoryNode = {
  key: 'clothing',
  name: tr('Bekleidung', 'Kleding', 'Clothing'),
  family: 'clothing',
  kind: 'configurable',
  // The clothing landing page only lists its departments.
  anchor: false,
  image: true,
  motif: 'top',
  adjectives: ['classic', 'light', 'soft', 'sustainable', 'sporty', 'comfortable'],
  materials: ['cotton', 'organic-cotton', 'polyester', 'linen', 'merino'],
  children: [
    {
      key: 'women',
      name: tr('Damen', 'Dames', 'Women'),
      image: true,
      children: apparel('women', 'women', [
        {
          key: 'shirts',
          name: tr('T-Shirts & Tops', 'T-shirts & tops', 'T-Shirts & Tops'),
          ...TOPS,
          nouns: [
            noun('T-Shirt', 'n', 'T-shirt', 'T-Shirt', { nlHet: true }),
            noun('Top', 'n', 'top', 'Top'),
            noun('Bluse', 'f', 'blouse', 'Blouse'),
          ],
        },
        {
          key: 'knitwear',
          name: tr('Pullover & Strick', 'Truien & vesten', 'Jumpers & Cardigans'),
          ...TOPS,
          materials: ['wool', 'merino', 'cotton', 'organic-cotton'],
          adjectives: ['classic', 'soft', 'warm', 'sustainable', 'comfortable'],
          nouns: [
            noun('Pullover', 'm', 'trui', 'Jumper'),
            noun('Strickjacke', 'f', 'vest', 'Cardigan', { nlHet: true }),
          ],
        },
        {
          key: 'dresses',
          name: tr('Kleider', 'Jurken', 'Dresses'),
          ...TOPS,
          nouns: [noun('Kleid', 'n', 'jurk', 'Dress'), noun('Sommerkleid', 'n', 'zomerjurk', 'Summer Dress')],
        },
        {
          key: 'trousers',
          name: tr('Hosen', 'Broeken', 'Trousers'),
          ...BOTTOMS,
          nouns: [
            noun('Stoffhose', 'f', 'pantalon', 'Trousers'),
            noun('Jeans', 'f', 'jeans', 'Jeans'),
            noun('Leggings', 'p', 'legging', 'Leggings'),
          ],
        },
        {
          key: 'jackets',
          name: tr('Jacken & Mäntel', 'Jassen & mantels', 'Jackets & Coats'),
          ...TOPS,
          materials: ['polyester', 'wool', 'cotton'],
          adjectives: ['classic', 'light', 'warm', 'sustainable', 'comfortable'],
          nouns: [
            noun('Jacke', 'f', 'jas', 'Jacket'),
            noun('Mantel', 'm', 'mantel', 'Coat'),
            noun('Regenjacke', 'f', 'regenjas', 'Rain Jacket'),
          ],
        },
        {
          key: 'sportswear',
          name: tr('Sportbekleidung', 'Sportkleding', 'Sportswear'),
          ...TOPS,
          materials: ['polyester', 'merino'],
          nouns: [
            noun('Laufshirt', 'n', 'hardloopshirt', 'Running Top', { nlHet: true }),
            noun('Sport-BH', 'm', 'sportbeha', 'Sports Bra'),
            noun('Trainingshose', 'f', 'trainingsbroek', 'Track Pants', { image: 'bottom' }),
          ],
        },
      ]),
    },
    {
      key: 'men',
      name: tr('Herren', 'Heren', 'Men'),
      image: true,
      children: apparel('men', 'men', [
        {
          key: 'shirts',
          name: tr('T-Shirts & Polos', "T-shirts & polo's", 'T-Shirts & Polos'),
          ...TOPS,
          nouns: [
            noun('T-Shirt', 'n', 'T-shirt', 'T-Shirt', { nlHet: true }),
            noun('Poloshirt', 'n', 'poloshirt', 'Polo Shirt', { nlHet: true }),
          ],
        },
        {
          key: 'dress-shirts',
          name: tr('Hemden', 'Overhemden', 'Shirts'),
          ...TOPS,
          materials: ['cotton', 'organic-cotton', 'linen'],
          nouns: [
            noun('Hemd', 'n', 'overhemd', 'Shirt', { nlHet: true }),
            noun('Flanellhemd', 'n', 'flanellen overhemd', 'Flannel Shirt', { nlHet: true }),
          ],
        },
        {
          key: 'sweaters',
          name: tr('Pullover & Sweatshirts', 'Truien & sweaters', 'Jumpers & Sweatshirts'),
          ...TOPS,
          adjectives: ['classic', 'soft', 'warm', 'sustainable', 'comfortable'],
          nouns: [
            noun('Pullover', 'm', 'trui', 'Jumper'),
            noun('Kapuzenpullover', 'm', 'hoodie', 'Hoodie'),
            noun('Sweatshirt', 'n', 'sweater', 'Sweatshirt'),
          ],
        },
        {
          key: 'trousers',
          name: tr('Hosen', 'Broeken', 'Trousers'),
          ...BOTTOMS,
          nouns: [
            noun('Chino', 'f', 'chino', 'Chinos'),
            noun('Jeans', 'f', 'jeans', 'Jeans'),
            noun('Cargohose', 'f', 'cargobroek', 'Cargo Trousers'),
          ],
        },
        {
          key: 'jackets',
          name: tr('Jacken', 'Jassen', 'Jackets'),
          ...TOPS,
          materials: ['polyester', 'cotton', 'wool'],
          adjectives: ['classic', 'light', 'warm', 'sustainable', 'comfortable'],
          nouns: [
            noun('Softshelljacke', 'f', 'softshelljas', 'Softshell Jacket'),
            noun('Steppjacke', 'f', 'gewatteerde jas', 'Quilted Jacket'),
          ],
        },
        {
          key: 'sportswear',
          name: tr('Sportbekleidung', 'Sportkleding', 'Sportswear'),
          ...TOPS,
          materials: ['polyester', 'merino'],
          nouns: [
            noun('Funktionsshirt', 'n', 'sportshirt', 'Performance Top', { nlHet: true }),
            noun('Sportshorts', 'p', 'sportbroek', 'Sports Shorts', { image: 'bottom' }),
          ],
        },
      ]),
    },
    {
      key: 'kids',
      name: tr('Kinder', 'Kinderen', 'Kids'),
      image: true,
      materials: ['cotton', 'organic-cotton', 'polyester'],
      children: apparel('kids', 'kids', [
        {
          key: 'shirts',
          name: tr('Shirts', 'Shirts', 'Tops'),
          ...TOPS,
          nouns: [
            noun('T-Shirt', 'n', 'T-shirt', 'T-Shirt', { nlHet: true }),
            noun('Langarmshirt', 'n', 'longsleeve', 'Long-Sleeve Top'),
          ],
        },
        {
          key: 'trousers',
          name: tr('Hosen', 'Broeken', 'Trousers'),
          ...BOTTOMS,
          nouns: [
            noun('Hose', 'f', 'broek', 'Trousers'),
            noun('Jogginghose', 'f', 'joggingbroek', 'Joggers'),
          ],
        },
        {
          key: 'jackets',
          name: tr('Jacken', 'Jassen', 'Jackets'),
          ...TOPS,
          adjectives: ['light', 'warm', 'sustainable', 'comfortable'],
          nouns: [
            noun('Regenjacke', 'f', 'regenjas', 'Rain Jacket'),
            noun('Winterjacke', 'f', 'winterjas', 'Winter Coat'),
          ],
        },
        {
          key: 'nightwear',
          name: tr('Schlafanzüge', "Pyjama's", 'Pyjamas'),
          ...TOPS,
          nouns: [noun('Schlafanzug', 'm', 'pyjama', 'Pyjamas')],
        },
      ]),
    },
    {
      key: 'accessories',
      name: tr('Accessoires', 'Accessoires', 'Accessories'),
      kind: 'simple',
      image: true,
      children: [
        {
          key: 'hats-scarves',
          name: tr('Mützen & Schals', 'Mutsen & sjaals', 'Hats & Scarves'),
          motif: 'beanie',
          materials: ['wool', 'merino', 'cotton'],
          adjectives: ['soft', 'warm', 'classic', 'sustainable'],
          nouns: [
            noun('Mütze', 'f', 'muts', 'Beanie', { variant: 'colour' }),
            noun('Schal', 'm', 'sjaal', 'Scarf', { variant: 'colour' }),
            noun('Handschuhe', 'p', 'handschoenen', 'Gloves', { variant: 'colour' }),
          ],
        },
        {
          key: 'belts',
          name: tr('Gürtel', 'Riemen', 'Belts'),
          motif: 'belt',
          materials: ['leather'],
          adjectives: ['classic', 'robust', 'elegant'],
          nouns: [noun('Ledergürtel', 'm', 'leren riem', 'Leather Belt', { variant: 'colour' })],
        },
        {
          key: 'bags',
          name: tr('Taschen', 'Tassen', 'Bags'),
          motif: 'bag',
          materials: ['leather', 'polyester', 'cotton'],
          adjectives: ['classic', 'robust', 'practical', 'sustainable'],
          nouns: [
            noun('Rucksack', 'm', 'rugzak', 'Backpack', { variant: 'colour' }),
            noun('Umhängetasche', 'f', 'schoudertas', 'Shoulder Bag', { variant: 'colour' }),
          ],
        },
        {
          key: 'socks',
          name: tr('Socken', 'Sokken', 'Socks'),
          motif: 'socks',
          materials: ['cotton', 'organic-cotton', 'merino'],
          adjectives: ['soft', 'sporty', 'sustainable', 'comfortable'],
          nouns: [
            noun('Socken', 'p', 'sokken', 'Socks', { variant: 'pack' }),
            noun('Sneakersocken', 'p', 'sneakersokken', 'Trainer Socks', { variant: 'pack' }),
          ],
        },
      ],
    },
    {
      key: 'outlet',
      name: tr('Outlet', 'Outlet', 'Outlet'),
      // Reached through banners and specials only.
      inMenu: false,
      sizeChart: 'unisex',
      ...TOPS,
      nouns: [
        noun('T-Shirt', 'n', 'T-shirt', 'T-Shirt', { nlHet: true }),
        noun('Pullover', 'm', 'trui', 'Jumper'),
      ],
    },
  ],
};

const floor = { perSquareMetre: true, sortBy: 'price' } as const;

const FLOORING: CategoryNode = {
  key: 'flooring',
  name: tr('Bodenbeläge', 'Vloeren', 'Flooring'),
  family: 'flooring',
  kind: 'simple',
  image: true,
  sortBy: 'price',
  motif: 'planks',
  adjectives: ['oiled', 'brushed', 'natural', 'rustic', 'modern', 'robust'],
  children: [
    {
      key: 'laminate',
      name: tr('Laminat', 'Laminaat', 'Laminate'),
      ...floor,
      image: true,
      materials: ['hdf'],
      adjectives: ['waterproof', 'natural', 'rustic', 'modern', 'robust'],
      nouns: [
        noun('Laminat-Landhausdiele', 'f', 'laminaat landhuisplank', 'Laminate Plank', { variant: 'decor' }),
        noun('Laminat in Fliesenoptik', 'n', 'laminaat met tegellook', 'Tile-Effect Laminate', {
          variant: 'decor',
          nlHet: true,
        }),
      ],
    },
    {
      key: 'parquet',
      name: tr('Parkett', 'Parket', 'Parquet'),
      ...floor,
      image: true,
      materials: ['oak'],
      nouns: [
        noun('Parkett-Landhausdiele', 'f', 'parketplank', 'Parquet Plank', { variant: 'decor' }),
        noun('Fischgrätparkett', 'n', 'visgraatparket', 'Herringbone Parquet', {
          variant: 'decor',
          nlHet: true,
        }),
      ],
    },
    {
      key: 'vinyl',
      name: tr('Vinylboden', 'PVC-vloeren', 'Vinyl Flooring'),
      ...floor,
      materials: ['vinyl'],
      adjectives: ['waterproof', 'modern', 'robust', 'natural'],
      nouns: [
        noun('Klick-Vinyl', 'n', 'klik-pvc', 'Click Vinyl', { variant: 'decor', nlHet: true }),
        noun('Vinylfliese', 'f', 'pvc-tegel', 'Vinyl Tile', { variant: 'decor' }),
      ],
    },
    {
      key: 'carpet',
      name: tr('Teppichboden', 'Tapijt', 'Carpet'),
      ...floor,
      motif: 'carpet',
      materials: ['polyamide', 'wool'],
      adjectives: ['soft', 'robust', 'modern', 'warm'],
      nouns: [
        noun('Teppichfliese', 'f', 'tapijttegel', 'Carpet Tile', { variant: 'colour' }),
        noun('Velours-Teppichboden', 'm', 'veloursvloerbedekking', 'Velour Carpet', { variant: 'colour' }),
      ],
    },
    {
      key: 'tiles',
      name: tr('Fliesen', 'Tegels', 'Tiles'),
      ...floor,
      materials: ['ceramic'],
      adjectives: ['modern', 'robust', 'rustic', 'waterproof'],
      nouns: [
        noun('Bodenfliese', 'f', 'vloertegel', 'Floor Tile', { variant: 'decor' }),
        noun('Feinsteinzeugfliese', 'f', 'keramische tegel', 'Porcelain Tile', { variant: 'decor' }),
      ],
    },
    {
      key: 'flooring-accessories',
      name: tr('Zubehör', 'Toebehoren', 'Accessories'),
      adjectives: ['robust', 'practical', 'premium'],
      children: [
        {
          key: 'underlay',
          name: tr('Trittschalldämmung', 'Ondervloeren', 'Underlay'),
          motif: 'roll',
          materials: ['cork', 'plastic'],
          nouns: [noun('Trittschalldämmung', 'f', 'ondervloer', 'Underlay', { variant: 'thickness' })],
        },
        {
          key: 'skirting',
          name: tr('Sockelleisten', 'Plinten', 'Skirting Boards'),
          motif: 'skirting',
          materials: ['oak', 'hdf', 'plastic'],
          nouns: [noun('Sockelleiste', 'f', 'plint', 'Skirting Board', { variant: 'length' })],
        },
        {
          key: 'floor-care',
          name: tr('Pflegemittel', 'Onderhoudsmiddelen', 'Care Products'),
          motif: 'care',
          nouns: [
            noun('Parkettpflege', 'f', 'parketonderhoudsmiddel', 'Parquet Care', {
              variant: 'volume',
              nlHet: true,
            }),
            noun('Bodenreiniger', 'm', 'vloerreiniger', 'Floor Cleaner', { variant: 'volume' }),
          ],
        },
      ],
    },
    {
      key: 'flooring-sets',
      name: tr('Komplettsets', 'Complete sets', 'Complete Sets'),
      kind: 'grouped',
      adjectives: ['natural', 'modern', 'robust'],
      nouns: [
        noun('Laminat-Komplettset', 'n', 'laminaatset', 'Laminate Complete Set'),
        noun('Parkett-Komplettset', 'n', 'parketset', 'Parquet Complete Set'),
        noun('Vinyl-Komplettset', 'n', 'pvc-set', 'Vinyl Complete Set'),
      ],
    },
    {
      key: 'flooring-samples',
      name: tr('Muster', 'Stalen', 'Samples'),
      inMenu: false,
      adjectives: ['natural', 'modern'],
      nouns: [noun('Bodenmuster', 'n', 'vloerstaal', 'Floor Sample', { variant: 'decor', nlHet: true })],
    },
  ],
};

const VEHICLE: CategoryNode = {
  key: 'vehicle-parts',
  name: tr('Fahrzeugteile', 'Auto-onderdelen', 'Vehicle Parts'),
  formerly: tr('Autoteile', 'Auto-accessoires', 'Car Parts'),
  family: 'vehicle',
  kind: 'simple',
  image: true,
  vehicleType: 'car',
  motif: 'gear',
  adjectives: ['highQuality', 'durable', 'reinforced', 'premium', 'genuine'],
  materials: ['steel', 'aluminium', 'rubber', 'plastic'],
  children: [
    {
      key: 'brakes',
      name: tr('Bremsen', 'Remmen', 'Brakes'),
      motif: 'disc',
      image: true,
      materials: ['steel', 'ceramic'],
      nouns: [
        noun('Bremsscheiben', 'p', 'remschijven', 'Brake Discs', { variant: 'axle' }),
        noun('Bremsbeläge', 'p', 'remblokken', 'Brake Pads', { variant: 'axle' }),
        noun('Bremssattel', 'm', 'remklauw', 'Brake Caliper', { variant: 'axle' }),
      ],
    },
    {
      key: 'filters',
      name: tr('Filter', 'Filters', 'Filters'),
      motif: 'filter',
      nouns: [
        noun('Ölfilter', 'm', 'oliefilter', 'Oil Filter'),
        noun('Luftfilter', 'm', 'luchtfilter', 'Air Filter'),
        noun('Innenraumfilter', 'm', 'interieurfilter', 'Cabin Filter'),
      ],
    },
    {
      key: 'ignition',
      name: tr('Zündung', 'Ontsteking', 'Ignition'),
      motif: 'plug',
      nouns: [
        noun('Zündkerzen', 'p', 'bougies', 'Spark Plugs', { variant: 'pair' }),
        noun('Zündspule', 'f', 'bobine', 'Ignition Coil'),
      ],
    },
    {
      key: 'car-lighting',
      name: tr('Beleuchtung', 'Verlichting', 'Lighting'),
      motif: 'headlight',
      materials: ['glass', 'plastic'],
      nouns: [
        noun('Scheinwerfer', 'm', 'koplamp', 'Headlight', { variant: 'side' }),
        noun('H7-Glühlampen', 'p', 'H7-lampen', 'H7 Bulbs', { variant: 'pair' }),
        noun('Rückleuchte', 'f', 'achterlicht', 'Tail Light', { variant: 'side', nlHet: true }),
      ],
    },
    {
      key: 'oils-fluids',
      name: tr('Öle & Flüssigkeiten', 'Oliën & vloeistoffen', 'Oils & Fluids'),
      motif: 'canister',
      adjectives: ['highQuality', 'premium', 'genuine'],
      materials: ['plastic'],
      nouns: [
        noun('Motoröl 5W-30', 'n', 'motorolie 5W-30', 'Engine Oil 5W-30', { variant: 'litre' }),
        noun('Kühlerfrostschutz', 'm', 'koelvloeistof', 'Coolant', { variant: 'litre' }),
        noun('Scheibenreiniger', 'm', 'ruitenreiniger', 'Screen Wash', { variant: 'litre' }),
      ],
    },
    {
      key: 'exhaust',
      name: tr('Auspuff', 'Uitlaat', 'Exhaust'),
      materials: ['steel', 'stainless-steel'],
      nouns: [
        noun('Endschalldämpfer', 'm', 'einddemper', 'Rear Silencer'),
        noun('Katalysator', 'm', 'katalysator', 'Catalytic Converter'),
      ],
    },
    {
      key: 'suspension',
      name: tr('Fahrwerk', 'Ophanging', 'Suspension'),
      nouns: [
        noun('Stoßdämpfer', 'p', 'schokdempers', 'Shock Absorbers', { variant: 'axle' }),
        noun('Fahrwerksfedern', 'p', 'schroefveren', 'Coil Springs', { variant: 'axle' }),
      ],
    },
    {
      key: 'wipers',
      name: tr('Scheibenwischer', 'Ruitenwissers', 'Wiper Blades'),
      materials: ['rubber'],
      nouns: [noun('Scheibenwischer', 'p', 'ruitenwissers', 'Wiper Blades', { variant: 'pair' })],
    },
    {
      key: 'motorcycle',
      name: tr('Motorrad', 'Motor', 'Motorcycle'),
      vehicleType: 'motorcycle',
      // A hub page: riders pick the part group first.
      anchor: false,
      image: true,
      children: [
        {
          key: 'motorcycle-drive',
          name: tr('Antrieb', 'Aandrijving', 'Drivetrain'),
          nouns: [
            noun('Kettensatz', 'm', 'kettingset', 'Chain Kit'),
            noun('Kettenspray', 'n', 'kettingspray', 'Chain Lube', { image: 'canister' }),
          ],
        },
        {
          key: 'motorcycle-brakes',
          name: tr('Motorradbremsen', 'Motorremmen', 'Motorcycle Brakes'),
          motif: 'disc',
          nouns: [
            noun('Bremsbeläge', 'p', 'remblokken', 'Brake Pads', { variant: 'axle' }),
            noun('Bremsscheibe', 'f', 'remschijf', 'Brake Disc', { variant: 'axle' }),
          ],
        },
        {
          key: 'motorcycle-controls',
          name: tr('Spiegel & Hebel', 'Spiegels & hendels', 'Mirrors & Levers'),
          materials: ['aluminium', 'steel'],
          nouns: [
            noun('Lenkerendenspiegel', 'm', 'stuureindspiegel', 'Bar-End Mirror', { variant: 'side' }),
            noun('Kupplungshebel', 'm', 'koppelingshendel', 'Clutch Lever'),
          ],
        },
      ],
    },
    {
      key: 'vehicle-kits',
      name: tr('Sets & Kits', 'Sets & kits', 'Sets & Kits'),
      kind: 'grouped',
      motif: 'disc',
      nouns: [
        noun('Bremsen-Set', 'n', 'remset', 'Brake Kit'),
        noun('Inspektions-Set', 'n', 'onderhoudsset', 'Service Kit'),
      ],
    },
  ],
};

const HOME: CategoryNode = {
  key: 'home-garden',
  name: tr('Haus & Garten', 'Huis & tuin', 'Home & Garden'),
  family: 'home',
  kind: 'simple',
  image: true,
  motif: 'pot',
  adjectives: ['practical', 'elegant', 'sustainable', 'modern', 'handmade', 'robust'],
  children: [
    {
      key: 'kitchen',
      name: tr('Küche', 'Keuken', 'Kitchen'),
      motif: 'board',
      materials: ['bamboo', 'stainless-steel', 'glass'],
      nouns: [
        noun('Schneidebrett', 'n', 'snijplank', 'Chopping Board', { variant: 'dimension' }),
        noun('Vorratsdose', 'f', 'voorraadbus', 'Storage Jar', { variant: 'colour', image: 'pot' }),
        noun('Kochmesser', 'n', 'koksmes', "Chef's Knife", { nlHet: true }),
      ],
    },
    {
      key: 'living',
      name: tr('Wohnen', 'Wonen', 'Living'),
      motif: 'vase',
      materials: ['ceramic', 'glass', 'cotton', 'linen'],
      nouns: [
        noun('Kissenbezug', 'm', 'kussenhoes', 'Cushion Cover', { variant: 'colour' }),
        noun('Vase', 'f', 'vaas', 'Vase', { variant: 'colour' }),
        noun('Kerzenhalter', 'm', 'kandelaar', 'Candle Holder'),
      ],
    },
    {
      key: 'lamps',
      name: tr('Lampen & Leuchten', 'Lampen & verlichting', 'Lamps & Lighting'),
      motif: 'lamp',
      materials: ['aluminium', 'glass', 'linen'],
      nouns: [
        noun('Tischleuchte', 'f', 'tafellamp', 'Table Lamp', { variant: 'colour' }),
        noun('Stehleuchte', 'f', 'vloerlamp', 'Floor Lamp', { variant: 'colour' }),
        noun('Lichterkette', 'f', 'lichtsnoer', 'String Lights', { nlHet: true }),
      ],
    },
    {
      key: 'garden',
      name: tr('Garten', 'Tuin', 'Garden'),
      materials: ['ceramic', 'plastic', 'steel'],
      nouns: [
        noun('Pflanzkübel', 'm', 'plantenbak', 'Planter', { variant: 'colour' }),
        noun('Gartenschere', 'f', 'snoeischaar', 'Pruning Shears', { image: 'board' }),
        noun('Gießkanne', 'f', 'gieter', 'Watering Can', { variant: 'colour' }),
      ],
    },
    {
      key: 'bathroom',
      name: tr('Bad', 'Badkamer', 'Bathroom'),
      motif: 'towel',
      materials: ['cotton', 'organic-cotton', 'bamboo'],
      adjectives: ['soft', 'sustainable', 'elegant', 'modern'],
      nouns: [
        noun('Handtuch', 'n', 'handdoek', 'Towel', { variant: 'colour' }),
        noun('Badematte', 'f', 'badmat', 'Bath Mat', { variant: 'colour' }),
      ],
    },
    {
      key: 'cleaning',
      name: tr('Reinigung', 'Schoonmaken', 'Cleaning'),
      motif: 'spray',
      adjectives: ['sustainable', 'practical', 'natural', 'mild'],
      nouns: [
        noun('Allzweckreiniger', 'm', 'allesreiniger', 'All-Purpose Cleaner', { variant: 'volume' }),
        noun('Spülmittel', 'n', 'afwasmiddel', 'Washing-Up Liquid', { variant: 'volume', nlHet: true }),
      ],
    },
  ],
};

const SPORT: CategoryNode = {
  key: 'sport-leisure',
  name: tr('Sport & Freizeit', 'Sport & vrije tijd', 'Sport & Leisure'),
  family: 'sport',
  kind: 'simple',
  image: true,
  motif: 'dumbbell',
  adjectives: ['light', 'robust', 'professional', 'compact', 'ergonomic'],
  children: [
    {
      key: 'fitness',
      name: tr('Fitness', 'Fitness', 'Fitness'),
      materials: ['steel', 'rubber'],
      nouns: [
        noun('Kurzhantel', 'f', 'dumbbell', 'Dumbbell', { variant: 'kilogram' }),
        noun('Kettlebell', 'f', 'kettlebell', 'Kettlebell', { variant: 'kilogram' }),
        noun('Widerstandsband', 'n', 'weerstandsband', 'Resistance Band', { variant: 'colour' }),
      ],
    },
    {
      key: 'yoga',
      name: tr('Yoga', 'Yoga', 'Yoga'),
      motif: 'mat',
      materials: ['cork', 'rubber', 'cotton'],
      nouns: [
        noun('Yogamatte', 'f', 'yogamat', 'Yoga Mat', { variant: 'colour' }),
        noun('Yogablock', 'm', 'yogablok', 'Yoga Block', { variant: 'colour', nlHet: true }),
      ],
    },
    {
      key: 'running',
      name: tr('Laufen', 'Hardlopen', 'Running'),
      motif: 'bottle',
      materials: ['stainless-steel', 'plastic', 'polyester'],
      nouns: [
        noun('Trinkflasche', 'f', 'drinkfles', 'Water Bottle', { variant: 'colour' }),
        noun('Laufgürtel', 'm', 'hardloopriem', 'Running Belt'),
        noun('Stirnlampe', 'f', 'hoofdlamp', 'Head Torch'),
      ],
    },
    {
      key: 'outdoor',
      name: tr('Outdoor & Camping', 'Outdoor & kamperen', 'Outdoor & Camping'),
      motif: 'tent',
      materials: ['polyester', 'aluminium', 'stainless-steel'],
      nouns: [
        noun('Zelt', 'n', 'tent', 'Tent'),
        noun('Schlafsack', 'm', 'slaapzak', 'Sleeping Bag'),
        noun('Thermobecher', 'm', 'thermosbeker', 'Travel Mug', { variant: 'colour', image: 'bottle' }),
      ],
    },
    {
      key: 'cycling',
      name: tr('Radsport', 'Fietsen', 'Cycling'),
      motif: 'helmet',
      materials: ['plastic', 'aluminium', 'steel'],
      nouns: [
        noun('Fahrradhelm', 'm', 'fietshelm', 'Cycling Helmet', { variant: 'colour' }),
        noun('Fahrradschloss', 'n', 'fietsslot', 'Bike Lock', { nlHet: true }),
        noun('Fahrradlicht-Set', 'n', 'fietsverlichtingsset', 'Bike Light Set'),
      ],
    },
    {
      key: 'training-sets',
      name: tr('Trainingssets', 'Trainingssets', 'Training Sets'),
      kind: 'bundle',
      nouns: [
        noun('Home-Workout-Set', 'n', 'thuistrainingsset', 'Home Workout Set'),
        noun('Yoga-Starterset', 'n', 'yoga-starterset', 'Yoga Starter Set'),
      ],
    },
  ],
};

/** Level-2 categories below the shop root, in menu order. */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  SUPPLEMENTS,
  CLOTHING,
  FLOORING,
  VEHICLE,
  HOME,
  SPORT,
  {
    key: 'gift-ideas',
    name: tr('Geschenkideen', 'Cadeau-ideeën', 'Gift Ideas'),
    // Campaign page linked from content, not from the menu; products are added as a second category.
    inMenu: false,
    image: true,
  },
  {
    key: 'bestsellers',
    id: BESTSELLER_CATEGORY_ID,
    name: tr('Bestseller', 'Bestsellers', 'Bestsellers'),
    inMenu: false,
    sortBy: 'position',
  },
  {
    key: 'specials',
    id: SPECIAL_CATEGORY_ID,
    name: tr('Angebote', 'Aanbiedingen', 'Special Offers'),
    formerly: tr('Sonderangebote', 'Acties', 'Sale'),
    image: true,
    sortBy: 'price',
  },
];
