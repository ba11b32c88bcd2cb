import { expect, type Page, test } from '@playwright/test';
import {
  apiMutation,
  apiQuery,
  isHydrated,
  routerReady,
  storeCookieChoice,
  storedCartToken,
  storefrontNlUrl,
  storefrontUrl,
  watchConsole,
} from './support.js';

// Product pages of all four types: server-rendered with JSON-LD, options, totals,
// size chart, gallery, tabs, reviews and add to cart, against the seeded api.

interface CatalogEntry {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  stock_status: string;
  show_size_table: boolean | null;
  review_count: number;
}

let catalog: CatalogEntry[] | undefined;

/** Every product of the de store view (the seed has a few hundred). */
async function allProducts(): Promise<CatalogEntry[]> {
  if (catalog) return catalog;
  const entries: CatalogEntry[] = [];
  for (let page = 1; page <= 10; page++) {
    const data = await apiQuery<{ products: { items: CatalogEntry[]; total_count: number } }>(
      `query ($page: Int) { products(pageSize: 100, currentPage: $page) { total_count
        items { __typename sku name url_key stock_status show_size_table review_count } } }`,
      { page },
    );
    entries.push(...data.products.items);
    if (entries.length >= data.products.total_count) break;
  }
  catalog = entries;
  return entries;
}

async function productOf(type: string, extra: (entry: CatalogEntry) => boolean = () => true) {
  const entry = (await allProducts()).find((product) => product.__typename === type && extra(product));
  if (!entry) throw new Error(`the seed has no ${type} matching the test's needs`);
  return entry;
}

interface CartLine {
  quantity: number;
  product: { sku: string };
  configured_variant?: { sku: string };
  bundle_options?: Array<{ label: string; values: Array<{ label: string; quantity: number }> }>;
}

