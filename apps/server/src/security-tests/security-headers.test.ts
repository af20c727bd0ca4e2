import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../testing/browser.ts';
import { createTestContext, listen, type TestContext } from '../testing/test-app.ts';
import { lastMailedLink, STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';

/** The CSP, as directive name -> sources. */
function csp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

function expectProtected(what: string, headers: Headers) {
  const policy = csp(headers.get('content-security-policy'));
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, what).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain('*');
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(headers.get('x-frame-options'), what).toMatch(/^(DENY|SAMEORIGIN)$/);
}

/**
 * Every answer (the SPA, its assets, the API, errors, refusals) carries the browser protections, as a
 * browser receives it: over real HTTP from @hono/node-server, whose Response differs from the one an
 * in-process app.request() builds.
 */
describe('security headers on every route', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof listen>>;
  const browser = new Browser();
  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'tq-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Tourniquet</title>');
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'assets', 'app-123.js'), 'console.log(1)');
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, webDistDir });
    server = await listen(ctx.app);
    const email = uniqueEmail('headers');
    const signUp = await browser.postJson(
      `${server.baseUrl}/api/auth/sign-up/email`,
      { email, password: STRONG_PASSWORD, name: email },
      ctx.env.PUBLIC_URL,
    );
    expect(signUp.status).toBe(200);
    const link = new URL(await lastMailedLink(ctx, email));
    expect((await browser.request(`${server.baseUrl}${link.pathname}${link.search}`)).status).toBe(302);
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
  });

  const url = (path: string) => `${server.baseUrl}${path}`;

  it('on the SPA, its assets, the API (signed in and out), auth, errors and the 404s', async () => {
    const paths = [
      '/',
      '/dashboard',
      '/assets/app-123.js',
      '/assets/missing.js',
      '/api/health',
      '/api/config',
      '/api/accounts',
      '/api/profile',
      '/api/auth/get-session',
      '/api/no-such-route',
      ...new Set(
        ctx.app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes('*'))
          .map((r) => r.path.replace(/:[^/]+/g, 'x')),
      ),
    ];
    for (const path of paths) {
      const signedIn = await browser.request(url(path));
      expectProtected(`${path} signed in (${signedIn.status})`, signedIn.headers);
      const signedOut = await fetch(url(path));
      expectProtected(`${path} signed out (${signedOut.status})`, signedOut.headers);
    }
  });

  it('on writes and on every kind of refusal', async () => {
    const json = { 'content-type': 'application/json', origin: ctx.env.PUBLIC_URL };
    const cases: [string, string, string, Record<string, string>, string][] = [
      ['a write', 'PUT', '/api/profile', json, '{"displayName":"H"}'],
      ['a refused body (400)', 'PUT', '/api/profile', json, '{"nope":true}'],
      [
        'a forged write (403)',
        'PUT',
        '/api/profile',
        { ...json, origin: 'http://evil.localhost:3000' },
        '{}',
      ],
      ['a text/plain write (415)', 'PUT', '/api/profile', { ...json, 'content-type': 'text/plain' }, '{}'],
      ['a NUL in the body (400)', 'PUT', '/api/profile', json, '{"displayName":"a\\u0000b"}'],
      ['a malformed escape (400)', 'GET', '/%E0%A4%A', {}, ''],
      ['a NUL in the path (400)', 'GET', '/api/accounts/%00', {}, ''],
      [
        'an oversized body (413)',
        'PUT',
        '/api/profile',
        json,
        JSON.stringify({ displayName: 'x'.repeat(200_000) }),
      ],
    ];
    for (const [what, method, path, headers, body] of cases) {
      const res = await browser.request(url(path), { method, headers, body: body || undefined });
      expectProtected(`${what}: ${res.status}`, res.headers);
      expect(res.headers.get('x-request-id'), what).toBeTruthy();
    }
  });

  it('sends HSTS when served over https', async () => {
    const https = await createTestContext({ env: { PUBLIC_URL: 'https://money.example.com' } });
    const httpsServer = await listen(https.app);
    try {
      const res = await fetch(`${httpsServer.baseUrl}/api/health`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d{7,})/);
      expectProtected('https /api/health', res.headers);
    } finally {
      await httpsServer.close();
      await https.close();
    }
  });
});
