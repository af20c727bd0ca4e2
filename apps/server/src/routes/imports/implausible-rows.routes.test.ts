import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, NotificationDto } from '@tourniquet/domain/contracts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser, mailsTo } from '../../testing/users.ts';

const TODAY = '2026-11-21';

/** 25 ordinary rows, then (past the preview's first 20) a row dated next year and a billion-dollar charge. */
function statement(): string {
  const lines = ['Date,Description,Amount'];
  for (let day = 1; day <= 25; day++)
    lines.push(`2026-10-${String(day).padStart(2, '0')},COFFEE ${day},-4.50`);
  lines.push('2027-01-15,RENT JANUARY,-1200.00');
  lines.push('2026-11-20,TYPO CHARGE,-999999999.99');
  lines.push('2026-11-20,OVERDRAFT FEE,-35.00');
  return lines.join('\r\n') + '\r\n';
}

const csv = { 'Content-Type': 'text/csv' };

async function checkingOf(client: TestClient): Promise<string> {
  const made = await client.post('/api/accounts/manual', {
    name: 'Checking',
    type: 'depository',
    subtype: 'checking',
  });
  return (made.json.account as unknown as { id: string }).id;
}

describe('implausible rows: future dates and extreme amounts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ today: TODAY, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  });
  afterAll(() => ctx.close());

  it('both previews count them over the whole file and list them, and the import still takes them', async () => {
    const { client } = await createVerifiedUser(ctx);
    const loose = await client.request('POST', '/api/accounts/import-preview', statement(), csv);
    expect(loose.status).toBe(200);
    const accountId = await checkingOf(client);
    const bound = await client.request(
      'POST',
      `/api/accounts/${accountId}/import?preview=1`,
      statement(),
      csv,
    );
    for (const response of [loose, bound]) {
      const preview = response.json as unknown as ImportPreview;
      expect(preview.rows).toHaveLength(20);
      expect(preview.implausible?.futureDated).toBe(1);
      expect(preview.implausible?.extremeAmounts).toBe(1);
      expect(preview.implausible?.rows.map((r) => [r.date, r.description, r.amountCents])).toEqual([
        ['2027-01-15', 'RENT JANUARY', 120000],
        ['2026-11-20', 'TYPO CHARGE', 99999999999],
      ]);
    }
    const imported = await client.request('POST', `/api/accounts/${accountId}/import`, statement(), csv);
    expect(imported.status).toBe(200);
    expect(imported.json.imported).toBe(28);
  });

  it('an ordinary file has none', async () => {
    const { client } = await createVerifiedUser(ctx);
    const response = await client.request(
      'POST',
      '/api/accounts/import-preview',
      'Date,Description,Amount\r\n2026-11-20,LUNCH,-12.00\r\n',
      csv,
    );
    expect((response.json as unknown as ImportPreview).implausible).toEqual({
      futureDated: 0,
      extremeAmounts: 0,
      rows: [],
    });
  });

  it("undoing the import withdraws its rows' alerts: one not e-mailed leaves the list, an e-mailed one says it was undone", async () => {
    const { client, email } = await createVerifiedUser(ctx);
    const accountId = await checkingOf(client);
    const imported = await client.request('POST', `/api/accounts/${accountId}/import`, statement(), csv);
    const batchId = String(imported.json.batchId);
    const list = async () =>
      ((await client.get('/api/notifications')).json as unknown as { notifications: NotificationDto[] })
        .notifications;
    const before = await list();
    const large = before.find(
      (n) => n.kind === 'large_transaction' && /999,999,999\.99/.test(n.title + n.body),
    );
    expect(large).toBeDefined();
    expect(before.some((n) => n.kind === 'fee')).toBe(true);
    // The large charge's alert is urgent: e-mailed at once.
    expect((await mailsTo(ctx, email)).some((m) => m.subject === large!.title)).toBe(true);

    expect((await client.delete(`/api/imports/${batchId}`)).status).toBe(200);
    const after = await list();
    expect(after.some((n) => n.kind === 'fee')).toBe(false);
    const undone = after.find((n) => n.id === large!.id);
    expect(undone?.title).toBe(`Undone: ${large!.title}`);
    expect(undone?.body).toMatch(/removed when its import was undone/);
    // Said once, however often the list is read.
    expect((await list()).find((n) => n.id === large!.id)?.title).toBe(`Undone: ${large!.title}`);
  });
});