async function cartLines(page: Page): Promise<CartLine[]> {
  const token = await storedCartToken(page);
  expect(token, 'the first add creates a guest cart and stores its token').toBeTruthy();
  const data = await apiQuery<{ cart: { items: CartLine[] } }>(
    `query ($id: String!) { cart(cart_id: $id) { items { quantity product { sku }
      ... on ConfigurableCartItem { configured_variant { sku } }
      ... on BundleCartItem { bundle_options { label values { label quantity } } } } } }`,
    { id: token },
  );
  return data.cart.items;
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Alle akzeptieren' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

test('every product type is server-rendered with its Product JSON-LD', async ({ request }) => {
  for (const type of ['SimpleProduct', 'ConfigurableProduct', 'BundleProduct', 'GroupedProduct']) {
    const product = await productOf(type);
    const response = await request.get(storefrontUrl(`/${product.url_key}.html`));
    expect(response.status(), type).toBe(200);
    const html = await response.text();
    const kind = type.replace('Product', '').toLowerCase();
    expect(html, type).toContain(`data-product-type="${kind}"`);
    const documents = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const jsonLd = documents.find((document) => document['@type'] === 'Product') as
      | {
          sku: string;
          offers: { availability: string; price?: string; lowPrice?: string };
          aggregateRating?: { reviewCount: number };
        }
      | undefined;
    expect(jsonLd?.sku, type).toBe(product.sku);
    expect(jsonLd?.offers.availability, type).toMatch(/schema\.org\/(InStock|OutOfStock)/);
    expect(Number(jsonLd?.offers.price ?? jsonLd?.offers.lowPrice), type).toBeGreaterThan(0);
    if (product.review_count > 0)
      expect(jsonLd?.aggregateRating?.reviewCount, type).toBe(product.review_count);
  }
  // The fixed route of a type variant identifies the product by sku.
  const bundle = await productOf('BundleProduct');
  const fixed = await request.get(storefrontUrl(`/productbundle?sku=${encodeURIComponent(bundle.sku)}`));
  expect(fixed.status()).toBe(200);
  expect(await fixed.text()).toContain('data-product-type="bundle"');
});

test('a configurable product is configured to a child (image, price, stock) and added', async ({ page }) => {
  const problems = watchConsole(page);
  const product = await productOf('ConfigurableProduct', (entry) => entry.show_size_table === true);
  const data = await apiQuery<{
    products: {
      items: Array<{
        configurable_options: Array<{
          attribute_code: string;
          position: number;
          values: Array<{ value_index: number; label: string }>;
        }>;
        variants: Array<{
          attributes: Array<{ code: string; value_index: number }>;
          product: {
            sku: string;
            stock_status: string;
            media_gallery: Array<{ url: string }>;
            price_range: { minimum_price: { final_price: { value: number } } };
          };
        }>;
      }>;
    };
  }>(
    `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
      configurable_options { attribute_code position values { value_index label } }
      variants { attributes { code value_index } product { sku stock_status media_gallery { url }
        price_range { minimum_price { final_price { value } } } } } } } } }`,
    { sku: product.sku },
  );
  const item = data.products.items[0];
  if (!item) throw new Error('no configurable');
  const options = [...item.configurable_options].sort((a, b) => a.position - b.position);
  // A child in stock whose image differs from the parent's first one.
  const child =
    item.variants.find(
      (variant) =>
        variant.product.stock_status === 'IN_STOCK' &&
        variant.attributes[0]?.value_index !== options[0]?.values[0]?.value_index,
    ) ?? item.variants.find((variant) => variant.product.stock_status === 'IN_STOCK');
  if (!child) throw new Error('no child in stock');
  const labelOf = (code: string) => {
    const option = options.find((entry) => entry.attribute_code === code);
    const index = child.attributes.find((attribute) => attribute.code === code)?.value_index;
    return option?.values.find((value) => value.value_index === index)?.label ?? '';
  };

  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  const addButton = page.getByRole('button', { name: 'In den Warenkorb' });
  await expect(addButton).toBeDisabled();
  await expect(page.getByText('Bitte wählen Sie zuerst alle Optionen.')).toBeVisible();
  const firstCode = options[0]?.attribute_code ?? '';
  const lastCode = options[options.length - 1]?.attribute_code ?? '';
  // The last option is off until the earlier ones are chosen.
  await expect(page.locator(`fieldset[data-option="${lastCode}"] input`).first()).toBeDisabled();
  for (const option of options) {
    await page
      .locator(`fieldset[data-option="${option.attribute_code}"]`)
      .getByRole('radio', { name: labelOf(option.attribute_code), exact: false })
      .first()
      .check();
  }
  await expect(page.getByTestId('product-sku')).toContainText(child.product.sku);
  const price = child.product.price_range.minimum_price.final_price.value.toFixed(2).replace('.', ',');
  await expect(page.getByTestId('product-price')).toContainText(`${price} €`);
  // The child's own image (its path; a raster image may carry a size hint).
  const childImage = new URL(child.product.media_gallery[0]?.url ?? '', 'http://x').pathname;
  expect(await page.locator('.product-gallery__main img').getAttribute('src')).toContain(childImage);
  await expect(page.getByTestId('product-stock')).toContainText('Auf Lager');

  // Out-of-stock and missing combinations of the last option are marked with the spec's texts.
  const firstValues = new Set(
    item.variants
      .filter((variant) => variant.attributes[0]?.value_index === child.attributes[0]?.value_index)
      .map((variant) => variant.product.stock_status),
  );
  if (firstValues.has('OUT_OF_STOCK') && options.length === 2) {
    await expect(page.locator(`fieldset[data-option="${lastCode}"]`)).toContainText(
      'Produktoption nicht auf Lager',
    );
  }
  // Choosing the first option again clears the later ones.
  const otherFirst = options[0]?.values.find((value) => value.label !== labelOf(firstCode));
  if (otherFirst) {
    await page
      .locator(`fieldset[data-option="${firstCode}"]`)
      .getByRole('radio', { name: otherFirst.label })
      .check();
    await expect(page.locator(`fieldset[data-option="${lastCode}"] input:checked`)).toHaveCount(0);
    await page
      .locator(`fieldset[data-option="${firstCode}"]`)
      .getByRole('radio', { name: labelOf(firstCode) })
      .check();
    for (const option of options.slice(1)) {
      await page
        .locator(`fieldset[data-option="${option.attribute_code}"]`)
        .getByRole('radio', { name: labelOf(option.attribute_code) })
        .check();
    }
  }

  // The size chart opens as a modal dialog by keyboard: focus moves into it and Tab
  // keeps it there; Escape closes it and focus returns to its button.
  const openChart = page.getByRole('button', { name: 'Größentabelle' });
  await openChart.focus();
  await page.keyboard.press('Enter');
  const chart = page.getByRole('dialog');
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('columnheader', { name: 'Größe', exact: true })).toBeVisible();
  await expect(chart.locator('tbody tr').first()).toBeVisible();
  expect(await chart.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press('Tab');
    expect(await chart.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();
  await expect(openChart).toBeFocused();
  // Its own close button ends it the same way.
  await openChart.click();
  await chart.getByRole('button', { name: 'Schließen' }).click();
  await expect(chart).toBeHidden();
  await expect(openChart).toBeFocused();

  await page.getByLabel('Menge', { exact: true }).fill('2');
  await addButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })).toBeVisible();
  const lines = await cartLines(page);
  expect(lines).toContainEqual(
    expect.objectContaining({
      quantity: 2,
      product: { sku: product.sku },
      configured_variant: { sku: child.product.sku },
    }),
  );
  expect(problems).toEqual([]);
});

