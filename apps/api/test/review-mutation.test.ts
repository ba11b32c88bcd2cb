import { formatMessage } from '@shop/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLResponse, graphql } from './graphql.js';

// createProductReview and Customer.reviews through GraphQL against the running test api (docs/BEHAVIOUR.md#validation
// "Review rules", docs/BEHAVIOUR.md#roles-and-permissions: guests with the consumer key, customers with their token).

type Store = 'de' | 'nl' | 'en';
type Data = Record<string, unknown>;

const SHOP_TOKEN = 'shop-demo-access-token';
const CONSUMER_KEY = 'shop-demo-consumer-key';

function mutate<T = Data>(query: string, variables: Data, options: { token?: string; store?: Store } = {}) {
  const token = options.token ?? CONSUMER_KEY;
  return graphql<T>(query, {
    method: 'POST',
    variables,
    store: options.store ?? 'de',
    ...(token ? { token } : {}),
  });
}

function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

function failure(response: GraphQLResponse<unknown>) {
  const error = response.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(response.body.data)}`);
  const extensions = error.extensions as {
    category?: string;
    key?: string;
    errors?: { key: string; field: string }[];
  };
  return {
    message: error.message,
    category: extensions.category,
    keys: extensions.errors?.map((entry) => entry.key),
  };
}

const CREATE = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } } }`;

interface Rating {
  id: string;
  name: string;
  values: { value_id: string; value: string }[];
}

let ratings: Rating[];
let sku: string;
let otherSku: string;

async function ratingMetadata(store: Store): Promise<Rating[]> {
  const data = ok(
    await graphql<{ productReviewRatingsMetadata: { items: Rating[] } }>(
      '{ productReviewRatingsMetadata { items { id name values { value_id value } } } }',
      { store, token: SHOP_TOKEN },
    ),
  );
  return data.productReviewRatingsMetadata.items;
}

/** A vote of `stars` on every rating. */
function votes(stars: number) {
  return ratings.map((rating) => ({
    id: rating.id,
    value_id: rating.values.find((value) => value.value === String(stars))?.value_id,
  }));
}

async function productReviews(productSku: string) {
  const data = ok(
    await graphql<{
      products: { items: { review_count: number; reviews: { items: { nickname: string }[] } }[] };
    }>(
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) {
         items { review_count reviews(pageSize: 100) { items { nickname } } } } }`,
      { variables: { sku: productSku }, store: 'de', token: SHOP_TOKEN },
    ),
  );
  return data.products.items[0];
}

async function freshCustomerToken(): Promise<string> {
  const email = `review.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Review-Pass1!';
  ok(
    await mutate(
      'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { input: { firstname: 'Rita', lastname: 'Recensent', email, password } },
      { token: SHOP_TOKEN },
    ),
  );
  const data = ok(
    await mutate<{ generateCustomerToken: { token: string } }>(
      'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email, password },
      { token: SHOP_TOKEN },
    ),
  );
  return data.generateCustomerToken.token;
}

async function ownReviews(token: string, pageSize = 20, currentPage = 1) {
  return ok(
    await graphql<{
      customer: {
        reviews: {
          items: { nickname: string; summary: string; product: { sku: string } }[];
          page_info: Data;
        };
      };
    }>(
      `query ($pageSize: Int, $page: Int) { customer { reviews(pageSize: $pageSize, currentPage: $page) {
         items { nickname summary product { sku } } page_info { page_size current_page total_pages } } } }`,
      { variables: { pageSize, page: currentPage }, store: 'de', token },
    ),
  ).customer.reviews;
}

beforeAll(async () => {
  ratings = await ratingMetadata('de');
  expect(ratings.length).toBeGreaterThan(0);
  const data = ok(
    await graphql<{ products: { items: { sku: string }[] } }>(
      '{ products(pageSize: 2, sort: { name: ASC }) { items { sku } } }',
      { store: 'de', token: SHOP_TOKEN },
    ),
  );
  [sku, otherSku] = data.products.items.map((item) => item.sku) as [string, string];
});

