import { containsHtml } from '@shop/validation';
import type { Queryable } from '../../db/database.js';
import { inputError, noSuchEntityError } from '../../errors.js';
import { type Catalogue, type KeyedProblem, keyedInputError, textsOf } from '../../texts.js';
import { decodeUid } from '../../uid.js';
import type { StoreView } from '../store/stores.js';
import { checkPaging, type ReviewRow, ratingMetadata, withVotes } from './reviews.js';

export const reviewMessages = {
  de: {
    'review.product_not_found': 'Es gibt kein Produkt mit der SKU "{sku}".',
    'review.rating_invalid': 'Die Bewertung "{id}" gibt es nicht.',
    'review.rating_value_invalid': 'Der Wert "{value_id}" gehört nicht zur Bewertung "{name}".',
    'review.rating_missing': 'Bitte vergeben Sie eine Bewertung für „{name}“.',
    'review.rating_twice': 'Die Bewertung „{name}“ wurde mehrmals vergeben.',
    'review.too_long': 'Das Feld „{field}“ darf höchstens {count} Zeichen lang sein.',
    'review.too_many_pending':
      'Für dieses Produkt warten schon viele Bewertungen auf Freigabe. Bitte versuchen Sie es später erneut.',
  },
  nl: {
    'review.product_not_found': 'Er is geen product met SKU "{sku}".',
    'review.rating_invalid': 'De beoordeling "{id}" bestaat niet.',
    'review.rating_value_invalid': 'De waarde "{value_id}" hoort niet bij de beoordeling "{name}".',
    'review.rating_missing': 'Geef een beoordeling voor "{name}".',
    'review.rating_twice': 'De beoordeling "{name}" is meer dan eens gegeven.',
    'review.too_long': 'Het veld "{field}" mag maximaal {count} tekens lang zijn.',
    'review.too_many_pending':
      'Voor dit product wachten al veel beoordelingen op goedkeuring. Probeer het later opnieuw.',
  },
  en: {
    'review.product_not_found': 'Could not find a product with SKU "{sku}".',
    'review.rating_invalid': 'There is no rating "{id}".',
    'review.rating_value_invalid': 'The value "{value_id}" does not belong to the rating "{name}".',
    'review.rating_missing': 'Please choose a rating for "{name}".',
    'review.rating_twice': 'The rating "{name}" was given more than once.',
    'review.too_long': 'The field "{field}" can be at most {count} characters long.',
    'review.too_many_pending':
      'Many reviews of this product are already waiting for approval. Please try again later.',
  },
} as const satisfies Catalogue<string>;

export type ReviewMessageKey = keyof (typeof reviewMessages)['en'];

export const reviewText = textsOf<ReviewMessageKey>(reviewMessages);

export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 10_000 } as const;

/** The first key of the advisory lock a review post takes on its product. */
const REVIEW_LOCK_SPACE = 7_202_612;

/** Reviews of one product waiting for approval: past this, new ones wait until the shop catches up. */
export const MAX_PENDING_REVIEWS_PER_PRODUCT = 50;

export interface ReviewInput {
  sku: string;
  nickname?: string | null;
  summary?: string | null;
  text?: string | null;
  ratings?: readonly { id: string; value_id: string }[] | null;
}

/** The numeric id of an encoded uid (base64 of the number), or null when it is none. */
function decodedId(uid: string): number | null {
  const decoded = decodeUid(uid.trim());
  return /^[1-9]\d{0,8}$/.test(decoded) ? Number(decoded) : null;
}

interface Vote {
  ratingId: number;
  optionId: number;
  value: number;
}

/**
 * Checks a review (docs/BEHAVIOUR.md#validation "Review rules"): nickname, summary, text and one valid vote per active
 * rating are required. Every problem is reported at once, each with its key and text.
 */