interface BundleDetail {
  items?: Array<{
    title: string;
    type: string;
    options: Array<{
      label: string;
      is_default: boolean;
      can_change_quantity: boolean;
      product: { stock_status: string };
    }>;
  }>;
}

test('a bundle with an out-of-stock component is refused until another is chosen, then added', async ({
  page,
}) => {
  // A bundle whose default choice of a radio option is out of stock, with an in-stock alternative
  // whose quantity may be changed.
  const bundles = (await allProducts()).filter((entry) => entry.__typename === 'BundleProduct');
  let chosen:
    | { url_key: string; sku: string; option: { title: string }; alternative: { label: string } }
    | undefined;
  for (const bundle of bundles) {
    const detail = await apiQuery<{ products: { items: BundleDetail[] } }>(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
        ... on BundleProduct { items { title type options { label is_default can_change_quantity product { stock_status } } } } } } }`,
      { sku: bundle.sku },
    );
    const option = detail.products.items[0]?.items?.find(
      (entry) =>
        entry.type === 'radio' &&
        entry.options.some(
          (selection) => selection.is_default && selection.product.stock_status === 'OUT_OF_STOCK',
        ),
    );
    const alternative = option?.options.find(
      (selection) => selection.product.stock_status === 'IN_STOCK' && selection.can_change_quantity,
    );
    if (option && alternative) {
      chosen = { url_key: bundle.url_key, sku: bundle.sku, option, alternative };
      break;
    }
  }
  if (!chosen) throw new Error('the seed has no bundle with an out-of-stock default component');

  await page.goto(storefrontUrl(`/${chosen.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  const addButton = page.getByRole('button', { name: 'In den Warenkorb' });
  await expect(page.getByText('Dieses Set kann nicht bestellt werden', { exact: false })).toBeVisible();
  await expect(addButton).toBeDisabled();
  const totalBefore = await page.getByTestId('bundle-total').textContent();
  await page.getByRole('radio', { name: chosen.alternative.label, exact: false }).check();
  await expect(addButton).toBeEnabled();
  await page.getByLabel(`Menge von ${chosen.alternative.label}`).fill('3');
  await expect(page.getByTestId('bundle-total')).not.toHaveText(totalBefore ?? '');
  await addButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })).toBeVisible();
  const line = (await cartLines(page)).find((entry) => entry.product.sku === chosen.sku);
  expect(line?.bundle_options).toContainEqual(
    expect.objectContaining({
      values: [expect.objectContaining({ label: chosen.alternative.label, quantity: 3 })],
    }),
  );
});

test('a grouped product adds a quantity per item', async ({ page }) => {
  const product = await productOf('GroupedProduct');
  const data = await apiQuery<{
    products: {
      items: Array<{
        items: Array<{ product: { sku: string; name: string; stock_status: string; stock_qty: number } }>;
      }>;
    };
  }>(
    `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on GroupedProduct {
      items { product { sku name stock_status stock_qty } } } } } }`,
    { sku: product.sku },
  );
  const items = (data.products.items[0]?.items ?? []).filter(
    (entry) => entry.product.stock_status === 'IN_STOCK',
  );
  expect(items.length).toBeGreaterThan(0);
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  // A quantity per item within its stock (the cart refuses more).
  const quantities = items.map((entry, index) => Math.max(1, Math.min(index + 2, entry.product.stock_qty)));
  for (const [index, entry] of items.entries()) {
    await page.getByLabel(`Menge für ${entry.product.name}`).fill(String(quantities[index]));
  }
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })).toBeVisible();
  const lines = await cartLines(page);
  for (const [index, entry] of items.entries()) {
    expect(lines).toContainEqual(
      expect.objectContaining({ product: { sku: entry.product.sku }, quantity: quantities[index] }),
    );
  }
});

