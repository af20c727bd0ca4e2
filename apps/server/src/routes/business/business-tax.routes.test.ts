import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxSetAside } from '@tourniquet/domain/contracts';
import type { NotificationsResponse } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// Business checking of a consultant: $4,000 of profit in the first quarter, $1,000 in April.
const CHECKING = [
  'Date,Description,Amount',
  '2026-02-05,STRIPE PAYOUT ST-1,4200.00',
  '2026-02-10,FIGMA MONTHLY,-200.00',
  '2026-04-02,STRIPE PAYOUT ST-2,1000.00',
].join('\n');

describe('set aside for taxes (issue 24)', () => {
  let ctx: TestContext;
  let client: TestClient;

  beforeAll(async () => {
    // Seven days before the April 15 payment.
    ctx = await createTestContext({ today: '2026-04-08', env: { RATE_LIMIT_MULTIPLIER: '100' } });
    ({ client } = await createVerifiedUser(ctx));
    const checking = await importIntoNewManualAccount(
      client,
      { name: 'Business checking', type: 'depository', subtype: 'checking' },
      CHECKING,
    );
    expect(checking.response.status, checking.response.text).toBe(200);
    const business = await client.request('PATCH', `/api/accounts/${checking.accountId}`, {
      accountTypeCustom: 'business',
    });
    expect(business.status, business.text).toBe(200);
  });
  afterAll(() => ctx.close());

  const setAside = async () => {
    const res = await client.get('/api/business/tax-set-aside');
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as TaxSetAside;
  };

  it('estimates 25% of the profit so far, and each payment from the months it covers', async () => {
    const data = await setAside();
    expect(data).toMatchObject({
      year: 2026,
      ratePercent: 25,
      netProfitYearToDateCents: 500_000,
      setAsideCents: 125_000,
    });
    expect(data.payments.map((p) => [p.due, p.amountCents])).toEqual([
      ['2026-04-15', 100_000],
      ['2026-06-15', 25_000],
      ['2026-09-15', 0],
      ['2027-01-15', 0],
    ]);
  });

  it('stores the rate the user sets, and refuses one out of range', async () => {
    expect((await client.request('PUT', '/api/business/tax-settings', { ratePercent: 80 })).status).toBe(400);
    const saved = await client.request('PUT', '/api/business/tax-settings', { ratePercent: 30 });
    expect(saved.status, saved.text).toBe(200);
    expect(await setAside()).toMatchObject({ ratePercent: 30, setAsideCents: 150_000 });
  });

  it('raises the alert 7 days before the due date, once', async () => {
    for (let run = 0; run < 2; run++) {
      expect((await client.post('/api/recurring/refresh', {})).status).toBe(200);
    }
    const res = await client.get('/api/notifications');
    const { notifications } = res.json as unknown as NotificationsResponse;
    const tax = notifications.filter((n) => n.kind === 'tax_due');
    expect(tax).toHaveLength(1);
    expect(tax[0]).toMatchObject({ title: 'Estimated tax due Apr 15, 2026' });
    expect(tax[0]!.body).toContain('$1,200.00');
  });
});
