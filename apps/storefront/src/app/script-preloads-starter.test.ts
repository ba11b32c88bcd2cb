// @vitest-environment jsdom
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRELOADS_PER_TASK,
  STARTER_MOST_WAIT_MS,
  startScriptsAfterFirstPaint,
} from './script-preloads.server';

const PAGE =
  '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>page</p>' +
  '<script type="module">import("/a.js")</script></body></html>';

/** The starter script the transform writes before `</body>`, as the browser would run it. */
async function starterOf(html: string): Promise<() => void> {
  const out = await text(Readable.from([html]).pipe(startScriptsAfterFirstPaint(undefined)));
  const script = /<script>(\(function\(p\).*)<\/script><\/body>/.exec(out)?.[1];
  expect(script, 'the starter ends the body').toBeTruthy();
  document.body.innerHTML = out.slice(out.indexOf('<body>') + 6, out.indexOf('<script>(function'));
  return new Function(script ?? '') as () => void;
}

const started = () => document.querySelector('script[type="module"]') !== null;
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** A PerformanceObserver as browsers have it: observing an unknown entry type does not throw. */
function performanceObserver(supportedEntryTypes: string[]) {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void)[] =
    [];
  class Observer {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return {
    firstContentfulPaint: () => {
      for (const callback of observers) callback({ getEntriesByName: () => [{}] }, { disconnect() {} });
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the scripts’ starter, in a browser', () => {
  it('starts the scripts with the first contentful paint: the preloads and a running module script', async () => {
    const paint = performanceObserver(['paint', 'navigation']);
    (await starterOf(PAGE))();
    vi.advanceTimersByTime(200);
    expect(started()).toBe(false);
    paint.firstContentfulPaint();
    expect(preloaded()).toEqual(['/a.js']);
    vi.advanceTimersToNextTimer();
    expect(started()).toBe(true);
    expect(document.querySelector('script[type="module"]')?.textContent).toBe('import("/a.js")');
  });

  it(`inserts ${PRELOADS_PER_TASK} preloads in a task, the module script in the task after the last`, async () => {
    const paths = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, index) => `/chunk-${index}.js`);
    const page = PAGE.replace(
      '<link rel="modulepreload" href="/a.js"/>',
      paths.map((path) => `<link rel="modulepreload" href="${path}"/>`).join(''),
    );
    const paint = performanceObserver(['paint']);
    (await starterOf(page))();
    paint.firstContentfulPaint();
    expect(preloaded()).toEqual(paths.slice(0, PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(paths.slice(0, 2 * PRELOADS_PER_TASK));
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(paths);
    expect(started()).toBe(false);
    vi.advanceTimersToNextTimer();
    expect(started()).toBe(true);
    vi.runAllTimers();
    expect(preloaded()).toEqual(paths);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('starts after the first frame in a browser without paint timing', async () => {
    performanceObserver(['navigation', 'resource']);
    (await starterOf(PAGE))();
    vi.advanceTimersByTime(50);
    expect(started()).toBe(true);
  });

  it(`waits at most ${STARTER_MOST_WAIT_MS} ms for a paint that does not come`, async () => {
    performanceObserver(['paint']);
    (await starterOf(PAGE))();
    vi.advanceTimersByTime(STARTER_MOST_WAIT_MS - 1);
    expect(started()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(['/a.js']);
    vi.advanceTimersToNextTimer();
    expect(started()).toBe(true);
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
