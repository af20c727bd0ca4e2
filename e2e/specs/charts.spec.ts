import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecurringMonthlyCost, ReportSummary } from '@tourniquet/domain/contracts';
import type { PageSession } from '../support/browser.ts';
import { dismissToast, expectToast } from '../support/pages.ts';
import { expectAccessible, useScreenBrowser } from '../support/screen-session.ts';
import { linkBankAndSync, signInFreshUser } from '../support/transactions.ts';

// The charts of the five report screens at 390 px, after linking the sandbox bank (today pinned to
// 2026-11-21): each is a named figure with a named image and a data table, and its table holds the very
// figures of the report beside it.

const screen = useScreenBrowser();
const SHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** "+$2,500.00" / "-$15.49" / "$1,234.56" -> signed cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,+\s]/g, '')) * 100);

/** The chart card by its caption: a figure named by it, with an image and a table inside. */
async function chart(page: Page, title: string) {
  const figure = page.getByRole('figure', { name: title });
  await figure.waitFor();
  // The chart as one image (the library's own SVG inside it is presentational).
  const image = figure.getByTestId('chart-image');
  await image.waitFor();
  expect(await image.getAttribute('role')).toBe('img');
  // The chart library drew into the image (the lazy chunk loaded and rendered an SVG).
  await figure.locator('svg.recharts-surface').first().waitFor();
  expect((await image.getAttribute('aria-label'))!.length).toBeGreaterThan(20);
  return figure;
}

