import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIVED_FROM_PEOPLE_LABEL, type TransactionDto } from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { pdfPages } from '../../testing/pdf-text.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { importIntoNewManualAccount } from '../../testing/statement-import.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { listAll, patch } from '../transactions/transaction-fixtures.ts';

// Money received from other people (Zelle, Venmo, Cash App from a person) is its own line, as money paid
// to them is: never "Moved between your accounts", never earnings until its purpose is known.
const STATEMENT = [
  'Date,Description,Amount',
  '11/01/2026,Zelle payment from JOHN SMITH Conf# a1b2c3,450.00',
  '11/02/2026,VENMO CASHOUT PPD ID: 5264681992,80.00',
  '11/03/2026,Zelle payment from MARIA GARCIA Conf# d4e5f6,120.00',
  '11/04/2026,Zelle payment to JOHN SMITH Conf# g7h8i9,-200.00',
  '11/05/2026,ONLINE TRANSFER FROM SAV XXXXXX1234,300.00',
  '11/06/2026,Zelle payment from SAM PARK for "Dinner"; Conf# j1k2l3,25.00',
  '11/07/2026,Zelle payment from KIM LEE for "Invoice 1042"; Conf# m4n5o6,600.00',
  '11/08/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
].join('\n');

const CHILDCARE = { primary: 'GENERAL_SERVICES', detailed: 'GENERAL_SERVICES_CHILDCARE' };
const WAGES = { primary: 'INCOME', detailed: 'INCOME_WAGES' };

describe('Received from people', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  async function newUserWithStatement() {
    const { client } = await createVerifiedUser(ctx);
    const checking = { name: 'Checking', type: 'depository', subtype: 'checking' };
    const imported = await importIntoNewManualAccount(client, checking, STATEMENT);
    expect(imported.response.status, imported.response.text).toBe(200);
    return { client, accountId: imported.accountId };
  }
  const summary = async (client: TestClient) => {
    const res = await client.get('/api/reports/summary?period=30');
    expect(res.status, res.text).toBe(200);
    return (res.json as unknown as ReportSummary).cashFlow;
  };
  const listed = (client: TestClient, query: Record<string, string>) =>
    listAll(client, { from: '2026-10-23', to: '2026-11-21', ...query }, 50);
  async function only(client: TestClient, q: string) {
    const rows = await listed(client, { q });
    expect(rows, q).toHaveLength(1);
    return rows[0]!;
  }
  const sum = (rows: TransactionDto[]) => rows.reduce((total, t) => total + t.amountCents, 0);
  const earningsIn = (cashFlow: ReportSummary['cashFlow'], detailed: string) =>
    cashFlow.earnings.categories.flatMap((c) => c.details).find((d) => d.detailed === detailed)
      ?.amountCents ?? 0;
  async function importLater(client: TestClient, accountId: string, lines: string[]) {
    const csv = ['Date,Description,Amount', ...lines].join('\n');
    const res = await client.request('POST', `/api/accounts/${accountId}/import`, csv, {
      'Content-Type': 'text/csv',
    });
    expect(res.status, res.text).toBe(200);
  }

  it('shows money from people on its own line by default, never in money moved or earnings', async () => {
    const { client } = await newUserWithStatement();
    const cashFlow = await summary(client);
    expect(cashFlow.receivedFromPeople).toEqual({ inCents: 45000 + 12000, count: 2 });
    expect(cashFlow.paidToPeople).toEqual({ outCents: 20000, count: 1 });
    // Moved between your accounts is the user's own accounts and wallet only: savings and the Venmo cash-out.
    expect(cashFlow.internalMovements).toEqual({ inCents: 30000 + 8000, outCents: 0 });
    // An invoice paid by Zelle is earnings; a dinner paid back lowers the meals out.
    expect(earningsIn(cashFlow, 'INCOME_OTHER_INCOME')).toBe(60000);
    expect(cashFlow.earnings.totalCents).toBe(60000);
    expect(cashFlow.spending.totalCents).toBe(5420 - 2500);

    const received = await listed(client, { flow: 'received' });
    expect(received.map((t) => t.description).sort()).toEqual([
      'Zelle payment from JOHN SMITH Conf# a1b2c3',
      'Zelle payment from MARIA GARCIA Conf# d4e5f6',
    ]);
    expect(-sum(received)).toBe(cashFlow.receivedFromPeople.inCents);
    for (const t of received) expect(t.personalCategory?.primary).toBe('TRANSFER_IN');
    const moved = await listed(client, { flow: 'moved' });
    expect(moved.map((t) => t.description).sort()).toEqual([
      'ONLINE TRANSFER FROM SAV XXXXXX1234',
      'VENMO CASHOUT PPD ID: 5264681992',
    ]);
    expect((await listed(client, { flow: 'people' })).map((t) => t.description)).toEqual([
      'Zelle payment to JOHN SMITH Conf# g7h8i9',
    ]);

    // The spending CSV counts each row as the screen does; the PDF prints the line with its figure.
    const csv = await client.get('/api/reports/transactions.csv?period=30');
    expect(csv.status).toBe(200);
    const lines = csv.text.split('\n').filter((l) => l.includes(RECEIVED_FROM_PEOPLE_LABEL));
    expect(lines).toHaveLength(2);
    const pdf = await client.raw('/api/reports/spending.pdf?period=30');
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(
      'Received from people: $570.00 (not counted as earnings until you say what it was for).',
    );
  });

  it('learns a person’s money in from the user’s answer, apart from money out to them', async () => {
    const { client, accountId } = await newUserWithStatement();
    // The user pays John for childcare and says so; John's money in stays unsaid.
    const paid = await only(client, 'payment to JOHN SMITH');
    expect((await patch(client, paid.id, { personalCategory: CHILDCARE })).status).toBe(200);
    let cashFlow = await summary(client);
    expect(cashFlow.receivedFromPeople).toEqual({ inCents: 45000 + 12000, count: 2 });

    // Maria's money is her pay for work the user did: filed once, her later payments follow.
    const maria = await only(client, 'MARIA GARCIA');
    const saved = await patch(client, maria.id, { personalCategory: WAGES });
    expect(saved.status, saved.text).toBe(200);
    cashFlow = await summary(client);
    expect(cashFlow.receivedFromPeople).toEqual({ inCents: 45000, count: 1 });
    expect(earningsIn(cashFlow, 'INCOME_WAGES')).toBe(12000);

    await importLater(client, accountId, [
      '11/15/2026,Zelle payment from MARIA GARCIA Conf# p7q8r9,130.00',
      '11/16/2026,Zelle payment from JOHN SMITH Conf# s1t2u3,450.00',
      '11/17/2026,Zelle payment to JOHN SMITH Conf# v4w5x6,-200.00',
    ]);
    expect(await only(client, 'p7q8r9')).toMatchObject({
      personalCategory: WAGES,
      categorySource: 'learned',
    });
    // John's money in is not what the user paid him for; his payment out is.
    expect((await only(client, 's1t2u3')).personalCategory?.primary).toBe('TRANSFER_IN');
    expect((await only(client, 'v4w5x6')).personalCategory).toEqual(CHILDCARE);
    cashFlow = await summary(client);
    expect(cashFlow.receivedFromPeople).toEqual({ inCents: 45000 + 45000, count: 2 });
    expect(earningsIn(cashFlow, 'INCOME_WAGES')).toBe(12000 + 13000);
  });
});
