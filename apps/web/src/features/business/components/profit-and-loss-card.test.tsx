import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfitAndLoss } from '@tourniquet/domain/contracts';
import { ProfitAndLossCard } from './profit-and-loss-card.tsx';

afterEach(cleanup);

const RANGE = { from: '2026-01-01', to: '2026-12-31', accountIds: null };
const DATA: ProfitAndLoss = {
  incomeCents: 600_000,
  expenseCents: 21_067,
  netCents: 578_933,
  income: [{ category: 'Service Sales', cents: 600_000 }],
  expenses: [
    { category: 'client_entertainment', cents: 8_000 },
    { category: 'software_and_cloud_services', cents: 5_999 },
    { category: 'loan_interest', cents: 4_567 },
    { category: 'business_meals', cents: 2_501 },
  ],
  notInProfitAndLoss: [
    {
      category: 'income_tax',
      label: 'Income tax payments',
      why: 'Income tax is paid on your profit, not a cost of earning it.',
      cents: 120_000,
    },
    {
      category: 'transfers_in',
      label: 'Transfers in and owner contributions',
      why: 'Money moved in from your own accounts, owner contributions included, is not business income.',
      cents: -50_000,
    },
  ],
  scheduleCNetProfitCents: 588_183,
  scheduleCDifferences: [
    { label: 'Meals', why: 'Meals count in full here; Schedule C deducts 50% of them.', cents: -1_250 },
    {
      label: 'Client entertainment',
      why: 'A business cost here; Schedule C allows no deduction for entertainment.',
      cents: -8_000,
    },
  ],
  netNote: 'Meals count in full here and at 50% on Schedule C.',
};

describe('ProfitAndLossCard (issue 35)', () => {
  it('lists what is not profit or loss under the P&L, each with why, in plain words', () => {
    render(<ProfitAndLossCard data={DATA} range={RANGE} />);
    const items = within(screen.getByRole('list', { name: 'Not profit or loss' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Income tax payments$1,200.00 outIncome tax is paid on your profit, not a cost of earning it.',
      'Transfers in and owner contributions$500.00 inMoney moved in from your own accounts, owner contributions included, is not business income.',
    ]);
    // The screen never shows the API's names.
    expect(screen.getByRole('list', { name: 'Not profit or loss' }).textContent).not.toMatch(/_/);
  });

  it('says beside the net how meals count, and how it differs from Schedule C', () => {
    render(<ProfitAndLossCard data={DATA} range={RANGE} />);
    expect(screen.getByText('Meals count in full here and at 50% on Schedule C.')).toBeTruthy();
    expect(screen.getByText(/Schedule C’s net profit for these rows: \$5,881\.83/)).toBeTruthy();
    const differences = within(screen.getByRole('list', { name: 'Differences from Schedule C' }));
    expect(differences.getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Meals: -$12.50. Meals count in full here; Schedule C deducts 50% of them.',
      'Client entertainment: -$80.00. A business cost here; Schedule C allows no deduction for entertainment.',
    ]);
  });

  it('shows no list apart and no differences when there are none', () => {
    render(
      <ProfitAndLossCard
        data={{ ...DATA, notInProfitAndLoss: [], scheduleCDifferences: [] }}
        range={RANGE}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Not profit or loss' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Differences from Schedule C' })).toBeNull();
    expect(screen.getByText('Meals count in full here and at 50% on Schedule C.')).toBeTruthy();
  });
});
