import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountResponse, ReviewResponse, ScheduleC } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, titleOf, useScreenBrowser } from '../support/screen-session.ts';
import { signInFreshUser } from '../support/transactions.ts';

// The review inbox (issue 35) at 390 px: a sole proprietor's shop payouts, a supplier it cannot place and an owner's
// draw on business checking, a shop nobody knows on a personal card. Business Books says "N to review";
// the owner answers card by card (apply to all rows from the payee on), undoes one answer, and Schedule C
// follows; the dashboard's count leads to the personal row; then nothing is left to review.

const screen = useScreenBrowser();
const CHECKING = [
  'Date,Description,Amount',
  '2026-03-02,ETSY INC PAYOUT,400.00',
  '2026-04-02,ETSY INC PAYOUT,900.00',
  '2026-05-02,ETSY INC PAYOUT,300.00',
  '2026-03-10,BRAMBLEWICK 0091,-120.00',
  '2026-04-20,OWNER DRAW J SMITH,-700.00',
].join('\n');
const CARD = [
  'Date,Description,Amount',
  '2026-03-05,ZORBLAX GOODS,-45.00',
  '2026-04-05,ZORBLAX GOODS,-30.00',
].join('\n');

async function accountWith(page: Page, name: string, type: string, subtype: string, csv: string) {
  const headers = { Origin: screen.baseUrl };
  const created = await page.request.post('/api/accounts/manual', { headers, data: { name, type, subtype } });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as AccountResponse;
  const imported = await page.request.post(`/api/accounts/${account.id}/import`, {
    headers: { ...headers, 'Content-Type': 'text/csv' },
    data: csv,
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  return account.id;
}

async function scheduleC(page: Page): Promise<ScheduleC> {
  const res = await page.request.get('/api/business/schedule-c?year=2026');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ScheduleC;
}
const lineOf = (c: ScheduleC, line: string) => c.lines.find((l) => l.line === line)?.amountCents ?? 0;

async function inbox(page: Page, scope: string): Promise<ReviewResponse> {
  const res = await page.request.get(`/api/review?scope=${scope}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ReviewResponse;
}

/** Saves the card's answer and waits for the POST and for the next card (or the empty state). */
async function saveAnswer(page: Page) {
  const posted = page.waitForResponse(
    (r) => r.url().includes('/api/review/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save and next' }).click();
  expect((await posted).ok()).toBe(true);
  await page
    .getByRole('status', { name: 'Last answer' })
    .getByText(/^Saved\./)
    .waitFor();
}

describe('To review', () => {
  it('works through the inbox at 390 px, and Schedule C changes with the answers', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    const checking = await accountWith(page, 'Business checking', 'depository', 'checking', CHECKING);
    const marked = await page.request.patch(`/api/accounts/${checking}`, {
      headers: { Origin: screen.baseUrl },
      data: { accountTypeCustom: 'business' },
    });
    expect(marked.ok(), await marked.text()).toBe(true);
    await accountWith(page, 'Personal card', 'credit', 'credit card', CARD);
    const before = await scheduleC(page);
    const business = await inbox(page, 'business');
    // Most money at stake first: the draw the app cannot place (all of it), then the payouts it calls sales
    // (a fifth of theirs), then the supplier it cannot place.
    expect(business.items.map((i) => i.description)).toEqual([
      'OWNER DRAW J SMITH',
      'ETSY INC PAYOUT',
      'BRAMBLEWICK 0091',
    ]);
    const [draw, etsy, supplier] = business.items;

    // Business Books: "3 to review", to the business inbox.
    await page.goto('/business-books');
    await page.getByRole('link', { name: /^3 to review/ }).waitFor();
    await page.screenshot({ path: '/tmp/review-inbox-books.png', animations: 'disabled' });
    await page.getByRole('link', { name: /^3 to review/ }).click();
    await page.waitForURL('**/to-review?scope=business');

    // The owner's draw is on no line; by keyboard: the radio takes Space, the button Enter.
    const drawCard = page.getByRole('region', { name: draw!.payee });
    await drawCard.waitFor();
    expect(await page.title()).toBe(titleOf('To review'));
    await drawCard.getByText('3 to review').waitFor();
    await drawCard.getByRole('radio', { name: /Not on any line/ }).focus();
    await page.keyboard.press('Space');
    expect(await drawCard.getByRole('radio', { name: /Not on any line/ }).isChecked()).toBe(true);
    await drawCard.getByRole('button', { name: 'Save and next' }).focus();
    const drawPosted = page.waitForResponse((r) => r.url().endsWith(`/api/review/${draw!.transactionId}`));
    await page.keyboard.press('Enter');
    expect((await drawPosted).ok()).toBe(true);

    const card = page.getByRole('region', { name: etsy!.payee });
    await card.waitFor();
    const apply = card.getByRole('checkbox', { name: 'Apply to all 3 rows from this payee' });
    expect(await apply.isChecked()).toBe(true);
    await card.getByRole('radio', { name: 'Product Sales' }).check();
    await expectAccessible(page);
    await saveScreenshot(page, 'review-inbox-card', { viewport: true });
    await page.screenshot({ path: '/tmp/review-inbox-card.png', animations: 'disabled', fullPage: true });
    await saveAnswer(page);

    // Every Etsy row is on line 1 now.
    const afterEtsy = await scheduleC(page);
    expect(lineOf(afterEtsy, '1')).toBe(160000);
    expect(afterEtsy.grossReceiptsCents - before.grossReceiptsCents).toBe(160000 - lineOf(before, '1'));

    // Undo puts the row back and shows its card again; answered again, it stays.
    await page.getByRole('region', { name: supplier!.payee }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    const again = page.getByRole('region', { name: etsy!.payee });
    await again.waitFor();
    await again.getByRole('radio', { name: 'Product Sales' }).check();
    await saveAnswer(page);

    // The supplier is cost of goods sold, from the full list.
    const supplierCard = page.getByRole('region', { name: supplier!.payee });
    await supplierCard.waitFor();
    await supplierCard.getByLabel('Another business category').selectOption('raw_materials');
    await saveAnswer(page);
    await page.getByText('Nothing to review').waitFor();
    await page.screenshot({ path: '/tmp/review-inbox-done.png', animations: 'disabled' });

    const after = await scheduleC(page);
    expect(lineOf(after, '1')).toBe(160000);
    expect(lineOf(after, '4')).toBe(12000);
    // The owner's draw is on no line: off the books, so nothing waits without a category.
    expect(after.uncategorisedCount).toBe(0);
    expect(after.netProfitCents).toBe(160000 - 12000);

    // The dashboard counts what is left: the personal card's unknown shop.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^1 to review/ }).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/review-inbox-dashboard.png', animations: 'disabled' });
    await page.getByRole('link', { name: /^1 to review/ }).click();
    await page.waitForURL('**/to-review');
    const shop = page.getByRole('region', { name: 'Zorblax Goods' });
    await shop.waitFor();
    expect(await shop.getByRole('radio', { name: 'Personal' }).isChecked()).toBe(true);
    await saveAnswer(page);
    await page.getByText('Nothing to review').waitFor();
    await expectAccessible(page);
    expect(await inbox(page, 'all')).toEqual({ items: [], remaining: 0 });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /Business Books/ }).waitFor();
    expect(await page.getByRole('link', { name: /to review/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
