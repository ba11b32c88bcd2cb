// Product texts per store view: short description, HTML description and meta fields, built
// from sentence templates and each family's selling points. Texts are made on demand per
// product (with a random stream of that product) so a large seed never holds all of them.
import { Random } from '../random.js';
import type { ProductDraft } from './model.js';
import {
  capitalize,
  escapeHtml,
  STORE_CODES,
  type StoreCode,
  stripHtml,
  type Translated,
  tr,
  truncate,
} from './text.js';
import type { Family } from './words.js';

/** Selling points per text family: the product families, with clothing accessories apart from garments. */
type TextFamily = Family | 'accessories';

const FEATURES: Record<TextFamily, readonly Translated[]> = {
  supplements: [
    tr('laborgeprüfte Qualität', 'laboratoriumgeteste kwaliteit', 'laboratory-tested quality'),
    tr('ohne künstliche Zusatzstoffe', 'zonder kunstmatige toevoegingen', 'no artificial additives'),
    tr('in Deutschland hergestellt', 'geproduceerd in Duitsland', 'made in Germany'),
    tr('vegan und glutenfrei', 'veganistisch en glutenvrij', 'vegan and gluten-free'),
    tr('hohe Bioverfügbarkeit', 'hoge biologische beschikbaarheid', 'high bioavailability'),
    tr('praktische Tagesdosis', 'handige dagdosering', 'convenient daily dose'),
    tr('recycelbare Verpackung', 'recyclebare verpakking', 'recyclable packaging'),
    tr('frei von Laktose', 'lactosevrij', 'lactose-free'),
  ],
  clothing: [
    tr('angenehm weicher Stoff', 'aangenaam zachte stof', 'pleasantly soft fabric'),
    tr('fair produziert', 'eerlijk geproduceerd', 'fairly made'),
    tr(
      'formstabil auch nach vielen Wäschen',
      'blijft mooi in vorm, ook na vaak wassen',
      'keeps its shape wash after wash',
    ),
    tr('zeitloser Schnitt', 'tijdloze snit', 'timeless cut'),
    tr('atmungsaktives Material', 'ademend materiaal', 'breathable material'),
    tr('OEKO-TEX® zertifiziert', 'OEKO-TEX®-gecertificeerd', 'OEKO-TEX® certified'),
    tr('bei 30 °C waschbar', 'wasbaar op 30 °C', 'machine washable at 30 °C'),
  ],
  accessories: [
    tr('fair produziert', 'eerlijk geproduceerd', 'fairly made'),
    tr('zeitloses Design', 'tijdloos design', 'timeless design'),
    tr('sorgfältig verarbeitet', 'zorgvuldig afgewerkt', 'carefully finished'),
    tr('angenehm zu tragen', 'prettig om te dragen', 'comfortable to wear'),
    tr('passt zu jedem Outfit', 'past bij elke outfit', 'goes with every outfit'),
  ],
  flooring: [
    tr('einfache Klick-Verlegung', 'eenvoudig te leggen met kliksysteem', 'easy click installation'),
    tr('geeignet für Fußbodenheizung', 'geschikt voor vloerverwarming', 'suitable for underfloor heating'),
    tr('pflegeleichte Oberfläche', 'onderhoudsvriendelijk oppervlak', 'easy-care surface'),
    tr('naturgetreue Optik', 'natuurgetrouwe uitstraling', 'true-to-nature look'),
    tr('strapazierfähig und kratzfest', 'slijtvast en krasbestendig', 'hard-wearing and scratch-resistant'),
    tr('25 Jahre Herstellergarantie', '25 jaar fabrieksgarantie', '25-year manufacturer warranty'),
    tr('emissionsarm (E1)', 'emissiearm (E1)', 'low emissions (E1)'),
  ],
  vehicle: [
    tr(
      'passgenau in Erstausrüsterqualität',
      'exacte pasvorm in OE-kwaliteit',
      'exact fit in original-equipment quality',
    ),
    tr('TÜV-geprüft', 'TÜV-gekeurd', 'TÜV-tested'),
    tr('einfacher Einbau', 'eenvoudige montage', 'easy to fit'),
    tr('lange Lebensdauer', 'lange levensduur', 'long service life'),
    tr('korrosionsgeschützt', 'corrosiebestendig', 'corrosion-protected'),
    tr('mit Einbauanleitung', 'inclusief montagehandleiding', 'fitting instructions included'),
  ],
  home: [
    tr('zeitloses Design', 'tijdloos design', 'timeless design'),
    tr('aus nachhaltigen Materialien', 'van duurzame materialen', 'made from sustainable materials'),
    tr('leicht zu reinigen', 'makkelijk schoon te maken', 'easy to clean'),
    tr('langlebige Verarbeitung', 'duurzame afwerking', 'long-lasting finish'),
    tr('ein schönes Geschenk', 'een mooi cadeau', 'a lovely gift'),
    tr('in kleinen Werkstätten gefertigt', 'gemaakt in kleine werkplaatsen', 'made in small workshops'),
  ],
  sport: [
    tr('robuste Verarbeitung', 'stevige afwerking', 'sturdy build'),
    tr('leicht und kompakt', 'licht en compact', 'light and compact'),
    tr('für Einsteiger und Profis', 'voor beginners en gevorderden', 'for beginners and pros'),
    tr('von Trainern empfohlen', 'aanbevolen door trainers', 'recommended by coaches'),
    tr('pflegeleicht', 'onderhoudsvriendelijk', 'easy care'),
    tr('2 Jahre Garantie', '2 jaar garantie', '2-year warranty'),
  ],
};

