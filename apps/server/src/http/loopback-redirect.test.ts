import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { redirectLoopbackToPublicUrl } from './loopback-redirect.ts';

function app(env: { NODE_ENV: 'development' | 'production' | 'test'; PUBLIC_URL: string }) {
  const hono = new Hono();
  hono.use(redirectLoopbackToPublicUrl(env));
  hono.all('*', (c) => c.text('page'));
  return hono;
}

describe('redirectLoopbackToPublicUrl', () => {
  const dev = app({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });

  it('sends a page opened on the other loopback name to PUBLIC_URL, path and query kept', async () => {
    const res = await dev.request('http://127.0.0.1:3000/verify-email?x=1');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/verify-email?x=1');
    const v6 = await dev.request('http://[::1]:3000/dashboard');
    expect(v6.headers.get('location')).toBe('http://localhost:3000/dashboard');
  });

  it('leaves PUBLIC_URL itself, API calls, writes, other ports and production alone', async () => {
    expect((await dev.request('http://localhost:3000/verify-email')).status).toBe(200);
    expect((await dev.request('http://127.0.0.1:3000/api/config')).status).toBe(200);
    expect((await dev.request('http://127.0.0.1:3000/dev/mailbox')).status).toBe(200);
    expect((await dev.request('http://127.0.0.1:3000/x', { method: 'POST' })).status).toBe(200);
    expect((await dev.request('http://127.0.0.1:5173/verify-email')).status).toBe(200);
    const prod = app({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
    expect((await prod.request('http://127.0.0.1:3000/verify-email')).status).toBe(200);
    const remote = app({ NODE_ENV: 'development', PUBLIC_URL: 'https://money.example' });
    expect((await remote.request('http://127.0.0.1:3000/verify-email')).status).toBe(200);
  });
});
