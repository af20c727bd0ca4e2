import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, listen, type TestContext } from '../testing/test-app.ts';
import { createVerifiedUser } from '../testing/users.ts';

/** GET over real HTTP with the Host header a browser sends for the name it was given (DNS rebinding). */
function getWithHost(baseUrl: string, path: string, host: string, cookie = '') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { Host: host, Cookie: cookie },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Only known hosts (docs/security.md): a request whose Host is not PUBLIC_URL's host name (or a
 * TRUSTED_ORIGINS one, or in development a loopback name) is refused before any route, and the development
 * mailbox answers only on a loopback name.
 */
describe('the Host header', () => {
  let ctx: TestContext;
  let server: { baseUrl: string; close(): Promise<void> };
  let cookie: string;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'development', HOST: '127.0.0.1' } });
    server = await listen(ctx.app);
    const user = await createVerifiedUser(ctx);
    cookie = user.client.cookieHeaderForTests();
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
  });

  it('refuses a rebinding host before any route: no mailbox, no session, no page', async () => {
    const port = new URL(server.baseUrl).port;
    const evil = `evil.example:${port}`;
    const mailbox = await getWithHost(server.baseUrl, '/dev/mailbox.json', evil);
    expect(mailbox.status).toBe(421);
    expect(JSON.parse(mailbox.body).error.code).toBe('unknown_host');
    expect(mailbox.body).not.toContain('verify');
    const session = await getWithHost(server.baseUrl, '/api/auth/get-session', evil, cookie);
    expect(session.status).toBe(421);
    expect(session.body).not.toContain('@');
    expect((await getWithHost(server.baseUrl, '/api/profile', evil, cookie)).status).toBe(421);
    // A page load gets no app, only where to open it instead (a person may have typed another name).
    const page = await getWithHost(server.baseUrl, '/get-started?x=1', evil);
    expect(page.status).toBe(421);
    expect(page.body).toContain(
      `This page was opened at http://evil.example:${port}, which this server does not trust. Open ${ctx.env.PUBLIC_URL} instead.`,
    );
    expect(page.body).toContain(`href="${ctx.env.PUBLIC_URL}/get-started?x=1"`);
    expect(page.body).not.toContain('<script');
    // The name is the attacker's to choose: it is shown escaped, never as markup.
    const marked = await getWithHost(server.baseUrl, '/', `evil.example"><img src=x>:${port}`);
    expect(marked.body).not.toContain('<img');

    // The same requests by the server's own names are answered.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await getWithHost(server.baseUrl, '/dev/mailbox.json', host)).status, host).toBe(200);
      const own = await getWithHost(server.baseUrl, '/api/profile', host, cookie);
      expect(own.status, host).toBe(200);
    }
  });

  it('in production answers PUBLIC_URL and TRUSTED_ORIGINS only, loopback names included', async () => {
    const prod = await createTestContext({
      database: ctx.database,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://money.example.com',
        TRUSTED_ORIGINS: 'https://admin.example.com',
        PLAID_ENV: 'sandbox',
        PLAID_CLIENT_ID: 'x',
        PLAID_SECRET: 'y',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    try {
      expect((await prod.app.request('https://money.example.com/api/config')).status).toBe(200);
      expect((await prod.app.request('https://MONEY.example.com/api/config')).status).toBe(200);
      expect((await prod.app.request('https://admin.example.com/api/config')).status).toBe(200);
      for (const url of [
        'http://localhost:3000/api/config',
        'http://127.0.0.1/api/config',
        'https://money.example.com.evil.example/api/config',
        'https://evil.example/api/health',
      ]) {
        const res = await prod.app.request(url);
        expect(res.status, url).toBe(421);
        expect(((await res.json()) as { error: { requestId: string } }).error.requestId).toBeTruthy();
      }
    } finally {
      await prod.close();
    }
  });

  it('keeps the development mailbox to loopback names, unless UNSAFE_EXPOSE_DEV_ROUTES says otherwise', async () => {
    const env = { NODE_ENV: 'development', HOST: '127.0.0.1', PUBLIC_URL: 'http://mybox.example:3000' };
    const named = await createTestContext({ database: ctx.database, env });
    const exposed = await createTestContext({
      database: ctx.database,
      env: { ...env, UNSAFE_EXPOSE_DEV_ROUTES: 'true' },
    });
    try {
      expect((await named.app.request('http://mybox.example:3000/dev/mailbox.json')).status).toBe(404);
      expect((await named.app.request('http://mybox.example:3000/api/config')).status).toBe(200);
      expect((await named.app.request('http://localhost:3000/dev/mailbox.json')).status).toBe(200);
      expect((await exposed.app.request('http://mybox.example:3000/dev/mailbox.json')).status).toBe(200);
    } finally {
      await named.close();
      await exposed.close();
    }
  });
});
