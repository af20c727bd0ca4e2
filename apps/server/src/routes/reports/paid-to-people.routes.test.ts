import { readFileSync } from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_TO_PEOPLE_LABEL, type TransactionDto } from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { recategoriseUser } from '../../categories/recategorise-job.ts';
import { usersToRecategorise } from '../../db/queries/category-rows.ts';
import { transactions } from '../../db/schema/index.ts';
import { pdfPages } from '../../testing/pdf-text.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll, patch } from '../transactions/transaction-fixtures.ts';

// Issue 36: money paid to other people (Zelle, Venmo, a cheque) is never "Moved between your accounts".
// A checking statement as the bank exports it: money out negative.
const STATEMENT = [
  'Date,Description,Amount',
  '11/01/2026,Zelle payment to JOHN SMITH Conf# a1b2c3,-1500.00',
  '11/02/2026,Zelle payment to MARIA GARCIA Conf# d4e5f6,-200.00',
  '11/03/2026,CHECK 1043,-120.00',
  '11/04/2026,VENMO PAYMENT 1234567 JANE DOE,-40.00',
  '11/05/2026,ZELLE TO CHEN LEE ON 11/05 REF # PP0ABC123 RENT,-900.00',
  '11/06/2026,ONLINE TRANSFER TO SAV XXXXXX1234,-300.00',
  '11/07/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
].join('\n');

