import { expect, test } from '@playwright/test';
import { settled } from './listing-support.js';
import { apiQuery, storefrontUrl, watchConsole } from './support.js';

// The part finder: type → brand → model → year → cylinder, each list loaded for the choices
// before it, the selection in the url, the fitting parts as a listing (12 a page).

interface Options {
  partfinderOptions: Record<
    'types' | 'brands' | 'models' | 'years' | 'cilinders',
    Array<{ id: number; label: string }>
  >;
}

const STEPS = [
  ['type', 'types', 'Fahrzeugtyp'],
  ['brand', 'brands', 'Marke'],
  ['model', 'models', 'Modell'],
  ['year', 'years', 'Baujahr'],
  ['cilinder', 'cilinders', 'Hubraum'],
] as const;

test('pick type, brand, model, year and cylinder to a result list kept in the url', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(storefrontUrl('/partfinder'));
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
  await expect(page.locator('.listing')).toHaveCount(0);
  const chosen: Record<string, number> = {};
  for (const [step, list, label] of STEPS) {
    const options = (
      await apiQuery<Options>(
        'query ($type_id: Int, $brand_id: Int, $model_id: Int, $year_id: Int) { partfinderOptions(type_id: $type_id, brand_id: $brand_id, model_id: $model_id, year_id: $year_id) { types { id label } brands { id label } models { id label } years { id label } cilinders { id label } } }',
        { type_id: chosen.type, brand_id: chosen.brand, model_id: chosen.model, year_id: chosen.year },
      )
    ).partfinderOptions[list];
    if (options.length === 0) break;
    const select = page.getByLabel(label, { exact: true });
    await expect(select.locator('option')).toHaveCount(options.length + 1);
    const first = options[0];
    if (!first) break;
    await select.selectOption(String(first.id));
    chosen[step] = first.id;
    const query = new URLSearchParams(Object.entries(chosen).map(([key, value]) => [key, String(value)]));
    await expect(page).toHaveURL(storefrontUrl(`/partfinder?${query}`));
    await expect(page.locator('.listing')).toBeVisible();
    await settled(page);
  }
  expect(Object.keys(chosen).length).toBeGreaterThanOrEqual(2);
  const total = Number(((await page.locator('.listing__total').textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  await expect(page.locator('.product-card')).toHaveCount(Math.min(total, 12));

  // The selection survives a reload; changing an early step clears the later ones.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('Fahrzeugtyp', { exact: true })).toHaveValue(String(chosen.type));
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter?.state.initialized === true,
  );
  await page.getByLabel('Marke', { exact: true }).first().selectOption('');
  await expect(page).toHaveURL(storefrontUrl(`/partfinder?type=${chosen.type}`));
  await expect(page.getByLabel('Modell', { exact: true })).toBeDisabled();
  expect(problems).toEqual([]);
});
