// Product reviews in the shoppers' languages, with a vote per rating (quality, price, service),
// and the products' rating_summary / review_count computed from the approved ones.
import type { Queryable } from '../../src/db/database.js';
import type { Random } from '../random.js';
import { insertRows } from '../sql.js';
import type { StoreCode } from '../stores.js';
import type { SeedClock } from './clock.js';
import type { ProductDraft } from './model.js';
import { STORE_CODES, type Translated, tr } from './text.js';
import type { Family } from './words.js';

const RATINGS: readonly { id: number; code: string; name: Translated }[] = [
  { id: 1, code: 'quality', name: tr('Qualität', 'Kwaliteit', 'Quality') },
  { id: 2, code: 'price', name: tr('Preis', 'Prijs', 'Price') },
  { id: 3, code: 'service', name: tr('Service', 'Service', 'Service') },
];

/** rating_option ids: five per rating, e.g. rating 2 value 4 → 9. */
export function ratingOptionId(ratingId: number, value: number): number {
  return (ratingId - 1) * 5 + value;
}

const NICKNAMES: Record<StoreCode, readonly string[]> = {
  de: [
    'Anna',
    'Jens',
    'Katrin M.',
    'Thomas',
    'Sabine aus Köln',
    'Lukas',
    'Mia',
    'Stefan K.',
    'Petra',
    'Jonas',
    'Heike',
    'Felix B.',
    'Claudia',
    'Markus',
    'Lea',
  ],
  nl: [
    'Sanne',
    'Pieter',
    'Fleur',
    'Bram',
    'Eva uit Utrecht',
    'Joost',
    'Lotte',
    'Daan',
    'Marieke',
    'Ruben',
    'Anouk',
    'Sem',
    'Inge',
  ],
  en: ['Emma', 'James', 'Olivia R.', 'Harry', 'Sophie', 'Jack', 'Chloe', 'Oliver T.', 'Grace', 'Thomas'],
};

const TITLES: Record<StoreCode, Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  de: {
    5: [
      'Absolut empfehlenswert!',
      'Top Qualität',
      'Bin begeistert',
      'Genau wie beschrieben',
      'Sehr zufrieden',
    ],
    4: ['Gutes Produkt', 'Preis-Leistung stimmt', 'Fast perfekt', 'Würde ich wieder kaufen'],
    3: ['Ganz okay', 'Erfüllt seinen Zweck', 'Mittelmaß'],
    2: ['Leider enttäuscht', 'Nicht ganz überzeugt'],
    1: ['Nicht zu empfehlen', 'Schade'],
  },
  nl: {
    5: ['Echt een aanrader!', 'Topkwaliteit', 'Super tevreden', 'Precies zoals beschreven', 'Heel blij mee'],
    4: ['Goed product', 'Prijs-kwaliteit is prima', 'Bijna perfect', 'Zou het opnieuw kopen'],
    3: ['Redelijk', 'Doet wat het moet doen', 'Middelmatig'],
    2: ['Valt tegen', 'Niet helemaal overtuigd'],
    1: ['Geen aanrader', 'Jammer'],
  },
  en: {
    5: [
      'Highly recommended!',
      'Top quality',
      'Really happy with it',
      'Exactly as described',
      'Very satisfied',
    ],
    4: ['Good product', 'Good value for money', 'Almost perfect', 'Would buy again'],
    3: ['It is okay', 'Does the job', 'Average'],
    2: ['Rather disappointed', 'Not quite convinced'],
    1: ['Would not recommend', 'A shame'],
  },
};

type Mood = 'positive' | 'neutral' | 'negative';

