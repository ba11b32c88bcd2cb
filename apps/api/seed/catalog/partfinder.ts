// The part finder: vehicle type → brand → model → year → engine ("cilinder", as the spec
// spells it), and which vehicle parts fit which engine.
import type { Queryable } from '../../src/db/database.js';
import type { Random } from '../random.js';
import { insertRows } from '../sql.js';
import { VEHICLE_TYPES, type VehicleTypeKey } from './attribute-options.js';
import type { SeedClock } from './clock.js';
import type { ProductDraft } from './model.js';
import { sampleDistinct } from './sampling.js';
import { formatDecimal, STORE_CODES, type StoreCode, type Translated, tr } from './text.js';

type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';

interface Engine {
  ccm: number | null;
  kw: number;
  fuel: Fuel;
}

const VEHICLES: Record<VehicleTypeKey, Record<string, readonly string[]>> = {
  car: {
    Volkswagen: ['Golf', 'Passat', 'Polo', 'Tiguan'],
    BMW: ['1er', '3er', 'X3'],
    'Mercedes-Benz': ['A-Klasse', 'C-Klasse', 'E-Klasse'],
    Opel: ['Astra', 'Corsa', 'Insignia'],
    Ford: ['Fiesta', 'Focus', 'Kuga'],
    Renault: ['Clio', 'Mégane'],
    Peugeot: ['208', '308'],
    Toyota: ['Yaris', 'Corolla', 'RAV4'],
  },
  motorcycle: {
    Honda: ['CB500F', 'Africa Twin'],
    Yamaha: ['MT-07', 'Ténéré 700'],
    Kawasaki: ['Z900', 'Ninja 650'],
    KTM: ['390 Duke', '890 Adventure'],
    'BMW Motorrad': ['R 1250 GS', 'F 900 R'],
  },
  van: {
    Volkswagen: ['Transporter T6', 'Crafter'],
    'Mercedes-Benz': ['Sprinter', 'Vito'],
    Ford: ['Transit', 'Transit Custom'],
    Renault: ['Trafic', 'Master'],
  },
};

const ENGINES: Record<VehicleTypeKey, readonly Engine[]> = {
  car: [
    { ccm: 999, kw: 81, fuel: 'petrol' },
    { ccm: 1498, kw: 110, fuel: 'petrol' },
    { ccm: 1598, kw: 85, fuel: 'diesel' },
    { ccm: 1968, kw: 110, fuel: 'diesel' },
    { ccm: 1798, kw: 90, fuel: 'hybrid' },
    { ccm: 1998, kw: 140, fuel: 'petrol' },
    { ccm: null, kw: 150, fuel: 'electric' },
  ],
  motorcycle: [
    { ccm: 373, kw: 32, fuel: 'petrol' },
    { ccm: 471, kw: 35, fuel: 'petrol' },
    { ccm: 689, kw: 54, fuel: 'petrol' },
    { ccm: 948, kw: 92, fuel: 'petrol' },
    { ccm: 1254, kw: 100, fuel: 'petrol' },
  ],
  van: [
    { ccm: 1968, kw: 110, fuel: 'diesel' },
    { ccm: 2143, kw: 120, fuel: 'diesel' },
    { ccm: 1995, kw: 96, fuel: 'diesel' },
    { ccm: null, kw: 100, fuel: 'electric' },
  ],
};

const FUEL_NAMES: Record<Fuel, Translated> = {
  petrol: tr('Benzin', 'benzine', 'petrol'),
  diesel: tr('Diesel', 'diesel', 'diesel'),
  hybrid: tr('Hybrid', 'hybride', 'hybrid'),
  electric: tr('Elektro', 'elektrisch', 'electric'),
};

const HORSEPOWER: Record<StoreCode, string> = { de: 'PS', nl: 'pk', en: 'hp' };

/** Technical engine name, e.g. '1.6 (85 kW)' or '471 cm³ (35 kW)'. */
function engineName(type: VehicleTypeKey, engine: Engine): string {
  if (engine.ccm === null) return `EV (${engine.kw} kW)`;
  const size = type === 'motorcycle' ? `${engine.ccm} cm³` : (engine.ccm / 1000).toFixed(1);
  return `${size} (${engine.kw} kW)`;
}

