import type { Queryable } from '../../src/db/database.js';
import { Random } from '../random.js';
import { insertRows } from '../sql.js';
import { STORE_CODES } from '../stores.js';
import type { SeededCustomer } from './customers.js';
import { timestampBefore } from './dates.js';
import { type StoreCode, type Translated, tr } from './i18n.js';
import { emailLocalPart, GUEST_COUNTRIES, pickWeighted, randomName } from './people.js';

interface ReviewText {
  title: Translated;
  comment: Translated;
}

function review(title: Translated, comment: Translated): ReviewText {
  return { title, comment };
}

const GOOD: readonly ReviewText[] = [
  review(
    tr('Schnell und zuverlässig', 'Snel en betrouwbaar', 'Fast and reliable'),
    tr(
      'Am Abend bestellt, zwei Tage später geliefert. Alles gut verpackt.',
      "'s Avonds besteld, twee dagen later in huis. Alles netjes verpakt.",
      'Ordered in the evening, delivered two days later. Everything well packed.',
    ),
  ),
  review(
    tr('Sehr gute Beratung', 'Heel goed advies', 'Very good advice'),
    tr(
      'Der Kundenservice hat mir bei der Auswahl des Bodens sehr geholfen.',
      'De klantenservice heeft me goed geholpen bij het kiezen van de vloer.',
      'Customer service really helped me choose the right floor.',
    ),
  ),
  review(
    tr('Gerne wieder', 'Zeker voor herhaling vatbaar', 'Will order again'),
    tr(
      'Gute Preise, große Auswahl und die Rücksendung war unkompliziert.',
      'Goede prijzen, groot assortiment en retourneren ging makkelijk.',
      'Good prices, a wide range and returning was easy.',
    ),
  ),
  review(
    tr('Top Qualität', 'Top kwaliteit', 'Top quality'),
    tr(
      'Die Jacke ist noch besser als auf den Fotos. Größe passt genau.',
      'De jas is nog mooier dan op de foto’s. Maat klopt precies.',
      'The jacket is even better than in the photos. The size is spot on.',
    ),
  ),
  review(
    tr(
      'Abholung im Geschäft klappt super',
      'Afhalen in de winkel werkt prima',
      'Click and collect works well',
    ),
    tr(
      'Online bestellt und am nächsten Tag in Köln abgeholt. Freundliches Personal.',
      'Online besteld en de volgende dag in Utrecht opgehaald. Vriendelijk personeel.',
      'Ordered online and collected the next day in Amsterdam. Friendly staff.',
    ),
  ),
  review(
    tr(
      'Passendes Teil sofort gefunden',
      'Direct het juiste onderdeel gevonden',
      'Found the right part at once',
    ),
    tr(
      'Mit dem Teilefinder in zwei Minuten die richtigen Bremsbeläge gefunden.',
      'Met de onderdelenzoeker in twee minuten de juiste remblokken gevonden.',
      'Found the right brake pads in two minutes with the part finder.',
    ),
  ),
];

const AVERAGE: readonly ReviewText[] = [
  review(
    tr('In Ordnung', 'Prima', 'Okay'),
    tr(
      'Ware gut, aber die Lieferung hat einen Tag länger gedauert als angegeben.',
      'Product goed, maar de levering duurde een dag langer dan beloofd.',
      'Good product, but delivery took a day longer than promised.',
    ),
  ),
  review(
    tr('Gut, mit kleinen Mängeln', 'Goed, met kleine minpunten', 'Good, with small flaws'),
    tr(
      'Die Größe fiel etwas klein aus. Umtausch war aber problemlos.',
      'De maat viel wat klein. Ruilen ging wel zonder problemen.',
      'The size was a bit small. The exchange was no problem though.',
    ),
  ),
];

const BAD: readonly ReviewText[] = [
  review(
    tr('Lieferung verspätet', 'Levering te laat', 'Late delivery'),
    tr(
      'Das Paket kam erst nach einer Woche. Der Service hat sich entschuldigt.',
      'Het pakket kwam pas na een week. De klantenservice bood excuses aan.',
      'The parcel only arrived after a week. Customer service apologised.',
    ),
  ),
  review(
    tr('Artikel beschädigt', 'Artikel beschadigd', 'Item damaged'),
    tr(
      'Ein Paket war beschädigt. Ersatz kam schnell, trotzdem ärgerlich.',
      'Eén pak was beschadigd. Vervanging kwam snel, maar toch jammer.',
      'One pack was damaged. A replacement came quickly, still annoying.',
    ),
  ),
];

function textFor(random: Random, rating: number): ReviewText {
  return random.pick(rating >= 4 ? GOOD : rating === 3 ? AVERAGE : BAD);
}

const REVIEW_COUNT = 60;

function guestReviewer(
  random: Random,
  store: StoreCode,
): { firstname: string; lastname: string; email: string } {
  const name = randomName(random, pickWeighted(random, GUEST_COUNTRIES[store]));
  return { firstname: name.firstname, lastname: name.lastname, email: `${emailLocalPart(name)}@example.org` };
}

/** 60 shop reviews, mostly positive, over the last year; a few still await moderation. */
export async function seedShopReviews(db: Queryable, customers: readonly SeededCustomer[]): Promise<void> {
  const random = new Random('commerce:shop-reviews');
  const rows = Array.from({ length: REVIEW_COUNT }, (_, index) => {
    const store = STORE_CODES[index % STORE_CODES.length] as StoreCode;
    const rating = pickWeighted(random, [
      [5, 55],
      [4, 30],
      [3, 8],
      [2, 4],
      [1, 3],
    ]);
    const customer = random.chance(0.3) ? random.pick(customers.filter((c) => c.store === store)) : null;
    const reviewer = customer ?? guestReviewer(random, store);
    const text = textFor(random, rating);
    return [
      store,
      customer?.id ?? null,
      // Shown publicly, so only the initial of the last name.
      `${reviewer.firstname} ${reviewer.lastname.charAt(0)}.`,
      reviewer.email,
      rating,
      text.title[store],
      text.comment[store],
      index % 20 === 7 ? 'pending' : 'approved',
      timestampBefore(1 + random.next() * 365),
    ];
  });
  await insertRows(
    db,
    'shop_review',
    [
      'store_code',
      'customer_id',
      'customer_name',
      'customer_email',
      'rating',
      'title',
      'comment',
      'status',
      'created_at',
    ],
    rows,
  );
}