const SENTENCES: Record<StoreCode, Record<Mood, readonly string[]>> = {
  de: {
    positive: [
      'Die Qualität ist wirklich gut und die Lieferung kam schneller als erwartet.',
      'Ich nutze es jetzt seit einigen Wochen und bin rundum zufrieden.',
      'Gutes Preis-Leistungs-Verhältnis, gerne wieder.',
      'Sorgfältig verpackt und sofort einsatzbereit.',
    ],
    neutral: [
      'Im Großen und Ganzen in Ordnung, aber nichts Besonderes.',
      'Macht, was es soll. Die Verpackung könnte umweltfreundlicher sein.',
      'Für den Preis okay, die Lieferung hat etwas gedauert.',
    ],
    negative: [
      'Leider entspricht das Produkt nicht meinen Erwartungen.',
      'Nach kurzer Zeit gab es schon die ersten Mängel.',
      'Der Kundenservice war freundlich, aber das Produkt überzeugt mich nicht.',
    ],
  },
  nl: {
    positive: [
      'De kwaliteit is echt goed en de levering was sneller dan verwacht.',
      'Ik gebruik het nu een paar weken en ben erg tevreden.',
      'Goede prijs-kwaliteitverhouding, zeker voor herhaling vatbaar.',
      'Zorgvuldig verpakt en meteen klaar voor gebruik.',
    ],
    neutral: [
      'Over het algemeen prima, maar niets bijzonders.',
      'Doet wat het moet doen. De verpakking mag wel duurzamer.',
      'Voor de prijs oké, de levering duurde wat langer.',
    ],
    negative: [
      'Helaas voldoet het product niet aan mijn verwachtingen.',
      'Na korte tijd waren er al de eerste gebreken.',
      'De klantenservice was vriendelijk, maar het product overtuigt me niet.',
    ],
  },
  en: {
    positive: [
      'The quality is really good and delivery was faster than expected.',
      'I have been using it for a few weeks now and am completely satisfied.',
      'Good value for money, would order again.',
      'Carefully packed and ready to use straight away.',
    ],
    neutral: [
      'All in all fine, but nothing special.',
      'Does what it should. The packaging could be more eco-friendly.',
      'Okay for the price, delivery took a little while.',
    ],
    negative: [
      'Unfortunately the product did not meet my expectations.',
      'The first flaws showed up after a short time.',
      'Customer service was friendly, but the product does not convince me.',
    ],
  },
};

const FAMILY_SENTENCE: Record<Family, Translated> = {
  supplements: tr(
    'Ich vertrage es sehr gut und nehme es jeden Morgen.',
    'Ik verdraag het heel goed en neem het elke ochtend.',
    'It agrees with me well and I take it every morning.',
  ),
  clothing: tr(
    'Die Größe passt genau, der Stoff fühlt sich angenehm an.',
    'De maat klopt precies en de stof voelt prettig aan.',
    'The size is spot on and the fabric feels lovely.',
  ),
  flooring: tr(
    'Die Verlegung war auch für mich als Laien einfach.',
    'Het leggen was ook voor mij als leek eenvoudig.',
    'Laying it was easy, even for an amateur like me.',
  ),
  vehicle: tr(
    'Hat perfekt gepasst, Einbau in einer Stunde erledigt.',
    'Paste perfect, binnen een uur gemonteerd.',
    'Fitted perfectly, installed within an hour.',
  ),
  home: tr(
    'Sieht in echt noch schöner aus als auf den Bildern.',
    "In het echt nog mooier dan op de foto's.",
    'Looks even nicer in real life than in the pictures.',
  ),
  sport: tr(
    'Stabil verarbeitet, ich trainiere fast täglich damit.',
    'Stevig gemaakt, ik train er bijna elke dag mee.',
    'Solidly made, I train with it almost every day.',
  ),
};

/** Mostly happy shoppers, as in real shops. */
const STARS: readonly (1 | 2 | 3 | 4 | 5)[] = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1];
const REVIEW_STORES: readonly StoreCode[] = ['de', 'de', 'de', 'de', 'de', 'nl', 'nl', 'nl', 'en', 'en'];

export interface ReviewRows {
  reviews: unknown[][];
  votes: unknown[][];
}

