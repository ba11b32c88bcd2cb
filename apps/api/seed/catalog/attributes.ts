// Attributes: select attributes that filters and aggregations read (brand `merk`, colour,
// size `fkv_maten` …) and text attributes shown in the product's specification tab.
// Option ids are fixed per attribute range so that other parts (landing pages, tests) can
// name them: merk 1001+, color 2001+, fkv_maten 3001+, material 4001+, flavour 5001+,
// form 6001+, vehicle_type 7001+, wear_class 8001+.
import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import {
  FLAVOURS,
  FORMS,
  MATERIALS,
  type OptionWord,
  VEHICLE_TYPES,
  WEAR_CLASSES,
} from './attribute-options.js';
import { BRAND_OPTION_BASE, BRANDS } from './brands.js';
import { STORE_CODES, same, type Translated, tr } from './text.js';
import { COLOURS, SIZE_LABELS } from './words.js';

export type SelectAttributeCode =
  | 'merk'
  | 'color'
  | 'fkv_maten'
  | 'material'
  | 'flavour'
  | 'form'
  | 'vehicle_type'
  | 'wear_class';

export type TextAttributeCode =
  | 'ingredients'
  | 'usage_advice'
  | 'care_instructions'
  | 'dimensions'
  | 'weight_info'
  | 'oem_number';

interface AttributeDefinition {
  code: string;
  input: 'select' | 'text' | 'textarea' | 'price';
  label: Translated;
  filterable: boolean;
  searchable: boolean;
  swatch?: 'color' | 'text';
}

const ATTRIBUTES: readonly AttributeDefinition[] = [
  {
    code: 'price',
    input: 'price',
    label: tr('Preis', 'Prijs', 'Price'),
    filterable: true,
    searchable: false,
  },
  { code: 'merk', input: 'select', label: tr('Marke', 'Merk', 'Brand'), filterable: true, searchable: true },
  {
    code: 'color',
    input: 'select',
    label: tr('Farbe', 'Kleur', 'Colour'),
    filterable: true,
    searchable: true,
    swatch: 'color',
  },
  {
    code: 'fkv_maten',
    input: 'select',
    label: tr('Größe', 'Maat', 'Size'),
    filterable: true,
    searchable: false,
    swatch: 'text',
  },
  {
    code: 'material',
    input: 'select',
    label: tr('Material', 'Materiaal', 'Material'),
    filterable: true,
    searchable: true,
  },
  {
    code: 'flavour',
    input: 'select',
    label: tr('Geschmack', 'Smaak', 'Flavour'),
    filterable: true,
    searchable: true,
  },
  {
    code: 'form',
    input: 'select',
    label: tr('Darreichungsform', 'Vorm', 'Form'),
    filterable: true,
    searchable: false,
  },
  {
    code: 'vehicle_type',
    input: 'select',
    label: tr('Fahrzeugtyp', 'Voertuigtype', 'Vehicle type'),
    filterable: true,
    searchable: false,
  },
  {
    code: 'wear_class',
    input: 'select',
    label: tr('Nutzungsklasse', 'Gebruiksklasse', 'Use class'),
    filterable: true,
    searchable: false,
  },
  {
    code: 'ingredients',
    input: 'textarea',
    label: tr('Zutaten', 'Ingrediënten', 'Ingredients'),
    filterable: false,
    searchable: true,
  },
  {
    code: 'usage_advice',
    input: 'textarea',
    label: tr('Verzehrempfehlung', 'Gebruiksadvies', 'Recommended use'),
    filterable: false,
    searchable: false,
  },
  {
    code: 'care_instructions',
    input: 'text',
    label: tr('Pflegehinweise', 'Wasvoorschrift', 'Care instructions'),
    filterable: false,
    searchable: false,
  },
  {
    code: 'dimensions',
    input: 'text',
    label: tr('Abmessungen', 'Afmetingen', 'Dimensions'),
    filterable: false,
    searchable: false,
  },
  {
    code: 'weight_info',
    input: 'text',
    label: tr('Gewicht', 'Gewicht', 'Weight'),
    filterable: false,
    searchable: false,
  },
  {
    code: 'oem_number',
    input: 'text',
    label: tr('OE-Nummer', 'OE-nummer', 'OE number'),
    filterable: false,
    searchable: true,
  },
];

