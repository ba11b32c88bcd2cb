import { expect, test } from '@playwright/test';
import { apiQuery, routerReady, storefrontUrl, watchConsole } from './support.js';

// The compare list (docs/BEHAVIOUR.md#local-storage: kept in local storage): two products added on their pages, shown
// side by side on the compare page reached from the header, removed again there.

interface Candidate {
  sku: string;
  name: string;
  url_key: string;
  information_attributes: { code: string; label: string; value: string | null }[] | null;
}

test('compares two products side by side and removes them again', async ({ page }) => {
  const problems = watchConsole(page);
  const data = await apiQuery<{ products: { items: Candidate[] } }>(
    `{ products(filter: { price: { from: "1" } }, pageSize: 40) {
      items { sku name url_key information_attributes { code label value } } } }`,
    {},
  );
  const withAttributes = data.products.items.filter((item) =>
    (item.information_attributes ?? []).some((attribute) => attribute.value),
  );
  const first = withAttributes[0];
  const second = withAttributes.find((item) => item.name !== first?.name);
  if (!first || !second) throw new Error('no products with attributes');

  for (const product of [first, second]) {
    await page.goto(storefrontUrl(`/${product.url_key}.html`));
    await routerReady(page);
    await page.getByRole('button', { name: `${product.name} zum Vergleich hinzufügen` }).click();
    await expect(
      page.getByRole('button', { name: `${product.name} aus dem Vergleich entfernen` }),
    ).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('compare-count')).toHaveText('2');
  const stored = await page.evaluate(() => window.localStorage.getItem('compareProducts'));
  expect(JSON.parse(stored ?? '{}').state).toEqual({ skus: [first.sku, second.sku] });

  await page.getByRole('link', { name: 'Produktvergleich, 2 Produkte' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByRole('table', { name: 'Produktvergleich' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('columnheader').nth(0)).toContainText(first.name);
  await expect(table.getByRole('columnheader').nth(1)).toContainText(second.name);
  // Every information attribute of the first product has its row with the value in its column.
  for (const attribute of (first.information_attributes ?? []).filter((entry) => entry.value)) {
    const row = table.getByRole('row', { name: new RegExp(`^${escapeRegExp(attribute.label)}`) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(attribute.value ?? '');
  }
  await expect(table.getByRole('rowheader', { name: 'Preis' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Verfügbarkeit' })).toBeVisible();

  await table.getByRole('button', { name: `${first.name} aus dem Vergleich entfernen` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  await expect(table.getByRole('columnheader')).toContainText(second.name);
  await expect(page.getByTestId('compare-count')).toHaveText('1');

  await table.getByRole('button', { name: `${second.name} aus dem Vergleich entfernen` }).click();
  await expect(page.getByText('Sie haben keine Produkte zum Vergleichen.')).toBeVisible();
  await expect(page.getByTestId('compare-count')).toHaveCount(0);

  // The list lives in local storage: a reload still shows it empty.
  await page.reload();
  await routerReady(page);
  await expect(page.getByText('Sie haben keine Produkte zum Vergleichen.')).toBeVisible();
  expect(problems).toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