test('a review is checked, posted as a guest and thanked for (nl)', async ({ page }) => {
  const product = await productOf('SimpleProduct', (entry) => entry.stock_status === 'IN_STOCK');
  const nl = await apiQuery<{ products: { items: Array<{ url_key: string }> } }>(
    'query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }',
    { sku: product.sku },
    'nl',
  );
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(storefrontNlUrl(`/${nl.products.items[0]?.url_key}.html`));
  await routerReady(page);
  const accept = page.getByRole('button', { name: /Alles accepteren/ });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  // The form's code loads only when the reviews tab is opened.
  await page.getByRole('tab', { name: 'Omschrijving' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('/ReviewForm-'))).toEqual([]);
  // Keyboard tabs: from the description tab, the arrow key moves to the reviews.
  await page.getByRole('tab', { name: 'Omschrijving' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  const form = page.locator('.review-form');
  await expect(form).toBeVisible();
  expect(scripts.filter((url) => url.includes('/ReviewForm-'))).toHaveLength(1);
  await form.getByRole('button', { name: 'Review versturen' }).click();
  await expect(form.getByText('Vul een bijnaam in.')).toBeVisible();
  await expect(form.getByText('Geef een beoordeling.').first()).toBeVisible();
  const groups = form.getByRole('group');
  for (let index = 0; index < (await groups.count()); index++) {
    await groups.nth(index).getByRole('radio', { name: '4 sterren' }).check();
  }
  await form.getByLabel('Bijnaam').fill('E2E Tester');
  await form.getByLabel('Samenvatting').fill('Prima product');
  await form.getByLabel('Je review').fill('Doet wat het belooft.');
  await form.getByRole('button', { name: 'Review versturen' }).click();
  await expect(page.locator('.review-form__thanks')).toHaveText(/Bedankt voor je review/);
});

test('the gallery opens full screen and follows the arrow keys and Escape', async ({ page }) => {
  const product = await productOf('ConfigurableProduct');
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  await page.getByRole('button', { name: /Bild vergrößern/ }).click();
  const zoom = page.getByRole('dialog', { name: 'Vollbildansicht der Produktbilder' });
  await expect(zoom).toBeVisible();
  await expect(zoom.locator('.product-gallery__position')).toHaveText(/^Bild 1 von \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(zoom.locator('.product-gallery__position')).toHaveText(/^Bild 2 von \d+$/);
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
});

test('an out-of-stock product offers the back-in-stock alert', async ({ page }) => {
  const product = await productOf('SimpleProduct', (entry) => entry.stock_status === 'OUT_OF_STOCK');
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  await expect(page.getByTestId('product-stock')).toContainText('Nicht auf Lager');
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill('alert.e2e@example.com');
  await page.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'sobald der Artikel wieder verfügbar ist' }),
  ).toBeVisible();
});

test('out-of-stock option values carry the spec text in Dutch', async ({ page }) => {
  interface NlConfigurable {
    sku: string;
    url_key: string;
    configurable_options?: Array<{
      attribute_code: string;
      position: number;
      values: Array<{ value_index: number; label: string }>;
    }>;
    variants?: Array<{
      attributes: Array<{ code: string; value_index: number }>;
      product: { sku: string; stock_status: string };
    }>;
  }
  const configurables = (await allProducts()).filter((entry) => entry.__typename === 'ConfigurableProduct');
  let found:
    | { product: NlConfigurable; first: string; last: string; firstCode: string; lastCode: string }
    | undefined;
  for (const entry of configurables) {
    const data = await apiQuery<{ products: { items: NlConfigurable[] } }>(
      `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku url_key ... on ConfigurableProduct {
        configurable_options { attribute_code position values { value_index label } }
        variants { attributes { code value_index } product { sku stock_status } } } } } }`,
      { sku: entry.sku },
      'nl',
    );
    const product = data.products.items[0];
    const options = [...(product?.configurable_options ?? [])].sort((a, b) => a.position - b.position);
    const soldOut = product?.variants?.find((variant) => variant.product.stock_status === 'OUT_OF_STOCK');
    if (!product || options.length !== 2 || !soldOut) continue;
    const [firstOption, lastOption] = options;
    const label = (option: (typeof options)[number] | undefined) =>
      option?.values.find(
        (value) =>
          value.value_index === soldOut.attributes.find((a) => a.code === option.attribute_code)?.value_index,
      )?.label ?? '';
    found = {
      product,
      first: label(firstOption),
      last: label(lastOption),
      firstCode: firstOption?.attribute_code ?? '',
      lastCode: lastOption?.attribute_code ?? '',
    };
    break;
  }
  if (!found) throw new Error('the seed has no two-option configurable with a sold-out variant');
  await page.goto(storefrontNlUrl(`/${found.product.url_key}.html`));
  await routerReady(page);
  await page
    .locator(`fieldset[data-option="${found.firstCode}"]`)
    .getByRole('radio', { name: found.first })
    .check();
  const lastOption = page.locator(`fieldset[data-option="${found.lastCode}"]`);
  const soldOutValue = lastOption.locator('li').filter({ hasText: found.last });
  await expect(soldOutValue).toContainText('Productoptie niet op voorraad');
  await soldOutValue.getByRole('radio').check();
  await expect(page.getByTestId('product-stock')).toContainText('Niet op voorraad');
  await expect(page.getByRole('button', { name: 'Houd me op de hoogte' })).toBeVisible();
});