/** The chart's table as text cells, row by row (body rows), and its totals row if any. */
async function chartTable(figure: Locator) {
  const table = figure.getByTestId('chart-table');
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
  const footer = await table
    .locator('tfoot tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
  return { rows, footer: footer[0] ?? null };
}

async function shoot(page: Page, figure: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await figure.scrollIntoViewIfNeeded();
  await figure.screenshot({ path: `${SHOTS}chart-${name}.png`, animations: 'disabled' });
}

describe('report charts at 390 px', () => {
  // One user with the bank linked for the five screens (they only read, but for the goal typed on the last),
  // set up inside whichever test runs first: linking waits with expect.poll, which only runs in a test.
  let session: PageSession | undefined;
  let ready: Promise<Page> | undefined;
  const signedIn = () =>
    (ready ??= (async () => {
      session = await screen.open('/');
      await signInFreshUser(session.page, screen.baseUrl);
      await linkBankAndSync(session.page);
      return session.page;
    })());
  afterAll(() => session?.context.close());

  it('Financial Status: net worth over time ends on the net worth the report shows', async () => {
    const page = await signedIn();
    await page.goto('/financial-status?period=90');
    const figure = await chart(page, 'Net Worth Over Time');
    const shown = cents(await page.getByTestId('net-worth').innerText());
    const { rows } = await chartTable(figure);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.at(-1)![0]).toBe('Nov 21, 2026');
    expect(cents(rows.at(-1)![3]!)).toBe(shown);
    // Each row: assets minus liabilities (shown negative) is the net worth.
    for (const [, assets, liabilities, worth] of rows) {
      expect(cents(assets!) + cents(liabilities!)).toBe(cents(worth!));
    }
    const report = (await (await page.request.get('/api/reports/summary?period=90')).json()) as ReportSummary;
    expect(cents(rows.at(-1)![1]!)).toBe(report.situation.assetsCents);
    expect(cents(rows.at(-1)![2]!)).toBe(-report.situation.liabilitiesCents);
    // "Show as table" reveals the same table to sighted users.
    const toggle = figure.getByRole('button', { name: 'Show as table' });
    await toggle.click();
    expect(await figure.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await figure.getByTestId('chart-table').isVisible()).toBe(true);
    // Each figure stands apart from its neighbour at 390 px (issue 27: "+$11,078.88$11,500.00").
    for (const row of await figure.getByTestId('chart-table').getByRole('row').all()) {
      const boxes = await row
        .locator('th, td')
        .evaluateAll((cells) =>
          cells.map((c) => ({ left: c.getBoundingClientRect().left, text: c.textContent ?? '' })),
        );
      const gaps = await row.locator('th, td').evaluateAll((cells) =>
        cells.slice(1).map((c, i) => {
          const range = document.createRange();
          range.selectNodeContents(cells[i]!);
          const prevTextRight = range.getBoundingClientRect().right;
          range.selectNodeContents(c);
          return range.getBoundingClientRect().left - prevTextRight;
        }),
      );
      for (const gap of gaps) expect(gap, JSON.stringify(boxes)).toBeGreaterThanOrEqual(8);
    }
    await figure.getByRole('button', { name: 'Hide table' }).click();
    await shoot(page, figure, 'net-worth');
    await expectAccessible(page);
  });

  it('My Spending Analysis: the donut holds the category rows, and a slice opens the drill-down', async () => {
    const page = await signedIn();
    await page.goto('/my-spending-analysis?period=90');
    const figure = await chart(page, 'Where Your Money Went');
    const { rows, footer } = await chartTable(figure);
    // The rows of Spending by Category, read from their links: "Label: $1,234.56, 12% of spending. ...".
    const links = await page
      .getByRole('link', { name: /of spending\. View transactions$/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute('aria-label') ?? ''));
    const listed = links.map((label) => {
      const [, name, amount] = /^(.*): (\$[\d,.]+), /.exec(label)!;
      return [name, cents(amount!)];
    });
    expect(listed.length).toBeGreaterThan(2);
    expect(rows.map(([name, spent]) => [name, -cents(spent!)])).toEqual(listed);
    const total = await page.getByRole('heading', { name: 'Spending by Category' }).locator('..').innerText();
    expect(-cents(footer![1]!)).toBe(cents(/\$[\d,.]+/.exec(total)![0]));
    await shoot(page, figure, 'spending');
    await expectAccessible(page);

    // Tapping the largest slice opens the same drill-down as its row.
    const [topName] = rows[0]!;
    // A real tap in the middle of the first slice: the donut starts at 3 o'clock and turns anticlockwise,
    // its ring between 58% and 96% of the radius (spending-donut.tsx).
    const share = -cents(rows[0]![1]!) / -cents(footer![1]!);
    const box = (await figure.locator('svg.recharts-surface').first().boundingBox())!;
    const radius = (Math.min(box.width, box.height) / 2) * 0.77;
    const angle = share * Math.PI;
    await page.mouse.click(
      box.x + box.width / 2 + radius * Math.cos(angle),
      box.y + box.height / 2 - radius * Math.sin(angle),
    );
    await page.waitForURL(/\/financial-status\?.*type=expense/);
    expect(new URL(page.url()).searchParams.get('period')).toBe('90');
    await page.getByRole('button', { name: 'Back to Summary' }).waitFor();
    await page.getByRole('heading', { level: 2, name: topName }).waitFor();
  });

  it('My Money Situation: money in and out per month add up to the period totals', async () => {
    const page = await signedIn();
    await page.goto('/my-money-situation?period=365');
    const figure = await chart(page, 'Money In and Out by Month');
    const { rows, footer } = await chartTable(figure);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(footer![0]).toBe('Total');
    expect(rows.reduce((s, r) => s + cents(r[1]!), 0)).toBe(cents(footer![1]!));
    expect(rows.reduce((s, r) => s + cents(r[2]!), 0)).toBe(cents(footer![2]!));
    // Money in carries "+", money out "-": told apart without colour.
    expect(rows.every((r) => r[1]!.startsWith('+') && (r[2] === '-$0.00' || r[2]!.startsWith('-')))).toBe(
      true,
    );
    const totals = await figure.getByTestId('cash-flow-totals').innerText();
    const [shownIn, shownOut] = totals.match(/[+-]?\$[\d,.]+/g)!;
    expect(cents(footer![1]!)).toBe(cents(shownIn!));
    expect(cents(footer![2]!)).toBe(cents(shownOut!));
    const report = (await (
      await page.request.get('/api/reports/summary?period=365')
    ).json()) as ReportSummary;
    expect(cents(footer![1]!)).toBe(report.cashFlow.earnings.totalCents);
    expect(cents(footer![2]!)).toBe(-report.cashFlow.spending.totalCents);
    await shoot(page, figure, 'cash-flow');
    await expectAccessible(page);
  });

  it('Cancel Subscriptions: what subscriptions and bills cost per month, 12 months', async () => {
    const page = await signedIn();
    await page.goto('/recurring-transactions');
    const figure = await chart(page, 'What They Cost Each Month');
    const { rows, footer } = await chartTable(figure);
    expect(rows.map((r) => r[0])).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    const api = (await (
      await page.request.get('/api/recurring/monthly-cost')
    ).json()) as RecurringMonthlyCost;
    expect(rows.map((r) => -cents(r[1]!))).toEqual(api.months.map((m) => m.outCents));
    expect(-cents(footer![1]!)).toBe(api.totalCents);
    expect(api.totalCents).toBeGreaterThan(0);
    await shoot(page, figure, 'monthly-cost');
    await expectAccessible(page);
  });

  it('Income & Spending Goals: a bar per goal, with the figures of the goal rows', async () => {
    const page = await signedIn();
    await page.goto('/income-spending-goals?period=90');
    const empty = page.getByRole('figure', { name: 'Progress Toward Your Goals' });
    await empty.getByText('Set a goal for a category below to see your progress here.').waitFor();
    const food = page.getByRole('textbox', { name: 'Spending goal for Food & Drink', exact: true });
    await food.fill('1250');
    await food.blur();
    await expectToast(page, 'Goal saved successfully!');
    await dismissToast(page);
    const figure = await chart(page, 'Progress Toward Your Goals');
    const { rows } = await chartTable(figure);
    const row = rows.find((r) => r[0] === 'Food & Drink (spending)')!;
    const goalRow = page
      .getByRole('region', { name: 'Spending Categories' })
      .getByRole('row', { name: /Food & Drink/ });
    const text = await goalRow.innerText();
    const spent = /(\$[\d,.]+) spent/.exec(text)![1]!;
    expect(-cents(row[1]!)).toBe(cents(spent));
    expect(row[2]).toBe('$1,250.00');
    expect(text).toContain(row[3]!);
    await shoot(page, figure, 'goals');
    await expectAccessible(page);
  });
});
