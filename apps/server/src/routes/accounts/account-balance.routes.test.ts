import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, balanceSnapshots } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';

type Dto = {
  id: string;
  accountType: string;
  balanceCurrentCents: number;
  balanceSource: string | null;
  balanceAsOf: string | null;
};

// A card statement: $1,234.56 owed on Nov 5 (OFX writes it negative); one charge after that day moves it.
const CARD_OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>4111222233334444</CCACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261107
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261003<TRNAMT>-45.10<FITID>c1<NAME>GROCER</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261004<TRNAMT>200.00<FITID>c2<NAME>PAYMENT THANK YOU</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261107<TRNAMT>-10.00<FITID>c3<NAME>COFFEE</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>-1234.56<DTASOF>20261105120000</LEDGERBAL>
<AVAILBAL><BALAMT>3765.44<DTASOF>20261105120000</AVAILBAL>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
`;

// One file, two accounts (a checking STMTRS and a card CCSTMTRS), each with its own LEDGERBAL.
const TWO_ACCOUNTS_OFX = `<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>9<ACCTID>CHK-55301<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261102<TRNAMT>-60.00<FITID>k1<NAME>UTILITY CO</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>2040.75<DTASOF>20261105</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>2<CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>VISA-90417</CCACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261103<TRNAMT>-25.00<FITID>v1<NAME>BOOKSHOP</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261104<TRNAMT>-12.00<FITID>v2<NAME>CINEMA</STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>-310.40<DTASOF>20261105</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
`;

// Newest first, with a running balance: the balance after the latest row is $2,480.15 on Nov 3.
const CHECKING_CSV = [
  'Date,Description,Amount,Running Bal.',
  '11/03/2026,PAYROLL,1500.00,2480.15',
  '11/02/2026,RENT,-1200.00,980.15',
  '11/01/2026,GROCER,-19.85,2180.15',
].join('\n');

const send = (client: TestClient, path: string, body: string, type = 'text/csv') =>
  client.request('POST', path, body, { 'Content-Type': type });

async function newAccount(client: TestClient, body: object): Promise<Dto> {
  const res = await client.post('/api/accounts/manual', body);
  expect(res.status).toBe(201);
  return res.json.account as unknown as Dto;
}

const listed = async (client: TestClient, id: string) =>
  ((await client.get('/api/accounts')).json.accounts as unknown as Dto[]).find((a) => a.id === id)!;

const netWorthCents = async (client: TestClient) =>
  ((await client.get('/api/reports/summary')).json.situation as unknown as { netWorthCents: number })
    .netWorthCents;

describe('balances of accounts that are not linked', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('PATCH sets a balance on a date (200), refuses bad values (400), others (404) and linked ones (409)', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const other = await createVerifiedUser(ctx);
    const house = await newAccount(client, { name: 'House', type: 'asset' });
    expect(house).toMatchObject({ balanceSource: null, balanceAsOf: null, balanceCurrentCents: 0 });

    const ok = await client.request('PATCH', `/api/accounts/${house.id}`, {
      balanceCents: 350_000_00,
      balanceDate: '2026-11-01',
    });
    expect(ok.status).toBe(200);
    expect(ok.json.account).toMatchObject({
      balanceCurrentCents: 350_000_00,
      balanceSource: 'user',
      balanceAsOf: '2026-11-01',
    });
    expect(await listed(client, house.id)).toMatchObject({
      balanceSource: 'user',
      balanceAsOf: '2026-11-01',
    });

    for (const bad of [
      { balanceCents: 12.5, balanceDate: '2026-11-01' },
      { balanceCents: 100 },
      { balanceDate: '2026-11-01' },
      { balanceCents: 100, balanceDate: '2026-02-30' },
      { balanceCents: 100, balanceDate: '2026-11-22' }, // tomorrow
      { balanceCents: '100', balanceDate: '2026-11-01' },
      { balanceCents: 1e16, balanceDate: '2026-11-01' },
    ]) {
      const res = await client.request('PATCH', `/api/accounts/${house.id}`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.text).not.toMatch(/stack|select |at .*\.ts/i);
    }
    const stolen = await other.client.request('PATCH', `/api/accounts/${house.id}`, {
      balanceCents: 1,
      balanceDate: '2026-11-01',
    });
    expect(stolen.status).toBe(404);

    await ctx.database.db.insert(accounts).values({
      id: 'linked-test-1',
      userId,
      accountName: 'Checking',
      institutionName: 'First Platypus Bank',
      accountType: 'depository',
      isManual: false,
      plaidAccountId: 'plaid-linked-test-1',
      balanceCurrentCents: 5000,
    });
    const linked = await client.request('PATCH', '/api/accounts/linked-test-1', {
      balanceCents: 1,
      balanceDate: '2026-11-01',
    });
    expect(linked.status).toBe(409);
    expect(await listed(client, 'linked-test-1')).toMatchObject({
      balanceCurrentCents: 5000,
      balanceSource: 'provider',
    });
    expect((await listed(client, house.id)).balanceCurrentCents).toBe(350_000_00);
  });

  it("takes an OFX card statement's LEDGERBAL as the amount owed; later rows, undo and the user move it", async () => {
    const { client } = await createVerifiedUser(ctx);
    const before = await netWorthCents(client);
    const card = await newAccount(client, { name: 'Visa', type: 'credit', subtype: 'credit card' });

    const preview = await send(client, '/api/accounts/import-preview', CARD_OFX, 'application/x-ofx');
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      account: { accountType: 'CREDITCARD' },
      statementBalance: { amountCents: -123456, date: '2026-11-05', from: 'LEDGERBAL' },
    });

    const imported = await send(client, `/api/accounts/${card.id}/import`, CARD_OFX, 'application/x-ofx');
    expect(imported.status).toBe(200);
    // $1,234.56 owed on Nov 5, plus the $10.00 coffee of Nov 7; the rows up to Nov 5 are in the statement's figure.
    expect(await listed(client, card.id)).toMatchObject({
      balanceCurrentCents: 124456,
      balanceSource: 'statement',
      balanceAsOf: '2026-11-07',
    });
    expect(await netWorthCents(client)).toBe(before - 124456);

    const batchId = String(imported.json.batchId);
    expect((await client.delete(`/api/imports/${batchId}`)).status).toBe(200);
    expect(await listed(client, card.id)).toMatchObject({
      balanceCurrentCents: 123456,
      balanceAsOf: '2026-11-05',
    });

    const corrected = await client.request('PATCH', `/api/accounts/${card.id}`, {
      balanceCents: 90000,
      balanceDate: '2026-11-20',
    });
    expect(corrected.json.account).toMatchObject({ balanceCurrentCents: 90000, balanceSource: 'user' });
    expect(await netWorthCents(client)).toBe(before - 90000);
  });

  it("takes a CSV's running balance at its latest row", async () => {
    const { client } = await createVerifiedUser(ctx);
    const checking = await newAccount(client, { name: 'Checking', type: 'depository', subtype: 'checking' });
    const res = await send(client, `/api/accounts/${checking.id}/import`, CHECKING_CSV);
    expect(res.json).toMatchObject({ imported: 3 });
    expect(await listed(client, checking.id)).toMatchObject({
      balanceCurrentCents: 248015,
      balanceSource: 'statement',
      balanceAsOf: '2026-11-03',
    });
    expect(await netWorthCents(client)).toBe(248015);

    // The daily snapshot holds it, and the net-worth chart walks back from it through the rows.
    const snapshots = await ctx.database.db
      .select()
      .from(balanceSnapshots)
      .where(eq(balanceSnapshots.accountId, checking.id));
    expect(snapshots).toMatchObject([{ day: '2026-11-21', balanceCents: 248015 }]);
    const history = await client.get('/api/reports/net-worth-history?period=30');
    const points = history.json.points as unknown as { date: string; netWorthCents: number }[];
    const on = (date: string) => points.find((p) => p.date === date)?.netWorthCents;
    expect([on('2026-11-21'), on('2026-11-03'), on('2026-11-02')]).toEqual([248015, 248015, 98015]);
  });

  it('previews a file with no account, writing nothing', async () => {
    const { client } = await createVerifiedUser(ctx);
    const res = await send(client, '/api/accounts/import-preview', CHECKING_CSV);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalRows: 3, statementBalance: { amountCents: 248015 } });
    expect((await client.get('/api/accounts')).json.accounts).toEqual([]);
    expect((await client.get('/api/imports')).json.imports).toEqual([]);
  });

  it('imports each account of a multi-account OFX into its own account, each with its own statement balance', async () => {
    const { client } = await createVerifiedUser(ctx);
    const preview = await send(client, '/api/accounts/import-preview', TWO_ACCOUNTS_OFX, 'application/x-ofx');
    expect(preview.json).toMatchObject({ accountIndex: null, totalRows: 3 });
    expect(preview.json.statementBalance).toBeUndefined();
    const checking = await newAccount(client, { name: 'Checking', type: 'depository', subtype: 'checking' });
    const card = await newAccount(client, { name: 'Visa', type: 'credit', subtype: 'credit card' });
    // Without a choice the file is refused, naming its accounts; nothing is stored.
    const unchosen = await send(
      client,
      `/api/accounts/${checking.id}/import`,
      TWO_ACCOUNTS_OFX,
      'application/x-ofx',
    );
    expect(unchosen.status).toBe(400);
    expect(JSON.stringify(unchosen.json)).toMatch(/ending 5301.*ending 0417/);

    const intoChecking = await send(
      client,
      `/api/accounts/${checking.id}/import?account=0`,
      TWO_ACCOUNTS_OFX,
      'application/x-ofx',
    );
    expect(intoChecking.json).toMatchObject({ imported: 1 });
    const cardPreview = await send(
      client,
      `/api/accounts/${card.id}/import?account=1&preview=1`,
      TWO_ACCOUNTS_OFX,
      'application/x-ofx',
    );
    expect(cardPreview.json).toMatchObject({ cardStatement: 'a credit card account (CREDITCARD)' });
    const intoCard = await send(
      client,
      `/api/accounts/${card.id}/import?account=1`,
      TWO_ACCOUNTS_OFX,
      'application/x-ofx',
    );
    expect(intoCard.json).toMatchObject({ imported: 2 });
    expect(await listed(client, checking.id)).toMatchObject({
      balanceCurrentCents: 204075,
      balanceSource: 'statement',
      balanceAsOf: '2026-11-05',
    });
    expect(await listed(client, card.id)).toMatchObject({
      balanceCurrentCents: 31040,
      balanceSource: 'statement',
      balanceAsOf: '2026-11-05',
    });
  });
});
