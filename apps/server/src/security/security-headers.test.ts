import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser } from '../testing/users.ts';

/** The CSP, as directive name -> sources. */
function csp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** Every answer (the SPA, its assets, the API, errors) carries the browser protections. */
describe('security headers on every route', () => {
  let ctx: TestContext;
  let client: TestClient;
  beforeAll(async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'tq-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Tourniquet</title>');
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'assets', 'app-123.js'), 'console.log(1)');
    ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '100' }, webDistDir });
    ({ client } = await createVerifiedUser(ctx));
  });
  afterAll(() => ctx.close());

  function expectProtected(path: string, headers: Headers) {
    const policy = csp(headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    const scripts = policy.get('script-src') ?? policy.get('default-src');
    expect(scripts, path).toBeDefined();
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(scripts, path).not.toContain('*');
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'self'"]);
    expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(headers.get('referrer-policy'), path).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(headers.get('x-frame-options'), path).toMatch(/^(DENY|SAMEORIGIN)$/);
  }

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
      '/%E0%A4%A',
      ...new Set(
        ctx.app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes('*'))
          .map((r) => r.path.replace(/:[^/]+/g, 'x')),
      ),
    ];
    const anonymous = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    for (const path of paths) {
      expectProtected(`${path} signed in`, (await client.get(path)).headers);
      expectProtected(`${path} signed out`, (await anonymous.get(path)).headers);
    }
    // Writes and their refusals too.
    expectProtected('PUT /api/profile', (await client.put('/api/profile', { displayName: 'H' })).headers);
    expectProtected(
      'forged write',
      (await client.request('PUT', '/api/profile', {}, { Origin: 'http://evil.localhost:3000' })).headers,
    );
  });

  it('sends HSTS when served over https', async () => {
    const https = await createTestContext({ env: { PUBLIC_URL: 'https://money.example.com' } });
    try {
      const res = await https.app.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d{7,})/);
      expectProtected('https /api/health', res.headers);
    } finally {
      await https.close();
    }
  });
});
