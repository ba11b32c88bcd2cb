// Size charts of clothing: body measurements per `fkv_maten` option, and a translated label
// per size (what the storefront shows as "from size → to measurements").
import type { Queryable } from '../../src/db/database.js';
import { insertRows } from '../sql.js';
import type { AttributeOptions } from './attributes.js';
import type { SizeChartKey } from './category-tree.js';
import { perStore, STORE_CODES, type StoreCode, type Translated, tr } from './text.js';
import { ADULT_SIZES, KIDS_SIZES } from './words.js';

type Range = readonly [number, number];

interface SizeMeasures {
  size: string;
  chest: Range;
  waist?: Range;
  hip?: Range;
  height?: Range;
}

interface SizeChart {
  id: number;
  key: SizeChartKey;
  title: Translated;
  sizes: readonly SizeMeasures[];
}

function adultSizes(
  chest: readonly Range[],
  waist: readonly Range[],
  hip?: readonly Range[],
): SizeMeasures[] {
  return ADULT_SIZES.map((size, index) => ({
    size,
    chest: chest[index] as Range,
    waist: waist[index] as Range,
    ...(hip ? { hip: hip[index] as Range } : {}),
  }));
}

const SIZE_CHARTS: readonly SizeChart[] = [
  {
    id: 1,
    key: 'women',
    title: tr('Größentabelle Damen', 'Maattabel dames', "Women's size chart"),
    sizes: adultSizes(
      [
        [80, 84],
        [84, 88],
        [88, 92],
        [92, 96],
        [96, 100],
        [100, 106],
        [106, 112],
      ],
      [
        [62, 66],
        [66, 70],
        [70, 74],
        [74, 78],
        [78, 84],
        [84, 90],
        [90, 96],
      ],
      [
        [88, 92],
        [92, 96],
        [96, 100],
        [100, 104],
        [104, 108],
        [108, 114],
        [114, 120],
      ],
    ),
  },
  {
    id: 2,
    key: 'men',
    title: tr('Größentabelle Herren', 'Maattabel heren', "Men's size chart"),
    sizes: adultSizes(
      [
        [84, 88],
        [88, 94],
        [94, 100],
        [100, 106],
        [106, 112],
        [112, 118],
        [118, 124],
      ],
      [
        [70, 74],
        [74, 80],
        [80, 86],
        [86, 92],
        [92, 98],
        [98, 104],
        [104, 110],
      ],
      [
        [86, 90],
        [90, 96],
        [96, 102],
        [102, 108],
        [108, 114],
        [114, 120],
        [120, 126],
      ],
    ),
  },
  {
    id: 3,
    key: 'kids',
    title: tr('Größentabelle Kinder', 'Maattabel kinderen', "Children's size chart"),
    sizes: KIDS_SIZES.map((size, index) => {
      const height = Number(size);
      const chest = [52, 54, 57, 61, 66, 72, 78][index] as number;
      return { size, height: [height - 5, height] as Range, chest: [chest, chest + 3] as Range };
    }),
  },
  {
    id: 4,
    key: 'unisex',
    title: tr('Größentabelle Unisex', 'Maattabel unisex', 'Unisex size chart'),
    sizes: adultSizes(
      [
        [82, 86],
        [86, 92],
        [92, 98],
        [98, 104],
        [104, 110],
        [110, 116],
        [116, 122],
      ],
      [
        [66, 70],
        [70, 76],
        [76, 82],
        [82, 88],
        [88, 94],
        [94, 100],
        [100, 106],
      ],
    ),
  },
];

export function sizeChartId(key: SizeChartKey): number {
  const chart = SIZE_CHARTS.find((candidate) => candidate.key === key);
  if (!chart) throw new Error(`unknown size chart ${key}`);
  return chart.id;
}

const MEASURE_NAMES: Record<'chest' | 'waist' | 'hip' | 'height', Translated> = {
  height: tr('Körpergröße', 'Lichaamslengte', 'Height'),
  chest: tr('Brust', 'Borst', 'Chest'),
  waist: tr('Taille', 'Taille', 'Waist'),
  hip: tr('Hüfte', 'Heup', 'Hips'),
};

function measuresLabel(measures: SizeMeasures, store: StoreCode): string {
  const dash = store === 'nl' ? '-' : '–';
  return (['height', 'chest', 'waist', 'hip'] as const)
    .flatMap((measure) => {
      const range = measures[measure];
      return range ? [`${MEASURE_NAMES[measure][store]} ${range[0]}${dash}${range[1]} cm`] : [];
    })
    .join(' · ');
}

const HOW_TO_MEASURE = tr(
  'Messen Sie locker über der Unterwäsche. Liegen Sie zwischen zwei Größen, wählen Sie die größere.',
  'Meet losjes over het ondergoed. Zit u tussen twee maten, kies dan de grotere.',
  'Measure loosely over underwear. If you are between two sizes, choose the larger one.',
);

export async function insertSizeCharts(db: Queryable, options: AttributeOptions): Promise<void> {
  await insertRows(
    db,
    'size_chart',
    ['id', 'code', 'attribute_code'],
    SIZE_CHARTS.map((chart) => [chart.id, chart.key, 'fkv_maten']),
  );
  await insertRows(
    db,
    'size_chart_store',
    ['size_chart_id', 'store_code', 'title', 'description'],
    SIZE_CHARTS.flatMap((chart) =>
      STORE_CODES.map((store) => [chart.id, store, chart.title[store], `<p>${HOW_TO_MEASURE[store]}</p>`]),
    ),
  );
  const sizes = SIZE_CHARTS.flatMap((chart) =>
    chart.sizes.map((measures, index) => ({ chart, measures, position: index + 1 })),
  );
  await insertRows(
    db,
    'size_chart_size',
    [
      'size_chart_id',
      'option_id',
      'position',
      'chest_from',
      'chest_to',
      'waist_from',
      'waist_to',
      'hip_from',
      'hip_to',
      'height_from',
      'height_to',
    ],
    sizes.map(({ chart, measures, position }) => [
      chart.id,
      options.id('fkv_maten', measures.size),
      position,
      measures.chest[0],
      measures.chest[1],
      measures.waist?.[0] ?? null,
      measures.waist?.[1] ?? null,
      measures.hip?.[0] ?? null,
      measures.hip?.[1] ?? null,
      measures.height?.[0] ?? null,
      measures.height?.[1] ?? null,
    ]),
  );
  await insertRows(
    db,
    'size_chart_size_store',
    ['size_chart_id', 'option_id', 'store_code', 'label'],
    sizes.flatMap(({ chart, measures }) => {
      const label = perStore((store) => measuresLabel(measures, store));
      return STORE_CODES.map((store) => [
        chart.id,
        options.id('fkv_maten', measures.size),
        store,
        label[store],
      ]);
    }),
  );
}