async function checkedReview(db: Queryable, store: StoreView, input: ReviewInput) {
  const language = store.language;
  const problems: KeyedProblem[] = [];
  const problem = (field: string, key: Parameters<typeof reviewText>[1], params = {}) =>
    problems.push({ field, key, message: reviewText(language, key, params) });
  const fields = {} as Record<'nickname' | 'summary' | 'text', string>;
  for (const field of ['nickname', 'summary', 'text'] as const) {
    const value = input[field]?.trim() ?? '';
    if (!value) problem(field, `required.review_${field}`);
    else if (value.length > REVIEW_LIMITS[field])
      problem(field, 'review.too_long', { field, count: REVIEW_LIMITS[field] });
    else if (containsHtml(value)) problem(field, 'form.no_html');
    fields[field] = value;
  }
  const ratings = await ratingMetadata(db, store.code);
  const votes = new Map<number, Vote>();
  // Ratings named in the input, valid value or not: only the others are reported missing.
  const named = new Set<number>();
  for (const given of input.ratings ?? []) {
    const rating = ratings.find((candidate) => candidate.id === decodedId(given.id));
    if (!rating) {
      problem('ratings', 'review.rating_invalid', { id: given.id });
      continue;
    }
    const option = rating.values.find((value) => value.optionId === decodedId(given.value_id));
    if (named.has(rating.id)) problem('ratings', 'review.rating_twice', { name: rating.name });
    else if (!option)
      problem('ratings', 'review.rating_value_invalid', { value_id: given.value_id, name: rating.name });
    else votes.set(rating.id, { ratingId: rating.id, optionId: option.optionId, value: option.value });
    named.add(rating.id);
  }
  if (ratings.length > 0 && !input.ratings?.length) problem('ratings', 'required.review_rating');
  else {
    for (const rating of ratings) {
      if (!named.has(rating.id)) problem('ratings', 'review.rating_missing', { name: rating.name });
    }
  }
  if (problems.length > 0) throw keyedInputError(problems);
  return { ...fields, votes: [...votes.values()] };
}

/**
 * Writes a product review in the store view (docs/BEHAVIOUR.md#api-calls createProductReview). It waits for the shop's
 * approval (status pending, as in Magento), so product pages show it only once approved.
 */
export async function createReview(
  tx: Queryable,
  store: StoreView,
  input: ReviewInput,
  customerId: number | null,
): Promise<ReviewRow> {
  const review = await checkedReview(tx, store, input);
  const sku = input.sku.trim();
  const [product] = await tx.query<{ id: number }>(
    `SELECT p.id FROM product p JOIN product_store ps ON ps.product_id = p.id AND ps.store_code = $2
      WHERE p.sku = $1 AND p.is_enabled AND p.visibility > 1`,
    [sku, store.code],
  );
  if (!product) {
    throw noSuchEntityError(reviewText(store.language, 'review.product_not_found', { sku }), {
      key: 'review.product_not_found',
      field: 'sku',
    });
  }
  // One writer per product at a time, so that parallel posts cannot pass the cap together.
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [REVIEW_LOCK_SPACE, product.id]);
  const [pending] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM review WHERE product_id = $1 AND status = 'pending'`,
    [product.id],
  );
  if ((pending?.count ?? 0) >= MAX_PENDING_REVIEWS_PER_PRODUCT) {
    throw inputError(reviewText(store.language, 'review.too_many_pending'), {
      key: 'review.too_many_pending',
    });
  }
  const [row] = await tx.query<Record<string, unknown>>(
    `INSERT INTO review (product_id, store_code, nickname, title, detail, status, customer_id)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6)
     RETURNING id, product_id, nickname, title, detail, created_at`,
    [product.id, store.code, review.nickname, review.summary, review.text, customerId],
  );
  const created = row as Record<string, unknown>;
  for (const vote of review.votes) {
    await tx.query(
      `INSERT INTO review_rating_vote (review_id, rating_id, option_id, value, percent) VALUES ($1, $2, $3, $4, $5)`,
      [created.id, vote.ratingId, vote.optionId, vote.value, vote.value * 20],
    );
  }
  const [withRatings] = await withVotes(tx, store.code, [created]);
  return withRatings as ReviewRow;
}

/** The customer's own reviews in the store view, any status, newest first, with the total. */
export async function customerReviews(
  db: Queryable,
  storeCode: string,
  customerId: number,
  page: { pageSize: number; currentPage: number },
): Promise<{ items: ReviewRow[]; totalCount: number }> {
  checkPaging(page.pageSize, page.currentPage);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, product_id, nickname, title, detail, created_at, count(*) OVER ()::int AS total
       FROM review WHERE customer_id = $1 AND store_code = $2
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [customerId, storeCode, page.pageSize, (page.currentPage - 1) * page.pageSize],
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.currentPage > 1) {
    const [count] = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM review WHERE customer_id = $1 AND store_code = $2',
      [customerId, storeCode],
    );
    totalCount = Number(count?.total ?? 0);
  }
  return { items: await withVotes(db, storeCode, rows), totalCount };
}
