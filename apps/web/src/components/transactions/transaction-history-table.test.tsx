import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TransactionDto } from '@tourniquet/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionHistoryTable } from './transaction-history-table.tsx';

const base: TransactionDto = {
  id: 't1',
  accountId: 'a1',
  accountName: 'Plaid Checking',
  institutionName: 'First Platypus Bank',
  date: '2026-11-20',
  merchantName: 'Netflix',
  description: 'NETFLIX.COM MONTHLY SUBSCRIPTION 866-579',
  category: ['Recreation'],
  amountCents: 1549,
  pending: false,
  plaidTransactionId: 'p1',
  personalCategory: { primary: 'ENTERTAINMENT', detailed: 'ENTERTAINMENT_TV_AND_MOVIES' },
  categorySource: 'provider',
  categoryReason: null,
  displayMerchant: 'Netflix',
  businessUse: 'personal',
  businessCategory: null,
  businessSource: null,
  splits: null,
  splitDroppedAt: null,
};
const PAGE_ONE = [
  base,
  {
    ...base,
    id: 't2',
    merchantName: null,
    displayMerchant: '',
    description: 'ACME PAYROLL',
    category: ['Transfer'],
    personalCategory: null,
    amountCents: -250000,
  },
  {
    ...base,
    id: 't3',
    merchantName: 'Corner Shop',
    displayMerchant: 'Corner Shop',
    pending: true,
    amountCents: 450,
  },
];
const PAGE_TWO = [
  {
    ...base,
    id: 't4',
    merchantName: 'Rent Co',
    displayMerchant: 'Rent Co',
    date: '2026-11-01',
    amountCents: 150000,
  },
];

let requests: string[];
let readOnlyServer: boolean;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  requests = [];
  readOnlyServer = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      requests.push(path);
      if (path === '/api/config') return json({ transactionsReadOnly: readOnlyServer });
      if (path === '/api/accounts') return json({ accounts: [] });
      if (init?.method === 'PATCH') return json({ error: { code: 'error', message: 'x' } }, 500);
      const url = new URL(path, 'http://x');
      if (url.searchParams.get('merchant') === 'none') return json({ transactions: [], nextCursor: null });
      if (url.searchParams.get('merchant') === 'broken') return json({ error: { message: 'x' } }, 500);
      return url.searchParams.get('cursor') === 'c1'
        ? json({ transactions: PAGE_TWO, nextCursor: null })
        : json({ transactions: PAGE_ONE, nextCursor: 'c1' });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(props: Parameters<typeof TransactionHistoryTable>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {/* The dialog links to Settings → Rules ("Create a rule"). */}
      <MemoryRouter>
        <TransactionHistoryTable {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row');

describe('TransactionHistoryTable', () => {
  it('renders the six columns, truncation, labels and signed amounts for the filter', async () => {
    show({ filter: { accountIds: ['a1', 'a2'], type: 'expense' } });
    await screen.findByRole('table');
    expect(requests).toContain('/api/transactions?accountIds=a1%2Ca2&type=expense');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Paid In/Paid Out',
      'Payee/Payor',
      'Description',
      'Category',
      'Amount',
    ]);
    const [, netflix, payroll, pending] = rows();
    const cells = within(netflix!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('Nov 20, 2026');
    expect(cells[1]).toBe('Paid out · Plaid Checking');
    expect(cells[2]).toBe('Netflix');
    // Cut at 30 characters; the full text is the tooltip and the screen-reader text.
    expect(within(netflix!).getByText('NETFLIX.COM MONTHLY SUBSCRIPTI…')).toBeTruthy();
    expect(within(netflix!).getByTitle(base.description)).toBeTruthy();
    // The one category's friendly label, not the provider's legacy word (Recreation, Transfer).
    expect(cells[4]).toBe('TV & Movies');
    expect(cells[5]).toBe('-$15.49');
    expect(within(netflix!).getAllByRole('cell')[5]!.className).toContain('money-out');

    const payrollCells = within(payroll!).getAllByRole('cell');
    expect(payrollCells[1]!.textContent).toBe('Paid in · Plaid Checking');
    expect(payrollCells[4]!.textContent).toBe('Uncategorized');
    expect(payrollCells[5]!.textContent).toBe('+$2,500.00');
    expect(payrollCells[5]!.className).toContain('money-in');
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    // Dimmed (docs/product.md#2-screens): every text in the lighter grey, the amount without its colour; badge kept.
    expect(pending!.dataset.pending).toBe('true');
    const pendingCells = within(pending!).getAllByRole('cell');
    expect(pendingCells[2]!.className).toContain('text-slate-500');
    expect(pendingCells[5]!.textContent).toBe('-$4.50');
    expect(pendingCells[5]!.className).toContain('text-slate-500');
    expect(pendingCells[5]!.className).not.toContain('money-out');
    expect(netflix!.dataset.pending).toBeUndefined();
  });

  it('loads more pages with the cursor until the last one', async () => {
    show({ filter: {} });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(1 + PAGE_ONE.length + PAGE_TWO.length));
    expect(requests).toContain('/api/transactions?cursor=c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Showing 4 transactions')).toBeTruthy();
  });

  it('opens the Edit Transaction dialog from a row unless read-only', async () => {
    show({ filter: {} });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit transaction: Netflix, Nov 20, 2026, -$15.49' }),
    );
    // The dialog's code loads on first use: on a busy machine that takes more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' }, { timeout: 10_000 });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('15.49');
    // The row's one category, by its label, never the bank's legacy word (issue 36).
    expect((within(dialog).getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe(
      'TV & Movies',
    );
  });

  it('says inside the dialog when saving failed, where a screen reader can hear it', async () => {
    show({ filter: {} });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit transaction: Netflix, Nov 20, 2026, -$15.49' }),
    );
    // The dialog's code loads on first use: on a busy machine that takes more than the default second.
    const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('alert').textContent).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Failed to update transaction. Please try again.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Transaction' })).toBe(dialog);
  });

  it.each([
    ['the readOnly prop', true, false],
    ['the server flag', false, true],
  ])('offers no editing with %s', async (_name, readOnly, server) => {
    readOnlyServer = server;
    show({ filter: {}, readOnly });
    await screen.findByRole('table');
    await waitFor(() => expect(requests).toContain('/api/config'));
    // Let the config answer land: editing would show up after it if the flag were ignored.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('button', { name: /^Edit transaction/ })).toEqual([]);
  });

  it('shows the empty text, and an error with a retry', async () => {
    show({ filter: { merchant: 'none' }, emptyNext: <a href="/linked-accounts">Link an account</a> });
    // The app's one empty state: the spec's words as its heading, and the screen's one next step.
    expect(await screen.findByRole('heading', { name: 'No transactions found' })).toBeTruthy();
    expect(
      screen.getByTestId('empty-state').contains(screen.getByRole('link', { name: 'Link an account' })),
    ).toBe(true);
    cleanup();
    const onLoadError = vi.fn();
    show({ filter: { merchant: 'broken' }, onLoadError });
    expect(await screen.findByText('Failed to load transactions. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(onLoadError).toHaveBeenCalledOnce();
  });
});