/** Engine as the chooser shows it, e.g. "1,6 l Diesel · 85 kW (116 PS)". */
function engineLabel(type: VehicleTypeKey, engine: Engine, store: StoreCode): string {
  const power = `${engine.kw} kW (${Math.round(engine.kw * 1.36)} ${HORSEPOWER[store]})`;
  const fuel = FUEL_NAMES[engine.fuel][store];
  if (engine.ccm === null) return `${fuel.charAt(0).toUpperCase()}${fuel.slice(1)} · ${power}`;
  const size = type === 'motorcycle' ? `${engine.ccm} cm³` : `${formatDecimal(engine.ccm / 1000, store)} l`;
  return `${size} ${fuel} · ${power}`;
}

export interface PartfinderResult {
  cilinders: number;
  links: number;
}

/** Inserts the vehicle chain and links every simple vehicle part to 3–12 engines of its vehicle type. */
export async function seedPartfinder(
  db: Queryable,
  products: readonly ProductDraft[],
  clock: SeedClock,
  rng: Random,
): Promise<PartfinderResult> {
  const types = VEHICLE_TYPES.map((type, index) => ({ id: index + 1, key: type.key, label: type.label }));
  const brands: unknown[][] = [];
  const models: unknown[][] = [];
  const years: unknown[][] = [];
  const cilinders: unknown[][] = [];
  const cilinderLabels: unknown[][] = [];
  const cilindersOfType = new Map<VehicleTypeKey, number[]>();
  const lastYear = clock.today.getUTCFullYear();
  for (const type of types) {
    const ids: number[] = [];
    Object.entries(VEHICLES[type.key]).forEach(([brandName, modelNames], brandIndex) => {
      const brandId = brands.length + 1;
      brands.push([brandId, type.id, brandName, brandIndex + 1]);
      modelNames.forEach((modelName, modelIndex) => {
        const modelId = models.length + 1;
        models.push([modelId, brandId, modelName, modelIndex + 1]);
        const engines = rng.sample(ENGINES[type.key], rng.int(2, 3));
        const firstYear = Math.min(lastYear - 2, 2012 + rng.int(0, 8));
        const yearCount = Math.min(rng.int(3, 6), lastYear - firstYear + 1);
        for (let offset = 0; offset < yearCount; offset++) {
          const yearId = years.length + 1;
          years.push([yearId, modelId, firstYear + offset, offset + 1]);
          engines.forEach((engine, engineIndex) => {
            const cilinderId = cilinders.length + 1;
            cilinders.push([
              cilinderId,
              yearId,
              engineName(type.key, engine),
              engine.ccm,
              engine.kw,
              engine.fuel,
              engineIndex + 1,
            ]);
            for (const store of STORE_CODES)
              cilinderLabels.push([cilinderId, store, engineLabel(type.key, engine, store)]);
            ids.push(cilinderId);
          });
        }
      });
    });
    cilindersOfType.set(type.key, ids);
  }
  await insertRows(
    db,
    'partfinder_type',
    ['id', 'code', 'position'],
    types.map((type) => [type.id, type.key, type.id]),
  );
  await insertRows(
    db,
    'partfinder_type_store',
    ['type_id', 'store_code', 'name'],
    types.flatMap((type) => STORE_CODES.map((store) => [type.id, store, type.label[store]])),
  );
  await insertRows(db, 'partfinder_brand', ['id', 'type_id', 'name', 'position'], brands);
  await insertRows(db, 'partfinder_model', ['id', 'brand_id', 'name', 'position'], models);
  await insertRows(db, 'partfinder_year', ['id', 'model_id', 'year', 'position'], years);
  await insertRows(
    db,
    'partfinder_cilinder',
    ['id', 'year_id', 'name', 'capacity_ccm', 'power_kw', 'fuel', 'position'],
    cilinders,
  );
  await insertRows(db, 'partfinder_cilinder_store', ['cilinder_id', 'store_code', 'name'], cilinderLabels);
  const links: unknown[][] = [];
  for (const product of products) {
    if (product.typeId !== 'simple' || !product.vehicleType) continue;
    const fitting = cilindersOfType.get(product.vehicleType) ?? [];
    for (const cilinderId of sampleDistinct(rng, fitting, rng.int(3, 12)))
      links.push([cilinderId, product.id]);
  }
  await insertRows(db, 'partfinder_product', ['cilinder_id', 'product_id'], links);
  return { cilinders: cilinders.length, links: links.length };
}
