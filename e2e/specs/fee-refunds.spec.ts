import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountResponse, FeesResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { signInFreshUser } from '../support/transactions.ts';

// Get the fee back (issue 28): ask for an overdraft fee back on Fees, then a statement holding the
// reversal arrives and the fee is marked refunded without the user doing anything.

const screen = useScreenBrowser();
const HEADER = 'Date,Description,Merchant,Amount,Category';

async function importCsv(page: Page, accountId: string, lines: string[]) {
  const res = await page.request.post(`/api/accounts/${accountId}/import`, {
    headers: { Origin: screen.baseUrl, 'Content-Type': 'text/csv' },
    data: [HEADER, ...lines].join('\n') + '\n',
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function feesOf(page: Page): Promise<FeesResponse> {
  const res = await page.request.get('/api/fees?from=2026-01-01&to=2026-11-21');
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as FeesResponse;
}

describe('Get the fee back', () => {
  it('asks for an overdraft fee back, then an imported reversal marks it refunded', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    const created = await page.request.post('/api/accounts/manual', {
      headers: { Origin: screen.baseUrl },
      data: { name: 'Everyday Checking', type: 'depository', subtype: 'checking' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { account } = (await created.json()) as AccountResponse;
    await importCsv(page, account.id, [
      '10/01/2026,PAYROLL ACME CORP,,2500.00,',
      '10/14/2026,OVERDRAFT FEE,,-35.00,',
    ]);
    await expect.poll(async () => (await feesOf(page)).fees.length, { timeout: 30_000 }).toBe(1);

    await page.goto('/fees?period=this_year');
    const fees = page.getByRole('region', { name: 'Every fee', exact: true });
    await fees.getByRole('button', { name: 'Ask for it back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask for it back' });
    const message = dialog.getByTestId('refund-message');
    await message.waitFor();
    expect(await message.innerText()).toContain(
      'On Oct 14, 2026, my Everyday Checking account was charged an overdraft fee of $35.00.',
    );
    expect(await message.innerText()).toContain('first time');
    expect(await dialog.getByTestId('refund-script').getByRole('listitem').count()).toBeGreaterThan(2);
    await expectAccessible(page);
    await saveScreenshot(page, 'fee-refund-dialog');
    await dialog.getByRole('button', { name: 'I asked' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await fees.getByTestId('refund-status').innerText()).toBe('Asked on Nov 21, 2026');
    await saveScreenshot(page, 'fee-refund-asked');

    // November's statement holds the bank's reversal.
    await importCsv(page, account.id, ['11/03/2026,OVERDRAFT FEE REVERSAL,,35.00,']);
    await expect
      .poll(async () => (await feesOf(page)).fees[0]?.refund.status, { timeout: 30_000 })
      .toBe('refunded');
    const after = await feesOf(page);
    expect(after.fees[0]!.refund.refundedTransactionId).toBe(after.refunds[0]!.transactionId);
    expect(after.recovered.cents).toBe(3500);
    await page.reload();
    await expect
      .poll(() => fees.getByTestId('refund-status').innerText(), { timeout: 10_000 })
      .toBe('Refunded · reversal on Nov 3, 2026');
    expect(await page.getByTestId('fees-recovered').innerText()).toBe('You recovered $35.00 this year.');
    await saveScreenshot(page, 'fee-refund-refunded');

    await page.goto('/dashboard');
    const link = page.getByRole('link', { name: /^Bank fees:/ });
    await expect.poll(() => link.innerText(), { timeout: 10_000 }).toContain('recovered $35.00');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
