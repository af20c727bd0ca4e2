import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// An APR or a minimum payment belongs to a card or a loan: on any other account the edit is refused as bad
// input naming the field, and nothing of it is written.
describe('debt terms on an account that is no debt', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('answers 400 naming the field and changes nothing', async () => {
    const { client } = await createVerifiedUser(ctx);
    const created = await client.post('/api/accounts/manual', { name: 'Cash box', type: 'asset' });
    expect(created.status).toBe(201);
    const account = created.json.account as unknown as AccountDto;

    const apr = await client.request('PATCH', `/api/accounts/${account.id}`, {
      aprPercent: 19.99,
      nickname: 'Jar',
    });
    expect(apr.status).toBe(400);
    expect(apr.json.error).toMatchObject({
      code: 'invalid_request',
      message: 'aprPercent: aprPercent applies to a card or loan only',
      fields: { aprPercent: 'aprPercent applies to a card or loan only' },
    });
    const minimum = await client.request('PATCH', `/api/accounts/${account.id}`, {
      minimumPaymentCents: 2500,
    });
    expect(minimum.status).toBe(400);
    expect(minimum.json.error).toMatchObject({
      fields: { minimumPaymentCents: 'minimumPaymentCents applies to a card or loan only' },
    });

    const accounts = (await client.get('/api/accounts')).json.accounts as unknown as AccountDto[];
    expect(accounts.find((a) => a.id === account.id)!.nickname).toBe(account.nickname);
  });
});
