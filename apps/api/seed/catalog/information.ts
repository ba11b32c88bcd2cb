// Values of the text attributes shown in a product's specification tab (ingredients, usage,
// care, dimensions, weight, OE number), per store view and fitting the product family.
import { Random } from '../random.js';
import type { TextAttributeCode } from './attributes.js';
import type { ProductDraft } from './model.js';
import { formatDecimal, perStore, same, type Translated, tr } from './text.js';

const FILLERS: Record<string, Translated> = {
  capsules: tr(
    'Füllstoff: mikrokristalline Cellulose; Kapselhülle: Hydroxypropylmethylcellulose',
    'vulstof: microkristallijne cellulose; capsulewand: hydroxypropylmethylcellulose',
    'bulking agent: microcrystalline cellulose; capsule shell: hydroxypropyl methylcellulose',
  ),
  tablets: tr(
    'Füllstoff: Cellulose; Trennmittel: Magnesiumsalze der Speisefettsäuren',
    'vulstof: cellulose; antiklontermiddel: magnesiumzouten van vetzuren',
    'bulking agent: cellulose; anti-caking agent: magnesium salts of fatty acids',
  ),
  gummies: tr(
    'Glukosesirup, Zucker, Geliermittel: Pektin, Säuerungsmittel: Citronensäure, natürliches Aroma',
    'glucosestroop, suiker, geleermiddel: pectine, zuurteregelaar: citroenzuur, natuurlijk aroma',
    'glucose syrup, sugar, gelling agent: pectin, acid: citric acid, natural flavouring',
  ),
  powder: tr(
    'natürliches Aroma, Süßungsmittel: Steviolglycoside',
    'natuurlijk aroma, zoetstof: steviolglycosiden',
    'natural flavouring, sweetener: steviol glycosides',
  ),
  liquid: tr(
    'Sonnenblumenöl, Antioxidationsmittel: Tocopherole',
    'zonnebloemolie, antioxidant: tocoferolen',
    'sunflower oil, antioxidant: tocopherols',
  ),
  tea: tr('aus kontrolliert biologischem Anbau', 'uit biologische teelt', 'from certified organic farming'),
  bar: tr(
    'Milchproteine, Haferflocken, Zartbitterschokolade (18 %), Feuchthaltemittel: Glycerin',
    'melkeiwitten, havervlokken, pure chocolade (18%), bevochtigingsmiddel: glycerol',
    'milk proteins, oats, dark chocolate (18%), humectant: glycerol',
  ),
};

const COSMETIC_INGREDIENTS = same(
  'Aqua, Glycerin, Butyrospermum Parkii Butter, Simmondsia Chinensis Seed Oil, Tocopherol, Parfum*',
);

const USAGE: Record<string, Translated> = {
  capsules: tr(
    'Täglich 1–2 Kapseln mit ausreichend Flüssigkeit zu einer Mahlzeit einnehmen.',
    'Dagelijks 1-2 capsules met voldoende water bij een maaltijd innemen.',
    'Take 1–2 capsules a day with a meal and plenty of water.',
  ),
  tablets: tr(
    'Täglich 1 Tablette mit einem Glas Wasser einnehmen.',
    'Dagelijks 1 tablet met een glas water innemen.',
    'Take 1 tablet a day with a glass of water.',
  ),
  gummies: tr(
    'Täglich 2 Fruchtgummis gut kauen.',
    'Dagelijks 2 gummies goed kauwen.',
    'Chew 2 gummies a day.',
  ),
  powder: tr(
    'Einen Messlöffel (30 g) in 300 ml Wasser oder Milch einrühren.',
    'Eén maatschep (30 g) in 300 ml water of melk roeren.',
    'Stir one scoop (30 g) into 300 ml of water or milk.',
  ),
  liquid: tr(
    'Täglich 5 Tropfen direkt oder in etwas Flüssigkeit einnehmen.',
    'Dagelijks 5 druppels direct of in wat vloeistof innemen.',
    'Take 5 drops a day, directly or in a little liquid.',
  ),
  tea: tr(
    'Einen Teelöffel mit 250 ml kochendem Wasser übergießen und 5–8 Minuten ziehen lassen.',
    'Eén theelepel overgieten met 250 ml kokend water en 5-8 minuten laten trekken.',
    'Pour 250 ml of boiling water over one teaspoon and leave to brew for 5–8 minutes.',
  ),
  bar: tr(
    'Als Snack nach dem Training genießen.',
    'Genieten als snack na de training.',
    'Enjoy as a snack after training.',
  ),
};

const DOSAGE_WARNING = tr(
  'Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden.',
  'De aanbevolen dagelijkse dosis niet overschrijden.',
  'Do not exceed the recommended daily dose.',
);

