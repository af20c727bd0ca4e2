import { formatDate, formatUsd } from '@tourniquet/domain';
import { describe, expect, it } from 'vitest';
import type { DebtPlanResponse, DebtsResponse } from '@tourniquet/domain/contracts';
import { saveScreenshot } from '../support/axe.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// At 390 px: the sandbox bank's card and loans on the Debts screen, with the provider's terms; an extra
// $200 a month moves the debt-free date earlier, to the API's date. Waits allow 60 s: on a loaded two-core
// machine the dashboard's lazy cards took longer than the 30 s default once.

const screen = useScreenBrowser();

describe('debts', () => {
  it(
    'shows every card and loan and moves the debt-free date with an extra $200 a month',
    { timeout: 240_000 },
    async () => {
      const { page } = await screen.open('/');
      await signInFreshUser(page, screen.baseUrl);
      await linkBankAndSync(page);
      const debtsNow = async () => (await (await page.request.get('/api/debts')).json()) as DebtsResponse;
      await expect
        .poll(async () => (await debtsNow()).debts.find((d) => d.kind === 'credit_card')?.aprSource, {
          timeout: 30_000,
        })
        .toBe('provider');
      // Work that follows the first sync (categorising, the books) can still move a figure for a few
      // seconds: the screens are compared with the API once two reads 3 s apart agree.
      let api = await debtsNow();
      await expect
        .poll(
          async () => {
            await new Promise((resolve) => setTimeout(resolve, 3_000));
            const next = await debtsNow();
            const settled = JSON.stringify(next) === JSON.stringify(api);
            api = next;
            return settled;
          },
          { timeout: 90_000, interval: 0 },
        )
        .toBe(true);
      const plan = async (extra: number) =>
        (await (
          await page.request.get(`/api/debts/plan?strategy=avalanche&extraMonthlyCents=${extra}`)
        ).json()) as DebtPlanResponse;
      const [none, extra] = [await plan(0), await plan(20000)];
      expect(extra.debtFreeDate! < none.debtFreeDate!).toBe(true);

      await page.goto('/dashboard');
      const card = page.getByTestId('debts-card');
      await card.getByTestId('debts-card-interest').waitFor({ timeout: 60_000 });
      expect(await card.getByTestId('debts-card-interest').innerText()).toBe(
        formatUsd(api.totals.interestPaid12mCents),
      );
      await card.click();
      await page.waitForURL('**/debts');
      await page.getByTestId('debt-card').first().waitFor({ timeout: 60_000 });
      expect(await page.title()).toBe('Debts · Tourniquet');
      expect(await page.getByTestId('debt-card').count()).toBe(api.debts.length);
      const cardDebt = api.debts.find((d) => d.kind === 'credit_card')!;
      const cardOnScreen = page.getByRole('region', { name: cardDebt.name });
      expect(await cardOnScreen.getByTestId('debt-apr').innerText()).toBe(`${cardDebt.aprPercent}% APR`);
      expect(await cardOnScreen.getByTestId('debt-balance').innerText()).toBe(
        formatUsd(cardDebt.balanceCents),
      );
      expect(await page.getByTestId('debts-interest-12m').innerText()).toBe(
        formatUsd(api.totals.interestPaid12mCents),
      );

      const freeDate = page.getByTestId('debt-free-date');
      await expect.poll(() => freeDate.innerText()).toBe(formatDate(none.debtFreeDate!));
      await page.getByLabel('Extra a month, on top of the minimums').fill('200');
      await expect
        .poll(() => freeDate.innerText(), { timeout: 15_000 })
        .toBe(formatDate(extra.debtFreeDate!));
      expect(await page.getByTestId('plan-saved').innerText()).toBe(formatUsd(extra.interestSavedCents!));

      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await saveScreenshot(page, 'debts-screen');
      await page.goto('/dashboard');
      await card.getByTestId('debts-card-interest').waitFor({ timeout: 60_000 });
      await saveScreenshot(page, 'debts-dashboard-card', { viewport: true });
    },
  );
});
