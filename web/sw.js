/* Service worker: the whole game offline, cache-first, one cache per build.
 *
 * build/offline.py replaces the two placeholders below with the build's content hash
 * and the list of files to precache (all relative to this file, so the game works
 * from any sub-path).  A new build is a new cache: it is filled in the background,
 * waits until the page asks it to take over ("skip-waiting"), and on activation
 * deletes every older cache of this game.
 */
const VERSION = "__BUILD_VERSION__";
const PRECACHE = ["__PRECACHE_FILES__"];
const PREFIX = "avs1911-";
const CACHE = PREFIX + VERSION;
const PAGE = new URL("./", self.registration.scope).href;

self.addEventListener("install", (event) => {
  // Each file asked of the server again ("no-cache": an unchanged one is a cheap 304): a
  // plain request took a copy the browser's HTTP cache still held for fresh (a host's
  // max-age, or a heuristic one), so a new version could install the old files.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(
    PRECACHE.map((file) => new Request(file, { cache: "no-cache" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();  // the first visit's page is controlled at once
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
  if (event.data && event.data.type === "version" && event.ports[0]) event.ports[0].postMessage(VERSION);
});

async function cached(request) {
  const cache = await caches.open(CACHE);
  const url = request.url.split(/[?#]/)[0];
  if (url === PAGE || url === PAGE + "index.html") return cache.match(PAGE);
  return cache.match(request, { ignoreSearch: true });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(cached(request).then((hit) => hit || fetch(request)));
});
