import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeesResponse } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

const HEADER = 'Date,Description,Merchant,Amount,Category';

// A credit union's own charges under names of its own, beside its loan, its share transfer and a wire
// that are its doings too but no fee: GET /api/fees lists the charges, each with the reason it is one.
describe('fees the bank names its own way, with their reasons', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('finds them by who charged them and says why', async () => {
    const { client } = await createVerifiedUser(ctx);
    const created = await client.post('/api/accounts/manual', {
      name: 'Share Draft Checking',
      type: 'depository',
      subtype: 'checking',
    });
    const accountId = (created.json.account as unknown as { id: string }).id;
    const lines = [
      '03/02/2026,PAYROLL POLK COUNTY REC,,2183.44,',
      '03/03/2026,TRANSFER TO SHARE 0001,,-150.00,',
      '03/10/2026,LOAN TRANSFER TO LOAN 0012,,-487.12,',
      '03/11/2026,COURTESY PAY ITEM,,-30.00,',
      '03/12/2026,STMT PRINT CHG,,-3.00,',
      '03/13/2026,CARD EXPEDITE,,-25.00,',
      '03/16/2026,WIRE TO KENNEBUNK SAVINGS BANK,,-12500.00,',
      '03/16/2026,OUTGOING WIRE,,-25.00,',
      '03/17/2026,ATM WITHDRAWAL,,-40.00,',
      '03/18/2026,THEISENS ANKENY IA,,-23.50,',
    ];
    const res = await client.request(
      'POST',
      `/api/accounts/${accountId}/import?fileName=march.csv`,
      [HEADER, ...lines].join('\n') + '\n',
      { 'Content-Type': 'text/csv' },
    );
    expect(res.status, res.text).toBeLessThan(300);
    expect((await client.post('/api/recurring/refresh', {})).status).toBe(200);

    const body = (await client.get('/api/fees')).json as unknown as FeesResponse;
    const found = body.fees
      .map((f) => [f.description, f.kind, f.amountCents])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(found).toEqual([
      ['CARD EXPEDITE', 'other', 2500],
      ['COURTESY PAY ITEM', 'overdraft', 3000],
      ['OUTGOING WIRE', 'wire', 2500],
      ['STMT PRINT CHG', 'other', 300],
    ]);
    const expedite = body.fees.find((f) => f.description === 'CARD EXPEDITE');
    // A manual account's placeholder institution names no bank.
    expect(expedite?.reason).toBe(
      'Charged by the bank holding the account: the text names one of its services (expedite) and nobody else, for no more than such a service costs',
    );
    for (const fee of body.fees) expect(fee.reason).toMatch(/^Charged by /);
  });
});
