import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_JUDGEMENTS, type SearchJudgement } from './fixtures/search-judgements.js';
import { shopperAddress } from './graphql.js';
import { startTestApi, type TestApi } from './test-database.js';

// The judged search texts over the demo catalogue that `npm start` seeds (1000 products), on an
// api of this file's own: the shared test shop is too small to hold every judged product.
const DEMO_PRODUCTS = 1000;
/** Share of the judged texts whose wanted products must come first (the floor of the score). */
const FLOOR = 0.95;

let api: TestApi | undefined;

beforeAll(async () => {
  api = await startTestApi({ products: DEMO_PRODUCTS, logLevel: 'warn' });
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

async function firstFive(judgement: SearchJudgement): Promise<string[]> {
  if (!api) throw new Error('no api');
  const params = new URLSearchParams({
    query: 'query ($s: String) { products(search: $s, pageSize: 5) { items { name } } }',
    variables: JSON.stringify({ s: judgement.text }),
  });
  const response = await fetch(`${api.url}/graphql?${params}`, {
    headers: { store: judgement.store, 'x-forwarded-for': shopperAddress() },
  });
  const body = (await response.json()) as {
    data?: { products: { items: { name: string }[] } };
    errors?: unknown[];
  };
  expect(body.errors, judgement.text).toBeUndefined();
  return body.data?.products.items.map((item) => item.name) ?? [];
}

function holds(judgement: SearchJudgement, names: string[]): boolean {
  const wanted = (name: string) => judgement.wanted.test(name);
  if (judgement.rule === 'first') return names.length > 0 && wanted(names[0] ?? '');
  if (judgement.rule === 'top5') return names.some(wanted);
  return names.length > 0 && names.every(wanted);
}

describe('search relevance over judged texts', () => {
  it(`puts the wanted products first for at least ${FLOOR * 100} % of the judged texts (de, nl)`, async () => {
    expect(SEARCH_JUDGEMENTS.filter((judgement) => judgement.store === 'de').length).toBeGreaterThanOrEqual(
      30,
    );
    expect(SEARCH_JUDGEMENTS.filter((judgement) => judgement.store === 'nl').length).toBeGreaterThanOrEqual(
      30,
    );
    const misses: string[] = [];
    for (const judgement of SEARCH_JUDGEMENTS) {
      const names = await firstFive(judgement);
      if (!holds(judgement, names)) {
        misses.push(
          `${judgement.store} "${judgement.text}" (${judgement.kind}, ${judgement.rule}): ${names.join(' | ')}`,
        );
      }
    }
    const score = 1 - misses.length / SEARCH_JUDGEMENTS.length;
    console.log(
      `search relevance: ${SEARCH_JUDGEMENTS.length - misses.length} of ${SEARCH_JUDGEMENTS.length} judged texts (${(score * 100).toFixed(1)} %)` +
        misses.map((miss) => `\n  missed ${miss}`).join(''),
    );
    expect(score, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR);
  });
});
