import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd, type GoalProgress } from '@tourniquet/domain';
import { createSyncedUser } from '../../testing/bank-fixtures.ts';
import { pdfPages } from '../../testing/pdf-text.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { TestClient } from '../../testing/test-client.ts';
import { createVerifiedUser } from '../../testing/users.ts';
import type { AccountDto } from '@tourniquet/domain/contracts';
import type { ReportSummaryDto } from '../../reports/report-summary.ts';

const PREMIUM_CODE = 'KILL-THE-BILLS';

/** A manual account holding an imported statement with one spending row per category given. */
async function importCategories(client: TestClient, accountName: string, categories: string[]) {
  const manual = await client.post('/api/accounts/manual', {
    name: accountName,
    type: 'depository',
    subtype: 'checking',
  });
  expect(manual.status, manual.text).toBe(201);
  const accountId = (manual.json.account as unknown as { id: string }).id;
  const lines = ['Date,Description,Amount,Category', '2026-11-01,PAYROLL,4321.09,Payroll'];
  categories.forEach((category, i) => {
    lines.push(
      `2026-11-${String((i % 20) + 2).padStart(2, '0')},Shop ${i},-${i + 1}.${String(i % 100).padStart(2, '0')},${category}`,
    );
  });
  const imported = await client.request(
    'POST',
    `/api/accounts/${accountId}/import`,
    lines.join('\r\n') + '\r\n',
    { 'Content-Type': 'text/csv' },
  );
  expect(imported.status, imported.text).toBe(200);
  return accountId;
}

