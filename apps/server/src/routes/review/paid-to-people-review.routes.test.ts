import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionDto } from '@tourniquet/domain';
import type { ReportSummary, ReviewAnswerResponse, ReviewResponse } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll } from '../transactions/transaction-fixtures.ts';

// Money paid to a person with no purpose in its text waits in the review inbox (decisions 024 and 025); the
// owner's answer there files that person's rows, and their later payments follow it, another person's do not.
const STATEMENT = [
  'Date,Description,Amount',
  '11/01/2026,Zelle payment to JOHN SMITH Conf# a1b2c3,-1500.00',
  '11/02/2026,Zelle payment to JOHN SMITH Conf# b2c3d4,-1500.00',
  '11/03/2026,Zelle payment to MARIA GARCIA Conf# d4e5f6,-200.00',
  '11/04/2026,VENMO PAYMENT 1234567 JANE DOE,-40.00',
  '11/05/2026,ZELLE TO CHEN LEE ON 11/05 REF # PP0ABC123 RENT,-900.00',
  '11/06/2026,ONLINE TRANSFER TO SAV XXXXXX1234,-300.00',
  '11/07/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
].join('\n');
const CHILDCARE = { primary: 'GENERAL_SERVICES', detailed: 'GENERAL_SERVICES_CHILDCARE' };

describe('payments to people in the review inbox', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  const inbox = async (client: TestClient) => {
    const res = await client.get('/api/review?scope=personal&limit=100');
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as ReviewResponse).items;
  };
  const listed = (client: TestClient, q: string): Promise<TransactionDto[]> =>
    listAll(client, { from: '2026-10-23', to: '2026-11-21', q }, 50);
  const paidToPeople = async (client: TestClient) => {
    const res = await client.get('/api/reports/summary?period=30');
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as ReportSummary).cashFlow.paidToPeople;
  };

  it('lists each person once, low confidence, and not a payment whose text says what it paid for', async () => {
    const { client } = await createVerifiedUser(ctx);
    const checking = { name: 'Checking', type: 'depository', subtype: 'checking' };
    const imported = await importIntoNewManualAccount(client, checking, STATEMENT);
    expect(imported.response.status, imported.response.text).toBe(200);

    const items = await inbox(client);
    const people = items.filter((i) => i.suggested.personalCategory?.primary === 'TRANSFER_OUT');
    expect(people.map((i) => i.description).sort()).toEqual([
      'VENMO PAYMENT 1234567 JANE DOE',
      'Zelle payment to JOHN SMITH Conf# b2c3d4',
      'Zelle payment to MARIA GARCIA Conf# d4e5f6',
    ]);
    const john = people.find((i) => i.description.includes('JOHN SMITH'))!;
    // The payee is the person, as the list shows it, not the rail's words.
    expect(john).toMatchObject({
      payee: 'John Smith',
      confidence: 'low',
      similarCount: 2,
      impactCents: 300000,
    });
    expect(john.reason).toContain('until you say what it paid for');
    // The rent payment says what it paid for; the transfer to savings is the user's own money moved.
    const descriptions = items.map((i) => i.description);
    expect(descriptions.some((d) => d.includes('RENT'))).toBe(false);
    expect(descriptions.some((d) => d.includes('ONLINE TRANSFER'))).toBe(false);
  });

  it("files the person's rows from the owner's answer, and their later payments follow it", async () => {
    const { client } = await createVerifiedUser(ctx);
    const { client: other } = await createVerifiedUser(ctx);
    const checking = { name: 'Checking', type: 'depository', subtype: 'checking' };
    const imported = await importIntoNewManualAccount(client, checking, STATEMENT);
    expect(imported.response.status, imported.response.text).toBe(200);
    const john = (await inbox(client)).find((i) => i.description.includes('JOHN SMITH'))!;

    // Another user's answer to this row is a 404 and files nothing.
    const refused = await other.post(`/api/review/${john.transactionId}`, { personalCategory: CHILDCARE });
    expect(refused.status).toBe(404);
    expect((await listed(client, 'JOHN SMITH')).map((t) => t.personalCategory?.primary)).toEqual([
      'TRANSFER_OUT',
      'TRANSFER_OUT',
    ]);

    const res = await client.post(`/api/review/${john.transactionId}`, {
      personalCategory: CHILDCARE,
      applyToSimilar: true,
    });
    expect(res.status, res.text).toBe(200);
    expect((res.json as unknown as ReviewAnswerResponse).changed).toBe(1);
    const johns = await listed(client, 'JOHN SMITH');
    expect(johns.map((t) => [t.displayMerchant, t.personalCategory])).toEqual([
      ['John Smith', CHILDCARE],
      ['John Smith', CHILDCARE],
    ]);
    const remaining = (await inbox(client)).map((i) => i.description);
    expect(remaining.some((d) => d.includes('JOHN SMITH'))).toBe(false);
    expect(remaining).toContain('Zelle payment to MARIA GARCIA Conf# d4e5f6');
    expect(await paidToPeople(client)).toEqual({ outCents: 20000 + 4000, count: 2 });

    const later = [
      'Date,Description,Amount',
      '11/15/2026,Zelle Payment To John Smith Jpm99b3x4k2l,-1500.00',
      '11/16/2026,Zelle payment to MARIA GARCIA Conf# g7h8i9,-150.00',
    ].join('\n');
    const again = await client.request('POST', `/api/accounts/${imported.accountId}/import`, later, {
      'Content-Type': 'text/csv',
    });
    expect(again.status, again.text).toBe(200);
    const [next] = await listed(client, 'Jpm99b3x4k2l');
    expect(next).toMatchObject({ personalCategory: CHILDCARE, categorySource: 'learned' });
    const [maria] = await listed(client, 'g7h8i9');
    expect(maria?.personalCategory?.primary).toBe('TRANSFER_OUT');
    // John's later payment is settled and out of the inbox; Maria's waits with her other row.
    const after = await inbox(client);
    expect(after.some((i) => i.description.includes('Jpm99b3x4k2l'))).toBe(false);
    expect(after.find((i) => i.description.includes('MARIA GARCIA'))?.similarCount).toBe(2);
  });
});
