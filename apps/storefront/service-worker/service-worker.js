// The storefront's service worker, served at /service-worker.js (docs/BEHAVIOUR.md#the-shop "Work offline in part").
// Hand-written: scripts/build-service-worker.mjs puts the build's asset
// list in front of this file as self.__PRECACHE = { version, urls }.
//
//   app shell (hashed /assets/*, icons, manifest)  precached at install, then cache-first; the
//                                                  previous build's stays while a tab of it is open
//   pages (navigations) and page data (.data)      network-first, the cached copy when offline
//   anonymous GET /graphql reads                    network-first, the cached copy when offline
//   images (/media/*, /themes/*)                    stale-while-revalidate
// Only a failed network is offline: a slow answer is waited for, and a cached copy is shown after
// NETWORK_TIMEOUT_MS while the answer is still awaited (it then updates the cache). Cached pages,
// data and images expire by age and by count.
// Only same-origin GET requests are handled. Personal data never enters a cache: requests with an
// Authorization header and responses marked no-store, or private ones other than pages, are passed
// through untouched (a page is private because of its CSP nonce, not because of its content).
/* global self, caches, clients, fetch, Response, URL */

const PRECACHE = self.__PRECACHE ?? { version: 'dev', urls: [] };
const VERSION = PRECACHE.version;
const SHELL_CACHE = `shop-shell-${VERSION}`;
const PAGE_CACHE = 'shop-pages';
const DATA_CACHE = 'shop-data';
const IMAGE_CACHE = 'shop-images';
const META_CACHE = 'shop-meta';
const KNOWN_CACHES = [SHELL_CACHE, PAGE_CACHE, DATA_CACHE, IMAGE_CACHE, META_CACHE];
const DAY_MS = 24 * 60 * 60 * 1000;
/** How many entries a cache keeps, and how old (by the answer's Date) an entry may be. */
const LIMITS = {
  [PAGE_CACHE]: { maxEntries: 60, maxAgeMs: 7 * DAY_MS },
  [DATA_CACHE]: { maxEntries: 200, maxAgeMs: 7 * DAY_MS },
  [IMAGE_CACHE]: { maxEntries: 300, maxAgeMs: 30 * DAY_MS },
};
/** After this long without an answer a cached copy is shown (the answer is still awaited). */
const NETWORK_TIMEOUT_MS = 8000;
/** The previous builds' shell caches and the tabs that may still load from them. */
const RETIRED_SHELLS = '/__retired-shells';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.urls))
      .then(() => self.skipWaiting()),
  );
});

// A tab of the previous build still loads its chunks lazily (a form, a checkout step): its shell
// cache stays until no tab that was open at the update is left.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const retired = await retiredShells();
      const previous = names.filter(
        (name) => name.startsWith('shop-shell-') && name !== SHELL_CACHE && !retired.caches.includes(name),
      );
      await Promise.all(
        names
          .filter(
            (name) =>
              name.startsWith('shop-') && !name.startsWith('shop-shell-') && !KNOWN_CACHES.includes(name),
          )
          .map((name) => caches.delete(name)),
      );
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const kept = [...retired.caches, ...previous];
      const users = kept.length > 0 ? [...retired.clients, ...open.map((client) => client.id)] : [];
      await saveRetiredShells({ caches: kept, clients: [...new Set(users)] });
      mayHaveRetiredShells = true;
      await dropUnusedShells();
      await self.clients.claim();
    })(),
  );
});

// The page asks to keep what it loaded before this worker controlled it (the first visit).
self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type !== 'CACHE_URLS' || !Array.isArray(message.urls)) return;
  event.waitUntil(
    Promise.all(message.urls.map((url) => cacheUrl(url))).then((results) => {
      const cached = results.filter(Boolean).length;
      event.source?.postMessage({ type: 'CACHED', cached, requested: message.urls.length });
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.headers.has('authorization')) return;
  if (url.pathname === '/service-worker.js') return;
  // A tab that asks for something may have replaced the last one of a previous build.
  if (mayHaveRetiredShells) event.waitUntil(dropUnusedShells());

  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, PAGE_CACHE, offlinePage));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/themes/')) {
    event.respondWith(staleWhileRevalidate(request, IMAGE_CACHE));
  } else if (isData(url)) {
    event.respondWith(networkFirst(request, DATA_CACHE, offlineData));
  }
});

async function retiredShells() {
  const stored = await (await caches.open(META_CACHE)).match(RETIRED_SHELLS);
  const value = stored ? await stored.json().catch(() => undefined) : undefined;
  return { caches: value?.caches ?? [], clients: value?.clients ?? [] };
}

function saveRetiredShells(retired) {
  return caches
    .open(META_CACHE)
    .then((cache) => cache.put(RETIRED_SHELLS, new Response(JSON.stringify(retired))));
}

/** False once no previous build's shell cache is left (until the next update). */
let mayHaveRetiredShells = true;