describe('report PDFs', () => {
  let ctx: TestContext;
  let client: TestClient;
  let accountIds: string[];
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ client, accountIds } = await createSyncedUser(ctx));
  });
  afterAll(() => ctx.close());

  const summary = async (c: TestClient, query: string) => {
    const res = await c.get(`/api/reports/summary?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json as unknown as ReportSummaryDto;
  };

  /** Fetches a PDF, checks it is a download of that name, and answers its pages' text. */
  const pdf = async (c: TestClient, path: string, fileName: string) => {
    const res = await c.raw(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    // Every page carries its number out of the total, and the made-on date.
    pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(text).toContain('Made on Nov 21, 2026');
    });
    return pages;
  };

  /** The figures of the summary as the PDF must print them: totals, and each category row unsplit. */
  function expectSpendingFigures(text: string, report: ReportSummaryDto) {
    const { earnings, spending, netIncomeCents, verdict } = report.cashFlow;
    expect(text).toContain(`Earnings ${formatUsd(earnings.totalCents)}`);
    expect(text).toContain(`Spending ${formatUsd(spending.totalCents)}`);
    expect(text).toContain(`Net Income ${formatUsd(netIncomeCents)}`);
    expect(text).toContain(verdict);
    expect(text).toContain(`Total spending ${formatUsd(spending.totalCents)} `);
    expect(text).toContain(`Total earnings ${formatUsd(earnings.totalCents)} `);
    for (const side of [spending, earnings]) {
      for (const row of side.categories)
        expect(text).toContain(`${row.label} ${formatUsd(row.amountCents)} `);
    }
  }

  it('requires a session', async () => {
    const anon = new TestClient(ctx.app, ctx.env.PUBLIC_URL);
    expect((await anon.get('/api/reports/spending.pdf')).status).toBe(401);
    expect((await anon.get('/api/reports/goals.pdf')).status).toBe(401);
  });

  it('prints My Spending Analysis with the summary API’s totals to the cent', async () => {
    const pages = await pdf(
      client,
      '/api/reports/spending.pdf?period=90',
      'spending-analysis-2026-11-21.pdf',
    );
    const text = pages.join('\n');
    expect(pages[0]).toContain('My Spending Analysis');
    expect(pages[0]).toContain('DISPLAY CRITERIA');
    expect(pages[0]).toContain('Last 90 days: Aug 24, 2026 – Nov 21, 2026');
    expect(pages[0]).toContain('Accounts All accounts');
    const report = await summary(client, 'period=90');
    expect(report.cashFlow.spending.categories.length).toBeGreaterThan(3);
    expectSpendingFigures(text, report);
  });

  it('follows a custom period and one account, named in the criteria', async () => {
    const one = accountIds[0]!;
    const query = `period=custom&from=2026-08-01&to=2026-10-31&accounts=${one}`;
    const text = (
      await pdf(client, `/api/reports/spending.pdf?${query}`, 'spending-analysis-2026-11-21.pdf')
    ).join('\n');
    expect(text).toContain('Custom: Aug 1, 2026 – Oct 31, 2026');
    const listed = (await client.get('/api/accounts')).json.accounts as unknown as AccountDto[];
    const account = listed.find((a) => a.id === one)!;
    expect(text).toContain(`Accounts ${account.nickname || account.accountName}`);
    expectSpendingFigures(text, await summary(client, query));
  });

  it('refuses a bad query exactly as the summary does', async () => {
    for (const query of [
      'period=fortnight',
      'period=custom&from=2026-11-10&to=2026-11-01',
      'period=custom',
      'from=12345678901',
      `accounts=${'a'.repeat(20_001)}`,
    ]) {
      const expected = await client.get(`/api/reports/summary?${query}`);
      expect(expected.status, query).toBe(400);
      for (const route of ['spending.pdf', 'goals.pdf']) {
        const res = await client.get(`/api/reports/${route}?${query}`);
        expect(res.status, `${route}?${query}`).toBe(400);
        const { requestId: _a, ...error } = (res.json as unknown as { error: Record<string, unknown> }).error;
        const { requestId: _b, ...summaryError } = (
          expected.json as unknown as { error: Record<string, unknown> }
        ).error;
        expect(error).toEqual(summaryError);
      }
    }
  });

  it('prints one row per PFC primary, however many words the file used', async () => {
    // Issue 22: a report groups by the PFC v1 primary, so 70 file words cannot make 70 rows any more.
    const user = await createVerifiedUser(ctx);
    const words = ['Groceries', 'Restaurants', 'Gas', 'Travel', 'Entertainment', 'Health Care', 'Utilities'];
    const categories = Array.from({ length: 70 }, (_, i) => words[i % words.length]!);
    await importCategories(user.client, 'Long Report Checking', categories);
    const pages = await pdf(
      user.client,
      '/api/reports/spending.pdf?period=30',
      'spending-analysis-2026-11-21.pdf',
    );
    const report = await summary(user.client, 'period=30');
    const primaries = report.cashFlow.spending.categories.map((c) => c.category);
    expect(new Set(primaries).size).toBe(primaries.length);
    expect(primaries.length).toBeGreaterThan(3);
    expect(primaries.length).toBeLessThanOrEqual(17);
    const text = pages.join('\n');
    expectSpendingFigures(text, report);
    // Each primary opens into its detailed categories, by their friendly labels; no file word is a row.
    const food = report.cashFlow.spending.categories.find((c) => c.category === 'FOOD_AND_DRINK')!;
    expect(food.label).toBe('Food & Drink');
    const groceries = food.details.find((d) => d.detailed === 'FOOD_AND_DRINK_GROCERIES')!;
    expect(text).toContain(`Groceries ${formatUsd(groceries.amountCents)} `);
    // ("Rent & Utilities" and "Other Utilities" are PFC labels; a bare "Utilities" row would be the file's word.)
    expect(text).not.toMatch(/(?<![&\w] )\b(Health Care|Utilities) \$/);
  });

  describe('goals.pdf', () => {
    it('is premium only, as the My Money Goals screen is', async () => {
      const user = await createVerifiedUser(ctx);
      const res = await user.client.get('/api/reports/goals.pdf');
      expect(res.status).toBe(403);
      expect((res.json as unknown as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'premium_required',
        message: 'My Money Goals is a premium feature. Enter a premium code on your profile to unlock it.',
      });
      expect(res.text).not.toContain('%PDF');
    });

    it('prints the goals with the progress API’s totals, across pages for many goals', async () => {
      expect((await client.post('/api/profile/premium', { code: PREMIUM_CODE })).status).toBe(200);
      for (let i = 1; i <= 45; i++) {
        const res = await client.put('/api/goals', {
          category: `Goal Category ${String(i).padStart(2, '0')}`,
          goalType: i % 5 === 0 ? 'income' : 'expense',
          amountCents: i * 1234,
        });
        expect(res.status, res.text).toBe(200);
      }
      await client.put('/api/goals', {
        category: 'FOOD_AND_DRINK',
        goalType: 'expense',
        amountCents: 10_000,
      });
      await client.put('/api/goals', { category: 'INCOME', goalType: 'income', amountCents: 500_000 });
      const query = 'period=90';
      const pages = await pdf(client, `/api/reports/goals.pdf?${query}`, 'goals-2026-11-21.pdf');
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const text = pages.join('\n');
      expect(pages[0]).toContain('My Money Goals');
      expect(pages[0]).toContain('Last 90 days: Aug 24, 2026 – Nov 21, 2026');
      const progress = (await client.get(`/api/goals/progress?${query}`)).json as unknown as GoalProgress;
      const { income, spending, net, trackedCategories } = progress.summary;
      expect(trackedCategories).toBe(47);
      expect(income.currentCents).toBeGreaterThan(0);
      expect(text).toContain(`Income ${formatUsd(income.currentCents)} of ${formatUsd(income.targetCents)}`);
      expect(text).toContain(
        `Spending ${formatUsd(spending.currentCents)} of ${formatUsd(spending.targetCents)}`,
      );
      expect(text).toContain(`Net ${formatUsd(net.currentCents)} of ${formatUsd(net.targetCents)}`);
      expect(text).toContain(
        `Total income goals ${formatUsd(income.currentCents)} ${formatUsd(income.targetCents)}`,
      );
      expect(text).toContain(
        `Total spending goals ${formatUsd(spending.currentCents)} ${formatUsd(spending.targetCents)}`,
      );
      const rows = [...progress.income, ...progress.expense].filter((r) => r.targetCents !== null);
      for (const row of rows) {
        const type = row.goalType === 'income' ? 'Income' : 'Expense';
        expect(text).toContain(
          `${row.label} ${type} ${formatUsd(row.actualCents)} ${formatUsd(row.targetCents!)}`,
        );
      }
      for (const page of pages.slice(1)) expect(page).toContain('CATEGORY TYPE CURRENT TARGET PROGRESS');
    });
  });

  it("holds only the caller's data: another user gets their own report and a 404 for A's account", async () => {
    const a = await createVerifiedUser(ctx);
    const aAccount = await importCategories(a.client, 'ALPHAPDF Checking', ['ALPHAPDF Secret Spend']);
    await a.client.post('/api/profile/premium', { code: PREMIUM_CODE });
    await a.client.put('/api/goals', { category: 'ALPHAPDF Goal', goalType: 'expense', amountCents: 777 });
    const b = await createVerifiedUser(ctx);
    await importCategories(b.client, 'BRAVOPDF Checking', ['BRAVOPDF Spend']);
    await b.client.post('/api/profile/premium', { code: PREMIUM_CODE });
    await b.client.put('/api/goals', { category: 'BRAVOPDF Goal', goalType: 'expense', amountCents: 888 });

    // Not blind: A's own reports do print A's names.
    const aText = [
      ...(await pdf(a.client, '/api/reports/spending.pdf', 'spending-analysis-2026-11-21.pdf')),
      ...(await pdf(a.client, '/api/reports/goals.pdf', 'goals-2026-11-21.pdf')),
    ].join('\n');
    // (A file's own category words no longer name report rows (issue 22): the goal's name is A's text.)
    expect(aText.toUpperCase()).toContain('ALPHAPDF GOAL');
    const bText = [
      ...(await pdf(b.client, '/api/reports/spending.pdf', 'spending-analysis-2026-11-21.pdf')),
      ...(await pdf(b.client, '/api/reports/goals.pdf', 'goals-2026-11-21.pdf')),
    ].join('\n');
    expect(bText.toUpperCase()).toContain('BRAVOPDF');
    expect(bText.toUpperCase()).not.toContain('ALPHAPDF');
    expectSpendingFigures(bText, await summary(b.client, ''));
    for (const route of ['spending.pdf', 'goals.pdf']) {
      const res = await b.client.get(`/api/reports/${route}?accounts=${aAccount}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('ALPHAPDF');
    }
  });
});
