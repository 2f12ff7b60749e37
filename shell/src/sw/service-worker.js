/* Zaalplek service worker (emitted as /service-worker.js; __BUILD_ID__ changes with every shell build,
 * so a new shell build installs a new worker, which waits until the page sends SKIP_WAITING).
 * Navigations are network-first with the last good HTML as offline fallback; other requests pass through. */
const BUILD_ID = '__BUILD_ID__';
const CACHE = `zaalplek-shell-${BUILD_ID}`;

self.addEventListener('install', () => {
  // No skipWaiting here: the update prompt decides when the new version takes over.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('zaalplek-shell-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put('/__shell__', copy));
        }
        return response;
      })
      .catch(() => caches.open(CACHE).then((cache) => cache.match('/__shell__')).then((cached) => cached || Response.error())),
  );
});
