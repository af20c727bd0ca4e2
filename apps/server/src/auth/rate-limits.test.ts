import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { TestClient } from '../testing/test-client.ts';
import { createVerifiedUser, STRONG_PASSWORD, uniqueEmail } from '../testing/users.ts';

const TOO_MANY = {
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many attempts. Please wait a few minutes and try again.',
};

// Production limits (RATE_LIMIT_MULTIPLIER=1), counted in the database: two app instances on one database
// share every counter, as two server processes behind a load balancer would.
describe('per-IP rate limits on the auth endpoints, across two app instances', () => {
  let first: TestContext;
  let second: TestContext;
  let ipCounter = 0;
  beforeAll(async () => {
    first = await createTestContext({ env: { TRUST_PROXY: 'true' } });
    second = await createTestContext({ env: { TRUST_PROXY: 'true' }, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** One client per instance, both from a fresh address; `spoof` also sends our internal IP header. */
  function clientsFromNewAddress() {
    ipCounter += 1;
    const ip = `203.0.113.${ipCounter}`;
    return [first, second].map(
      (ctx) =>
        new TestClient(ctx.app, ctx.env.PUBLIC_URL, {
          'X-Forwarded-For': ip,
          // A client cannot pick its own bucket through the header the server sets for better-auth.
          'x-tourniquet-client-ip': randomUUID(),
        }),
    );
  }

  async function expectLimit(
    allowed: number,
    send: (client: TestClient, i: number) => Promise<{ status: number }>,
  ) {
    const clients = clientsFromNewAddress();
    for (let i = 0; i < allowed; i++) {
      const res = await send(clients[i % 2]!, i);
      expect(res.status, `request ${i + 1}`).not.toBe(429);
    }
    const blocked = (await send(clients[allowed % 2]!, allowed)) as Awaited<ReturnType<TestClient['post']>>;
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const [elsewhere] = clientsFromNewAddress();
    expect((await send(elsewhere!, allowed + 1)).status).not.toBe(429);
  }

  it('sign-in: 30 attempts per 10 minutes', async () => {
    await expectLimit(30, (client) =>
      client.post('/api/auth/sign-in/email', { email: uniqueEmail('guess'), password: 'Wrong$Passw0rd' }),
    );
  });

  it('sign-up: 10 per hour', async () => {
    await expectLimit(10, (client) => {
      const email = uniqueEmail('signup');
      return client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email });
    });
  });

  it('sign-up probing for existing addresses counts against the same limit', async () => {
    const { email } = await createVerifiedUser(first);
    await expectLimit(10, (client) =>
      client.post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: email }),
    );
  });

  it('password-reset e-mails: 5 per 15 minutes', async () => {
    await expectLimit(5, (client) =>
      client.post('/api/auth/request-password-reset', {
        email: uniqueEmail('reset'),
        redirectTo: '/reset-password',
      }),
    );
  });

  it('verification e-mails: 5 per 15 minutes', async () => {
    await expectLimit(5, (client) =>
      client.post('/api/auth/send-verification-email', {
        email: uniqueEmail('verify'),
        callbackURL: '/onboarding',
      }),
    );
  });

  it('reset-token guesses: 10 per 15 minutes, when setting the password', async () => {
    await expectLimit(10, (client, i) =>
      client.post('/api/auth/reset-password', { token: `guessed-token-${i}`, newPassword: 'N3w$trong!' }),
    );
  });

  it('reset-token guesses: 10 wrong links per IP, then 15 minutes locked', async () => {
    await expectLimit(10, (client, i) =>
      client.get(`/api/auth/reset-password/guessed-token-${i}?callbackURL=%2Freset-password`),
    );
  });

  it('verification-token guesses: 10 per 15 minutes', async () => {
    await expectLimit(10, (client, i) => client.get(`/api/auth/verify-email?token=guessed.token.${i}`));
  });

  it('token e-mails: 10 per 15 minutes per address, from any number of addresses', async () => {
    const { email } = await createVerifiedUser(first);
    const ask = (client: TestClient) =>
      client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    // A new IP for every request, so the per-IP limit (5) never applies: only the per-address one does.
    for (let i = 0; i < 10; i++) {
      expect((await ask(clientsFromNewAddress()[i % 2]!)).status, `request ${i + 1}`).toBe(200);
    }
    const [fresh] = clientsFromNewAddress();
    const blocked = await ask(fresh!);
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(TOO_MANY);
    const verificationMail = await clientsFromNewAddress()[1]!.post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/onboarding',
    });
    expect(verificationMail.status).toBe(429);
    // Another address from the same IP is not affected.
    const other = await fresh!.post('/api/auth/request-password-reset', {
      email: uniqueEmail('other'),
      redirectTo: '/reset-password',
    });
    expect(other.status).toBe(200);
  });

  it('the sign-in lockout also holds across instances', async () => {
    const { email } = await createVerifiedUser(first);
    const [a, b] = clientsFromNewAddress();
    for (let i = 0; i < 10; i++) {
      const client = i % 2 ? b! : a!;
      expect((await client.post('/api/auth/sign-in/email', { email, password: `Wrong$${i}x` })).status).toBe(
        401,
      );
    }
    const locked = await b!.post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD });
    expect(locked.status).toBe(401);
    expect(locked.json).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });
});
