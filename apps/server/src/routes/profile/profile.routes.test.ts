import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { apiError } from '../../testing/api-error.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const EMPTY_PROFILE = {
  displayName: '',
  phone: '',
  smsOptIn: false,
  streetAddress: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  company: '',
  jobTitle: '',
  bio: '',
  avatarUrl: '',
  premium: false,
};

describe('/api/profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { RATE_LIMIT_MULTIPLIER: '100', PREMIUM_CODES: ' Bleed-Stop-2026 , KILL-THE-BILLS,,' },
    });
  });
  afterAll(() => ctx.close());

  const rowOf = async (userId: string) =>
    (await ctx.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

  it('answers 401 with the spec message when signed out', async () => {
    const anonymous = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    for (const res of [
      await anonymous.get('/api/profile'),
      await anonymous.put('/api/profile', { displayName: 'X' }),
      await anonymous.post('/api/profile/premium', { code: 'KILL-THE-BILLS' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        error: {
          code: 'unauthorized',
          message: 'Authentication required. Please sign in again.',
          requestId: expect.any(String),
        },
      });
    }
  });

  it('reads missing values as empty strings before any profile exists', async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email, profile: EMPTY_PROFILE });
  });

  it('inserts on the first save, updates afterwards, trims, and keeps fields not sent', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const first = await client.put('/api/profile', {
      displayName: '  Ada Lovelace ',
      phone: ' (555) 123-4567 ',
      smsOptIn: true,
    });
    expect(first.status).toBe(200);
    expect(first.json.profile).toEqual({
      ...EMPTY_PROFILE,
      displayName: 'Ada Lovelace',
      phone: '(555) 123-4567',
      smsOptIn: true,
    });
    const created = await rowOf(userId);
    expect(created).toMatchObject({ displayName: 'Ada Lovelace', phone: '(555) 123-4567' });

    const second = await client.put('/api/profile', {
      company: 'Analytical Engines',
      jobTitle: 'Programmer',
      streetAddress: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'United States',
      bio: 'Notes on the engine.',
      avatarUrl: 'https://example.com/ada.png',
      phone: '',
    });
    expect(second.status).toBe(200);
    expect(second.json.profile).toMatchObject({
      displayName: 'Ada Lovelace',
      company: 'Analytical Engines',
      phone: '',
      avatarUrl: 'https://example.com/ada.png',
    });
    const updated = await rowOf(userId);
    expect(updated!.id).toBe(created!.id); // one row per user, updated in place
    expect(updated!.phone).toBeNull();
    expect((await client.get('/api/profile')).json.profile).toEqual(second.json.profile);
  });

  it.each([
    ['an unknown field', { displayName: 'A', nickname: 'x' }, '_'],
    ['email', { email: 'other@example.com' }, '_'],
    ['premium', { premium: true }, '_'],
    ['a number for text', { displayName: 42 }, 'displayName'],
    ['a string for smsOptIn', { smsOptIn: 'yes' }, 'smsOptIn'],
    ['a too-long name', { displayName: 'x'.repeat(101) }, 'displayName'],
    ['a too-long bio', { bio: 'x'.repeat(1001) }, 'bio'],
    ['a non-US phone', { phone: '+44 20 7946 0958' }, 'phone'],
    ['a non-http avatar', { avatarUrl: 'javascript:alert(1)' }, 'avatarUrl'],
    ['an array body', [], '_'],
    ['a non-JSON body', 'not json', '_'],
  ])('refuses %s with 400 and changes nothing', async (_name, body, field) => {
    const { client, userId } = await createVerifiedUser(ctx);
    await client.put('/api/profile', { displayName: 'Before' });
    const res = await client.put('/api/profile', body);
    expect(res.status).toBe(400);
    expect(apiError(res).code).toBe('invalid_request');
    expect(Object.keys(apiError(res).fields ?? {})).toContain(field);
    expect(res.text).not.toMatch(/select|insert|stack|at .*\.ts/i);
    expect(await rowOf(userId)).toMatchObject({ displayName: 'Before', phone: null, bio: null });
  });

  it('says which rule a field breaks', async () => {
    const { client } = await createVerifiedUser(ctx);
    const res = await client.put('/api/profile', { phone: '12345', displayName: 'x'.repeat(101) });
    expect(apiError(res).fields).toEqual({
      phone: 'Please enter a valid US phone number',
      displayName: 'Display name must be at most 100 characters',
    });
  });

  it('accepts an empty object as "nothing to change"', async () => {
    const { client } = await createVerifiedUser(ctx);
    const res = await client.put('/api/profile', {});
    expect(res.status).toBe(200);
    expect(res.json.profile).toEqual(EMPTY_PROFILE);
  });

  it('unlocks premium with a configured code in any case, stores the canonical code, never returns it', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const res = await client.post('/api/profile/premium', { code: '  bleed-stop-2026 ' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ premium: true });
    expect((await rowOf(userId))!.premiumCode).toBe('Bleed-Stop-2026');
    const profile = await client.get('/api/profile');
    expect(profile.json.profile).toMatchObject({ premium: true });
    expect(profile.text.toLowerCase()).not.toContain('bleed-stop');
    expect(profile.text.toLowerCase()).not.toContain('kill-the-bills');
  });

  it('refuses a wrong code with the spec message, and blank or malformed input as bad input', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const wrong = await client.post('/api/profile/premium', { code: 'FREE-STUFF' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      error: {
        code: 'invalid_code',
        message: 'Please check your premium code and try again.',
        requestId: expect.any(String),
      },
    });
    for (const body of [{ code: '   ' }, {}, { code: 7 }, { code: 'KILL-THE-BILLS', extra: 1 }]) {
      const res = await client.post('/api/profile/premium', body);
      expect(res.status).toBe(400);
      expect(apiError(res).code).toBe('invalid_request');
    }
    expect(await rowOf(userId)).toBeUndefined();
    expect((await client.get('/api/profile')).json.profile).toMatchObject({ premium: false });
  });

  it('locks code entry for 15 minutes after 10 wrong codes, even for a right one, per user', async () => {
    const guesser = await createVerifiedUser(ctx);
    for (let i = 0; i < 10; i++) {
      expect((await guesser.client.post('/api/profile/premium', { code: `GUESS-${i}` })).status).toBe(400);
    }
    const locked = await guesser.client.post('/api/profile/premium', { code: 'KILL-THE-BILLS' });
    expect(locked.status).toBe(429);
    expect(apiError(locked).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect((await guesser.client.get('/api/profile')).json.profile).toMatchObject({ premium: false });
    const other = await createVerifiedUser(ctx);
    expect((await other.client.post('/api/profile/premium', { code: 'KILL-THE-BILLS' })).status).toBe(200);
  });

  it("never shows or changes another user's profile", async () => {
    const alice = await createVerifiedUser(ctx);
    const bob = await createVerifiedUser(ctx);
    await alice.client.put('/api/profile', { displayName: 'Alice', phone: '555-123-4567' });
    await bob.client.put('/api/profile', { displayName: 'Bob' });
    // Bob's session only ever reaches Bob's row, whatever he sends.
    const attempt = await bob.client.put('/api/profile', { userId: alice.userId, displayName: 'Hacked' });
    expect(attempt.status).toBe(400);
    const bobView = await bob.client.get('/api/profile');
    expect(bobView.json).toMatchObject({ email: bob.email, profile: { displayName: 'Bob', phone: '' } });
    expect(bobView.text).not.toContain('Alice');
    expect((await rowOf(alice.userId))!.displayName).toBe('Alice');
  });
});
