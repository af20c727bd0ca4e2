import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../testing/browser.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';

// The first hour (docs/product.md#the-first-hour): sign-up from an address the server does not trust answered a bare "Invalid origin". The
// refusal stays (a 403, nothing created) and now says which address to open instead. better-auth checks
// origins only outside test mode, so this runs against a real server process (as in csrf-auth-routes.embedded.test.ts).
describe('sign-up and sign-in from a page address the server does not trust', () => {
  let server: ServerProcess;
  const browser = new Browser();
  beforeAll(async () => {
    server = await startServerProcess();
  }, 180_000);
  afterAll(() => server?.stop());

  const post = (path: string, body: unknown, origin: string) =>
    browser.postJson(`${server.baseUrl}${path}`, body, origin);

  it('refuses with the address to open, and creates nobody', async () => {
    const email = uniqueEmail('far');
    const attempts: [string, unknown][] = [
      [
        '/api/auth/sign-up/email',
        { email, password: STRONG_PASSWORD, name: 'Far', callbackURL: '/onboarding' },
      ],
      ['/api/auth/sign-in/email', { email, password: STRONG_PASSWORD }],
    ];
    for (const [path, body] of attempts) {
      for (const origin of ['http://tourniquet.test:3000', 'http://192.168.1.9:3000']) {
        const res = await post(path, body, origin);
        expect(res.status, `${path} from ${origin}`).toBe(403);
        expect(JSON.parse(res.text)).toEqual({
          code: 'INVALID_ORIGIN',
          message: `This page was opened at ${origin}, which this server does not trust. Open ${server.baseUrl} instead.`,
          trustedOrigin: server.baseUrl,
        });
      }
    }
    const mails = await (
      await fetch(`${server.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)
    ).json();
    expect(mails).toEqual([]);
  });

  it('signs up from each loopback form of the address in development', async () => {
    const port = new URL(server.baseUrl).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const origin = `http://${host}:${port}`;
      const res = await post(
        '/api/auth/sign-up/email',
        { email: uniqueEmail('near'), password: STRONG_PASSWORD, name: 'Near', callbackURL: '/onboarding' },
        origin,
      );
      expect(res.status, `${origin}: ${res.text}`).toBe(200);
    }
  });
});
