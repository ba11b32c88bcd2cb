import { expect, test } from '@playwright/test';
import { menuCategories, routerReady, storefrontNlUrl, watchConsole } from './support.js';

// The Dutch deployment: nl without prefix, en and de under /en and /de (docs/BEHAVIOUR.md#language-prefix "Language
// prefix"). A language switch keeps the shopper on the same category, whose url differs per language.

test('switching the language on a category page keeps the category', async ({ page }) => {
  const problems = watchConsole(page);
  const [dutch, english, german] = await Promise.all([
    menuCategories('nl'),
    menuCategories('en'),
    menuCategories('de'),
  ]);
  const category = dutch.find((entry) => (entry.children?.length ?? 0) > 0);
  if (!category?.children) throw new Error('the api has no menu category with children');
  const inEnglish = english.find((entry) => entry.uid === category.uid);
  const inGerman = german.find((entry) => entry.uid === category.uid);
  if (!inEnglish || !inGerman) throw new Error('the category is missing in a store view');

  // Server-rendered with hreflang alternates for the three languages.
  const html = await (await fetch(storefrontNlUrl(`/${category.url_path}`))).text();
  for (const [language, path] of [
    ['nl', `/${category.url_path}`],
    ['en', `/en/${inEnglish.url_path}`],
    ['de', `/de/${inGerman.url_path}`],
  ]) {
    expect(html).toContain(`hrefLang="${language}" href="${storefrontNlUrl(path)}"`);
  }

  await page.goto(storefrontNlUrl(`/${category.url_path}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  // Dutch dropdowns break at 11 entries. The live page's toggle: shell-menu.spec.ts has the click
  // before hydration, which here came first in 1 of 30 runs and left the dropdown open after the
  // second click (not understood yet).
  await routerReady(page);
  const toggle = page.getByRole('button', { name: `Subcategorieën van ${category.name}` });
  await toggle.click();
  const dropdown = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(dropdown.getByRole('list')).toHaveCount(Math.ceil(category.children.length / 11));
  await toggle.click();
  await expect(dropdown).toBeHidden();

  const switcher = page.getByRole('navigation', { name: 'Taal kiezen' });
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(storefrontNlUrl(`/en/${inEnglish.url_path}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inEnglish.name);
  // The frame speaks English now, and menu links carry the prefix.
  const englishMenu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(englishMenu.getByRole('link', { name: inEnglish.name, exact: true })).toHaveAttribute(
    'href',
    `/en/${inEnglish.url_path}`,
  );

  await page
    .getByRole('navigation', { name: 'Choose language' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page).toHaveURL(storefrontNlUrl(`/de/${inGerman.url_path}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inGerman.name);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page
    .getByRole('navigation', { name: 'Sprache wählen' })
    .getByRole('link', { name: 'Nederlands' })
    .click();
  await expect(page).toHaveURL(storefrontNlUrl(`/${category.url_path}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
  expect(problems).toEqual([]);
});

test('a fixed route keeps its path across languages and the default prefix is stripped', async ({ page }) => {
  const response = await fetch(storefrontNlUrl('/nl/search?q=thee'), { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/search?q=thee');

  await page.goto(storefrontNlUrl('/en/search?q=tea'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await page
    .getByRole('navigation', { name: 'Choose language' })
    .getByRole('link', { name: 'Nederlands' })
    .click();
  await expect(page).toHaveURL(storefrontNlUrl('/search?q=tea'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken');
});
