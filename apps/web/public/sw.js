/* global self, caches */
// Tourniquet service worker: makes the app installable and lets its shell open offline.
//
// What it caches, and why nothing else:
// - the app shell (index.html, stored under "/"), the manifest and icons: static, identical for everyone;
// - /assets/*: content-hashed build files, immutable, so cache-first is always correct.
// It never caches /api/* (a user's data, session answers), /sim/* (the bank simulator) or /dev/* (the dev
// mailbox): those requests are not even intercepted. Nothing user-specific is ever stored, so a shared
// device cannot show one user's data to the next.

const VERSION = 'v1';
const SHELL_CACHE = `tourniquet-shell-${VERSION}`;
const ASSET_CACHE = `tourniquet-assets-${VERSION}`;
const MAX_ASSETS = 120;
const SHELL_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/apple-touch-icon.png',
];
const NEVER_INTERCEPT = ['/api/', '/sim/', '/dev/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL_FILES);
      // The page and the hashed files it loads first, so the very next visit can start offline.
      const response = await fetch('/', { cache: 'no-cache' });
      if (isHtml(response)) {
        const html = await response.clone().text();
        await shell.put('/', response);
        const assets = [...new Set(html.match(/\/assets\/[\w.-]+/g) ?? [])];
        await (await caches.open(ASSET_CACHE)).addAll(assets);
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith('tourniquet-') && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_INTERCEPT.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request));
  }
});

function isHtml(response) {
  return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
}

// Every client route is the same index.html, so the newest copy is kept under "/" and served for any
// route when the network is unreachable.
async function networkFirstShell(request) {
  const shell = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (isHtml(response)) await shell.put('/', response.clone());
    return response;
  } catch (err) {
    const cached = await shell.match('/');
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirstAsset(request) {
  const assets = await caches.open(ASSET_CACHE);
  const cached = await assets.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await assets.put(request, response.clone());
    await trim(assets);
  }
  return response;
}

async function staleWhileRevalidate(request) {
  const shell = await caches.open(SHELL_CACHE);
  const cached = await shell.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await shell.put(request, response.clone());
      return response;
    })
    .catch(() => cached);
  return cached ?? fresh;
}

// Old builds' files pile up across deploys; keep the cache bounded (oldest entries go first).
async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(key);
}
