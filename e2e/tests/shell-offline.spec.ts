import { expect, test } from '@playwright/test';
import { menuCategories, startOwnStorefront } from './support.js';

// The service worker (docs/BEHAVIOUR.md#the-shop): a visited page opens offline. This journey runs its own
// storefront, so that it can stop the server and prove the page comes from the worker's cache.

test('a visited category page opens offline after the service worker cached it', async ({
  page,
  context,
}) => {
  const [category] = await menuCategories('de');
  if (!category) throw new Error('no menu category');
  const storefront = await startOwnStorefront();
  try {
    const states: string[] = [];
    page.on('console', (message) => {
      const match = /service worker: (.+?)(?:\s\d+ files)?$/.exec(message.text());
      if (match?.[1]) states.push(match[1]);
    });
    await page.goto(`${storefront.url}/${category.url_path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect.poll(() => states, { timeout: 20_000 }).toContain('cached');
    expect(states).toEqual(expect.arrayContaining(['registered', 'ready']));
    const cachedPages = await page.evaluate(async () => {
      const cache = await caches.open('shop-pages');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cachedPages).toContain(`/${category.url_path}`);

    // No server, no network: the page comes from the worker.
    await storefront.stop();
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect.poll(() => states).toContain('offline');
  } finally {
    await context.setOffline(false);
    await storefront.stop();
  }
});
