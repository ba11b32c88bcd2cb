// Translated vocabularies that product names are built from: adjectives, colours, sizes and
// the variant words that end a name ("120 Stück", "Vorderachse", "Eiche hell, 8 mm").
import { formatDecimal, perStore, type StoreCode, type Translated, tr } from './text.js';

export type Family = 'supplements' | 'clothing' | 'flooring' | 'vehicle' | 'home' | 'sport';
/** Grammatical gender of a German noun; 'p' for nouns used in the plural ("Kapseln"). */
export type GermanGender = 'm' | 'f' | 'n' | 'p';

export interface Adjective {
  /** German stem that takes the strong ending (natürlich → natürliche/natürlicher/natürliches). */
  de: string;
  /** Words like "Bio" or "Premium" that never change. */
  deInvariant?: boolean;
  /** Dutch with -e (before de-words and plurals) and without (before singular het-words). */
  nl: readonly [string, string];
  en: string;
}

export const ADJECTIVES = {
  organic: { de: 'Bio', deInvariant: true, nl: ['biologische', 'biologisch'], en: 'organic' },
  vegan: { de: 'vegan', nl: ['veganistische', 'veganistisch'], en: 'vegan' },
  highStrength: { de: 'hochdosiert', nl: ['hooggedoseerde', 'hooggedoseerd'], en: 'high-strength' },
  natural: { de: 'natürlich', nl: ['natuurlijke', 'natuurlijk'], en: 'natural' },
  pure: { de: 'rein', nl: ['pure', 'puur'], en: 'pure' },
  premium: { de: 'Premium', deInvariant: true, nl: ['premium', 'premium'], en: 'premium' },
  plantBased: { de: 'pflanzlich', nl: ['plantaardige', 'plantaardig'], en: 'plant-based' },
  mild: { de: 'mild', nl: ['milde', 'mild'], en: 'mild' },
  classic: { de: 'klassisch', nl: ['klassieke', 'klassiek'], en: 'classic' },
  light: { de: 'leicht', nl: ['lichte', 'licht'], en: 'lightweight' },
  soft: { de: 'weich', nl: ['zachte', 'zacht'], en: 'soft' },
  sustainable: { de: 'nachhaltig', nl: ['duurzame', 'duurzaam'], en: 'sustainable' },
  sporty: { de: 'sportlich', nl: ['sportieve', 'sportief'], en: 'sporty' },
  comfortable: { de: 'bequem', nl: ['comfortabele', 'comfortabel'], en: 'comfortable' },
  warm: { de: 'warm', nl: ['warme', 'warm'], en: 'warm' },
  oiled: { de: 'geölt', nl: ['geoliede', 'geolied'], en: 'oiled' },
  brushed: { de: 'gebürstet', nl: ['geborstelde', 'geborsteld'], en: 'brushed' },
  waterproof: { de: 'wasserfest', nl: ['waterbestendige', 'waterbestendig'], en: 'waterproof' },
  rustic: { de: 'rustikal', nl: ['rustieke', 'rustiek'], en: 'rustic' },
  modern: { de: 'modern', nl: ['moderne', 'modern'], en: 'modern' },
  robust: { de: 'robust', nl: ['robuuste', 'robuust'], en: 'robust' },
  highQuality: { de: 'hochwertig', nl: ['hoogwaardige', 'hoogwaardig'], en: 'high-quality' },
  durable: { de: 'langlebig', nl: ['duurzame', 'duurzaam'], en: 'long-life' },
  reinforced: { de: 'verstärkt', nl: ['versterkte', 'versterkt'], en: 'reinforced' },
  genuine: { de: 'Original', deInvariant: true, nl: ['originele', 'origineel'], en: 'genuine' },
  practical: { de: 'praktisch', nl: ['handige', 'handig'], en: 'practical' },
  elegant: { de: 'elegant', nl: ['elegante', 'elegant'], en: 'elegant' },
  handmade: { de: 'handgemacht', nl: ['handgemaakte', 'handgemaakt'], en: 'handmade' },
  professional: { de: 'professionell', nl: ['professionele', 'professioneel'], en: 'professional' },
  compact: { de: 'kompakt', nl: ['compacte', 'compact'], en: 'compact' },
  ergonomic: { de: 'ergonomisch', nl: ['ergonomische', 'ergonomisch'], en: 'ergonomic' },
} as const satisfies Record<string, Adjective>;

