import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SituationSummary } from './situation-summary.tsx';

// Issue 42: an account with no balance yet reads "Balance missing" where net worth is shown, never $0.00.

afterEach(cleanup);

describe('SituationSummary with a balance missing', () => {
  it('shows "Balance missing" for the account, never $0.00, and names it under net worth', () => {
    render(
      <MemoryRouter>
        <SituationSummary
          situation={{
            groups: [
              {
                key: 'credit',
                label: 'Credit Cards',
                isAsset: false,
                totalCents: 0,
                accounts: [
                  {
                    id: 'acc-card',
                    name: 'Chase Card',
                    institutionName: 'Imported',
                    balanceCents: 0,
                    balanceAsOf: null,
                    balanceMissing: true,
                  },
                ],
              },
            ],
            assetsCents: 0,
            liabilitiesCents: 0,
            netWorthCents: 0,
            verdict: 'Net worth is zero',
            missingBalances: [{ id: 'acc-card', name: 'Chase Card' }],
          }}
        />
      </MemoryRouter>,
    );
    const note = screen.getByRole('note', { name: 'Balance missing' });
    expect(note.textContent).toContain(
      'Balance missing: Chase Card. Net worth leaves it out until you add its balance.',
    );
    expect(screen.getByRole('link', { name: 'Add a balance' }).getAttribute('href')).toBe('/linked-accounts');
    // The card's row and its group read "Balance missing"; no $0.00 stands for the unknown debt.
    expect(screen.getAllByText('Balance missing')).toHaveLength(2);
    expect(screen.getAllByText('$0.00')).toHaveLength(1); // net worth itself, with the note under it
  });
});
