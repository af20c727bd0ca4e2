import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeesResponse, RecurringStreamsResponse, ScheduleC } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// A personal card paying Figma every month (later marked business) and Netflix, with a late fee;
// a business checking with its own monthly service fee.
const CARD = [
  'Date,Description,Amount',
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((m) => {
    const mm = String(m).padStart(2, '0');
    return [`2026-${mm}-10,FIGMA MONTHLY,-15.00`, `2026-${mm}-12,NETFLIX.COM,-15.49`];
  }),
  '2026-06-20,LATE FEE,-29.00',
].join('\n');
const CHECKING = ['Date,Description,Amount', '2026-04-01,MONTHLY SERVICE FEE,-15.00'].join('\n');

describe('business marks on subscriptions and fees (issue 24)', () => {
  let ctx: TestContext;
  let client: TestClient;
  const streams = async () =>
    ((await client.get('/api/recurring')).json as unknown as RecurringStreamsResponse).streams;
  const fees = async () => ((await client.get('/api/fees')).json as unknown as FeesResponse).fees;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
    ({ client } = await createVerifiedUser(ctx));
    const card = await importIntoNewManualAccount(
      client,
      { name: 'Personal card', type: 'credit', subtype: 'credit card' },
      CARD,
    );
    expect(card.response.status, card.response.text).toBe(200);
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
    expect((await client.post('/api/recurring/refresh', {})).status).toBe(200);
  });
  afterAll(() => ctx.close());

  it('a stream is business when its latest charge is, with that charge category', async () => {
    const before = await streams();
    const figma = before.find((s) => s.name.toLowerCase().includes('figma'))!;
    const netflix = before.find((s) => s.name.toLowerCase().includes('netflix'))!;
    expect(figma).toMatchObject({ businessUse: 'personal', businessCategory: null });
    expect(netflix).toMatchObject({ businessUse: 'personal', businessCategory: null });

    const latest = figma.transactionIds.at(-1)!;
    const res = await client.request('PATCH', `/api/transactions/${latest}`, { businessUse: 'business' });
    expect(res.status, res.text).toBe(200);
    const after = await streams();
    expect(after.find((s) => s.id === figma.id)).toMatchObject({
      businessUse: 'business',
      businessCategory: 'software_and_cloud_services',
      yearlyCostCents: 18000,
    });
    expect(after.find((s) => s.id === netflix.id)).toMatchObject({ businessUse: 'personal' });

    // An older charge alone does not make the stream business.
    await client.request('PATCH', `/api/transactions/${latest}`, { businessUse: 'personal' });
    await client.request('PATCH', `/api/transactions/${figma.transactionIds[0]}`, {
      businessUse: 'business',
    });
    expect((await streams()).find((s) => s.id === figma.id)).toMatchObject({
      businessUse: 'personal',
      businessCategory: null,
    });
  });

  it('a fee is business by its row, else by its account', async () => {
    const list = await fees();
    const late = list.find((f) => f.date === '2026-06-20')!;
    const service = list.find((f) => f.date === '2026-04-01')!;
    expect(late.businessUse).toBe('personal');
    expect(service.businessUse).toBe('business');

    const res = await client.request('PATCH', `/api/transactions/${late.transactionId}`, {
      businessUse: 'business',
    });
    expect(res.status, res.text).toBe(200);
    expect((await fees()).find((f) => f.transactionId === late.transactionId)!.businessUse).toBe('business');
  });

  it('a business subscription yearly cost shows on the Schedule C line of its category', async () => {
    const scheduleC = async (query = 'year=2026') => {
      const res = await client.get(`/api/business/schedule-c?${query}`);
      expect(res.status, res.text).toBe(200);
      return res.json as unknown as ScheduleC;
    };
    const figma = (await streams()).find((s) => s.name.toLowerCase().includes('figma'))!;
    await client.request('PATCH', `/api/transactions/${figma.transactionIds.at(-1)}`, {
      businessUse: 'business',
    });
    const before = await scheduleC();
    expect(before.recurring).toEqual([
      {
        line: '18',
        label: 'Office expense',
        yearlyCents: 18000,
        deductibleCents: 18000,
        items: [{ streamId: figma.id, name: figma.name, yearlyCents: 18000 }],
      },
    ]);
    // A forecast beside the lines: the year's line 18 holds only the charge marked business.
    expect(before.lines.find((l) => l.line === '18')?.amountCents).toBe(3000);
    // Another account chosen: the card's subscription is not on it.
    const checkingId = (await fees()).find((f) => f.date === '2026-04-01')!.accountId;
    expect((await scheduleC(`year=2026&accounts=${checkingId}`)).recurring).toEqual([]);
    // Dismissed ("Not a subscription"): off Schedule C.
    await client.request('PATCH', `/api/recurring/${figma.id}`, { status: 'dismissed' });
    expect((await scheduleC()).recurring).toEqual([]);
  });

  it('another user sees none of it', async () => {
    const { client: stranger } = await createVerifiedUser(ctx);
    expect((await stranger.get('/api/recurring')).json.streams).toEqual([]);
    expect((await stranger.get('/api/fees')).json.fees).toEqual([]);
    expect(((await stranger.get('/api/business/schedule-c')).json as unknown as ScheduleC).recurring).toEqual(
      [],
    );
  });
});
