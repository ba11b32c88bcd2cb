import { expect, test } from '@playwright/test';
import { menuCategories, routerReady, storefrontUrl, watchConsole } from './support.js';

// The main menu (docs/BEHAVIOUR.md#main-menu): dropdown columns of the configured size (10 in the German
// deployment), collapsed until opened by mouse or keyboard, links leading to the category pages.

test('a dropdown opens on hover and leads to a subcategory', async ({ page }) => {
  const problems = watchConsole(page);
  const categories = await menuCategories('de');
  const parent = categories.find((category) => (category.children?.length ?? 0) > 0);
  if (!parent?.children) throw new Error('the api has no menu category with children');
  const child = parent.children[parent.children.length - 1];
  if (!child) throw new Error('no child');

  await page.goto(storefrontUrl('/'));
  // Hover and keys reach the menu once React has hydrated it.
  await routerReady(page);
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  const toggle = menu.getByRole('button', { name: `Unterkategorien von ${parent.name}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const dropdown = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(dropdown).toBeHidden();

  await menu.getByRole('link', { name: parent.name, exact: true }).hover();
  await expect(dropdown).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Columns of at most 10 entries, in position order.
  const columns = dropdown.getByRole('list');
  await expect(columns).toHaveCount(Math.ceil(parent.children.length / 10));
  await expect(columns.first().getByRole('link')).toHaveCount(Math.min(10, parent.children.length));
  await expect(dropdown.getByRole('link').first()).toHaveText(parent.children[0]?.name ?? '');

  await dropdown.getByRole('link', { name: child.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${child.url_path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.name);
  // Navigating closes the dropdown.
  await page.mouse.move(5, 600);
  await expect(dropdown).toBeHidden();
  expect(problems).toEqual([]);
});

test('a click on a dropdown toggle before the page is live opens it at once, and the live page keeps it open', async ({
  page,
}) => {
  const categories = await menuCategories('de');
  const parent = categories.find((category) => (category.children?.length ?? 0) > 0);
  if (!parent) throw new Error('the api has no menu category with children');
  // The page's scripts are held back: it is painted, and cannot answer yet.
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(storefrontUrl('/'), { waitUntil: 'commit' });
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  const toggle = menu.getByRole('button', { name: `Unterkategorien von ${parent.name}` });
  const dropdown = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await toggle.click();
  await expect(dropdown).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html'), 'hydration has not started').not.toHaveAttribute('data-hydrated', /./);
  release();
  await routerReady(page);
  await expect(dropdown).toBeVisible();
  // React's state is the open one: a second click closes it.
  await toggle.click();
  await expect(dropdown).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.unroute(scripts);
});

test('a dropdown opens with the keyboard and closes with Escape', async ({ page }) => {
  const problems = watchConsole(page);
  const categories = await menuCategories('de');
  const parent = categories.find((category) => (category.children?.length ?? 0) > 1);
  const child = parent?.children?.[1];
  if (!parent || !child) throw new Error('the api has no menu category with two children');

  await page.goto(storefrontUrl('/'));
  // Hover and keys reach the menu once React has hydrated it.
  await routerReady(page);
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  const toggle = menu.getByRole('button', { name: `Unterkategorien von ${parent.name}` });
  const dropdown = page.locator(`#${await toggle.getAttribute('aria-controls')}`);

  await menu.getByRole('link', { name: parent.name, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dropdown.getByRole('link', { name: child.name, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${child.url_path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.name);
  expect(problems).toEqual([]);
});

test('on a small screen the menu opens with the navbar toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const [first] = await menuCategories('de');
  if (!first) throw new Error('no menu category');
  await page.goto(storefrontUrl('/'));
  // Hover and keys reach the menu once React has hydrated it.
  await routerReady(page);
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  const link = menu.getByRole('link', { name: first.name, exact: true });
  await expect(link).toBeHidden();
  await menu.getByRole('button', { name: 'Menü', exact: true }).click();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expect(link).toBeHidden();
});
