import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveSpa } from './static-spa.ts';

function appWithDist() {
  const dir = mkdtempSync(join(tmpdir(), 'tq-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'assets', 'big-def456.js'), 'x'.repeat(4000));
  writeFileSync(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync('x'.repeat(4000)));
  writeFileSync(join(dir, 'assets', 'big-def456.js.gz'), gzipSync('x'.repeat(4000)));
  writeFileSync(join(tmpdir(), 'secret.txt'), 'do not serve');
  const app = new Hono();
  app.use(serveSpa(dir));
  app.all('*', (c) => c.text('fell through', 404));
  return app;
}

describe('serveSpa', () => {
  const app = appWithDist();

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends the precompressed file the browser accepts, brotli first', async () => {
    const br = await app.request('/assets/big-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await br.arrayBuffer()).byteLength).toBeLessThan(100);
    const gz = await app.request('/assets/big-def456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('x'.repeat(4000));
    const plain = await app.request('/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('x'.repeat(4000));
  });

  it('falls back to index.html for client routes, revalidated on every load', async () => {
    for (const path of ['/', '/dashboard', '/account-transactions/abc?merchant=x']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('serves root files without the long cache', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer missing assets with the app shell', async () => {
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('leaves API, simulator and dev paths to the server and refuses path traversal', async () => {
    expect(await (await app.request('/api/anything')).text()).toBe('fell through');
    expect(await (await app.request('/sim/plaid/x')).text()).toBe('fell through');
    const res = await app.request('/..%2Fsecret.txt');
    expect(await res.text()).not.toContain('do not serve');
  });

  it('ignores methods other than GET and HEAD', async () => {
    expect((await app.request('/dashboard', { method: 'POST' })).status).toBe(404);
  });
});
