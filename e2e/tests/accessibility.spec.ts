import { createRequire } from 'node:module';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiQuery,
  createGuestCart,
  menuCategories,
  routerReady,
  stockedSimpleProducts,
  storeCartToken,
  storefrontNlUrl,
  storefrontUrl,
} from './support.js';

// Accessibility: axe-core with the WCAG 2.1 A and AA rules on every page type, the cart,
// each checkout step, login, registration and every account section, in both deployments, on a
// 390×844 phone and on a desktop. No rule is switched off. One page load per page and viewport;
// the guest pages first, then one login for the account and the customer's checkout.

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DEMO_PASSWORD = 'Demo-Pass1!';

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

interface Deployment {
  store: string;
  url: (path?: string) => string;
  customer: string;
  texts: {
    chooseCookies: string;
    acceptCookies: string;
    email: string;
    password: string;
    logIn: string;
    next: string;
  };
}

const DEPLOYMENTS: Record<string, Deployment> = {
  de: {
    store: 'de',
    url: storefrontUrl,
    customer: 'anna.mueller@example.com',
    texts: {
      chooseCookies: 'Andere Cookies wählen',
      acceptCookies: 'Alle akzeptieren',
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      logIn: 'Anmelden',
      next: 'Weiter',
    },
  },
  nl: {
    store: 'nl',
    url: storefrontNlUrl,
    customer: 'jan.devries@example.nl',
    texts: {
      chooseCookies: 'Andere cookies kiezen',
      acceptCookies: 'Alles accepteren',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      logIn: 'Inloggen',
      next: 'Verder',
    },
  },
};

