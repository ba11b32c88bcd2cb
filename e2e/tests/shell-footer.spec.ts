import { expect, test } from '@playwright/test';
import { apiQuery, isHydrated, routerReady, storefrontUrl, watchConsole } from './support.js';

// Footer from CMS blocks (links rewritten: internal ones are router links, http, mailto and tel
// stay anchors) and the global messages bar in the api's colours.

const FOOTER_BLOCKS = [
  'footer-links-1',
  'footer-links-2',
  'footer-links-3',
  'footer-contact',
  'footer-social',
];

interface Blocks {
  cmsBlocks: { items: { identifier: string; title: string; content: string }[] };
}
interface Messages {
  globalMessages: { text: string; background_color: string; text_color: string }[];
}

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

test('the footer shows the CMS blocks with internal router links and external anchors', async ({ page }) => {
  const problems = watchConsole(page);
  const { cmsBlocks } = await apiQuery<Blocks>(
    'query ($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }',
    { ids: FOOTER_BLOCKS },
  );
  expect(cmsBlocks.items.length).toBeGreaterThan(0);
  await page.goto(storefrontUrl('/'));
  await routerReady(page);
  const footer = page.getByRole('contentinfo');
  // The footer is an island: the page hydrates without it, its server html stays.
  expect(await isHydrated(footer)).toBe(false);
  for (const block of cmsBlocks.items) {
    await expect(footer.getByRole('heading', { name: block.title, exact: true })).toBeVisible();
  }

  // Every link of the blocks is there: paths as they are (German is the default language),
  // absolute links as anchors that leave the shop.
  const hrefs = cmsBlocks.items.flatMap((block) =>
    [...block.content.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? ''),
  );
  for (const href of hrefs) await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  expect(hrefs.some((href) => href.startsWith('tel:'))).toBe(true);
  expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(true);
  const external = hrefs.find((href) => href.startsWith('https://'));
  await expect(footer.locator(`a[href="${external}"]`).first()).toHaveAttribute('rel', 'noopener noreferrer');

  // An internal link (a CMS page, found through route(url)) navigates inside the app and scrolls
  // to the top of the new page, also while the footer is not hydrated (a click without pointer
  // events before it, which would hydrate it).
  let internal: string | undefined;
  let heading: string | undefined;
  for (const href of hrefs.filter((candidate) => candidate.startsWith('/'))) {
    const { route } = await apiQuery<{
      route: { type: string; title?: string; content_heading?: string } | null;
    }>('query ($url: String!) { route(url: $url) { type ... on CmsPage { title content_heading } } }', {
      url: href.slice(1),
    });
    if (route?.type === 'CMS_PAGE') {
      internal = href;
      heading = route.content_heading || route.title;
      break;
    }
  }
  if (!internal || !heading) throw new Error('no footer link leads to a CMS page');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await footer.locator(`a[href="${internal}"]`).first().scrollIntoViewIfNeeded();
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  expect(scrolledBefore).toBeGreaterThan(0);
  expect(await isHydrated(footer)).toBe(false);
  await footer.locator(`a[href="${internal}"]`).first().dispatchEvent('click', { button: 0 });
  await expect(page).toHaveURL(storefrontUrl(internal));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // The new page could keep part of the old scroll position; it is at the top instead.
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(Math.min(room, scrolledBefore)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(problems).toEqual([]);
});

test('the global messages bar shows the active messages in their colours', async ({ page }) => {
  const { globalMessages } = await apiQuery<Messages>(
    'query { globalMessages { text background_color text_color } }',
    {},
  );
  const [message] = globalMessages;
  if (!message) throw new Error('the api has no active global message');
  await page.goto(storefrontUrl('/'));
  const bar = page.getByRole('complementary', { name: 'Hinweise' });
  const text = bar.getByText(message.text, { exact: true });
  await expect(text).toBeVisible();
  const colours = await text.evaluate((element) => {
    const style = getComputedStyle(element.parentElement as HTMLElement);
    return { background: style.backgroundColor, color: style.color };
  });
  expect(colours).toEqual({
    background: hexToRgb(message.background_color),
    color: hexToRgb(message.text_color),
  });
  await expect(bar.locator('p')).toHaveCount(globalMessages.length);
});