const CARE: Record<string, Translated> = {
  wool: tr(
    'Handwäsche oder Wollprogramm bis 30 °C, liegend trocknen, nicht bleichen.',
    'Handwas of wolprogramma tot 30 °C, liggend drogen, niet bleken.',
    'Hand wash or wool cycle up to 30 °C, dry flat, do not bleach.',
  ),
  leather: tr(
    'Mit einem feuchten Tuch abwischen, regelmäßig mit Lederpflege behandeln.',
    'Afnemen met een vochtige doek, regelmatig met lederverzorging behandelen.',
    'Wipe with a damp cloth, treat regularly with leather care.',
  ),
  default: tr(
    'Maschinenwäsche bis 30 °C, nicht im Trockner trocknen, links bügeln.',
    'Machinewas tot 30 °C, niet in de droger, binnenstebuiten strijken.',
    'Machine wash up to 30 °C, do not tumble dry, iron inside out.',
  ),
  home: tr(
    'Mit einem weichen, feuchten Tuch reinigen; keine scharfen Reinigungsmittel verwenden.',
    'Reinigen met een zachte, vochtige doek; geen agressieve schoonmaakmiddelen gebruiken.',
    'Clean with a soft, damp cloth; avoid harsh cleaning agents.',
  ),
};

function ingredients(product: ProductDraft): Translated {
  if (product.category.key === 'natural-cosmetics') return COSMETIC_INGREDIENTS;
  const filler = product.noun.form ? FILLERS[product.noun.form] : undefined;
  if (!filler) {
    const origin =
      product.adjective === 'organic'
        ? tr(
            ' aus kontrolliert biologischem Anbau',
            ' uit biologische teelt',
            ' from certified organic farming',
          )
        : undefined;
    return perStore((store) => `100 % ${product.noun[store]}${origin?.[store] ?? ''}`);
  }
  const share = 20 + (product.id % 60);
  return perStore((store) => `${product.category.name[store]} (${share} %), ${filler[store]}`);
}

function usage(product: ProductDraft): Translated | undefined {
  const advice = product.noun.form ? USAGE[product.noun.form] : undefined;
  return advice && perStore((store) => `${advice[store]} ${DOSAGE_WARNING[store]}`);
}

function dimensions(product: ProductDraft, rng: Random): Translated {
  if (product.isFlooring) {
    const length = rng.pick([1285, 1380, 1845, 2200]);
    const width = rng.pick([192, 244, 195]);
    const thickness = rng.pick([6, 8, 10, 12]);
    return same(`${length} × ${width} × ${thickness} mm`);
  }
  const [length, width, height] = [rng.int(5, 80), rng.int(5, 60), rng.int(2, 50)];
  return perStore(
    (store) => `${store === 'en' ? 'L × W × H' : 'L × B × H'}: ${length} × ${width} × ${height} cm`,
  );
}

function weightText(product: ProductDraft): Translated {
  const label = product.isFlooring ? tr('Paketgewicht ', 'Gewicht per pak ', 'Pack weight ') : tr('', '', '');
  return perStore(
    (store) => `${label[store]}${formatDecimal(product.weight, store, product.weight < 1 ? 2 : 1)} kg`,
  );
}

/** An OE reference like "1K0 615 301 AB", the same in every language. */
function oemNumber(rng: Random): Translated {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXZ';
  const letter = () => letters[rng.int(0, letters.length - 1)] as string;
  return same(
    `${rng.int(1, 9)}${letter()}${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${letter()}${letter()}`,
  );
}

/** The specification texts of a visible simple or configurable product. */
export function informationTexts(product: ProductDraft): [TextAttributeCode, Translated][] {
  const rng = new Random(`catalog-info-${product.id}`);
  const texts: [TextAttributeCode, Translated | undefined][] = [];
  switch (product.family) {
    case 'supplements':
      texts.push(['ingredients', ingredients(product)], ['usage_advice', usage(product)]);
      break;
    case 'clothing': {
      const fabric = product.material === 'merino' ? 'wool' : (product.material ?? 'default');
      texts.push(['care_instructions', CARE[fabric] ?? CARE.default]);
      break;
    }
    case 'flooring':
      texts.push(['dimensions', dimensions(product, rng)], ['weight_info', weightText(product)]);
      break;
    case 'vehicle':
      texts.push(['oem_number', oemNumber(rng)], ['weight_info', weightText(product)]);
      break;
    case 'home':
      texts.push(['dimensions', dimensions(product, rng)], ['care_instructions', CARE.home]);
      break;
    case 'sport':
      texts.push(['dimensions', dimensions(product, rng)], ['weight_info', weightText(product)]);
      break;
  }
  return texts.flatMap(([code, value]) => (value ? [[code, value] as [TextAttributeCode, Translated]] : []));
}
