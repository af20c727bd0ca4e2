import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import { createManualAccount, listAll, patch, seedTransactions } from './transaction-fixtures.ts';

/** GET /api/transactions?q= (issue 23): text, the name shown, an amount of either sign; and displayMerchant. */
describe('transaction search and clean merchant names', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21', env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  async function setup() {
    const { client, userId } = await createVerifiedUser(ctx);
    const accountId = await createManualAccount(client);
    await seedTransactions(ctx, userId, accountId, [
      { date: '2026-11-01', description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', amountCents: 1299 },
      { date: '2026-11-02', description: 'AMZN Mktp US*2K4L81AB3', amountCents: 4500 },
      { date: '2026-11-03', description: 'REFUND FROM STORE', amountCents: -1299 },
      { date: '2026-11-04', description: 'NETFLIX.COM', merchantName: 'Netflix', amountCents: 1549 },
      { date: '2026-11-05', description: 'ORDER 1299 WIDGETS', amountCents: 800 },
    ]);
    return { client, accountId };
  }
  const descriptions = async (client: Awaited<ReturnType<typeof setup>>['client'], q: string) =>
    (await listAll(client, { q }, 50)).map((t) => t.description);

  it('shows each row with a clean merchant name and the bank text kept', async () => {
    const { client } = await setup();
    const rows = await listAll(client, {}, 50);
    const shown = Object.fromEntries(rows.map((t) => [t.description, t.displayMerchant]));
    expect(shown['SQ *BLUE BOTTLE COFFEE OAKLAND CA']).toBe('Blue Bottle Coffee');
    expect(shown['AMZN Mktp US*2K4L81AB3']).toBe('Amazon');
    expect(shown['NETFLIX.COM']).toBe('Netflix');
  });

  it('searches the description and merchant, case ignored', async () => {
    const { client } = await setup();
    expect(await descriptions(client, 'blue bottle')).toEqual(['SQ *BLUE BOTTLE COFFEE OAKLAND CA']);
    expect(await descriptions(client, 'netflix')).toEqual(['NETFLIX.COM']);
    expect(await descriptions(client, 'nothing like it')).toEqual([]);
  });

  it('matches an amount exactly, money in or out, besides the text', async () => {
    const { client } = await setup();
    expect(await descriptions(client, '12.99')).toEqual([
      'REFUND FROM STORE',
      'SQ *BLUE BOTTLE COFFEE OAKLAND CA',
    ]);
    expect(await descriptions(client, '$45')).toEqual(['AMZN Mktp US*2K4L81AB3']);
    // "1299" is text in a description and also $1,299.00, which no row is.
    expect(await descriptions(client, '1299')).toEqual(['ORDER 1299 WIDGETS']);
  });

  it('combines search with the other filters, and refuses a bad use', async () => {
    const { client } = await setup();
    expect((await listAll(client, { q: '12.99', type: 'income' }, 50)).map((t) => t.description)).toEqual([
      'REFUND FROM STORE',
    ]);
    expect((await listAll(client, { q: '12.99', from: '2026-11-02' }, 50)).length).toBe(1);
    expect((await listAll(client, { use: 'personal' }, 50)).length).toBe(5);
    expect((await listAll(client, { use: 'business' }, 50)).length).toBe(0);
    const bad = await client.get('/api/transactions?use=both');
    expect(bad.status).toBe(400);
  });

  it('shows a brand followed by its product after "*" as the product, whatever the provider names', async () => {
    const { client, userId } = await createVerifiedUser(ctx);
    const accountId = await createManualAccount(client);
    await seedTransactions(ctx, userId, accountId, [
      {
        date: '2026-11-06',
        description: 'MICROSOFT*XBOX GAME PASS',
        merchantName: 'Microsoft',
        amountCents: 1699,
      },
    ]);
    const [row] = await listAll(client, {}, 50);
    expect(row!.displayMerchant).toBe('Xbox');
  });

  it('shows a payee the user renamed as they wrote it, in the list and in search, until they clear it', async () => {
    const { client, accountId } = await setup();
    const [before] = await listAll(client, { q: 'blue bottle' }, 50);
    const edit = {
      date: before!.date,
      accountId,
      merchantName: 'Sam’s morning coffee',
      description: before!.description,
      amount: '12.99',
    };
    expect((await patch(client, before!.id, edit)).status).toBe(200);
    const listed = (await listAll(client, {}, 50)).find((t) => t.id === before!.id);
    expect(listed!.displayMerchant).toBe('Sam’s morning coffee');
    const found = await listAll(client, { q: 'morning coffee' }, 50);
    expect(found.map((t) => [t.id, t.displayMerchant])).toEqual([[before!.id, 'Sam’s morning coffee']]);
    // An edit of something else keeps the user's name.
    expect((await patch(client, before!.id, { ...edit, amount: '13.50' })).status).toBe(200);
    expect((await listAll(client, { q: 'morning' }, 50))[0]!.displayMerchant).toBe('Sam’s morning coffee');
    // Cleared, the row shows its clean name again.
    expect((await patch(client, before!.id, { ...edit, merchantName: '' })).status).toBe(200);
    expect((await listAll(client, { q: 'blue bottle' }, 50))[0]!.displayMerchant).toBe('Blue Bottle Coffee');
  });
});
