// The "first tap works" and next-paint figures of `npm run bench:lighthouse`: a phone emulated in
// Chromium through the DevTools protocol (CPU 4x slower, Lighthouse's slow 4G), each measurement in a
// fresh browser context (cold cache, no service worker). Times are read in the page itself, from
// navigation start (performance.timeOrigin), so the harness's own latency does not count.
import { chromium } from 'playwright-core';

/** Lighthouse's "slow 4G" as DevTools applies it (its mobileSlow4G, devtools throttling). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A shopper who taps again and again until something happens. */
const TAP_EVERY_MS = 150;
/** A tap that has not worked after this long counts as "never" (the figure then says so). */
const GIVE_UP_MS = 20_000;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// Runs in the page before any of its scripts: notes when each tap (a trusted click event, seen at the
// window before anything can stop it) arrived, when the effect `window.__effect` names first shows,
// when the page became live (hydrated) and when the shop first answered an add to cart.
const WATCH_TAPS = `
  window.__taps = [];
  window.__effectAt = undefined;
  addEventListener('click', (event) => event.isTrusted && window.__taps.push(event.timeStamp), true);
  new MutationObserver(() => {
    if (window.__effectAt === undefined && window.__effect && document.querySelector(window.__effect))
      window.__effectAt = performance.now();
    if (window.__liveAt === undefined && document.documentElement.dataset.hydrated === 'true')
      window.__liveAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  const shopFetch = window.fetch;
  window.fetch = function (input, init) {
    const answer = shopFetch.apply(this, arguments);
    if (typeof init?.body === 'string' && init.body.includes('addProductsToCart'))
      answer.then(() => { window.__addedAt ??= performance.now(); }, () => {});
    return answer;
  };
  window.__interactions = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__interactions.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {}
`;

async function phonePage(browser) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.addInitScript(WATCH_TAPS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * The shopper taps `control` once, as soon as it is painted, and waits for `effect` (a selector): when
 * the tap came and when its effect showed (from navigation start). A tap that is lost (no effect 3 s
 * after hydration) is followed by a tap every 150 ms until one works: then also when that came.
 */
async function firstTap(browser, url, { control, effect }) {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript((selector) => {
      window.__effect = selector;
    }, effect);
    await page.goto(url, { waitUntil: 'commit' });
    const started = Date.now();
    const tap = async () => {
      for (;;) {
        if (Date.now() - started > GIVE_UP_MS) return false;
        // A shopper taps what is painted: before the first paint a control's box is that of the page
        // without its styles, and a tap there lands on whatever the styled page shows at that point.
        const painted = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
        );
        if (!painted) {
          await new Promise((done) => setTimeout(done, 50));
          continue;
        }
        const element = page.locator(control).first();
        let box = await element.boundingBox({ timeout: 50 }).catch(() => null);
        // A control below the first screen: the shopper scrolls to it first.
        if (box && (box.y < 0 || box.y + box.height > PHONE.viewport.height)) {
          await element.scrollIntoViewIfNeeded();
          box = await element.boundingBox();
        }
        if (box) {
          await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
          return true;
        }
        await new Promise((done) => setTimeout(done, 50));
      }
    };
    const read = () =>
      page.evaluate(() => ({
        taps: window.__taps,
        effectAt: window.__effectAt,
        liveAt: window.__liveAt,
        addedAt: window.__addedAt,
      }));
    if (!(await tap())) return {};
    // Wait for the effect of that one tap, until 3 s after the page is live; then, for add to cart,
    // until the shop has answered and the page is live (when the product was in the cart, and when
    // the page could show it).
    let liveSince;
    for (;;) {
      const { taps, effectAt, liveAt, addedAt } = await read();
      if (
        effectAt !== undefined &&
        liveAt !== undefined &&
        (addedAt !== undefined || !control.includes('add-to-cart'))
      )
        return { tappedAt: taps[0], effectAt, liveAt, addedAt };
      if (effectAt !== undefined && Date.now() - started > GIVE_UP_MS) return { tappedAt: taps[0], effectAt };
      const live = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
      liveSince ??= live ? Date.now() : undefined;
      if ((liveSince && Date.now() - liveSince > 3000) || Date.now() - started > GIVE_UP_MS) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    for (;;) {
      if (!(await tap())) return { lostAt: (await read()).taps[0] };
      const { taps, effectAt } = await read();
      if (effectAt !== undefined) {
        return { lostAt: taps[0], tappedAt: taps.filter((time) => time <= effectAt).at(-1), effectAt };
      }
      await new Promise((done) => setTimeout(done, TAP_EVERY_MS));
    }
  } finally {
    await context.close();
  }
}

