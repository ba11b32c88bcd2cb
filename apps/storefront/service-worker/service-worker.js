// The storefront's service worker, served at /service-worker.js (docs/BEHAVIOUR.md#the-shop "Work offline in part").
// Hand-written (see README/issue note): scripts/build-service-worker.mjs puts the build's asset
// list in front of this file as self.__PRECACHE = { version, urls }.
//
//   app shell (hashed /assets/*, icons, manifest)  precached at install, then cache-first
//   pages (navigations) and page data (.data)      network-first, the cached copy when offline
//   anonymous GET /graphql reads                    network-first, the cached copy when offline
//   images (/media/*, /themes/*)                    stale-while-revalidate, at most 300 kept
// Only same-origin GET requests are handled. Personal data never enters a cache: requests with an
// Authorization header and responses marked private or no-store are passed through untouched.
/* global self, caches, clients, fetch, Response, URL */

const PRECACHE = self.__PRECACHE ?? { version: 'dev', urls: [] };
const VERSION = PRECACHE.version;
const SHELL_CACHE = `shop-shell-${VERSION}`;
const PAGE_CACHE = 'shop-pages';
const DATA_CACHE = 'shop-data';
const IMAGE_CACHE = 'shop-images';
const KNOWN_CACHES = [SHELL_CACHE, PAGE_CACHE, DATA_CACHE, IMAGE_CACHE];
const MAX_PAGES = 60;
const MAX_DATA = 200;
const MAX_IMAGES = 300;
const NETWORK_TIMEOUT_MS = 8000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.urls))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shop-') && !KNOWN_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
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

  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, PAGE_CACHE, MAX_PAGES, offlinePage));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/themes/')) {
    event.respondWith(staleWhileRevalidate(request, IMAGE_CACHE, MAX_IMAGES));
  } else if (isData(url)) {
    event.respondWith(networkFirst(request, DATA_CACHE, MAX_DATA, offlineData));
  }
});

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
    if (!cacheable(response)) return false;
    await cache.put(url.href, response);
    return true;
  } catch {
    return false;
  }
}

function cacheable(response) {
  if (!response?.ok || response.type === 'opaque') return false;
  const control = response.headers.get('cache-control') || '';
  return !/\b(no-store|private)\b/i.test(control);
}

async function networkFirst(request, cacheName, maxEntries, fallback) {
  const cache = await caches.open(cacheName);
  try {
    const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
    if (cacheable(response)) {
      await cache.put(request, response.clone());
      trim(cacheName, maxEntries);
    }
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) || (await caches.match(request));
    if (cached) return cached;
    return fallback(request, error);
  }
}

async function cacheFirst(request, cacheName) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

async function staleWhileRevalidate(request, cacheName, maxEntries) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  const refresh = fetch(request)
    .then(async (response) => {
      if (cacheable(response)) {
        await cache.put(request, response.clone());
        trim(cacheName, maxEntries);
      }
      return response;
    })
    .catch(() => undefined);
  if (cached) return cached;
  const response = await refresh;
  return response || new Response('', { status: 504, statusText: 'Offline' });
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Keeps a cache at most maxEntries long, dropping the oldest entries. */
async function trim(cacheName, maxEntries) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
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