interface OptionRow {
  id: number;
  attributeCode: SelectAttributeCode;
  position: number;
  swatch: string | null;
  label: Translated;
}

function numbered(code: SelectAttributeCode, base: number, words: readonly OptionWord[]): OptionRow[] {
  return words.map((word, index) => ({
    id: base + index + 1,
    attributeCode: code,
    position: index + 1,
    swatch: null,
    label: word.label,
  }));
}

function allOptions(): OptionRow[] {
  return [
    ...BRANDS.map((brand) => ({
      id: BRAND_OPTION_BASE + brand.id,
      attributeCode: 'merk' as const,
      position: brand.id,
      swatch: null,
      label: same(brand.title),
    })),
    ...COLOURS.map((colour, index) => ({
      id: 2001 + index,
      attributeCode: 'color' as const,
      position: index + 1,
      swatch: colour.hex,
      label: colour.name,
    })),
    ...SIZE_LABELS.map((size, index) => ({
      id: 3001 + index,
      attributeCode: 'fkv_maten' as const,
      position: index + 1,
      swatch: size,
      label: same(size),
    })),
    ...numbered('material', 4000, MATERIALS),
    ...numbered('flavour', 5000, FLAVOURS),
    ...numbered('form', 6000, FORMS),
    ...numbered('vehicle_type', 7000, VEHICLE_TYPES),
    ...numbered('wear_class', 8000, WEAR_CLASSES),
  ];
}

/** Lookup of option ids by attribute and key (colour key, size label, material key …). */
export class AttributeOptions {
  private readonly ids = new Map<string, number>();

  constructor() {
    const keyed: [SelectAttributeCode, readonly { key: string }[], number][] = [
      ['color', COLOURS, 2001],
      ['fkv_maten', SIZE_LABELS.map((size) => ({ key: size })), 3001],
      ['material', MATERIALS, 4001],
      ['flavour', FLAVOURS, 5001],
      ['form', FORMS, 6001],
      ['vehicle_type', VEHICLE_TYPES, 7001],
      ['wear_class', WEAR_CLASSES, 8001],
    ];
    for (const [code, words, first] of keyed) {
      words.forEach((word, index) => {
        this.ids.set(`${code}:${word.key}`, first + index);
      });
    }
  }

  id(code: Exclude<SelectAttributeCode, 'merk'>, key: string): number {
    const id = this.ids.get(`${code}:${key}`);
    if (id === undefined) throw new Error(`no ${code} option ${key}`);
    return id;
  }
}

export async function insertAttributes(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'attribute',
    [
      'code',
      'frontend_input',
      'is_filterable',
      'is_searchable',
      'is_comparable',
      'is_visible_on_front',
      'swatch_type',
      'position',
    ],
    ATTRIBUTES.map((attribute, index) => [
      attribute.code,
      attribute.input,
      attribute.filterable,
      attribute.searchable,
      attribute.input !== 'price',
      // Text attributes form the specification tab; select values show there too.
      attribute.input !== 'price',
      attribute.swatch ?? null,
      index,
    ]),
  );
  await insertRows(
    db,
    'attribute_store',
    ['attribute_code', 'store_code', 'label'],
    ATTRIBUTES.flatMap((attribute) =>
      STORE_CODES.map((store) => [attribute.code, store, attribute.label[store]]),
    ),
  );
  const options = allOptions();
  await insertRows(
    db,
    'attribute_option',
    ['id', 'attribute_code', 'position', 'swatch_value'],
    options.map((option) => [option.id, option.attributeCode, option.position, option.swatch]),
  );
  await insertRows(
    db,
    'attribute_option_store',
    ['option_id', 'store_code', 'label'],
    options.flatMap((option) => STORE_CODES.map((store) => [option.id, store, option.label[store]])),
  );
}
