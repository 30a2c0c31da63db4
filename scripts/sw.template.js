/* global self, caches, fetch, location, PRECACHE, VERSION, BASE */
// Toolshed service worker. scripts/prerender.mjs prepends PRECACHE (the build's shared files —
// tool chunks, stylesheets, fonts — and, per locale, its pages and message chunks) and VERSION,
// and writes the result to dist/sw.js. The page registers /sw.js?locale=de: only that locale's
// pages and messages are precached. BASE is the base path ('' or '/tools'): the worker's scope, and
// the start of every URL it precaches or serves.
const CACHE = `toolshed-${VERSION}`;
const LOCALE = new URL(location.href).searchParams.get('locale');
const FILES = [...PRECACHE.shared, ...(PRECACHE.locales[LOCALE] ?? PRECACHE.locales.en)];
const pages = new Set(FILES.filter((url) => url.endsWith('.html')));

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('toolshed-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The precached HTML file for a page URL: /tools/json-formatter → /tools/json-formatter/index.html. */
function pageFor(pathname) {
  const clean = pathname.replace(/\/+$/, '');
  const candidate = clean === '' ? '/index.html' : `${clean}/index.html`;
  return pages.has(candidate) ? candidate : `${BASE}/404.html`;
}

async function fromCache(key) {
  const cache = await caches.open(CACHE);
  return cache.match(key, { ignoreSearch: true });
}

/** Pages: fresh from the network when online (so a deploy shows at once), the cache offline. */
async function page(request, url) {
  try {
    const response = await fetch(request);
    if (response.ok || response.status === 404) return response;
    throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    const cached = await fromCache(pageFor(url.pathname));
    if (cached) return cached;
    throw error;
  }
}

/** Hashed assets never change: cache first (and cached on first use). Other files: network first, cache when offline. */
async function asset(request, url) {
  if (url.pathname.startsWith(`${BASE}/assets/`)) {
    const cached = await fromCache(url.pathname);
    if (cached) return cached;
  }
  try {
    const response = await fetch(request);
    // Hashed assets left out of the precache (large, lazily loaded) are kept once used.
    if (response.ok && url.pathname.startsWith(`${BASE}/assets/`)) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
    }
    return response;
  } catch (error) {
    const cached = await fromCache(url.pathname);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The embed runs on other origins; the published Storybook is online-only developer docs.
  if (url.origin !== location.origin || url.pathname.startsWith(`${BASE}/embed/`) || url.pathname.startsWith(`${BASE}/storybook`)) return;
  event.respondWith(request.mode === 'navigate' ? page(request, url) : asset(request, url));
});
