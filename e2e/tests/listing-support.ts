import { expect, type Page } from '@playwright/test';
import { routerReady } from './support.js';

/** The router has hydrated and the listing is interactive: changes are client-side navigations. */
export async function hydrated(page: Page) {
  await routerReady(page);
  await expect(page.locator('.listing')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * No navigation is under way, and the listing shows the state of the page's url: the router changes
 * the address before React has rendered the next state, and a quick navigation may never show busy.
 */
export async function settled(page: Page) {
  const listing = page.locator('.listing');
  await expect(listing).toHaveAttribute('aria-busy', 'false');
  const url = new URL(page.url());
  await expect(listing).toHaveAttribute('data-location', url.pathname + url.search);
}

/** The final prices of the listing's product cards (not those of other lists on the page), in order. */
export async function shownPrices(page: Page): Promise<number[]> {
  return page
    .locator('.listing .product-card__price data')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('value'))));
}