describe('createProductReview', () => {
  it('takes a guest review with the consumer key and keeps it pending (not shown on the product yet)', async () => {
    const before = await productReviews(sku);
    const nickname = `Gast ${Date.now().toString(36)}`;
    const review = ok(
      await mutate<{ createProductReview: { review: Data } }>(CREATE, {
        input: { sku, nickname, summary: 'Sehr gut', text: 'Passt perfekt.', ratings: votes(4) },
      }),
    ).createProductReview.review;
    expect(review).toEqual({
      nickname,
      summary: 'Sehr gut',
      text: 'Passt perfekt.',
      average_rating: 80,
      ratings_breakdown: ratings.map((rating) => ({ name: rating.name, value: '4' })),
      product: { sku },
    });
    const after = await productReviews(sku);
    expect(after?.review_count).toBe(before?.review_count);
    expect(after?.reviews.items.map((item) => item.nickname)).not.toContain(nickname);
  });

  it("takes a customer's review and lists it with the customer's own reviews", async () => {
    const token = await freshCustomerToken();
    expect((await ownReviews(token)).items).toEqual([]);
    for (const [index, productSku] of [sku, otherSku].entries()) {
      ok(
        await mutate(
          CREATE,
          {
            input: {
              sku: productSku,
              nickname: 'Rita',
              summary: `Titel ${index}`,
              text: 'Gut.',
              ratings: votes(5),
            },
          },
          { token },
        ),
      );
    }
    const all = await ownReviews(token);
    expect(all.items.map((item) => [item.summary, item.product.sku])).toEqual([
      ['Titel 1', otherSku],
      ['Titel 0', sku],
    ]);
    const second = await ownReviews(token, 1, 2);
    expect(second.items.map((item) => item.summary)).toEqual(['Titel 0']);
    expect(second.page_info).toEqual({ page_size: 1, current_page: 2, total_pages: 2 });
    // Another customer sees none of them.
    expect((await ownReviews(await freshCustomerToken())).items).toEqual([]);
  });

  it('refuses callers without the consumer key or a customer token', async () => {
    const input = { sku, nickname: 'X', summary: 'Y', text: 'Z', ratings: votes(3) };
    for (const token of [SHOP_TOKEN, '', 'made-up-token']) {
      expect(failure(await mutate(CREATE, { input }, { token })).category).toBe('graphql-authorization');
    }
  });

  it('requires every field and a rating, with the @shop/validation texts of the store view', async () => {
    for (const store of ['de', 'nl', 'en'] as const) {
      const error = failure(
        await mutate(CREATE, { input: { sku, nickname: ' ', summary: '', ratings: [] } }, { store }),
      );
      expect(error.category).toBe('graphql-input');
      const keys = [
        'required.review_nickname',
        'required.review_summary',
        'required.review_text',
        'required.review_rating',
      ] as const;
      expect(error.keys).toEqual([...keys]);
      expect(error.message).toBe(keys.map((key) => formatMessage(store, key)).join(' '));
    }
  });

  it('requires a valid value for every rating', async () => {
    const first = ratings[0] as Rating;
    const all = votes(2);
    if (ratings.length > 1) {
      const missing = failure(
        await mutate(
          CREATE,
          { input: { sku, nickname: 'A', summary: 'B', text: 'C', ratings: all.slice(1) } },
          { store: 'en' },
        ),
      );
      expect(missing).toMatchObject({ category: 'graphql-input', keys: ['review.rating_missing'] });
      const english = (await ratingMetadata('en'))[0] as Rating;
      expect(missing.message).toBe(`Please choose a rating for "${english.name}".`);
    }
    const unknown = failure(
      await mutate(CREATE, {
        input: {
          sku,
          nickname: 'A',
          summary: 'B',
          text: 'C',
          ratings: [...all, { id: 'OTk5OQ==', value_id: 'MQ==' }],
        },
      }),
    );
    expect(unknown.keys).toEqual(['review.rating_invalid']);
    const foreignValue = ratings.length > 1 ? (ratings[1] as Rating).values[0]?.value_id : 'OTk5OQ==';
    const wrongValue = failure(
      await mutate(CREATE, {
        input: {
          sku,
          nickname: 'A',
          summary: 'B',
          text: 'C',
          ratings: [{ id: first.id, value_id: foreignValue }, ...all.slice(1)],
        },
      }),
    );
    expect(wrongValue.keys).toEqual(['review.rating_value_invalid']);
    const twice = failure(
      await mutate(CREATE, {
        input: { sku, nickname: 'A', summary: 'B', text: 'C', ratings: [...all, all[0]] },
      }),
    );
    expect(twice.keys).toEqual(['review.rating_twice']);
  });

  it('refuses HTML in every text, in the store view language', async () => {
    const refused = failure(
      await mutate(
        CREATE,
        {
          input: {
            sku,
            nickname: '<b>Gewinner</b>',
            summary: 'Super',
            text: 'Mehr auf <a href="https://evil.example">evil.example</a>',
            ratings: votes(5),
          },
        },
        { store: 'nl' },
      ),
    );
    expect(refused).toMatchObject({ category: 'graphql-input', keys: ['form.no_html', 'form.no_html'] });
    expect(refused.message).toBe(
      `${formatMessage('nl', 'form.no_html')} ${formatMessage('nl', 'form.no_html')}`,
    );
  });

  it('caps the reviews of one product that wait for approval', async () => {
    const data = ok(
      await graphql<{ products: { items: { sku: string }[] } }>(
        '{ products(pageSize: 1, sort: { name: DESC }) { items { sku } } }',
        { store: 'de', token: SHOP_TOKEN },
      ),
    );
    const capped = data.products.items[0]?.sku as string;
    const post = (index: number, store: Store = 'de') =>
      mutate(
        CREATE,
        {
          input: { sku: capped, nickname: `Gast ${index}`, summary: 'Gut', text: 'Gut.', ratings: votes(4) },
        },
        { store },
      );
    // The product may have pending reviews of the seed already: the 51st pending one is refused at the latest.
    let accepted = 0;
    while (accepted <= 50 && !(await post(accepted)).body.errors) accepted += 1;
    expect(accepted).toBeLessThanOrEqual(50);
    const refused = failure(await post(accepted, 'en'));
    expect(refused).toMatchObject({
      category: 'graphql-input',
      message: 'Many reviews of this product are already waiting for approval. Please try again later.',
    });
  });

  it('answers graphql-no-such-entity for an unknown sku and writes nothing on failure', async () => {
    const token = await freshCustomerToken();
    const unknown = failure(
      await mutate(
        CREATE,
        { input: { sku: 'NO-SUCH-SKU', nickname: 'A', summary: 'B', text: 'C', ratings: votes(1) } },
        { token, store: 'nl' },
      ),
    );
    expect(unknown).toMatchObject({
      category: 'graphql-no-such-entity',
      message: 'Er is geen product met SKU "NO-SUCH-SKU".',
    });
    failure(
      await mutate(
        CREATE,
        { input: { sku, nickname: 'A', summary: 'B', text: '', ratings: votes(1) } },
        { token },
      ),
    );
    expect((await ownReviews(token)).items).toEqual([]);
  });
});
