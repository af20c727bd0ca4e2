import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { importIntoNewManualAccount, storedTransactions } from '../testing/statement-import.ts';
import { createVerifiedUser } from '../testing/users.ts';

const CHECKING = { name: 'Edge Checking', type: 'asset', subtype: 'checking' };

/**
 * Money and text within bounds (docs/security.md): an imported row beyond the balance cap is rejected with
 * its reason while the rest is imported, so no report or export can fail on stored data; control characters
 * never reach a stored payee or a CSV download.
 */
describe('what an import may store', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('rejects a row beyond the cap with its reason, imports the rest, and every report still answers', async () => {
    const user = await createVerifiedUser(ctx);
    const csv = [
      'Date,Description,Amount',
      '11/02/2026,PAYROLL ACME,2500.00',
      '11/03/2026,HUGE TRANSFER,-9999999999999.99',
      '11/04/2026,GROCER,-45.10',
      '11/05/2026,HUGE DEPOSIT,100000000000.01',
      '01/02/1899,OLD CHECK,-1.00',
    ].join('\n');
    const { response, accountId } = await importIntoNewManualAccount(user.client, CHECKING, csv);
    expect(response.status).toBe(200);
    const body = response.json as unknown as {
      imported: number;
      rejected: { line: number; reason: string }[];
    };
    expect(body.imported).toBe(2);
    expect(body.rejected.map((r) => r.line)).toEqual([3, 5, 6]);
    expect(body.rejected[0]!.reason).toBe(
      'Line 3: the amount is more than $100,000,000,000.00, the most an account can hold',
    );
    const stored = await storedTransactions(ctx, user.userId);
    expect(stored.map((t) => t.amountCents).sort((a, b) => a - b)).toEqual([-250_000, 4_510]);

    for (const path of [
      '/api/reports/summary?period=all',
      '/api/reports/net-worth-history?period=all',
      '/api/reports/monthly-cash-flow?period=all',
      `/api/reports/transactions.csv?period=all&accounts=${accountId}`,
      '/api/business/schedule-c.csv?year=2026',
    ]) {
      expect((await user.client.get(path)).status, path).toBe(200);
    }
  });

  it('stores payees without control characters, so none comes out of a CSV download', async () => {
    const user = await createVerifiedUser(ctx);
    const csv = [
      'Date,Description,Amount',
      '11/02/2026,"CAFE\u001b[31m\u0007 ROSA\u202e",-4.50',
      '11/03/2026,"BOOK\tSHOP",-12.00',
    ].join('\n');
    const { response } = await importIntoNewManualAccount(user.client, CHECKING, csv);
    expect(response.status).toBe(200);
    const stored = await storedTransactions(ctx, user.userId);
    expect(stored.map((t) => t.description).sort()).toEqual(['BOOK SHOP', 'CAFE[31m ROSA']);
    const download = await user.client.get('/api/reports/transactions.csv?period=all');
    expect(download.status).toBe(200);
    expect(download.text).toContain('CAFE[31m ROSA');
    // eslint-disable-next-line no-control-regex -- the test looks for control characters
    expect(download.text).not.toMatch(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f\u202e]/);
  });

  it('refuses dates outside 1900-01-01 .. 2100-12-31 on a report (400 naming the field) and on an edit', async () => {
    const user = await createVerifiedUser(ctx);
    const far = await user.client.get(
      '/api/reports/monthly-cash-flow?period=custom&from=2026-01-01&to=9999-12-31',
    );
    expect(far.status).toBe(400);
    expect(far.json.error).toMatchObject({
      message: 'From and To must be between 1900-01-01 and 2100-12-31.',
      // The field out of range is named: here `to`, below `from`.
      fields: { to: 'From and To must be between 1900-01-01 and 2100-12-31.' },
    });
    const early = await user.client.get(
      '/api/reports/net-worth-history?period=custom&from=0001-01-01&to=2026-01-01',
    );
    expect(early.status).toBe(400);
    expect(early.json.error).toMatchObject({
      fields: { from: 'From and To must be between 1900-01-01 and 2100-12-31.' },
    });

    await importIntoNewManualAccount(
      user.client,
      CHECKING,
      'Date,Description,Amount\n11/02/2026,GROCER,-4.00\n',
    );
    const [row] = await storedTransactions(ctx, user.userId);
    const edit = await user.client.request('PATCH', `/api/transactions/${row!.id}`, {
      date: '0001-01-01',
      accountId: row!.accountId,
      merchantName: 'Grocer',
      description: 'GROCER',
      amountMagnitudeCents: 400,
    });
    expect(edit.status).toBe(400);
    expect(edit.json.error).toMatchObject({
      fields: { date: 'Enter a date between 1900-01-01 and 2100-12-31' },
    });
    expect((await storedTransactions(ctx, user.userId))[0]!.date).toBe('2026-11-02');

    // A typed balance's date, and the fee radar's range, are held to the same years.
    const balance = await user.client.request('PATCH', `/api/accounts/${row!.accountId}`, {
      balanceCents: 10_000,
      balanceDate: '2999-01-01',
    });
    expect(balance.status).toBe(400);
    expect(balance.json.error).toMatchObject({
      fields: { balanceDate: 'balanceDate must be between 1900-01-01 and 2100-12-31' },
    });
    const fees = await user.client.get('/api/fees?from=0001-01-01');
    expect(fees.status).toBe(400);
    expect(JSON.stringify(fees.json.error)).toContain('between 1900-01-01 and 2100-12-31');
  });

  it('drops control characters from the name given at sign-up and in update-user', async () => {
    const user = await createVerifiedUser(ctx);
    const renamed = await user.client.post('/api/auth/update-user', {
      name: 'Eve\u001b[31m\u0007\r\nPark\u202e',
    });
    expect(renamed.status).toBe(200);
    const session = await user.client.get('/api/auth/get-session');
    expect((session.json.user as unknown as { name: string }).name).toBe('Eve[31m Park');
  });

  it('drops control characters from typed text, keeping line breaks only where a field has lines', async () => {
    const user = await createVerifiedUser(ctx);
    const saved = await user.client.put('/api/profile', {
      displayName: 'Avery\u001b[2J Quinn\u0007\r\n',
      company: 'Quinn\u202e & Co',
      bio: 'Line one\r\nLine\ttwo\u0007',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.profile).toMatchObject({
      displayName: 'Avery[2J Quinn',
      company: 'Quinn & Co',
      bio: 'Line one\nLine\ttwo',
    });
  });
});