const PITCH: Record<TextFamily, readonly Translated[]> = {
  supplements: [
    tr(
      'Für alle, die ihren Alltag bewusst und ausgewogen gestalten möchten.',
      'Voor iedereen die bewust en gebalanceerd wil leven.',
      'For everyone who wants to live a conscious, balanced life.',
    ),
    tr(
      'Ideal als Ergänzung zu einer ausgewogenen Ernährung und einem aktiven Lebensstil.',
      'Ideaal als aanvulling op een gebalanceerde voeding en een actieve levensstijl.',
      'Ideal alongside a balanced diet and an active lifestyle.',
    ),
  ],
  clothing: [
    tr(
      'Lässt sich mühelos mit Ihren Lieblingsteilen kombinieren.',
      'Makkelijk te combineren met uw favoriete items.',
      'Easy to combine with your favourite pieces.',
    ),
    tr(
      'Unsicher bei der Größe? Unsere Größentabelle hilft weiter.',
      'Twijfelt u over de maat? Onze maattabel helpt u verder.',
      'Not sure about the size? Our size chart will help.',
    ),
  ],
  accessories: [
    tr(
      'Das passende Extra zu Ihrem Lieblingsoutfit.',
      'De perfecte aanvulling op uw favoriete outfit.',
      'The finishing touch for your favourite outfit.',
    ),
    tr(
      'Auch als Geschenk eine gute Wahl.',
      'Ook als cadeau een goede keuze.',
      'A good choice as a gift, too.',
    ),
  ],
  flooring: [
    tr(
      'Verkauft pro Paket – wie viele Pakete Sie brauchen, ergibt sich aus der Fläche pro Paket.',
      'Verkocht per pak – hoeveel pakken u nodig hebt, berekent u met de oppervlakte per pak.',
      'Sold per pack – work out how many packs you need from the coverage per pack.',
    ),
    tr(
      'Kostenlose Muster erhalten Sie in unseren Filialen.',
      'Gratis stalen zijn verkrijgbaar in onze winkels.',
      'Free samples are available in our stores.',
    ),
  ],
  vehicle: [
    tr(
      'Prüfen Sie mit dem Teilefinder, ob das Teil zu Ihrem Fahrzeug passt.',
      'Controleer met de onderdelenzoeker of het onderdeel op uw voertuig past.',
      'Use the parts finder to check that the part fits your vehicle.',
    ),
    tr(
      'Wir empfehlen den Einbau durch eine Fachwerkstatt.',
      'Wij adviseren montage door een erkende garage.',
      'We recommend fitting by a qualified garage.',
    ),
  ],
  home: [
    tr('Bringt Gemütlichkeit in jedes Zuhause.', 'Brengt sfeer in elk huis.', 'Brings warmth to any home.'),
    tr(
      'Passt zu vielen Einrichtungsstilen, von skandinavisch bis klassisch.',
      'Past bij veel interieurstijlen, van Scandinavisch tot klassiek.',
      'Suits many interior styles, from Scandinavian to classic.',
    ),
  ],
  sport: [
    tr(
      'Ideal für das Training zu Hause, im Studio oder unterwegs.',
      'Ideaal voor training thuis, in de sportschool of onderweg.',
      'Ideal for training at home, at the gym or on the go.',
    ),
    tr(
      'Entwickelt gemeinsam mit Trainerinnen und Trainern.',
      'Ontwikkeld samen met trainers.',
      'Developed together with coaches.',
    ),
  ],
};

/** Required by food law under every supplement. */
const SUPPLEMENT_NOTICE = tr(
  'Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche und ausgewogene Ernährung.',
  'Voedingssupplementen zijn geen vervanging voor een gevarieerde en evenwichtige voeding.',
  'Food supplements are no substitute for a varied and balanced diet.',
);

interface TextContext {
  name: string;
  brand: string;
  noun: string;
  category: string;
  categoryPath: string;
  features: string[];
}

type Template = Record<StoreCode, (c: TextContext) => string>;