/**
 * Writes reviews for about a third of the visible products and sets their rating_summary
 * (mean over approved reviews of each review's mean vote percent) and review_count.
 */
export function generateReviews(
  products: readonly ProductDraft[],
  clock: SeedClock,
  rng: Random,
): ReviewRows {
  const reviews: unknown[][] = [];
  const votes: unknown[][] = [];
  for (const product of products) {
    if (!product.visible || !rng.chance(0.35)) continue;
    const count = rng.pick([1, 1, 1, 2, 2, 3, 4, 5, 6]);
    const approvedPercents: number[] = [];
    for (let index = 0; index < count; index++) {
      const id = reviews.length + 1;
      const stars = rng.pick(STARS);
      const store = rng.pick(REVIEW_STORES);
      const approved = rng.chance(0.9);
      const since = Math.max(
        1,
        Math.round((clock.today.getTime() - product.createdAt.getTime()) / 86_400_000),
      );
      const createdAt = new Date(
        clock.today.getTime() - rng.int(0, since) * 86_400_000 + rng.int(8, 22) * 3_600_000,
      );
      reviews.push([
        id,
        product.id,
        store,
        rng.pick(NICKNAMES[store]),
        rng.pick(TITLES[store][stars]),
        reviewDetail(product.family, stars, store, rng),
        approved ? 'approved' : 'pending',
        null,
        createdAt.toISOString(),
      ]);
      let percentSum = 0;
      for (const rating of RATINGS) {
        const value = Math.min(5, Math.max(1, stars + rng.pick([-1, 0, 0, 0, 1])));
        votes.push([id, rating.id, ratingOptionId(rating.id, value), value, value * 20]);
        percentSum += value * 20;
      }
      if (approved) approvedPercents.push(percentSum / RATINGS.length);
    }
    product.reviewCount = approvedPercents.length;
    product.ratingSummary = approvedPercents.length
      ? Math.round(
          (approvedPercents.reduce((sum, percent) => sum + percent, 0) / approvedPercents.length) * 100,
        ) / 100
      : 0;
  }
  return { reviews, votes };
}

function reviewDetail(family: Family, stars: number, store: StoreCode, rng: Random): string {
  const mood: Mood = stars >= 4 ? 'positive' : stars === 3 ? 'neutral' : 'negative';
  const sentence = rng.pick(SENTENCES[store][mood]);
  return mood === 'positive' && rng.chance(0.5) ? `${FAMILY_SENTENCE[family][store]} ${sentence}` : sentence;
}

export async function insertRatings(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'rating',
    ['id', 'code', 'position', 'is_active'],
    RATINGS.map((rating, index) => [rating.id, rating.code, index + 1, true]),
  );
  await insertRows(
    db,
    'rating_store',
    ['rating_id', 'store_code', 'name'],
    RATINGS.flatMap((rating) => STORE_CODES.map((store) => [rating.id, store, rating.name[store]])),
  );
  await insertRows(
    db,
    'rating_option',
    ['id', 'rating_id', 'value', 'position'],
    RATINGS.flatMap((rating) =>
      [1, 2, 3, 4, 5].map((value) => [ratingOptionId(rating.id, value), rating.id, value, value]),
    ),
  );
}

export async function insertReviews(db: Queryable, rows: ReviewRows): Promise<void> {
  await insertRows(
    db,
    'review',
    ['id', 'product_id', 'store_code', 'nickname', 'title', 'detail', 'status', 'customer_id', 'created_at'],
    rows.reviews,
  );
  await insertRows(
    db,
    'review_rating_vote',
    ['review_id', 'rating_id', 'option_id', 'value', 'percent'],
    rows.votes,
  );
  // Explicit ids leave the identity sequence behind; new reviews from the api must continue after them.
  await db.query(
    `SELECT setval(pg_get_serial_sequence('review', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM review), false)`,
  );
}
