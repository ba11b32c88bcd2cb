import { expect, test } from '@playwright/test';
import { apiQuery, storefrontUrl, watchConsole } from './support.js';

interface MenuData {
  categoryList: {
    children: { name: string; url_path: string; include_in_menu: number; position: number }[];
  }[];
}
interface ProductsData {
  products: { items: { name: string }[] };
}

test('the German home page shows the menu and products from the api and navigates client-side', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const menu = await apiQuery<MenuData>(
    'query ($id: String) { categoryList(filters: { ids: { eq: $id } }) { children { name url_path include_in_menu position } } }',
    { id: '3' },
  );
  const topCategories = (menu.categoryList[0]?.children ?? [])
    .filter((category) => category.include_in_menu === 1)
    .sort((a, b) => a.position - b.position);
  expect(topCategories.length).toBeGreaterThan(0);
  const products = await apiQuery<ProductsData>(
    'query { products(filter: { category_id: { eq: "3" } }, pageSize: 12, sort: { name: ASC }) { items { name } } }',
    {},
  );
  const firstProduct = products.products.items[0]?.name;
  if (!firstProduct) throw new Error('the api answered no products');

  // Server-rendered: the HTML itself already holds the api's data.
  const html = await (await fetch(storefrontUrl('/'))).text();
  expect(html).toContain(firstProduct.replaceAll('&', '&amp;'));
  expect(html).toContain((topCategories[0]?.name ?? '').replaceAll('&', '&amp;'));

  const response = await page.goto(storefrontUrl('/'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/.+/);
  const menuLinks = page.getByRole('navigation').getByRole('link');
  for (const category of topCategories) {
    await expect(menuLinks.filter({ hasText: category.name }).first()).toBeVisible();
  }
  await expect(page.getByText(firstProduct, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-de.png'), fullPage: true });

  // A marker on window survives client-side navigation but not a full page load.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const target = topCategories[0];
  if (!target) throw new Error('no menu category');
  await menuLinks.filter({ hasText: target.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${target.url_path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await page.screenshot({ path: testInfo.outputPath('category-de.png') });

  expect(problems).toEqual([]);
});
