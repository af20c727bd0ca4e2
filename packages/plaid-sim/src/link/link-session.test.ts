import { CountryCode, Products } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkItem, startSim, type RunningSim } from '../testing/start-sim.ts';

describe('Link session helpers (used by the Link script)', () => {
  let run: RunningSim;
  const post = async (path: string, body: object) => {
    const res = await fetch(`${run.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, data: (await res.json()) as Record<string, unknown> };
  };
  const linkToken = async (accessToken?: string) =>
    (
      await run.client.linkTokenCreate({
        client_name: 'Tourniquet',
        language: 'en',
        country_codes: [CountryCode.Us],
        user: { client_user_id: 'u1' },
        ...(accessToken ? { access_token: accessToken } : { products: [Products.Transactions] }),
      })
    ).data.link_token;

  beforeAll(async () => {
    run = await startSim();
  });
  afterAll(() => run.close());

  it('asks for a device code for user_good / mfa_device and checks it', async () => {
    const token = await linkToken();
    const base = {
      link_token: token,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'mfa_device',
    };
    expect((await post('/link/session/credentials', base)).data).toMatchObject({ mfa: { type: 'device' } });
    const wrong = await post('/link/session/credentials', { ...base, mfa_code: '0000' });
    expect(wrong).toMatchObject({ status: 400, data: { error_code: 'INVALID_MFA' } });
    const right = await post('/link/session/credentials', { ...base, mfa_code: '1234' });
    expect(right.status).toBe(200);
    expect(right.data.accounts).toHaveLength(6); // the median household rents: no mortgage
  });

  it('repairs an item in update mode without changing its access token', async () => {
    const { accessToken } = await linkItem(run.client, { username: 'user_login_required', password: 'x' });
    expect((await run.client.itemGet({ access_token: accessToken })).data.item.error).not.toBeNull();
    const token = await linkToken(accessToken);
    const start = await post('/link/session/start', { link_token: token });
    expect(start.data.update).toMatchObject({ institution_id: 'ins_109508' });
    const creds = await post('/link/session/credentials', {
      link_token: token,
      institution_id: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    const accounts = creds.data.accounts as { id: string }[];
    const done = await post('/link/session/complete', {
      link_token: token,
      session: creds.data.session,
      account_ids: accounts.map((a) => a.id),
    });
    expect(done.status).toBe(200);
    expect((await run.client.itemGet({ access_token: accessToken })).data.item.error).toBeNull();
    await expect(run.client.transactionsSync({ access_token: accessToken })).resolves.toBeTruthy();
  });

  it('rejects a forged link token', async () => {
    const res = await post('/link/session/start', { link_token: 'link-sandbox-nope' });
    expect(res).toMatchObject({
      status: 400,
      data: { error_type: 'INVALID_INPUT', error_code: 'INVALID_LINK_TOKEN' },
    });
  });
});
