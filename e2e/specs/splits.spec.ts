import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatUsd,
  partOfText,
  pfcDetailedLabel,
  type TransactionPage,
} from '@tourniquet/domain';
import type { ReportSummary } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectToast } from '../support/pages.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, payeeOf, signInFreshUser, tableRows } from '../support/transactions.ts';

// Issue 23: split a charge from its drill-down into two parts in two categories; each category's
// drill-down then lists its part as its own line, marked as part of the larger charge.

const screen = useScreenBrowser();
const GIFTS = 'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES';

describe('splits', () => {
  it('splits a row and shows both parts in the drill-downs', async () => {
    const { page, context, consoleErrors } = await screen.open('/');
    await signInFreshUser(page, screen.baseUrl);
    await linkBankAndSync(page);
    const summary = (await (
      await page.request.get('/api/reports/summary?period=90')
    ).json()) as ReportSummary;
    const { from, to } = summary.period;
    // The newest counted purchase (first in its category's drill-down), not already General Merchandise.
    const lines = (await (
      await page.request.get(`/api/transactions?from=${from}&to=${to}&flow=counted&type=expense&limit=200`)
    ).json()) as TransactionPage;
    const target = lines.transactions.find(
      (t) =>
        !t.pending &&
        t.merchantName &&
        t.amountCents >= 300 &&
        t.personalCategory &&
        t.personalCategory.primary !== 'GENERAL_MERCHANDISE',
    )!;
    expect(target, 'a posted purchase with a payee').toBeDefined();
    const category = target.personalCategory!.primary;

    await page.goto(`/financial-status?period=90&category=${category}&type=expense`);
    const editName = `Edit transaction: ${payeeOf(target)}, ${formatDate(target.date)}, ${formatUsd(-target.amountCents)}`;
    await page.getByRole('button', { name: editName, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
    await edit.getByRole('button', { name: 'Split', exact: true }).click();

    const editor = page.getByRole('dialog', { name: 'Split Transaction' });
    await editor.waitFor();
    const whole = formatUsd(target.amountCents).slice(1);
    expect(await editor.getByLabel('Part 1 amount').inputValue()).toBe(whole.replace(/,/g, ''));
    const first = (target.amountCents - 100) / 100;
    await editor.getByLabel('Part 1 amount').fill(first.toFixed(2));
    await editor.getByLabel('Part 2 amount').fill('2.00');
    // The one category picker (issue 36): typed, then picked by its label.
    const part2 = editor.getByRole('combobox', { name: 'Part 2 category' });
    await part2.fill('gifts');
    await editor.getByRole('option', { name: pfcDetailedLabel(GIFTS), exact: true }).click();
    expect(await part2.inputValue()).toBe('Gifts & Novelties');
    await editor.getByLabel('Part 2 note').fill('Birthday card');
    expect(await editor.getByTestId('split-remaining').innerText()).toBe('$1.00 over');
    // The save is refused with the sentence naming the difference.
    await editor.getByRole('button', { name: 'Save split' }).click();
    await editor
      .getByRole('alert')
      .getByText(
        `The parts add up to ${formatUsd(target.amountCents + 100)}; the transaction is ${formatUsd(target.amountCents)}: $1.00 over`,
      )
      .waitFor();
    await editor.getByLabel('Part 2 amount').fill('1.00');
    expect(await editor.getByTestId('split-remaining').innerText()).toBe(
      `Adds up to ${formatUsd(target.amountCents)}`,
    );
    await expectAccessible(page);
    await saveScreenshot(page, 'split-editor', { viewport: true });
    await editor.getByRole('button', { name: 'Save split' }).click();
    await expectToast(page, 'Success', 'Split into 2 parts.');
    await editor.waitFor({ state: 'detached' });

    // Both drill-downs list their part as its own line, marked as part of the whole charge.
    const partOf = partOfText(target.amountCents, target.merchantName);
    const partLine = tableRows(page).filter({ hasText: partOf });
    await partLine.first().waitFor();
    expect(await partLine.first().innerText()).toContain(formatUsd(-(target.amountCents - 100)));
    await page.goto(`/financial-status?period=90&category=GENERAL_MERCHANDISE&type=expense`);
    const gifts = tableRows(page).filter({ hasText: `${partOf} · Birthday card` });
    await gifts.waitFor();
    expect(await gifts.innerText()).toContain('-$1.00');
    await page.mouse.move(0, 0);
    await expectAccessible(page);
    await saveScreenshot(page, 'split-drilldown');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
