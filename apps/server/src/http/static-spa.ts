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
      return sendFile(c.req.header('accept-encoding'), candidate, {
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
    return sendFile(c.req.header('accept-encoding'), index, {
      'Content-Type': contentTypes['.html']!,
      'Cache-Control': 'no-cache',
    });
  };
}

/**
 * The file itself, or its precompressed twin (.br, else .gz, written at build time by
 * scripts/compress-dist.mjs) when the browser accepts that encoding.
 */
async function sendFile(acceptEncoding: string | undefined, path: string, headers: Record<string, string>) {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(accepts) && (await isFile(path + suffix))) {
      return new Response(await readFile(path + suffix), {
        status: 200,
        headers: { ...headers, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' },
      });
    }
  }
  return new Response(await readFile(path), {
    status: 200,
    headers: { ...headers, Vary: 'Accept-Encoding' },
  });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
