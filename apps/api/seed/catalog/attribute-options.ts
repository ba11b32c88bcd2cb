// Option vocabularies of the select attributes besides brand, colour and size.
import { type Translated, tr } from './text.js';

export interface OptionWord<Key extends string = string> {
  key: Key;
  label: Translated;
}

export const MATERIALS = [
  { key: 'cotton', label: tr('Baumwolle', 'Katoen', 'Cotton') },
  { key: 'organic-cotton', label: tr('Bio-Baumwolle', 'Biologisch katoen', 'Organic cotton') },
  { key: 'wool', label: tr('Wolle', 'Wol', 'Wool') },
  { key: 'merino', label: tr('Merinowolle', 'Merinowol', 'Merino wool') },
  { key: 'linen', label: tr('Leinen', 'Linnen', 'Linen') },
  { key: 'polyester', label: tr('Recyceltes Polyester', 'Gerecycled polyester', 'Recycled polyester') },
  { key: 'leather', label: tr('Leder', 'Leer', 'Leather') },
  { key: 'oak', label: tr('Eichenholz', 'Eikenhout', 'Oak') },
  { key: 'hdf', label: tr('HDF-Trägerplatte', 'HDF-plaat', 'HDF core board') },
  { key: 'vinyl', label: tr('Vinyl', 'Vinyl', 'Vinyl') },
  { key: 'ceramic', label: tr('Keramik', 'Keramiek', 'Ceramic') },
  { key: 'polyamide', label: tr('Polyamid', 'Polyamide', 'Polyamide') },
  { key: 'steel', label: tr('Stahl', 'Staal', 'Steel') },
  { key: 'stainless-steel', label: tr('Edelstahl', 'Roestvrij staal', 'Stainless steel') },
  { key: 'aluminium', label: tr('Aluminium', 'Aluminium', 'Aluminium') },
  { key: 'rubber', label: tr('Gummi', 'Rubber', 'Rubber') },
  { key: 'glass', label: tr('Glas', 'Glas', 'Glass') },
  { key: 'bamboo', label: tr('Bambus', 'Bamboe', 'Bamboo') },
  { key: 'plastic', label: tr('Kunststoff', 'Kunststof', 'Plastic') },
  { key: 'cork', label: tr('Kork', 'Kurk', 'Cork') },
] as const satisfies readonly OptionWord[];
export type MaterialKey = (typeof MATERIALS)[number]['key'];

export const FORMS = [
  { key: 'capsules', label: tr('Kapseln', 'Capsules', 'Capsules') },
  { key: 'tablets', label: tr('Tabletten', 'Tabletten', 'Tablets') },
  { key: 'powder', label: tr('Pulver', 'Poeder', 'Powder') },
  { key: 'liquid', label: tr('Flüssig', 'Vloeibaar', 'Liquid') },
  { key: 'gummies', label: tr('Fruchtgummis', 'Gummies', 'Gummies') },
  { key: 'tea', label: tr('Tee', 'Thee', 'Tea') },
  { key: 'bar', label: tr('Riegel', 'Reep', 'Bar') },
] as const satisfies readonly OptionWord[];
export type FormKey = (typeof FORMS)[number]['key'];

export const FLAVOURS = [
  { key: 'neutral', label: tr('Neutral', 'Neutraal', 'Unflavoured') },
  { key: 'vanilla', label: tr('Vanille', 'Vanille', 'Vanilla') },
  { key: 'chocolate', label: tr('Schokolade', 'Chocolade', 'Chocolate') },
  { key: 'strawberry', label: tr('Erdbeere', 'Aardbei', 'Strawberry') },
  { key: 'lemon', label: tr('Zitrone', 'Citroen', 'Lemon') },
  { key: 'forest-fruit', label: tr('Waldbeere', 'Bosvruchten', 'Forest fruit') },
  { key: 'orange', label: tr('Orange', 'Sinaasappel', 'Orange') },
  { key: 'mint', label: tr('Minze', 'Munt', 'Mint') },
] as const satisfies readonly OptionWord[];
export type FlavourKey = (typeof FLAVOURS)[number]['key'];

/** Vehicle types; the part finder's types use the same keys. */
export const VEHICLE_TYPES = [
  { key: 'car', label: tr('PKW', 'Personenauto', 'Car') },
  { key: 'motorcycle', label: tr('Motorrad', 'Motor', 'Motorcycle') },
  { key: 'van', label: tr('Transporter', 'Bestelwagen', 'Van') },
] as const satisfies readonly OptionWord[];
export type VehicleTypeKey = (typeof VEHICLE_TYPES)[number]['key'];

/** EN 13329 / EN 685 use classes of floors. */
export const WEAR_CLASSES = [23, 31, 32, 33].map((value) => ({
  key: String(value),
  label: tr(`Nutzungsklasse ${value}`, `Gebruiksklasse ${value}`, `Use class ${value}`),
}));