export type AdjectiveKey = keyof typeof ADJECTIVES;

const GERMAN_STRONG_ENDING: Record<GermanGender, string> = { m: 'er', f: 'e', n: 'es', p: 'e' };

/** The adjective as it stands before the noun without an article, in one language. */
export function inflectAdjective(
  adjective: Adjective,
  store: StoreCode,
  germanGender: GermanGender,
  dutchHetWord: boolean,
): string {
  if (store === 'de')
    return adjective.deInvariant ? adjective.de : adjective.de + GERMAN_STRONG_ENDING[germanGender];
  if (store === 'nl') return dutchHetWord ? adjective.nl[1] : adjective.nl[0];
  return adjective.en;
}

export type ColourKey =
  | 'black'
  | 'white'
  | 'grey'
  | 'navy'
  | 'blue'
  | 'green'
  | 'olive'
  | 'red'
  | 'burgundy'
  | 'yellow'
  | 'orange'
  | 'pink'
  | 'beige'
  | 'brown';

export interface Colour {
  key: ColourKey;
  /** Part of child skus, e.g. CLO-000045-RED-M. */
  code: string;
  hex: string;
  name: Translated;
}

export const COLOURS: readonly Colour[] = [
  { key: 'black', code: 'BLK', hex: '#1f1f24', name: tr('Schwarz', 'Zwart', 'Black') },
  { key: 'white', code: 'WHT', hex: '#f4f4f0', name: tr('Weiß', 'Wit', 'White') },
  { key: 'grey', code: 'GRY', hex: '#8a8d91', name: tr('Grau', 'Grijs', 'Grey') },
  { key: 'navy', code: 'NVY', hex: '#1f2f55', name: tr('Marineblau', 'Marineblauw', 'Navy') },
  { key: 'blue', code: 'BLU', hex: '#2f6fc0', name: tr('Blau', 'Blauw', 'Blue') },
  { key: 'green', code: 'GRN', hex: '#3f8a4f', name: tr('Grün', 'Groen', 'Green') },
  { key: 'olive', code: 'OLV', hex: '#6b7339', name: tr('Oliv', 'Olijfgroen', 'Olive') },
  { key: 'red', code: 'RED', hex: '#c0392b', name: tr('Rot', 'Rood', 'Red') },
  { key: 'burgundy', code: 'BRG', hex: '#6d1f2f', name: tr('Bordeaux', 'Bordeauxrood', 'Burgundy') },
  { key: 'yellow', code: 'YEL', hex: '#f1c232', name: tr('Gelb', 'Geel', 'Yellow') },
  { key: 'orange', code: 'ORG', hex: '#e67e22', name: tr('Orange', 'Oranje', 'Orange') },
  { key: 'pink', code: 'PNK', hex: '#e89ab5', name: tr('Rosa', 'Roze', 'Pink') },
  { key: 'beige', code: 'BEI', hex: '#d8c3a0', name: tr('Beige', 'Beige', 'Beige') },
  { key: 'brown', code: 'BRN', hex: '#7a5230', name: tr('Braun', 'Bruin', 'Brown') },
];

/** Size ranges of configurable clothing; labels are the same in every language. */
export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;
export const KIDS_SIZES = ['98', '104', '116', '128', '140', '152', '164'] as const;
export const SIZE_LABELS: readonly string[] = [...ADULT_SIZES, ...KIDS_SIZES];

/** Flooring decors: the wood or stone look, each with the plank image drawn in that tone. */
export interface Decor {
  key: string;
  name: Translated;
  hex: string;
}

export const DECORS: readonly Decor[] = [
  { key: 'oak-natural', name: tr('Eiche natur', 'naturel eiken', 'natural oak'), hex: '#c79a5f' },
  { key: 'oak-light', name: tr('Eiche hell', 'licht eiken', 'light oak'), hex: '#e2c79b' },
  { key: 'oak-grey', name: tr('Eiche grau', 'grijs eiken', 'grey oak'), hex: '#a39c90' },
  { key: 'oak-smoked', name: tr('Räuchereiche', 'gerookt eiken', 'smoked oak'), hex: '#7d5a3c' },
  { key: 'walnut', name: tr('Nussbaum', 'notenhout', 'walnut'), hex: '#5e4130' },
  { key: 'maple', name: tr('Ahorn', 'esdoorn', 'maple'), hex: '#ead5ad' },
  { key: 'pine', name: tr('Kiefer', 'grenen', 'pine'), hex: '#d8b27a' },
  { key: 'concrete', name: tr('Beton grau', 'betongrijs', 'concrete grey'), hex: '#9ea2a6' },
];