const RENT = { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_RENT' };
const REPAIR = { primary: 'HOME_IMPROVEMENT', detailed: 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE' };

describe('Paid to people (issue 36)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  async function newUserWithStatement() {
    const { client, userId } = await createVerifiedUser(ctx);
    const checking = { name: 'Checking', type: 'depository', subtype: 'checking' };
    const imported = await importIntoNewManualAccount(client, checking, STATEMENT);
    expect(imported.response.status, imported.response.text).toBe(200);
    return { client, userId, accountId: imported.accountId };
  }

  const summary = async (client: TestClient) => {
    const res = await client.get('/api/reports/summary?period=30');
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as ReportSummary).cashFlow;
  };
  const listed = (client: TestClient, query: Record<string, string>) =>
    listAll(client, { from: '2026-10-23', to: '2026-11-21', ...query }, 50);
  /** The one row a search finds. */
  async function only(client: TestClient, q: string) {
    const rows = await listed(client, { q });
    expect(rows, q).toHaveLength(1);
    return rows[0]!;
  }
  const sum = (rows: TransactionDto[]) => rows.reduce((total, t) => total + t.amountCents, 0);
  const spendingIn = (cashFlow: ReportSummary['cashFlow'], detailed: string) =>
    cashFlow.spending.categories.flatMap((c) => c.details).find((d) => d.detailed === detailed)
      ?.amountCents ?? 0;

  async function importLater(client: TestClient, accountId: string, lines: string[]) {
    const csv = ['Date,Description,Amount', ...lines].join('\n');
    const res = await client.request('POST', `/api/accounts/${accountId}/import`, csv, {
      'Content-Type': 'text/csv',
    });
    expect(res.status, res.text).toBe(200);
  }

  it('shows payments to people on their own line by default, never in money moved or spending', async () => {
    const { client } = await newUserWithStatement();
    const cashFlow = await summary(client);
    expect(cashFlow.paidToPeople).toEqual({ outCents: 150000 + 20000 + 12000 + 4000, count: 4 });
    // Moved between your accounts is the user's own accounts only: the transfer to savings.
    expect(cashFlow.internalMovements).toEqual({ inCents: 0, outCents: 30000 });
    // The payment whose text says rent is spending; the others are not spending at all.
    expect(spendingIn(cashFlow, 'RENT_AND_UTILITIES_RENT')).toBe(90000);
    expect(cashFlow.spending.totalCents).toBe(90000 + 5420);
    expect(cashFlow.spending.categories.map((c) => c.category)).not.toContain('TRANSFER_OUT');

    // The line's rows, and the moved line's, add up to their figures.
    const people = await listed(client, { flow: 'people' });
    expect(people.map((t) => t.description).sort()).toEqual([
      'CHECK 1043',
      'VENMO PAYMENT 1234567 JANE DOE',
      'Zelle payment to JOHN SMITH Conf# a1b2c3',
      'Zelle payment to MARIA GARCIA Conf# d4e5f6',
    ]);
    expect(sum(people)).toBe(cashFlow.paidToPeople.outCents);
    // They stay a transfer out, as a bank files them, until the user says what they paid for.
    for (const t of people) expect(t.personalCategory?.primary).toBe('TRANSFER_OUT');
    const moved = await listed(client, { flow: 'moved' });
    expect(moved.map((t) => t.description)).toEqual(['ONLINE TRANSFER TO SAV XXXXXX1234']);
    expect(sum(moved)).toBe(cashFlow.internalMovements.outCents);
    expect(PAID_TO_PEOPLE_LABEL).toBe('Paid to people');

    // The spending PDF prints both lines, each with its own figure.
    const pdf = await client.raw('/api/reports/spending.pdf?period=30');
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(
      'Paid to people: $1,860.00 (not counted as spending until you say what it paid for).',
    );
    expect(text).toContain('Moved between your accounts: $300.00 out (neither earnings nor spending).');

    const bad = await client.get('/api/transactions?flow=friends');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Flow must be counted, moved, people or received');
  });

  it('counts a person’s payments as spending once the user files one, and their later payments too', async () => {
    const { client, accountId } = await newUserWithStatement();
    const john = await only(client, 'JOHN SMITH');
    const saved = await patch(client, john.id, { personalCategory: RENT });
    expect(saved.status, saved.text).toBe(200);
    // Maria Garcia, paid by Zelle too, is another person: nothing to offer on her rows.
    expect(saved.json.otherMerchantRows).toBe(0);

    let cashFlow = await summary(client);
    expect(spendingIn(cashFlow, 'RENT_AND_UTILITIES_RENT')).toBe(150000 + 90000);
    expect(cashFlow.paidToPeople).toEqual({ outCents: 20000 + 12000 + 4000, count: 3 });
    expect(cashFlow.internalMovements).toEqual({ inCents: 0, outCents: 30000 });

    await importLater(client, accountId, [
      '11/15/2026,Zelle Payment To John Smith Jpm99b3x4k2l,-1500.00',
      '11/16/2026,Zelle payment to MARIA GARCIA Conf# g7h8i9,-150.00',
    ]);
    const later = await only(client, 'Jpm99b3x4k2l');
    expect(later).toMatchObject({ personalCategory: RENT, categorySource: 'learned' });
    cashFlow = await summary(client);
    expect(spendingIn(cashFlow, 'RENT_AND_UTILITIES_RENT')).toBe(150000 + 90000 + 150000);
    // Maria's later payment was not filed by anyone: still paid to people.
    expect(cashFlow.paidToPeople).toEqual({ outCents: 20000 + 12000 + 4000 + 15000, count: 4 });
  });

  it('learns two people paid by Zelle apart', async () => {
    const { client, accountId } = await newUserWithStatement();
    const john = await only(client, 'JOHN SMITH');
    const maria = await only(client, 'MARIA GARCIA');
    expect((await patch(client, john.id, { personalCategory: RENT })).status).toBe(200);
    expect((await patch(client, maria.id, { personalCategory: REPAIR })).status).toBe(200);

    await importLater(client, accountId, [
      '11/17/2026,Zelle payment to MARIA GARCIA Conf# k1l2m3,-180.00',
      '11/18/2026,Zelle payment to JOHN SMITH Conf# n4o5p6,-1500.00',
      '11/19/2026,Zelle payment to PAT KIM Conf# q7r8s9,-60.00',
    ]);
    const category = async (q: string) => (await only(client, q)).personalCategory;
    expect(await category('k1l2m3')).toEqual(REPAIR);
    expect(await category('n4o5p6')).toEqual(RENT);
    // Nobody said anything about Pat Kim: neither person's answer, a payment to a person.
    expect((await category('q7r8s9'))?.primary).toBe('TRANSFER_OUT');

    const cashFlow = await summary(client);
    expect(spendingIn(cashFlow, REPAIR.detailed)).toBe(20000 + 18000);
    expect(cashFlow.paidToPeople).toEqual({ outCents: 12000 + 4000 + 6000, count: 3 });
  });

  it('keys rows stored under the rail before by the person again (migration 0020 and the re-categorising job)', async () => {
    const { client, userId } = await newUserWithStatement();
    // As an older categoriser stored them: both people under one key, the rail's.
    const mine = and(eq(transactions.userId, userId), like(transactions.description, 'Zelle payment to %'));
    await ctx.database.db.update(transactions).set({ merchantKey: 'zelle payment to' }).where(mine);
    expect((await summary(client)).paidToPeople).toEqual({ outCents: 12000 + 4000, count: 2 });

    const migration = new URL('../../../drizzle/0020_person_payment_keys.sql', import.meta.url);
    await ctx.database.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    expect(await usersToRecategorise(ctx.database.db)).toContain(userId);
    await recategoriseUser(ctx.database.db, userId);
    const keys = await ctx.database.db
      .select({ key: transactions.merchantKey })
      .from(transactions)
      .where(mine);
    expect(keys.map((k) => k.key).sort()).toEqual(['person:garcia maria', 'person:john smith']);
    expect((await summary(client)).paidToPeople).toEqual({
      outCents: 150000 + 20000 + 12000 + 4000,
      count: 4,
    });
    // A merchant's row keeps its key.
    const safeway = await ctx.database.db
      .select({ key: transactions.merchantKey })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), like(transactions.description, 'SAFEWAY%')));
    expect(safeway).toEqual([{ key: 'safeway' }]);
  });
});
