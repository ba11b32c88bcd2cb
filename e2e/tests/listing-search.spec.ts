import { expect, test } from '@playwright/test';
import { hydrated, settled } from './listing-support.js';
import { apiQuery, storefrontUrl, watchConsole } from './support.js';

// Search (docs/BEHAVIOUR.md#pages-and-routes /search, docs/BEHAVIOUR.md#validation search text, docs/BEHAVIOUR.md#api-calls search suggestions): suggestions in the header by
// keyboard, results with the listing's filters, sorting and paging.

interface Suggestions {
  searchSuggestions: {
    search_suggestions: Array<{ search: string }>;
    search_recommendations: Array<{ name: string; url_key: string }>;
  };
}

test('header suggestions by keyboard open a product; Enter on a term searches for it', async ({ page }) => {
  const problems = watchConsole(page);
  const typed = 'vit';
  const expected = (
    await apiQuery<Suggestions>(
      'query ($text: String!) { searchSuggestions(text: $text, pageSize: 5) { search_suggestions { search } search_recommendations { name url_key } } }',
      { text: typed },
    )
  ).searchSuggestions;
  expect(expected.search_suggestions.length).toBeGreaterThan(0);
  expect(expected.search_recommendations.length).toBeGreaterThan(0);

  await page.goto(storefrontUrl('/nahrungsergaenzung'));
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: 'Suche' });
  // A first text whose suggestions are cancelled by the next keystrokes.
  await box.pressSequentially('xy');
  await box.fill('');
  await box.pressSequentially(typed);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(
    Math.min(expected.search_suggestions.length, 5) + Math.min(expected.search_recommendations.length, 5),
  );
  await expect(options.first()).toHaveText(expected.search_suggestions[0]?.search ?? '');
  await expect(page.locator('.search-suggest__option--product').first()).toContainText(
    expected.search_recommendations[0]?.name ?? '',
  );
  await expect(page.locator('.search-suggest__option--product img').first()).toBeVisible();

  // Down to the first product, then Enter: its page.
  for (let step = 0; step <= expected.search_suggestions.length; step++) await box.press('ArrowDown');
  await expect(page.locator('.search-suggest__option--product').first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await box.press('Enter');
  await expect(page).toHaveURL(storefrontUrl(`/${expected.search_recommendations[0]?.url_key}.html`));

  // A term chosen by keyboard searches for it.
  const searchBox = page.getByRole('searchbox', { name: 'Suche' });
  await searchBox.fill('');
  await searchBox.pressSequentially(typed);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await searchBox.press('ArrowDown');
  await searchBox.press('Enter');
  const term = expected.search_suggestions[0]?.search ?? '';
  await expect(page).toHaveURL(storefrontUrl(`/search?q=${encodeURIComponent(term)}`));
  await expect(page.locator('.search-query')).toContainText(term);
  // Escape closes the list.
  await searchBox.fill('');
  await searchBox.pressSequentially(typed);
  await expect(page.getByRole('listbox')).toBeVisible();
  await searchBox.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  expect(problems).toEqual([]);
});

test('the search page asks for the header suggestions of its text only once the box is used', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.get('operationName') === 'SearchSuggestions')
      asked.push(JSON.parse(url.searchParams.get('variables') ?? '{}').text);
  });
  await page.goto(storefrontUrl('/search?q=vitamin'));
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: 'Suche' });
  await expect(box).toHaveValue('vitamin');
  // Longer than the typing pause: the box's text alone asks for nothing.
  await page.waitForTimeout(1000);
  expect(asked).toEqual([]);

  await box.focus();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(asked).toEqual(['vitamin']);
});

test('search results: normalised text, filters, sorting and paging in the url', async ({ page }) => {
  // The text is whitespace-collapsed, trimmed and lower-cased (one url per search).
  await page.goto(storefrontUrl('/search?q=%20%20Vitamin%20%20'));
  await expect(page).toHaveURL(storefrontUrl('/search?q=vitamin'));
  await hydrated(page);
  const total = Number(((await page.locator('.listing__total').textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);

  await page.getByLabel('Sortieren nach').selectOption('name_up');
  await expect(page).toHaveURL(storefrontUrl('/search?q=vitamin&sort=name_up'));
  await settled(page);
  // React renders a navigation's result in a transition: the url can be ahead of the cards.
  await expect(async () => {
    const names = await page.locator('.product-card__name').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  }).toPass();

  const brand = page.locator('fieldset[data-attribute="merk"] label').first();
  const brandName = ((await brand.locator('.listing__option-label').textContent()) ?? '').trim();
  const count = Number(((await brand.locator('.listing__count').textContent()) ?? '').replace(/\D/g, ''));
  await brand.click();
  await expect(page).toHaveURL(/\/search\/f\/merk:\d+\?q=vitamin&sort=name_up$/);
  await settled(page);
  await expect(page.locator('.listing__chip', { hasText: brandName })).toBeVisible();
  await expect(page.locator('.listing__total')).toContainText(String(count));
  await expect(page.locator('.product-card__brand').first()).toHaveText(brandName);

  await page.reload();
  await hydrated(page);
  await expect(page.locator('.listing__chip', { hasText: brandName })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(storefrontUrl('/search?q=vitamin&sort=name_up'));
  await settled(page);
  await expect(page.locator('.listing__chip')).toHaveCount(0);
});

test('a search without results says so', async ({ page }) => {
  await page.goto(storefrontUrl('/search?q=xqzzzy'));
  await expect(page.locator('.empty-state')).toHaveText('Keine Produkte gefunden.');
});

test('a mistyped search shows what its correction finds and says so', async ({ page }) => {
  const { products } = await apiQuery<{ products: { items: { name: string }[] } }>(
    '{ products(search: "fahrradhelm", pageSize: 1) { items { name } } }',
    {},
  );
  expect(products.items[0]?.name).toContain('Fahrradhelm');
  await page.goto(storefrontUrl('/search?q=fahradhelm'));
  await hydrated(page);
  await expect(page.locator('.search-query')).toHaveText(
    'Keine Treffer für „fahradhelm“. Ergebnisse für „fahrradhelm“:',
  );
  await expect(page.locator('.product-card').first()).toContainText('Fahrradhelm');
});
