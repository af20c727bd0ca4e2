import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TransactionDto } from '@tourniquet/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AllTransactionsScreen } from './all-transactions-screen.tsx';

const base: TransactionDto = {
  id: 't1',
  accountId: 'a1',
  accountName: 'Everyday Checking',
  institutionName: 'Credit Union',
  date: '2026-11-20',
  merchantName: null,
  description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA',
  category: [],
  amountCents: 650,
  pending: false,
  plaidTransactionId: null,
  personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
  categorySource: 'catalogue',
  categoryReason: null,
  displayMerchant: 'Blue Bottle Coffee',
  businessUse: 'personal',
  businessCategory: null,
  businessSource: null,
  splits: null,
  splitDroppedAt: null,
};
const ROWS = [
  base,
  { ...base, id: 't2', date: '2026-11-19', amountCents: 1299 },
  { ...base, id: 't3', date: '2026-11-18', description: 'SAFEWAY #1234', displayMerchant: 'Safeway' },
];
let posted: unknown[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/accounts') return Response.json({ accounts: [] });
      if (path === '/api/config') return Response.json({ transactionsReadOnly: false });
      if (path === '/api/transactions/bulk') {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({ updated: 2 });
      }
      return Response.json({ transactions: ROWS, nextCursor: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('All Transactions: many rows at once', () => {
  it('selects rows with a tap and sets business or personal on the selected rows only', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AllTransactionsScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Rendered after the first page arrives (a loaded machine may take more than the default second).
    await screen.findAllByRole(
      'button',
      { name: /^Edit transaction: Blue Bottle Coffee/ },
      { timeout: 10_000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select rows' }));
    expect(screen.getByText('Tap rows to select them')).toBeTruthy();
    const [first, second] = screen.getAllByRole('button', {
      name: /^Select transaction: Blue Bottle Coffee/,
    });
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByRole('button', { name: /^Select transaction: Safeway/ }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(screen.getByText('2 rows selected')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Set business use'), { target: { value: 'business' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set for all 2 rows' }));
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 10_000 });
    expect(posted[0]).toEqual({ ids: ['t1', 't2'], set: { businessUse: 'business' } });
    // Done: the rows open Edit Transaction again.
    await screen.findByRole('button', { name: 'Select rows' }, { timeout: 10_000 });
    expect(screen.getAllByRole('button', { name: /^Edit transaction:/ })).toHaveLength(3);
  }, 30_000);
});
