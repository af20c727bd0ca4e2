import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

// Paths the SPA must never swallow: they belong to the server.
const serverPrefixes = ['/api/', '/sim/', '/dev/'];

/**
 * Serves the built SPA: files under /assets/ carry a content hash in their name, so they are cached for a
 * year; everything else (index.html, the service worker, the manifest) is revalidated on every load. Any
 * other GET that is not a file falls back to index.html so client routes survive a reload.
 */
export function serveSpa(distDir: string): MiddlewareHandler {
  const root = normalize(distDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = decodeURIComponent(new URL(c.req.url).pathname);
    if (serverPrefixes.some((p) => path.startsWith(p)) || path === '/api' || path === '/dev') return next();

    const candidate = normalize(join(root, path));
    if (candidate.startsWith(root + sep) && (await isFile(candidate))) {
      const hashed = path.startsWith('/assets/');
      return c.body(await readFile(candidate), 200, {
        'Content-Type': contentTypes[extname(candidate)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A missing hashed asset is a real 404, not the app shell (the browser expects JS, not HTML).
    if (path.startsWith('/assets/') || extname(path) !== '') return next();
    const index = join(root, 'index.html');
    if (!(await isFile(index))) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    return c.body(await readFile(index), 200, {
      'Content-Type': contentTypes['.html']!,
      'Cache-Control': 'no-cache',
    });
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
