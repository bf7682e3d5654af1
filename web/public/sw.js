/**
 * The website's service worker: it keeps the static shell (the page shell app.html and vite's
 * content-hashed files under /assets/) so the site opens fast and installs as an app. It never
 * touches /api: members' data, bookings and payments always come from the server, never a cache.
 * Pages are asked of the network first; only without a network does the cached shell answer.
 */
const CACHE = 'lounge-shell-v1';
const SHELL = '/app.html';
/** Old releases' assets are dropped beyond this many files. */
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Keeps a hashed asset, dropping the oldest once there are too many. */
async function keep(request, response) {
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  const assets = keys.filter((key) => new URL(key.url).pathname.startsWith('/assets/'));
  await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Not ours to answer: other origins, the API, the desk console.
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/desk')) return;

  if (url.pathname.startsWith('/assets/')) {
    // A hashed file never changes, so a kept copy is the right copy.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) event.waitUntil(keep(request, response.clone()));
            return response;
          }),
      ),
    );
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(SHELL)));
  }
});