const ACCOUNT_SECTIONS = [
  '',
  'orders',
  'wishlist',
  'addresses',
  'information',
  'newsletters',
  'contact',
  'change-password',
  'change-email',
  'reviews',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe on the open page (the WCAG 2.1 A/AA rules unless `runOnly` names others); one line per
 * violated rule, naming the page and the first elements.
 */
async function axeViolations(
  page: Page,
  name: string,
  runOnly: { type: 'tag' | 'rule'; values: string[] } = { type: 'tag', values: WCAG_21_AA },
): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(
    async (rules) =>
      (
        await (
          window as unknown as {
            axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> };
          }
        ).axe.run(document, { runOnly: rules, resultTypes: ['violations'] })
      ).violations,
    runOnly,
  );
  return violations.map(
    (violation) =>
      `${name}: ${violation.id} (${violation.impact}, ${violation.nodes.length}×) ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')} — ${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
  );
}

interface ProductEntry {
  __typename: string;
  url_key: string;
  stock_status: string;
}

/** One in-stock product of each type in the store view (the seed's first two hundred products). */
async function productOfEachType(store: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const page of [1, 2]) {
    const data = await apiQuery<{ products: { items: ProductEntry[] } }>(
      'query ($page: Int) { products(pageSize: 100, currentPage: $page) { items { __typename url_key stock_status } } }',
      { page },
      store,
    );
    for (const item of data.products.items) {
      if (item.stock_status === 'IN_STOCK' && !found.has(item.__typename)) {
        found.set(item.__typename, `/${item.url_key}.html`);
      }
    }
  }
  return found;
}

async function scanDeployment(browser: Browser, deployment: Deployment, device: keyof typeof VIEWPORTS) {
  // bypassCSP: axe's source is injected as a script the page's nonce does not cover.
  const context = await browser.newContext({ ...VIEWPORTS[device], bypassCSP: true });
  const page = await context.newPage();
  const { url, texts } = deployment;
  const found: string[] = [];

  /** One page load, hydrated and settled, then axe. */
  async function scan(path: string, name = path, status = 200) {
    const response = await page.goto(url(path));
    expect(response?.status(), `${name} answers`).toBe(status);
    await routerReady(page);
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page, `${device} ${deployment.store} ${name}`)));
  }

  /** The href of the first link matching `selector` on the open page. */
  async function firstHref(selector: string): Promise<string> {
    const href = await page.locator(selector).first().getAttribute('href');
    if (!href) throw new Error(`no link ${selector}`);
    return href;
  }

  // The first visit has the cookie bar, then its "choose" dialog; then all are accepted.
  await scan('/', 'home with the cookie bar');
  await page.getByRole('button', { name: texts.chooseCookies }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await axeViolations(page, `${device} ${deployment.store} cookie choice`)));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: texts.acceptCookies }).click();

  const [category] = await menuCategories(deployment.store);
  if (!category) throw new Error('no menu category');
  await scan(`/${category.url_path}`, 'category');
  for (const [type, path] of await productOfEachType(deployment.store)) await scan(path, type);
  await scan(`/search?q=${deployment.store === 'de' ? 'vitamin' : 'thee'}`, 'search');
  await scan('/about-us', 'cms page');
  await scan('/merken', 'brands');
  await scan(await firstHref('.brands-page__list a'), 'brand');
  await scan('/blog', 'blog');
  await scan(await firstHref('main a[href^="/blog/"]'), 'blog post');
  await scan('/faq', 'faq');
  await scan('/winkel', 'stores');
  await scan(await firstHref('main a[href^="/winkel/"]'), 'store');
  await scan('/no-such-page-at-all', '404', 404);
  await scan('/login', 'login');
  await scan('/create-account', 'registration');

  // The cart and the guest checkout with one product.
  const [product] = await stockedSimpleProducts(deployment.store, 10, 80);
  if (!product) throw new Error('no stocked product');
  await storeCartToken(page, await createGuestCart([{ sku: product.sku, quantity: 1 }], deployment.store));
  await scan('/checkout/cart', 'cart');
  await scan('/checkout', 'checkout: e-mail');
  await page.getByRole('textbox', { name: texts.email }).fill(`a11y-${Date.now()}@example.com`);
  await page.getByRole('button', { name: texts.next }).click();
  await expect(page.getByRole('form').first()).toBeVisible();
  found.push(...(await axeViolations(page, `${device} ${deployment.store} checkout: address`)));

  // Logged in (the guest cart merges into the customer's): account sections and the checkout with
  // saved addresses, where shipping and payment methods show.
  await page.goto(url('/login'));
  await routerReady(page);
  await page.getByLabel(texts.email).fill(deployment.customer);
  await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.logIn, exact: true }).click();
  await expect(page).toHaveURL(url('/account'));
  for (const section of ACCOUNT_SECTIONS)
    await scan(`/account/${section}`, `account ${section || 'overview'}`);
  await scan('/checkout', 'checkout: customer');

  await context.close();
  return found;
}

for (const [store, deployment] of Object.entries(DEPLOYMENTS)) {
  for (const device of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    test(`axe finds no WCAG 2.1 A/AA violation on the ${store} shop on a ${device}`, async ({ browser }) => {
      test.setTimeout(300_000);
      expect(await scanDeployment(browser, deployment, device)).toEqual([]);
    });
  }
}

// Touch targets on a phone: axe's target-size rule (WCAG 2.2 AA 2.5.8, the rule behind
// Lighthouse's "touch targets" audit) on the pages Lighthouse scores — home, the menu's categories
// (their listings end in the page numbers) and a product of each type. Every link and button is at
// least 24×24 px or has that much free space around it. The check is about each control's own size
// and spacing, so nothing overlays the page during it: the cookie choice is made first, and the
// product page's sticky add-to-cart row stays in the flow (otherwise axe also counts the control it
// happens to half cover, which depends on the product's content).
for (const [store, deployment] of Object.entries(DEPLOYMENTS)) {
  test(`every touch target of the ${store} shop's home, categories and products is large enough on a phone`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ ...VIEWPORTS.phone, bypassCSP: true });
    const page = await context.newPage();
    const categories = (await menuCategories(store)).map((category) => `/${category.url_path}`);
    const products = [...(await productOfEachType(store)).values()];
    const found: string[] = [];
    await page.goto(deployment.url('/'));
    await routerReady(page);
    await page.getByRole('button', { name: deployment.texts.acceptCookies }).click();
    for (const path of ['/', ...categories, ...products]) {
      await page.goto(deployment.url(path));
      await routerReady(page);
      await page.waitForLoadState('networkidle');
      await page.addStyleTag({ content: '.add-to-cart { position: static !important; }' });
      found.push(
        ...(await axeViolations(page, `${store} ${path}`, { type: 'rule', values: ['target-size'] })),
      );
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