/** What a variant word adds besides text: a colour or decor (for attributes and images) or German base-price data. */
export interface VariantChoice {
  label: Translated | undefined;
  colour?: ColourKey;
  decor?: Decor;
  /** Content in `baseUnit`, e.g. 0.25 for 250 g sold per kg. */
  basePrice?: { content: number; salesUnit: string; baseUnit: string };
  /** Weight the variant itself states (dumbbells). */
  weightKg?: number;
}

export type VariantGroup =
  | 'none'
  | 'count'
  | 'weight'
  | 'volume'
  | 'litre'
  | 'thickness'
  | 'decor'
  | 'length'
  | 'axle'
  | 'side'
  | 'pair'
  | 'pack'
  | 'kilogram'
  | 'dimension'
  | 'colour';

const count = (amount: number): VariantChoice => ({
  label: tr(`${amount} Stück`, `${amount} stuks`, `${amount} pieces`),
});
const grams = (amount: number): VariantChoice => ({
  label:
    amount >= 1000
      ? tr(`${amount / 1000} kg`, `${amount / 1000} kg`, `${amount / 1000} kg`)
      : unit(amount, 'g'),
  basePrice: { content: amount / 1000, salesUnit: 'Packung', baseUnit: 'kg' },
});
const millilitres = (amount: number): VariantChoice => ({
  label: unit(amount, 'ml'),
  basePrice: { content: amount / 1000, salesUnit: 'Flasche', baseUnit: 'l' },
});
const litres = (amount: number): VariantChoice => ({
  label: unit(amount, 'l'),
  basePrice: { content: amount, salesUnit: 'Kanister', baseUnit: 'l' },
});
const millimetres = (amount: number): Translated => unit(amount, 'mm');

function unit(amount: number | string, symbol: string): Translated {
  return perStore((store) => {
    const text =
      typeof amount === 'string' || Number.isInteger(amount) ? amount : formatDecimal(amount, store);
    return `${text} ${symbol}`;
  });
}

const THICKNESSES = [6, 8, 10, 12];

export const VARIANT_GROUPS: Record<Exclude<VariantGroup, 'decor' | 'colour'>, readonly VariantChoice[]> = {
  none: [{ label: undefined }],
  count: [30, 60, 90, 120, 180].map(count),
  weight: [150, 250, 500, 1000].map(grams),
  volume: [30, 50, 100, 250, 500].map(millilitres),
  litre: [1, 4, 5].map(litres),
  thickness: THICKNESSES.map((amount) => ({ label: millimetres(amount) })),
  length: [2.4, 2.5, 2.6].map((amount) => ({
    label: perStore((store) => `${formatDecimal(amount, store)} m`),
  })),
  axle: [
    { label: tr('Vorderachse', 'vooras', 'front axle') },
    { label: tr('Hinterachse', 'achteras', 'rear axle') },
  ],
  side: [{ label: tr('links', 'links', 'left') }, { label: tr('rechts', 'rechts', 'right') }],
  pair: [
    { label: tr('2er-Set', 'set van 2', 'set of 2') },
    { label: tr('4er-Set', 'set van 4', 'set of 4') },
  ],
  pack: [{ label: tr('3er-Pack', '3-pack', '3-pack') }, { label: tr('5er-Pack', '5-pack', '5-pack') }],
  kilogram: [2, 4, 6, 8, 10, 12].map((amount) => ({ label: unit(amount, 'kg'), weightKg: amount })),
  dimension: ['30 × 40', '40 × 60', '50 × 70', '60 × 90'].map((size) => ({ label: unit(size, 'cm') })),
};

/** A decor-and-thickness variant of a floor: "Eiche hell, 8 mm". */
export function decorVariant(decor: Decor, thickness: number): VariantChoice {
  const thicknessLabel = millimetres(thickness);
  return { label: perStore((store) => `${decor.name[store]}, ${thicknessLabel[store]}`), decor };
}

export function colourVariant(colour: Colour): VariantChoice {
  return { label: colour.name, colour: colour.key };
}

export { THICKNESSES };
