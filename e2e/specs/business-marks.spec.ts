import type { Page } from 'playwright-core';
import { formatUsd } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { RecurringStreamDto, RecurringStreamsResponse, ScheduleC } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// Issue 24: a subscription whose latest charge is business carries a "Business" badge on Cancel
// Subscriptions, and its yearly cost shows under Schedule C on Business Books.

const screen = useScreenBrowser();

async function netflixOf(page: Page): Promise<RecurringStreamDto | undefined> {
  const res = await page.request.get('/api/recurring');
  return ((await res.json()) as RecurringStreamsResponse).streams.find((s) => s.name === 'Netflix');
}

describe('Business subscriptions', () => {
  it('marks a business subscription on Cancel Subscriptions and counts it on Schedule C', async () => {
    const { page } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    await expect.poll(async () => Boolean(await netflixOf(page)), { timeout: 30_000 }).toBe(true);
    const netflix = (await netflixOf(page))!;
    const origin = new URL(page.url()).origin;
    const marked = await page.request.patch(`/api/transactions/${netflix.transactionIds.at(-1)}`, {
      data: { businessUse: 'business', businessCategory: 'software_and_cloud_services' },
      headers: { Origin: origin },
    });
    expect(marked.ok(), await marked.text()).toBe(true);

    await page.goto('/recurring-transactions');
    const item = page
      .getByRole('region', { name: 'Subscriptions & Services', exact: true })
      .getByRole('listitem', { name: 'Netflix', exact: true });
    await item.getByText('Business', { exact: true }).waitFor();
    await saveScreenshot(page, 'subscriptions-business-badge');

    const api = await page.request.get('/api/business/schedule-c?year=2026&accounts=business');
    const line = ((await api.json()) as ScheduleC).recurring.find((l) => l.line === '18')!;
    expect(line.items.map((i) => i.streamId)).toContain(netflix.id);
    await page.goto('/business-books?period=this_year&accounts=business');
    await page
      .getByText(`Business subscriptions: ${formatUsd(line.yearlyCents)} a year on line 18`)
      .waitFor();
    await saveScreenshot(page, 'business-books-subscriptions');
  });
});
