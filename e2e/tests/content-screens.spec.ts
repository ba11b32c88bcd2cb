import { expect, type Page, test } from '@playwright/test';
import { apiQuery, routerReady, storefrontNlUrl, storefrontUrl, watchConsole } from './support.js';

// The content screens: blog list and post, FAQ, physical stores. Each journey reads
// the server-rendered html first (the content must be there without script), then uses the page.

interface BlogPage {
  blogPosts: { total_pages: number; items: Array<{ identifier: string; title: string }> };
}

const blogPage = (currentPage: number, sort: 'ASC' | 'DESC' = 'DESC', store = 'de') =>
  apiQuery<BlogPage>(
    'query ($page: Int, $sort: SortEnum) { blogPosts(currentPage: $page, sort: $sort) { total_pages items { identifier title } } }',
    { page: currentPage, sort },
    store,
  );

/** The JSON-LD documents of an html answer, parsed (a broken one fails the test). */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

function jsonLdOfType(html: string, type: string): Record<string, unknown> {
  const document = jsonLdOf(html).find((entry) => entry['@type'] === type);
  if (!document) throw new Error(`no ${type} JSON-LD in the page`);
  return document;
}

/** Html as the server renders it (no script runs), with its status. */
async function serverHtml(page: Page, url: string) {
  const response = await page.request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), location: response.headers().location };
}

