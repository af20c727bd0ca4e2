import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PFC_V1, PFC_V1_PRIMARIES } from '@tourniquet/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AllTransactionsScreen } from './all-transactions-screen.tsx';

let requests: URL[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      requests.push(new URL(path, 'http://x'));
      if (path === '/api/accounts') return Response.json({ accounts: [] });
      if (path === '/api/config') return Response.json({ transactionsReadOnly: false });
      if (path.startsWith('/api/transactions/totals')) return Response.json({ count: 0, totalCents: 0 });
      return Response.json({ transactions: [], nextCursor: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AllTransactionsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const categoriesAsked = () =>
  requests.filter((u) => u.pathname === '/api/transactions').map((u) => u.searchParams.get('category'));

describe('All Transactions: the category filter', () => {
  it('filters by a whole primary or one detailed category through the one picker', async () => {
    show();
    const picker = screen.getByRole('combobox', { name: 'Category' }) as HTMLInputElement;
    expect(picker.value).toBe('All categories');
    await waitFor(() => expect(categoriesAsked()).toEqual([null]));

    fireEvent.change(picker, { target: { value: 'food' } });
    const listbox = screen.getByRole('listbox', { name: 'Every category' });
    const food = within(listbox).getByRole('group', { name: 'Food & Drink' });
    expect(within(food).getAllByRole('option')[0]!.textContent).toBe('All Food & Drink');
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect(picker.value).toBe('All Food & Drink');
    await waitFor(() => expect(categoriesAsked()).toContain('FOOD_AND_DRINK'));

    fireEvent.change(picker, { target: { value: 'groceries' } });
    fireEvent.click(screen.getByRole('option', { name: 'Groceries' }));
    await waitFor(() => expect(categoriesAsked()).toContain('FOOD_AND_DRINK_GROCERIES'));

    fireEvent.click(picker);
    // Every primary and detailed category by its label; none of the legacy words.
    const options = within(screen.getByRole('listbox', { name: 'Every category' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.length).toBe(1 + PFC_V1_PRIMARIES.length + PFC_V1.length);
    for (const legacy of ['Shops', 'Recreation', 'Service', 'Community'])
      expect(options).not.toContain(legacy);
    fireEvent.click(screen.getByRole('option', { name: 'All categories' }));
    expect(picker.value).toBe('All categories');
  });
});
