import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FeeLinesCard } from './fee-lines-card.tsx';

afterEach(cleanup);

const line = {
  date: '2026-06-20',
  accountName: 'Card',
  kindLabel: 'Late fees',
  amountCents: 2900,
};

describe('FeeLinesCard business badge (issue 24)', () => {
  it('marks a business fee "Business" and a personal one not', () => {
    // The rows link to the transactions screen and ask the API for refund changes.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <FeeLinesCard
            title="Fees"
            lines={[
              { ...line, transactionId: 'a', description: 'LATE FEE', business: true },
              { ...line, transactionId: 'b', description: 'ATM FEE', business: false },
            ]}
            totalLabel="Total"
            totalCents={5800}
            direction="out"
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [late, atm] = screen.getAllByRole('listitem');
    expect(within(late!).getByText('Business')).toBeTruthy();
    expect(within(atm!).queryByText('Business')).toBeNull();
  });
});
