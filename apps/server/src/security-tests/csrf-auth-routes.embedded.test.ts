import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../testing/browser.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';

// The rest of the CSRF properties are in csrf.test.ts, in-process on the suite's database. A real server
// process runs on its own embedded database (server-process.ts), so this file runs in the embedded run only.

/**
 * better-auth checks the origin of its own routes with the same list. It turns that check off when it sees
 * NODE_ENV=test or TEST=true, as under Vitest, so this runs against a real server process.
 */
describe('cross-site request forgery: the auth routes on a real server', () => {
  let server: ServerProcess;
  const browser = new Browser();
  const email = uniqueEmail('csrf');

  beforeAll(async () => {
    server = await startServerProcess();
    const origin = server.baseUrl;
    const signUp = await browser.postJson(
      `${origin}/api/auth/sign-up/email`,
      { email, password: STRONG_PASSWORD, name: 'Victim', callbackURL: '/onboarding' },
      origin,
    );
    expect(signUp.status).toBe(200);
    // The verification mail leaves through the job queue, which may run just after the answer: look again
    // for a while (bounded).
    let mails: { links: string[] }[] = [];
    for (let i = 0; i < 100 && !mails[0]?.links[0]; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      mails = (await res.json()) as { links: string[] }[];
    }
    expect((await browser.request(mails[0]!.links[0]!)).status).toBe(302);
  }, 180_000);
  afterAll(() => server?.stop());

  const session = async () =>
    JSON.parse((await browser.request(`${server.baseUrl}/api/auth/get-session`)).text);

  it('refuses every better-auth write from a foreign origin or without one, and changes nothing', async () => {
    expect((await session()).user).toMatchObject({ email, name: 'Victim' });
    const attempts: [string, unknown][] = [
      ['/api/auth/update-user', { name: 'Hacked' }],
      ['/api/auth/sign-out', {}],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/revoke-other-sessions', {}],
      ['/api/auth/two-factor/enable', { password: STRONG_PASSWORD }],
      ['/api/auth/send-verification-email', { email }],
    ];
    const foreign = ['http://localhost:4000', 'http://evil.localhost:3000', 'null'];
    for (const [path, body] of attempts) {
      for (const origin of foreign) {
        const res = await browser.postJson(`${server.baseUrl}${path}`, body, origin);
        expect(res.status, `${path} from ${origin}`).toBe(403);
      }
      for (const fetchSite of ['same-site', 'cross-site']) {
        const res = await browser.request(`${server.baseUrl}${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', 'sec-fetch-site': fetchSite },
        });
        expect(res.status, `${path} with Sec-Fetch-Site ${fetchSite}`).toBe(403);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await browser.request(`${server.baseUrl}${path}`, {
          method: 'POST',
          body: type === 'text/plain' ? JSON.stringify(body) : 'name=Hacked',
          headers: { 'content-type': type, origin: server.baseUrl },
        });
        expect(res.status, `${path} as ${type}`).toBe(415);
      }
    }
    const after = await session();
    expect(after.user).toMatchObject({ email, name: 'Victim', twoFactorEnabled: false });
  });

  it('still accepts the same requests from the app itself', async () => {
    const res = await browser.postJson(
      `${server.baseUrl}/api/auth/update-user`,
      { name: 'Renamed' },
      server.baseUrl,
    );
    expect(res.status).toBe(200);
    expect((await session()).user).toMatchObject({ name: 'Renamed' });
  });
});
