import { expect, type Page } from '@playwright/test';
import { routerReady } from './support.js';

/** The router has hydrated and the listing is interactive: changes are client-side navigations. */
export async function hydrated(page: Page) {
  await routerReady(page);
  await expect(page.locator('.listing')).toHaveAttribute('data-hydrated', 'true');
}

/** No navigation is under way. */
export async function settled(page: Page) {
  await expect(page.locator('.listing')).toHaveAttribute('aria-busy', 'false');
}

/** The final prices of the listing's product cards (not those of other lists on the page), in order. */
export async function shownPrices(page: Page): Promise<number[]> {
  return page
    .locator('.listing .product-card__price data')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('value'))));
}
