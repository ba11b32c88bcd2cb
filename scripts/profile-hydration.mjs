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
 * The page's renderer main thread in the trace (the one with the most task time), with the CPU time
 * it spent in tasks (their thread-clock durations) from navigation until 2 s after hydration: it
 * grows much less than wall-clock times when other work shares the cores.
 */
function rendererMainThread(trace) {
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasksByThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const tasks = tasksByThread.get(thread) ?? [];
    tasks.push(event);
    tasksByThread.set(thread, tasks);
  }
  const cpuOf = (tasks) => tasks.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0);
  const [thread, tasks] = [...tasksByThread.entries()].reduce(
    (most, next) => (cpuOf(next[1]) > cpuOf(most[1]) ? next : most),
    ['', []],
  );
  const [pid] = thread.split(':').map(Number);
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.pid === pid && event.args?.data?.isLoadingMainFrame,
  );
  return { cpu: cpuOf(tasks), tasks, navigationStart: navigation?.ts ?? tasks[0]?.ts ?? 0 };
}

/**
 * What ran in each long task (50 ms or more of the slowed CPU) of the main thread: the profile's
 * samples in its time (trace and profile share the clock), as self time by function and as the
 * time of the shop's own functions (not the framework's) anywhere on the stack.
 */
function longTaskContents(profile, mainThread) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nameOf = (node) => {
    const { url: script, functionName, lineNumber } = node.callFrame;
    if (!script) return `(${functionName || 'program'})`;
    return `${functionName || '(anonymous)'} (${basename(script).replace(/-[\w-]{8}\.js$/, '.js')}:${lineNumber + 1})`;
  };
  const samples = [];
  let time = profile.startTime;
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index] ?? 0;
    samples.push({ time, id: profile.samples[index], weight: (profile.timeDeltas[index + 1] ?? 0) / 1000 });
  }
  const longTasks = mainThread.tasks.filter((task) => task.dur >= 50_000);
  return longTasks.map((task) => {
    const self = new Map();
    const own = new Map();
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time > task.ts + task.dur) continue;
      const node = nodes.get(sample.id);
      if (!node) continue;
      const name = nameOf(node);
      self.set(name, (self.get(name) ?? 0) + sample.weight);
      const seen = new Set();
      for (let id = sample.id; id !== undefined; id = parents.get(id)) {
        const frame = nodes.get(id);
        const script = frame.callFrame.url;
        if (!script || script.includes('framework') || !frame.callFrame.functionName) continue;
        const key = nameOf(frame);
        if (seen.has(key)) continue;
        seen.add(key);
        own.set(key, (own.get(key) ?? 0) + sample.weight);
      }
    }
    return { start: (task.ts - mainThread.navigationStart) / 1000, duration: task.dur / 1000, self, own };
  });
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
  const mainThread = rendererMainThread(JSON.parse(String(await browser.stopTracing())));
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
  console.log(`main thread CPU time (thread clock): ${ms(mainThread.cpu)}`);
  console.log('long tasks of the trace, with what ran in them:');
  for (const task of longTaskContents(profile, mainThread)) {
    const list = (map) =>
      top(map, 10)
        .map(([name, time]) => `${name} ${ms(time)}`)
        .join(', ');
    console.log(`  ${ms(task.duration)} at ${ms(task.start)}`);
    console.log(`    self: ${list(task.self)}`);
    if (task.own.size > 0) console.log(`    the shop's functions: ${list(task.own)}`);
  }
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