/** A demo customer's token, stored where the storefront keeps it, on a page of the shop. */
async function logInAs(page: Page, email: string): Promise<string> {
  const data = await apiMutation<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: 'Demo-Pass1!' },
  );
  const token = data.generateCustomerToken.token;
  await page.goto(storefrontUrl('/forgot-password'));
  await routerReady(page);
  await page.evaluate(
    (value) => localStorage.setItem('userToken', JSON.stringify({ state: { token: value }, version: 0 })),
    token,
  );
  return token;
}

async function fillReview(page: Page, summary: string) {
  await page.getByRole('tab', { name: /Bewertungen/ }).click();
  const form = page.locator('.review-form');
  // The form loads when the tab is first opened: count its rating groups once it is there.
  await expect(form.getByRole('button', { name: 'Bewertung absenden' })).toBeVisible();
  const groups = form.getByRole('group');
  for (let index = 0; index < (await groups.count()); index++) {
    await groups.nth(index).getByRole('radio', { name: '5 Sterne' }).check();
  }
  await form.getByLabel('Nickname').fill('Anna');
  await form.getByLabel('Zusammenfassung').fill(summary);
  await form.getByLabel('Ihre Bewertung').fill('Sehr zufrieden.');
  await form.getByRole('button', { name: 'Bewertung absenden' }).click();
}

test('a logged-in customer posts a review with their own token', async ({ page }) => {
  const token = await logInAs(page, 'anna.mueller@example.com');
  const product = await productOf('SimpleProduct', (entry) => entry.stock_status === 'IN_STOCK');
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  const summary = `Kundenbewertung ${Date.now()}`;
  await fillReview(page, summary);
  await expect(page.locator('.review-form__thanks')).toHaveText(/Vielen Dank für Ihre Bewertung/);
  // The customer's own reviews list it at once (awaiting approval).
  const data = await apiMutation<{ customer: { reviews: { items: Array<{ summary: string }> } } }>(
    '{ customer { reviews { items { summary } } } }',
    {},
    'de',
    token,
  );
  expect(data.customer.reviews.items.map((review) => review.summary)).toContain(summary);
});

