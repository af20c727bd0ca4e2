import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createVerifiedUser } from '../../testing/users.ts';

// A file imported before is mostly rows the account holds: the preview says how many before the import does.

const csv = { 'Content-Type': 'text/csv' };
const lines = (n: number, from = 1) =>
  Array.from(
    { length: n },
    (_, i) => `2026-10-${String(from + i).padStart(2, '0')},SHOP ${from + i},-${from + i}.00`,
  );
const file = (rows: string[]) => ['Date,Description,Amount', ...rows].join('\r\n') + '\r\n';

describe('the preview of a file imported before', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-21' });
  });
  afterAll(() => ctx.close());

  it('counts the rows the account already holds, and only that account of that user', async () => {
    const { client } = await createVerifiedUser(ctx);
    const made = await client.post('/api/accounts/manual', {
      name: 'Checking',
      type: 'depository',
      subtype: 'checking',
    });
    const accountId = (made.json.account as unknown as { id: string }).id;
    const first = file(lines(13));
    const preview = async (id: string, body: string, as = client) =>
      (await as.request('POST', `/api/accounts/${id}/import?preview=1`, body, csv))
        .json as unknown as ImportPreview;

    expect((await preview(accountId, first)).alreadyImported).toBe(0);
    expect(
      (await client.request('POST', `/api/accounts/${accountId}/import`, first, csv)).json.imported,
    ).toBe(13);
    const again = await preview(accountId, first);
    expect(again.totalRows).toBe(13);
    expect(again.alreadyImported).toBe(13);
    // A later statement overlapping the first: only the overlap is counted.
    expect((await preview(accountId, file([...lines(3, 11), ...lines(5, 14)]))).alreadyImported).toBe(3);

    // Another account of the same user, and another user's account, hold none of them.
    const other = await client.post('/api/accounts/manual', {
      name: 'Savings',
      type: 'depository',
      subtype: 'savings',
    });
    expect((await preview((other.json.account as unknown as { id: string }).id, first)).alreadyImported).toBe(
      0,
    );
    const stranger = await createVerifiedUser(ctx);
    const theirs = await stranger.client.post('/api/accounts/manual', {
      name: 'Checking',
      type: 'depository',
    });
    expect(
      (await preview((theirs.json.account as unknown as { id: string }).id, first, stranger.client))
        .alreadyImported,
    ).toBe(0);
  });
});
