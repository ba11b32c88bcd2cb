import type { Logger } from '../logging/logger';

/** The states the spec names (docs/BEHAVIOUR.md#the-shop); they are only logged, for debugging. */
export type ServiceWorkerState =
  | 'ready'
  | 'registered'
  | 'cached'
  | 'update found'
  | 'updated'
  | 'offline'
  | 'error';

export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers /service-worker.js and logs its states. Once it is ready it is asked to keep the
 * current page and what it loaded (the first visit happens before the worker controls the page),
 * so a visited page opens offline. Browser only; call once after hydration.
 */
export function registerServiceWorker(log: Logger): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  const state = (name: ServiceWorkerState, detail?: unknown) => log.info(`service worker: ${name}`, detail);
  const onOffline = () => state('offline');
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; cached?: number } | undefined;
    if (data?.type === 'CACHED') state('cached', `${data.cached} files`);
  };
  window.addEventListener('offline', onOffline);
  container.addEventListener('message', onMessage);

  container
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then((registration) => {
      state('registered');
      registration.addEventListener('updatefound', () => {
        state('update found');
        // Only a worker that replaces one that already controlled the page is an update.
        const replacesAnother = Boolean(container.controller);
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'activated' && replacesAnother) state('updated');
        });
      });
      return container.ready;
    })
    .then((registration) => {
      state('ready');
      registration.active?.postMessage({ type: 'CACHE_URLS', urls: urlsOfThisPage() });
    })
    .catch((error: unknown) => state('error', error));

  return () => {
    window.removeEventListener('offline', onOffline);
    container.removeEventListener('message', onMessage);
  };
}

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_WAIT_MS = 3_000;

/**
 * Runs `work` once the page has loaded (its images too) and then the main thread is idle: the
 * worker's install fetches every file of the shop (about 250 KB), which on a phone would compete
 * with the page's own requests and with hydration for the network and the cores. Answers a
 * function that cancels the wait.
 */
export function whenLoadedAndIdle(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const onIdle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(work, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
}

/** The page itself and the same-origin files it has loaded so far (scripts, styles, images, data). */
function urlsOfThisPage(): string[] {
  const urls = new Set<string>([window.location.href]);
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    // GraphQL reads may have carried a customer's token: they are not fetched again anonymously.
    if (
      url.origin !== window.location.origin ||
      url.pathname === SERVICE_WORKER_URL ||
      url.pathname === '/graphql'
    ) {
      continue;
    }
    urls.add(url.href);
  }
  return [...urls];
}
