import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { SearchResultsBar } from './search-results-bar.tsx';

let posted: unknown[];
let counted: number;

beforeEach(() => {
  posted = [];
  counted = 3;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path.startsWith('/api/transactions/totals')) {
        return Response.json({ count: counted, totalCents: counted === 3 ? 44218 : 0 });
      }
      if (path === '/api/transactions/bulk') {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({ updated: 3 });
      }
      return Response.json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(editable = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchResultsBar filter={{ q: 'coffee' }} editable={editable} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('a search’s results bar', () => {
  it('shows the count and total, and sets one category on every row of the search', async () => {
    show();
    expect(await screen.findByText('3 rows, $442.18')).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Set for all 3 rows' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);

    const picker = screen.getByRole('combobox', { name: 'Set a category for all 3 rows' });
    fireEvent.change(picker, { target: { value: 'coffee' } });
    fireEvent.click(screen.getByRole('option', { name: 'Coffee' }));
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      filter: { q: 'coffee' },
      set: { personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' } },
    });
    expect(await screen.findByText('3 rows set to Coffee')).toBeTruthy();
  });

  it('sets business or personal and a payee on every row, with or without a category', async () => {
    show();
    const apply = (await screen.findByRole('button', { name: 'Set for all 3 rows' })) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Set business use'), { target: { value: 'business' } });
    fireEvent.change(screen.getByLabelText('Set the payee'), { target: { value: '  Corner cart ' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      filter: { q: 'coffee' },
      set: { businessUse: 'business', merchantName: 'Corner cart' },
    });
    expect(await screen.findByText('3 rows set to Business, payee Corner cart')).toBeTruthy();
  });

  it('offers no change when nothing matches or editing is off', async () => {
    counted = 0;
    show();
    expect(await screen.findByText('0 rows, $0.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Set for all/ })).toBeNull();
    cleanup();
    counted = 3;
    show(false);
    expect(await screen.findByText('3 rows, $442.18')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
