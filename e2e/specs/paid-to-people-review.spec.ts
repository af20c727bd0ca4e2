import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TransactionDto, TransactionPage } from '@tourniquet/domain';
import type { AccountResponse, ReportSummary, ReviewResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signInFreshUser } from '../support/transactions.ts';

// Money paid to a person at 390 px: two Zelle payments to one person and one to another wait in To review;
// the user says the first person is childcare, for all of their rows; Paid to people keeps only the other
// person, spending gains Childcare, and the person's next payment is filed by itself.

const screen = useScreenBrowser();
const STATEMENT = [
  'Date,Description,Amount',
  '11/02/2026,Zelle payment to JOHN SMITH Conf# a1b2c3,-150.00',
  '11/09/2026,Zelle payment to JOHN SMITH Conf# b2c3d4,-150.00',
  '11/10/2026,Zelle payment to MARIA GARCIA Conf# d4e5f6,-80.00',
  '11/12/2026,SAFEWAY #1234 SAN JOSE CA,-54.20',
].join('\n');
const LATER = ['Date,Description,Amount', '11/16/2026,Zelle payment to JOHN SMITH Conf# k9m8n7,-150.00'].join(
  '\n',
);

async function importInto(page: Page, accountId: string, csv: string) {
  const imported = await page.request.post(`/api/accounts/${accountId}/import`, {
    headers: { Origin: screen.baseUrl, 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(imported.ok(), await imported.text()).toBe(true);
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

const cashFlow = async (page: Page) =>
  (await getJson<ReportSummary>(page, '/api/reports/summary?period=30')).cashFlow;
const childcareCents = (flow: ReportSummary['cashFlow']) =>
  flow.spending.categories.flatMap((c) => c.details).find((d) => d.detailed === 'GENERAL_SERVICES_CHILDCARE')
    ?.amountCents ?? 0;

describe('payments to people in To review', () => {
  it('asks what a person was paid for, and their later payments follow the answer', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    const created = await page.request.post('/api/accounts/manual', {
      headers: { Origin: screen.baseUrl },
      data: { name: 'Everyday Checking', type: 'depository', subtype: 'checking' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { account } = (await created.json()) as AccountResponse;
    await importInto(page, account.id, STATEMENT);
    expect((await cashFlow(page)).paidToPeople).toEqual({ outCents: 38000, count: 3 });

    const inbox = await getJson<ReviewResponse>(page, '/api/review?scope=personal');
    const john = inbox.items.find((i) => i.description.includes('JOHN SMITH'))!;
    expect(john).toMatchObject({ payee: 'John Smith', confidence: 'low', similarCount: 2 });

    await page.goto('/to-review?scope=personal');
    const card = page.getByRole('region', { name: john.payee });
    await card.waitFor();
    await card.getByText(/until you say what it paid for/).waitFor();
    // No business account: the card asks only what it was for, not Business or personal.
    await page.waitForLoadState('networkidle');
    expect(await card.getByRole('group', { name: 'Business or personal' }).count()).toBe(0);
    expect(
      await card.getByRole('checkbox', { name: 'Apply to all 2 rows from this payee' }).isChecked(),
    ).toBe(true);
    const picker = card.getByRole('combobox', { name: 'Another category' });
    await picker.fill('childc');
    await page.getByRole('option', { name: 'Childcare', exact: true }).click();
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await saveScreenshot(page, 'paid-to-people-review-card');

    const posted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/review/${john.transactionId}`) && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Save and next' }).click();
    expect((await posted).ok()).toBe(true);
    // The other person is still to be answered: their card comes next.
    await page.getByRole('region', { name: 'Maria Garcia' }).waitFor();
    await saveScreenshot(page, 'paid-to-people-review-next');

    let flow = await cashFlow(page);
    expect(flow.paidToPeople).toEqual({ outCents: 8000, count: 1 });
    expect(childcareCents(flow)).toBe(30000);
    await page.goto('/financial-status?period=30');
    await page.getByRole('tab', { name: /My Spending/ }).click();
    await page.getByRole('button', { name: /^Paid to people: \$80\.00, 1 payment, / }).waitFor();
    await saveScreenshot(page, 'paid-to-people-review-spending');

    // The person's next payment is Childcare by itself, and does not wait in To review.
    await importInto(page, account.id, LATER);
    const rows = await getJson<TransactionPage>(page, `/api/transactions?accountIds=${account.id}&q=k9m8n7`);
    const next: TransactionDto | undefined = rows.transactions[0];
    expect(next?.personalCategory?.detailed).toBe('GENERAL_SERVICES_CHILDCARE');
    flow = await cashFlow(page);
    expect(childcareCents(flow)).toBe(45000);
    const after = await getJson<ReviewResponse>(page, '/api/review?scope=personal');
    expect(after.items.some((i) => i.description.includes('JOHN SMITH'))).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