// Feature phrases mix noun and adjective phrases ("laborgeprüfte Qualität", "TÜV-geprüft"),
// so templates only place them after a dash or colon, where both read naturally.
const SHORT_TEMPLATES: readonly Template[] = [
  {
    de: (c) => `${c.noun} von ${c.brand} – ${c.features[0]} und ${c.features[1]}.`,
    nl: (c) => `${c.noun} van ${c.brand} – ${c.features[0]} en ${c.features[1]}.`,
    en: (c) => `${c.noun} by ${c.brand} – ${c.features[0]} and ${c.features[1]}.`,
  },
  {
    de: (c) => `Das Wichtigste auf einen Blick: ${c.features[0]}, ${c.features[1]}.`,
    nl: (c) => `Alles op een rij: ${c.features[0]}, ${c.features[1]}.`,
    en: (c) => `At a glance: ${c.features[0]}, ${c.features[1]}.`,
  },
];

const INTRO_TEMPLATES: readonly Template[] = [
  {
    de: (c) => `Mit <strong>${c.name}</strong> entscheiden Sie sich für die Qualität von ${c.brand}.`,
    nl: (c) => `Met <strong>${c.name}</strong> kiest u voor de kwaliteit van ${c.brand}.`,
    en: (c) => `With <strong>${c.name}</strong> you choose the quality of ${c.brand}.`,
  },
  {
    de: (c) =>
      `${c.brand} steht für durchdachte Produkte – <strong>${c.name}</strong> ist da keine Ausnahme.`,
    nl: (c) =>
      `${c.brand} staat voor doordachte producten – <strong>${c.name}</strong> is daarop geen uitzondering.`,
    en: (c) => `${c.brand} stands for well-made products, and <strong>${c.name}</strong> is no exception.`,
  },
  {
    de: (c) => `Entdecken Sie <strong>${c.name}</strong> – ${c.features[0]} und ${c.features[1]}.`,
    nl: (c) => `Ontdek <strong>${c.name}</strong> – ${c.features[0]} en ${c.features[1]}.`,
    en: (c) => `Discover <strong>${c.name}</strong> – ${c.features[0]} and ${c.features[1]}.`,
  },
];

const MORE_LINK: Template = {
  de: (c) => `Weitere Produkte finden Sie in der Kategorie <a href="/${c.categoryPath}">${c.category}</a>.`,
  nl: (c) => `Meer producten vindt u in de categorie <a href="/${c.categoryPath}">${c.category}</a>.`,
  en: (c) => `Find more products in our <a href="/${c.categoryPath}">${c.category}</a> category.`,
};

const CONTENTS_HEADING = tr('Im Set enthalten', 'In de set', 'In the set');
const META_TITLE: Record<StoreCode, (name: string) => string> = {
  de: (name) => `${name} günstig kaufen`,
  nl: (name) => `${name} voordelig kopen`,
  en: (name) => `Buy ${name} online`,
};

export interface ProductTexts {
  shortDescription: string;
  description: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
}

/**
 * Texts of a visible product in every store view. `componentNames` lists what a bundle or
 * grouped product holds.
 */
export function productTexts(
  product: ProductDraft,
  componentNames: readonly Translated[] = [],
): Record<StoreCode, ProductTexts> {
  const rng = new Random(`catalog-text-${product.id}`);
  const family: TextFamily =
    product.family === 'clothing' && product.typeId === 'simple' ? 'accessories' : product.family;
  const features = rng.sample(FEATURES[family], 3);
  const shortTemplate = rng.pick(SHORT_TEMPLATES);
  const introTemplate = rng.pick(INTRO_TEMPLATES);
  const pitch = rng.pick(PITCH[family]);
  const texts = {} as Record<StoreCode, ProductTexts>;
  for (const store of STORE_CODES) {
    const context: TextContext = {
      name: escapeHtml(product.name[store]),
      brand: escapeHtml(product.brand.title),
      noun: escapeHtml(capitalize(product.noun[store])),
      category: escapeHtml(product.category.name[store]),
      categoryPath: product.category.urlPath[store],
      features: features.map((feature) => feature[store]),
    };
    const bullets = features.map((feature) => `<li>${capitalize(feature[store])}</li>`).join('');
    const contents = componentNames.length
      ? `<h3>${CONTENTS_HEADING[store]}</h3><ul>${componentNames.map((name) => `<li>${escapeHtml(name[store])}</li>`).join('')}</ul>`
      : '';
    const notice =
      product.family === 'supplements' && product.taxClass === 'reduced'
        ? ` ${SUPPLEMENT_NOTICE[store]}`
        : '';
    const shortDescription = `<p>${shortTemplate[store](context)}</p>`;
    texts[store] = {
      shortDescription,
      description:
        `<p>${introTemplate[store](context)} ${pitch[store]}</p><ul>${bullets}</ul>${contents}` +
        `<p>${MORE_LINK[store](context)}${notice}</p>`,
      metaTitle: META_TITLE[store](product.name[store]),
      metaKeywords: [product.brand.title, product.noun[store], product.category.name[store]].join(', '),
      metaDescription: truncate(stripHtml(shortDescription), 155),
    };
  }
  return texts;
}