/** Deletes the previous builds' shell caches once none of the tabs open at the update is left. */
async function dropUnusedShells() {
  const retired = await retiredShells();
  mayHaveRetiredShells = retired.caches.length > 0;
  if (!mayHaveRetiredShells) return;
  const open = new Set(
    (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((client) => client.id),
  );
  const clients = retired.clients.filter((id) => open.has(id));
  if (clients.length > 0) {
    if (clients.length < retired.clients.length) await saveRetiredShells({ caches: retired.caches, clients });
    return;
  }
  await Promise.all(retired.caches.map((name) => caches.delete(name)));
  await saveRetiredShells({ caches: [], clients: [] });
  mayHaveRetiredShells = false;
}

/** Client navigations' page data, route manifests and catalogue reads. */
function isData(url) {
  return (
    url.pathname.endsWith('.data') ||
    url.pathname === '/__manifest' ||
    url.pathname === '/graphql' ||
    url.pathname === '/manifest.webmanifest'
  );
}

function cacheFor(url) {
  if (url.pathname.startsWith('/assets/')) return SHELL_CACHE;
  if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/themes/')) return IMAGE_CACHE;
  if (isData(url)) return DATA_CACHE;
  return PAGE_CACHE;
}

async function cacheUrl(href) {
  try {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin) return false;
    const cache = await caches.open(cacheFor(url));
    if (await cache.match(url.href)) return true;
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (!cacheable(response, cacheFor(url))) return false;
    await cache.put(url.href, response);
    return true;
  } catch {
    return false;
  }
}

/** Pages are private (their CSP nonce must not reach shared caches) but the same for everyone. */
function cacheable(response, cacheName) {
  if (!response?.ok || response.type === 'opaque') return false;
  const control = response.headers.get('cache-control') || '';
  const personal = cacheName === PAGE_CACHE ? /\bno-store\b/i : /\b(no-store|private)\b/i;
  return !personal.test(control);
}

/** An entry older than its cache keeps (by the Date of the answer) is gone. */
function expired(response, cacheName) {
  const maxAgeMs = LIMITS[cacheName]?.maxAgeMs;
  const date = Date.parse(response.headers.get('date') || '');
  return Boolean(maxAgeMs) && (!Number.isFinite(date) || Date.now() - date > maxAgeMs);
}

async function cachedCopy(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (!cached || !expired(cached, cacheName)) return cached;
  await cache.delete(request);
  return undefined;
}

/** Keeps an answer; a full disk only means it is not kept. */
async function store(cacheName, request, response) {
  if (!cacheable(response, cacheName)) return;
  try {
    const cache = await caches.open(cacheName);
    await cache.put(request, response);
    trim(cacheName);
  } catch {
    // Not kept: the answer itself is fine.
  }
}

/**
 * The network's answer; a failed network answers the cached copy, or `fallback` (offline). An
 * answer slower than NETWORK_TIMEOUT_MS is still awaited, but a cached copy is shown meanwhile.
 */
async function networkFirst(request, cacheName, fallback) {
  const network = fetch(request).then(async (response) => {
    await store(cacheName, request, response.clone());
    return response;
  });
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, 'slow'));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    network.catch(() => undefined);
    return (await cachedCopy(request, cacheName)) ?? (await network);
  } catch (error) {
    return (await cachedCopy(request, cacheName)) ?? fallback(request, error);
  }
}

async function cacheFirst(request, cacheName) {
  // Every shell cache: a tab of the previous build asks for its own chunks.
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response, cacheName)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staleWhileRevalidate(request, cacheName) {
  const cached = await cachedCopy(request, cacheName);
  const refresh = fetch(request)
    .then(async (response) => {
      await store(cacheName, request, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (cached) return cached;
  const response = await refresh;
  return response || new Response('', { status: 504, statusText: 'Offline' });
}

/** When each cache was last searched for expired entries (reads skip them anyway). */
const lastSweep = {};
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Keeps a cache within its limits: expired entries go (now and then), then the oldest beyond its count. */
async function trim(cacheName) {
  const { maxEntries } = LIMITS[cacheName];
  const cache = await caches.open(cacheName);
  let keys = await cache.keys();
  if (Date.now() - (lastSweep[cacheName] ?? 0) >= SWEEP_INTERVAL_MS) {
    lastSweep[cacheName] = Date.now();
    const kept = [];
    for (const request of keys) {
      const response = await cache.match(request);
      if (!response || expired(response, cacheName)) await cache.delete(request);
      else kept.push(request);
    }
    keys = kept;
  }
  for (const key of keys.slice(0, Math.max(0, keys.length - maxEntries))) await cache.delete(key);
}

function offlinePage() {
  return new Response(
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Offline</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
      '<h1>Offline</h1><p>Diese Seite ist offline nicht verfügbar. · Deze pagina is offline niet beschikbaar. · ' +
      'This page is not available offline.</p><p><a href="/">↻</a></p></body></html>',
    { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
  );
}

function offlineData() {
  return new Response(JSON.stringify({ errors: [{ message: 'offline' }] }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}