test('blog list: server-rendered posts, 9 a page, paging and sort in the url, a page beyond the last', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const [first, second, oldest] = await Promise.all([blogPage(1), blogPage(2), blogPage(1, 'ASC')]);
  const lastPage = first.blogPosts.total_pages;
  expect(lastPage).toBeGreaterThan(2);

  const { status, html } = await serverHtml(page, storefrontUrl('/blog'));
  expect(status).toBe(200);
  for (const post of first.blogPosts.items) expect(html).toContain(`href="/blog/${post.identifier}"`);
  const blog = jsonLdOfType(html, 'Blog');
  expect((blog.blogPost as unknown[]).length).toBe(9);

  // Beyond the last page: the last page, never an error.
  const beyond = await serverHtml(page, storefrontUrl('/blog?page=999'));
  expect(beyond.status).toBe(302);
  expect(beyond.location).toBe(`/blog?page=${lastPage}`);

  await page.goto(storefrontUrl('/blog'));
  await routerReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await expect(page.locator('.blog-card')).toHaveCount(9);
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.locator('.blog-card h2').first()).toHaveText(second.blogPosts.items[0]?.title ?? '');

  await page.getByRole('link', { name: 'Älteste zuerst' }).click();
  await expect(page).toHaveURL(/\/blog\?sort=oldest$/);
  await expect(page.locator('.blog-card h2').first()).toHaveText(oldest.blogPosts.items[0]?.title ?? '');

  // A list → post click.
  const target = oldest.blogPosts.items[1];
  if (!target) throw new Error('too few posts');
  await page.getByRole('link', { name: target.title }).click();
  await expect(page).toHaveURL(storefrontUrl(`/blog/${target.identifier}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  expect(problems).toEqual([]);
});

test('blog post: content, byline and BlogPosting in the server html; an unknown post is a 404', async ({
  page,
}) => {
  const post = (await blogPage(1)).blogPosts.items[0];
  if (!post) throw new Error('no posts');
  const { status, html } = await serverHtml(page, storefrontUrl(`/blog/${post.identifier}`));
  expect(status).toBe(200);
  expect(html).toContain(`<h1 id="blog-post-heading" class="page-title">${post.title}</h1>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  const posting = jsonLdOfType(html, 'BlogPosting');
  expect(posting.headline).toBe(post.title);
  expect(String(posting.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(String(posting.image)).toMatch(/^https?:\/\/.+\/media\//);
  expect(posting.author).toMatchObject({ '@type': 'Person' });

  const unknown = await serverHtml(page, storefrontUrl('/blog/no-such-post'));
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Seite nicht gefunden');
  const unknownCategory = await serverHtml(page, storefrontUrl('/blog?category=no-such-category'));
  expect(unknownCategory.status).toBe(404);
});

test('blog in Dutch on the nl deployment', async ({ page }) => {
  const post = (await blogPage(1, 'DESC', 'nl')).blogPosts.items[0];
  if (!post) throw new Error('no posts');
  await page.goto(storefrontNlUrl('/blog'));
  await routerReady(page);
  await expect(page.getByRole('link', { name: 'Nieuwste eerst' })).toBeVisible();
  await page.getByRole('link', { name: post.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('link', { name: 'Terug naar de blog' })).toBeVisible();
});

interface Faq {
  faq: {
    items: Array<{
      title: string;
      url_key: string;
      faq: { items: Array<{ question: string; short_answer: string; long_answer: string }> };
    }>;
  };
}

test('FAQ: every category and question server-rendered, a disclosure by keyboard, a deep link, FAQPage', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const categories = (
    await apiQuery<Faq>(
      '{ faq { items { title url_key faq { items { question short_answer long_answer } } } } }',
      {},
    )
  ).faq.items;
  const questions = categories.flatMap((category) => category.faq.items);
  expect(questions.length).toBeGreaterThan(0);

  const { status, html } = await serverHtml(page, storefrontUrl('/faq'));
  expect(status).toBe(200);
  for (const category of categories) expect(html).toContain(`id="${category.url_key}"`);
  const faqPage = jsonLdOfType(html, 'FAQPage');
  expect((faqPage.mainEntity as unknown[]).length).toBe(questions.length);

  await page.goto(storefrontUrl('/faq'));
  await routerReady(page);
  for (const category of categories) {
    await expect(page.getByRole('heading', { level: 2, name: category.title })).toBeVisible();
  }
  const first = questions[0];
  if (!first) throw new Error('no questions');
  await expect(page.getByText(first.short_answer).first()).toBeVisible();
  const disclosure = page.locator('.faq-item details').first();
  await expect(disclosure).not.toHaveAttribute('open');
  await disclosure.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(disclosure).toHaveAttribute('open');
  await expect(disclosure.locator('.faq-item__long-answer')).toBeVisible();

  // A deep link to a category scrolls to it.
  const last = categories[categories.length - 1];
  if (!last) throw new Error('no categories');
  await page.goto(storefrontUrl(`/faq#${last.url_key}`));
  await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();
  expect(problems).toEqual([]);
});

test('FAQ in Dutch on the nl deployment', async ({ page }) => {
  const categories = (await apiQuery<Faq>('{ faq { items { title url_key } } }', {}, 'nl')).faq.items;
  await page.goto(storefrontNlUrl('/faq'));
  await routerReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veelgestelde vragen');
  await expect(page.getByRole('navigation', { name: 'Onderwerpen' }).getByRole('link')).toHaveCount(
    categories.length,
  );
});

for (const deployment of [
  { name: 'de', url: storefrontUrl, store: 'de' },
  { name: 'nl', url: storefrontNlUrl, store: 'nl' },
]) {
  test(`FAQ in ${deployment.name}: /faq/{category} leads to the category on /faq, an unknown one is not found`, async ({
    page,
  }) => {
    const categories = (await apiQuery<Faq>('{ faq { items { title url_key } } }', {}, deployment.store)).faq
      .items;
    const last = categories[categories.length - 1];
    if (!last) throw new Error('no categories');
    // A permanent redirect to the page's anchor (browsers keep the fragment of a Location).
    const redirected = await serverHtml(page, deployment.url(`/faq/${last.url_key}`));
    expect(redirected.status).toBe(301);
    expect(redirected.location).toBe(`/faq#${last.url_key}`);
    expect((await serverHtml(page, deployment.url('/faq/no-such-topic'))).status).toBe(404);

    await page.goto(deployment.url(`/faq/${last.url_key}`));
    await expect(page).toHaveURL(deployment.url(`/faq#${last.url_key}`));
    await routerReady(page);
    await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();
  });
}

interface Stores {
  phisicalStores: Array<{
    name: string;
    url_key: string;
    phone: string | null;
    latitude: number;
    longitude: number;
  }>;
}

test('stores: list with today’s state, a store page with its week and Store JSON-LD, 404 for an unknown store', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const stores = (await apiQuery<Stores>('{ phisicalStores { name url_key phone latitude longitude } }', {}))
    .phisicalStores;
  expect(stores.length).toBeGreaterThan(0);

  const { status, html } = await serverHtml(page, storefrontUrl('/winkel'));
  expect(status).toBe(200);
  for (const store of stores) expect(html).toContain(`href="/winkel/${store.url_key}"`);

  await page.goto(storefrontUrl('/winkel'));
  await routerReady(page);
  await expect(page.locator('.store-card')).toHaveCount(stores.length);
  for (const card of await page.locator('.store-card').all()) {
    await expect(card.locator('.opening-state')).toHaveText(/geöffnet|geschlossen|öffnet/i);
  }
  const store = stores[stores.length - 1];
  if (!store) throw new Error('no stores');
  await page.getByRole('link', { name: store.name }).click();
  await expect(page).toHaveURL(storefrontUrl(`/winkel/${store.url_key}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.name);
  const days = page.locator('.opening-hours tbody tr');
  await expect(days).toHaveCount(7);
  await expect(days.first().locator('th')).toContainText(/Montag|\d/);
  await expect(days.last().locator('th')).toContainText(/Sonntag|\d/);
  if (store.phone) await expect(page.locator(`a[href^="tel:"]`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Karte/ })).toHaveAttribute(
    'href',
    new RegExp(`${store.latitude}.*${store.longitude}`),
  );
  expect(problems).toEqual([]);

  const detail = await serverHtml(page, storefrontUrl(`/winkel/${store.url_key}`));
  const jsonLd = jsonLdOfType(detail.html, 'Store');
  expect(jsonLd.name).toBe(store.name);
  expect(jsonLd.address).toMatchObject({ '@type': 'PostalAddress' });
  expect(jsonLd.geo).toMatchObject({ latitude: store.latitude, longitude: store.longitude });
  expect(Array.isArray(jsonLd.openingHoursSpecification)).toBe(true);

  const unknown = await serverHtml(page, storefrontUrl('/winkel/no-such-store'));
  expect(unknown.status).toBe(404);
});

test('stores in Dutch on the nl deployment', async ({ page }) => {
  await page.goto(storefrontNlUrl('/winkel'));
  await routerReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze winkels');
  await expect(page.locator('.store-card .opening-state').first()).toHaveText(/geopend|gesloten|open/i);
  await page.locator('.store-card h2 a').first().click();
  await expect(page.getByRole('table', { name: 'Openingstijden' })).toBeVisible();
});

interface ProductsWithStores {
  products: {
    items: Array<{
      name: string;
      url_key: string;
      store_availability: Array<{ store_name: string; has_stock: boolean }>;
    }>;
  };
}

for (const deployment of [
  { name: 'de', url: storefrontUrl, store: 'de', state: /geöffnet|geschlossen/i, inStock: 'vorrätig' },
  { name: 'nl', url: storefrontNlUrl, store: 'nl', state: /geopend|gesloten/i, inStock: 'voorraad' },
]) {
  test(`product page in ${deployment.name}: each store with its stock and today’s opening state`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const products = await apiQuery<ProductsWithStores>(
      '{ products(pageSize: 100) { items { name url_key store_availability { store_name has_stock } } } }',
      {},
      deployment.store,
    );
    const product = products.products.items.find((item) => item.store_availability.length > 1);
    if (!product) throw new Error('no product with stock in several stores');

    const { html } = await serverHtml(page, deployment.url(`/${product.url_key}.html`));
    expect(html.match(/class="opening-state"/g)?.length ?? 0).toBeGreaterThanOrEqual(
      product.store_availability.length,
    );

    await page.goto(deployment.url(`/${product.url_key}.html`));
    await routerReady(page);
    const stores = page.locator('.store-availability__list > li');
    await expect(stores).toHaveCount(product.store_availability.length);
    for (const [index, store] of product.store_availability.entries()) {
      const row = stores.nth(index);
      await expect(row).toContainText(store.store_name);
      if (store.has_stock) await expect(row).toContainText(deployment.inStock);
      await expect(row.locator('.opening-state')).toHaveText(deployment.state);
    }
    expect(problems).toEqual([]);
  });
}