/**
 * INP-style figure: once the page is live, the longest event duration (input to next paint, as the
 * Event Timing API reports it) of `act`, repeated `times`; `settled` waits for its effect, `reset`
 * undoes it.
 */
async function nextPaint(browser, url, { act, settled, reset, times = 3 }) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 120_000 });
    // Let what runs after hydration (lazily loaded parts, the cart's start) settle first.
    await page.waitForTimeout(2000);
    const durations = [];
    for (let time = 0; time < times; time++) {
      const since = await page.evaluate(() => performance.now());
      await act(page);
      await settled(page);
      const longest = await page.evaluate(
        (from) =>
          Math.max(
            0,
            ...window.__interactions.filter((entry) => entry.start >= from).map((entry) => entry.duration),
          ),
        since,
      );
      durations.push(longest);
      if (reset) await reset(page);
      await page.waitForTimeout(300);
    }
    return durations;
  } finally {
    await context.close();
  }
}

const tapOn = (selector) => (page) => page.locator(selector).first().tap();
const shows = (selector) => async (page) => {
  await page.waitForSelector(selector, { timeout: 30_000 });
  await page.waitForTimeout(300);
};

/**
 * The first-tap and next-paint figures of one deployment's product and category page. `pages`:
 * { product, category } urls. Returns rows of [what, figure].
 */
export async function measureTaps(chromiumPath, flags, pages) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  try {
    const first = {
      'add to cart (product)': await firstTap(browser, pages.product, {
        control: '.add-to-cart__button',
        effect: '.add-to-cart__button[aria-busy="true"], [data-testid="cart-count"]',
      }),
      'filter button (category)': await firstTap(browser, pages.category, {
        control: '.listing__filter-toggle',
        effect: '.listing__filter-toggle[aria-expanded="true"]',
      }),
      'menu button (category)': await firstTap(browser, pages.category, {
        control: '.main-menu__toggle',
        effect: '.main-menu__toggle[aria-expanded="true"]',
      }),
    };
    const paints = {
      'add to cart': await nextPaint(browser, pages.product, {
        act: tapOn('.add-to-cart__button'),
        // Busy at once, then the cart's answer over the slow line.
        settled: async (page) => {
          await page.waitForSelector('.add-to-cart__button[aria-busy="true"]', { timeout: 30_000 });
          await page.waitForSelector('.add-to-cart__button:not([aria-busy])', { timeout: 60_000 });
        },
      }),
      'open filter drawer': await nextPaint(browser, pages.category, {
        act: tapOn('.listing__filter-toggle'),
        settled: shows('.listing__filter-toggle[aria-expanded="true"]'),
        reset: (page) => page.keyboard.press('Escape'),
      }),
      'change sort': await nextPaint(browser, pages.category, {
        act: async (page) => {
          await page.locator('select[name="sort"]').focus();
          await page.keyboard.press('ArrowDown');
        },
        // The next listing arrives over the slow line; the figure is the change's own next paint.
        settled: async (page) => {
          await page.waitForTimeout(500);
          await page.waitForSelector('.listing[aria-busy="false"]', { timeout: 60_000 });
        },
      }),
      'open mini-cart': await nextPaint(browser, pages.category, {
        act: tapOn('.mini-cart__toggle'),
        settled: shows('.mini-cart__toggle[aria-expanded="true"]'),
        reset: (page) => page.keyboard.press('Escape'),
      }),
    };
    return { first, paints };
  } finally {
    await browser.close();
  }
}
