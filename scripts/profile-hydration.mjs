// `node scripts/profile-hydration.mjs BASE_URL PATH...`: where a page's main thread time goes on a
// phone, on a running storefront. Each page in a fresh browser context at 390 × 844 with the CPU
// slowed 4× (Emulation.setCPUThrottlingRate; no network throttling, so the figures are CPU only),
// the V8 sampling profiler on from navigation start until 2 s after the end of hydration. Prints,
// per page: the hydration's start and length, the long tasks, CPU time by script file, the
// components whose render took longest (self time of their function; readable names need a build
// with `react-router build --minify false`), and the elements per part of the page.
import { basename } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: node scripts/profile-hydration.mjs BASE_URL PATH...');
  process.exit(1);
}

// Notes the start (data-hydrated="false") and end ("true") of hydration and every long task, and
// keeps React's last committed tree (through the hook React DevTools use) to count what is hydrated.
const WATCH = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; },
    onCommitFiberRoot(id, root) { window.__root = root; }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  window.__marks = {};
  new MutationObserver(() => {
    const state = document.documentElement.dataset.hydrated;
    if (state && !(state in window.__marks)) window.__marks[state] = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

const ms = (value) => `${Math.round(value)} ms`;

/** Self time of each node of a V8 cpu profile, in ms (the CPU is slowed, so these are phone times). */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, { node, self: 0 }]));
  for (let index = 0; index < profile.samples.length; index++) {
    const entry = byId.get(profile.samples[index]);
    if (entry) entry.self += (profile.timeDeltas[index] ?? 0) / 1000;
  }
  return [...byId.values()];
}

/**
 * The CPU time the page's renderer main thread spent in tasks (their thread-clock durations), from
 * navigation until 2 s after hydration: it grows much less than wall-clock times when other work
 * shares the cores.
 */

function rendererCpu(trace) {
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    byThread.set(thread, (byThread.get(thread) ?? 0) + (event.tdur ?? 0) / 1000);
  }
  return Math.max(0, ...byThread.values());
}

function top(map, count) {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

async function profilePage(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(WATCH);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 120_000 });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const mainThreadCpu = rendererCpu(JSON.parse(String(await browser.stopTracing())));
  const facts = await page.evaluate(() => {
    const count = (selector) =>
      [...document.querySelectorAll(selector)].reduce(
        (sum, element) => sum + 1 + element.querySelectorAll('*').length,
        0,
      );
    // Fibers of the committed tree: parts still waiting (dehydrated Suspense boundaries) have none.
    const hydrated = { components: 0, elements: 0 };
    const stack = window.__root ? [window.__root.current] : [];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if ([0, 1, 11, 14, 15].includes(fiber.tag)) hydrated.components++;
      if (fiber.tag === 5) hydrated.elements++;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return {
      marks: window.__marks,
      hydrated,
      longTasks: window.__longTasks,
      fcp,
      elements: {
        all: document.querySelectorAll('*').length,
        header: count('header.site-header'),
        main: count('main'),
        footer: count('footer'),
        'in islands': count('.hydrate-when-visible, .island'),
      },
    };
  });
  await context.close();

  const nodes = selfTimes(profile);
  const byFile = new Map();
  const byFunction = new Map();
  const anyFunction = new Map();
  let total = 0;
  for (const { node, self } of nodes) {
    const { url: script, functionName, lineNumber } = node.callFrame;
    total += self;
    const file = script
      ? basename(script).replace(/-[\w-]{8}\.js$/, '.js')
      : `(${functionName || 'program'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + self);
    if (script) {
      const key = `${functionName || '(anonymous)'} (${basename(script).replace(/-[\w-]{8}\.js$/, '.js')}:${lineNumber + 1})`;
      anyFunction.set(key, (anyFunction.get(key) ?? 0) + self);
    }
    // Components are functions named in PascalCase, in the shop's own chunks (not the framework's).
    if (/^[A-Z]/.test(functionName) && script && !script.includes('framework')) {
      const key = `${functionName} (${basename(script).replace(/-[\w-]{8}\.js$/, '.js')}:${lineNumber + 1})`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + self);
    }
  }
  const hydrationStart = facts.marks.false;
  const hydrationEnd = facts.marks.true;
  console.log(`\n## ${url}`);
  console.log(
    `first contentful paint ${ms(facts.fcp ?? 0)}; hydration ${ms(hydrationStart)} → ${ms(hydrationEnd)} (${ms(hydrationEnd - hydrationStart)}); CPU sampled ${ms(total)}`,
  );
  console.log(
    `long tasks: ${facts.longTasks.map(([start, duration]) => `${ms(duration)} at ${ms(start)}`).join(', ') || 'none'}`,
  );
  console.log(`main thread CPU time (thread clock): ${ms(mainThreadCpu)}`);
  console.log(`hydrated: ${facts.hydrated.components} components, ${facts.hydrated.elements} elements`);
  console.log(
    `elements: ${Object.entries(facts.elements)
      .map(([part, count]) => `${part} ${count}`)
      .join(', ')}`,
  );
  console.log('CPU by script file:');
  for (const [file, time] of top(byFile, 10)) console.log(`  ${ms(time)}\t${file}`);
  console.log('functions (self time):');
  for (const [name, time] of top(anyFunction, 12)) console.log(`  ${ms(time)}\t${name}`);
  console.log('component render functions (self time):');
  for (const [name, time] of top(byFunction, 15)) console.log(`  ${ms(time)}\t${name}`);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const path of paths) await profilePage(browser, new URL(path, base).toString());
} finally {
  await browser.close();
}
