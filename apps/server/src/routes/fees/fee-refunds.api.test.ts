import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeRefundRequestResponse, FeesResponse, FeeWithRefundDto } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const HEADER = 'Date,Description,Merchant,Amount,Category';

async function checkingWith(client: TestClient, lines: string[]): Promise<string> {
  const res = await client.post('/api/accounts/manual', {
    name: 'Everyday Checking',
    type: 'depository',
    subtype: 'checking',
  });
  const accountId = (res.json.account as unknown as { id: string }).id;
  await importInto(client, accountId, 'march', lines);
  return accountId;
}

async function importInto(client: TestClient, accountId: string, name: string, lines: string[]) {
  const res = await client.request(
    'POST',
    `/api/accounts/${accountId}/import?fileName=${name}.csv`,
    [HEADER, ...lines].join('\n') + '\n',
    { 'Content-Type': 'text/csv' },
  );
  expect(res.status, res.text).toBeLessThan(300);
  expect((await client.post('/api/recurring/refresh', {})).status).toBe(200);
}

async function feesOf(client: TestClient): Promise<FeesResponse> {
  return (await client.get('/api/fees')).json as unknown as FeesResponse;
}
const byDate = (fees: FeeWithRefundDto[], date: string) => fees.find((f) => f.date === date)!;

describe('fee refunds', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('tracks asking, and a reversal in a later statement marks the fee refunded by itself', async () => {
    const user = await createVerifiedUser(ctx);
    const accountId = await checkingWith(user.client, [
      '01/05/2026,PAYROLL ACME CORP,,2500.00,',
      '03/14/2026,OVERDRAFT FEE,,-35.00,',
      '03/20/2026,OVERDRAFT FEE,,-35.00,',
      '03/21/2026,PURCHASE INTEREST CHARGE,,-4.00,',
    ]);
    let body = await feesOf(user.client);
    const first = byDate(body.fees, '2026-03-14');
    expect(first.refundable).toBe(true);
    expect(first.refund).toEqual({
      status: 'none',
      askedAt: null,
      refundedTransactionId: null,
      refundedCents: null,
    });
    expect(body.recovered).toEqual({ year: 2026, cents: 0 });

    const request = await user.client.get(`/api/fees/${first.transactionId}/refund-request`);
    expect(request.status).toBe(200);
    const texts = request.json as unknown as FeeRefundRequestResponse;
    expect(texts.message).toContain(
      'On Mar 14, 2026, my Everyday Checking account was charged an overdraft fee of $35.00.',
    );
    expect(texts.message).toContain('This is the first time I have been charged a fee like this.');
    expect(texts.phone).toBeNull();
    const second = await user.client.get(
      `/api/fees/${byDate(body.fees, '2026-03-20').transactionId}/refund-request`,
    );
    expect((second.json as unknown as FeeRefundRequestResponse).message).toContain(
      'This is one of only 2 fees in the last 12 months.',
    );

    const asked = await user.client.request('PATCH', `/api/fees/${first.transactionId}`, {
      refundStatus: 'asked',
    });
    expect(asked.status).toBe(200);
    expect((asked.json as unknown as { refund: { status: string; askedAt: string } }).refund.askedAt).toMatch(
      /^2026-11-21T/,
    );
    const refused = await user.client.request(
      'PATCH',
      `/api/fees/${byDate(body.fees, '2026-03-20').transactionId}`,
      {
        refundStatus: 'refused',
      },
    );
    expect(refused.status).toBe(200);

    // April's statement: both fees given back, one in full, one in part; the refusal gives way to the money.
    await importInto(user.client, accountId, 'april', [
      '04/02/2026,OVERDRAFT FEE REVERSAL,,35.00,',
      '04/03/2026,COURTESY CREDIT,,20.00,',
    ]);
    body = await feesOf(user.client);
    const reversals = new Map(body.refunds.map((r) => [r.date, r.transactionId]));
    expect(byDate(body.fees, '2026-03-20').refund).toEqual({
      status: 'refunded',
      askedAt: null,
      refundedTransactionId: reversals.get('2026-04-02'),
      refundedCents: 3500,
    });
    const partly = byDate(body.fees, '2026-03-14').refund;
    expect(partly.status).toBe('refunded');
    expect(partly.askedAt).toMatch(/^2026-11-21T/);
    expect(partly.refundedTransactionId).toBe(reversals.get('2026-04-03'));
    expect(partly.refundedCents).toBe(2000);
    expect(body.recovered).toEqual({ year: 2026, cents: 5500 });
    expect(byDate(body.fees, '2026-03-21').refundable).toBe(false);
  });

  it('refuses a bad status (400) and answers 404 for a refund row, an unknown id and another user', async () => {
    const user = await createVerifiedUser(ctx);
    await checkingWith(user.client, ['03/14/2026,NSF FEE,,-34.00,', '03/30/2026,NSF FEE REFUND,,34.00,']);
    const body = await feesOf(user.client);
    const fee = body.fees[0]!;
    expect(fee.refund.status).toBe('refunded');
    const bad = await user.client.request('PATCH', `/api/fees/${fee.transactionId}`, {
      refundStatus: 'maybe',
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('refundStatus');
    const reversalId = body.refunds[0]!.transactionId;
    for (const id of [reversalId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await user.client.request('PATCH', `/api/fees/${id}`, { refundStatus: 'asked' })).status).toBe(
        404,
      );
    }
    const stranger = await createVerifiedUser(ctx);
    expect(
      (await stranger.client.request('PATCH', `/api/fees/${fee.transactionId}`, { refundStatus: 'asked' }))
        .status,
    ).toBe(404);
    expect((await stranger.client.get(`/api/fees/${fee.transactionId}/refund-request`)).status).toBe(404);
    expect((await feesOf(user.client)).fees[0]!.refund.status).toBe('refunded');
  });

  it('undoing the import that held the reversal gives the fee back its asked status', async () => {
    const user = await createVerifiedUser(ctx);
    const accountId = await checkingWith(user.client, ['03/14/2026,MONTHLY MAINTENANCE FEE,,-12.00,']);
    const feeId = (await feesOf(user.client)).fees[0]!.transactionId;
    await user.client.request('PATCH', `/api/fees/${feeId}`, { refundStatus: 'asked' });
    const res = await user.client.request(
      'POST',
      `/api/accounts/${accountId}/import?fileName=april.csv`,
      `${HEADER}\n04/01/2026,MAINTENANCE FEE REFUND,,12.00,\n`,
      { 'Content-Type': 'text/csv' },
    );
    await user.client.post('/api/recurring/refresh', {});
    expect((await feesOf(user.client)).fees[0]!.refund.status).toBe('refunded');
    const undo = await user.client.request('DELETE', `/api/imports/${String(res.json.batchId)}`, {});
    expect(undo.status, undo.text).toBeLessThan(300);
    await user.client.post('/api/recurring/refresh', {});
    const body = await feesOf(user.client);
    expect(body.fees[0]!.refund).toMatchObject({
      status: 'asked',
      refundedTransactionId: null,
      refundedCents: null,
    });
    expect(body.recovered.cents).toBe(0);
  });
});