test('a review posted after the session ended logs out with session_expired (docs/BEHAVIOUR.md#error-texts)', async ({
  page,
}) => {
  const token = await logInAs(page, 'anna.mueller@example.com');
  const product = await productOf('SimpleProduct', (entry) => entry.stock_status === 'IN_STOCK');
  await page.goto(storefrontUrl(`/${product.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  // The token stops working while the page is open (e.g. a logout elsewhere).
  await apiMutation('mutation { revokeCustomerToken { result } }', {}, 'de', token);
  await fillReview(page, 'Zu spät');
  await expect(page.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  await expect(page.locator('.review-form__thanks')).toHaveCount(0);
  expect((await page.evaluate(() => localStorage.getItem('userToken'))) ?? '').not.toContain(token);
});

test('related products are shown and the view is reported for retargeting', async ({ page }) => {
  let withRelated: { entry: CatalogEntry; related: Array<{ name: string }> } | undefined;
  for (const entry of await allProducts()) {
    const data = await apiQuery<{
      products: { items: Array<{ related_products: Array<{ name: string }> }> };
    }>(
      'query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items { related_products { name } } } }',
      { sku: entry.sku },
    );
    const related = data.products.items[0]?.related_products ?? [];
    if (related.length > 0) {
      withRelated = { entry, related };
      break;
    }
  }
  if (!withRelated) throw new Error('the seed has no product with related products');
  await page.goto(storefrontUrl(`/${withRelated.entry.url_key}.html`));
  await routerReady(page);
  // Retargeting needs the consent to other cookies.
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  const block = page.getByRole('region', { name: 'Ähnliche Produkte' });
  await expect(block.getByRole('heading', { name: withRelated.related[0]?.name ?? '' })).toBeVisible();

  // The page reports the view with the visitor's tracking user id (kept in local storage).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('trackingUserId')), { timeout: 10_000 })
    .toBeTruthy();
  const trackingUserId = await page.evaluate(() => localStorage.getItem('trackingUserId'));
  await expect
    .poll(async () => {
      const data = await apiQuery<{ retargeted: { items: Array<{ product: { sku: string } }> } }>(
        'query ($id: String!) { retargeted(tracking_user_id: $id, pageType: PRODUCT) { items { product { sku } } } }',
        { id: trackingUserId },
      );
      return data.retargeted.items.map((item) => item.product.sku);
    })
    .toContain(withRelated.entry.sku);
});

test('the recommendations at a product page’s end are read in the browser once scrolled near, with their source tags', async ({
  page,
  request,
}) => {
  let chosen:
    | { entry: CatalogEntry; alternatives: Array<{ source: string; product: { sku: string; name: string } }> }
    | undefined;
  for (const entry of await allProducts()) {
    const data = await apiQuery<{
      alternatives: { items: Array<{ source: string; product: { sku: string; name: string } }> };
    }>(
      'query ($sku: String!) { alternatives(sku: $sku, pageSize: 10, currentPage: 1) { items { source product { sku name } } } }',
      { sku: entry.sku },
    );
    if (data.alternatives.items.length > 0) {
      chosen = { entry, alternatives: data.alternatives.items };
      break;
    }
  }
  if (!chosen) throw new Error('the seed has no product with alternatives');
  const path = `/${chosen.entry.url_key}.html`;
  // Not in the server's page: neither its html nor its loader data.
  const html = await (await request.get(storefrontUrl(path))).text();
  expect(html).toContain(chosen.entry.name);
  expect(html).not.toContain('Alternativen');
  expect(html).not.toContain('purchasedTogether');

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('operationName=ProductRecommendations')) asked.push(sent.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(storefrontUrl(path));
  await routerReady(page);
  await page.waitForTimeout(500);
  expect(asked, 'not asked for before the shopper scrolls near').toEqual([]);
  const block = page.getByRole('region', { name: 'Alternativen' });
  await expect(block).toHaveCount(0);

  await page.locator('.product-page__recommendations').scrollIntoViewIfNeeded();
  await expect(
    block.getByRole('heading', { name: chosen.alternatives[0]?.product.name ?? '' }),
  ).toBeVisible();
  expect(asked).toHaveLength(1);
  const first = chosen.alternatives[0];
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recommendationSources') ?? ''))
    .toContain(`"${first?.product.sku}":"${first?.source}"`);
});

test('a jump to a product page’s end in one step reads the recommendations it passed over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A page whose recommendations lie more than the 600 px margin below its first screen (nothing
  // reads them while the page loads), and whose footer is taller than the screen, so that a jump to
  // the end (an anchor, a restored scroll position, the End key where scrolling is not animated)
  // takes them from below the viewport to above it in one step.
  const placeTop = () =>
    page.locator('.product-page__recommendations').evaluate((place) => place.getBoundingClientRect().top);
  let found = false;
  for (const entry of await allProducts()) {
    const data = await apiQuery<{ alternatives: { items: unknown[] } }>(
      'query ($sku: String!) { alternatives(sku: $sku, pageSize: 1, currentPage: 1) { items { source } } }',
      { sku: entry.sku },
    );
    if (data.alternatives.items.length === 0) continue;
    await page.goto(storefrontUrl(`/${entry.url_key}.html`));
    await routerReady(page);
    if ((await placeTop()) > 844 + 700) {
      found = true;
      break;
    }
  }
  if (!found) throw new Error('the seed has no product page with its recommendations that far down');
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await expect(page.getByRole('region', { name: 'Alternativen' })).toHaveCount(1);
  // They were passed over: above the viewport, at the page's end.
  expect(await page.evaluate(() => window.scrollY + window.innerHeight)).toBeGreaterThanOrEqual(
    await page.evaluate(() => document.documentElement.scrollHeight - 1),
  );
  expect(
    await page
      .getByRole('region', { name: 'Alternativen' })
      .evaluate((region) => region.getBoundingClientRect().bottom),
  ).toBeLessThan(0);
});

/** Whether React has hydrated an element (its fiber is attached to the DOM node). */
test('the product blocks below the first screen hydrate when they come near it, and choices above do not disturb them', async ({
  page,
}) => {
  const configurable = await productOf('ConfigurableProduct', (entry) => entry.stock_status === 'IN_STOCK');
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watchConsole(page);
  await page.goto(storefrontUrl(`/${configurable.url_key}.html`));
  await routerReady(page);
  await acceptCookies(page);
  const blocks = page.locator('.product-block');
  const count = await blocks.count();
  expect(count, 'the seed gives configurable products product blocks').toBeGreaterThan(0);
  expect(await isHydrated(page.locator('.product-page__summary'))).toBe(true);
  expect(await isHydrated(page.locator('.product-block'))).toBe(false);

  // A choice above the blocks re-renders the page: the blocks keep their server html meanwhile.
  const firstValue = page.locator('.configurable-options input[type="radio"]:not([disabled])').first();
  await firstValue.check();
  await expect(blocks).toHaveCount(count);
  expect(await isHydrated(page.locator('.product-block'))).toBe(false);

  // Near the viewport they hydrate, and their links then navigate in the app.
  await blocks.first().scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page.locator('.product-block'))).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { stayedInApp: boolean }).stayedInApp = true;
  });
  const card = blocks.first().locator('a[href$=".html"]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  // A product page rendered in the browser hydrates nothing: back on the first product, its blocks
  // work at once (the page is shown from the router's memory, without a new server render).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(configurable.name);
  await expect(blocks).toHaveCount(count);
  expect(await isHydrated(page.locator('.product-block'))).toBe(true);

  // A navigation that stays on the page (here a query parameter) while the blocks wait neither
  // waits for them nor drops them: they are rendered in the browser instead.
  await page.goto(storefrontUrl(`/${configurable.url_key}.html`));
  await routerReady(page);
  expect(await isHydrated(page.locator('.product-block'))).toBe(false);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate('?ref=test'),
  );
  await expect(page).toHaveURL(/\?ref=test$/);
  await expect(blocks).toHaveCount(count);
  expect(await isHydrated(page.locator('.product-block'))).toBe(true);
  expect(problems).toEqual([]);
});

test("a tap on add to cart before the page's scripts run adds the product at once, and the description stays static until touched", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const product = await productOf('SimpleProduct', (entry) => entry.stock_status === 'IN_STOCK');
  await storeCookieChoice(page, false);
  // The scripts are held until the shopper has tapped: a slow phone shows the page seconds before.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load': the held scripts keep it from coming.
  await page.goto(storefrontUrl(`/${product.url_key}.html`), { waitUntil: 'commit' });
  await page.locator('.add-to-cart__quantity input').fill('2');
  const button = page.locator('.add-to-cart__button');
  await button.click();
  await expect(button, 'busy at once').toHaveAttribute('aria-busy', 'true');
  // Added while the page still waits for its scripts, in the quantity typed; a second tap adds nothing more.
  await expect
    .poll(() => cartLines(page).catch(() => []))
    .toEqual([expect.objectContaining({ quantity: 2, product: { sku: product.sku } })]);
  await button.click();
  await expect(page.locator('html'), 'hydration has not started').not.toHaveAttribute('data-hydrated', /./);
  release();
  await routerReady(page);
  // The live page finishes the add: the cart's count, the message, the button free again.
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByText('Das Produkt wurde in den Warenkorb gelegt.').first()).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(button).toBeEnabled();
  expect(await cartLines(page)).toEqual([
    expect.objectContaining({ quantity: 2, product: { sku: product.sku } }),
  ]);

  // The description is an island: its server html stays until the pointer comes to it.
  const description = page.locator('.product-description');
  if ((await description.count()) === 0) throw new Error('the seed gives simple products a description');
  expect(await isHydrated(description)).toBe(false);
  await description.hover();
  await expect.poll(() => isHydrated(description)).toBe(true);
  expect(problems).toEqual([]);
});
