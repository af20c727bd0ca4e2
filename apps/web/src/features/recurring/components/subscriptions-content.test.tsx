import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamFixture } from '../lib/stream-fixture.ts';
import { SubscriptionsContent } from './subscriptions-content.tsx';

const streams = [
  streamFixture(),
  streamFixture({ id: 'rs_gym', name: 'City Gym', merchant: 'City Gym', kind: 'bill' }),
  streamFixture({
    id: 'rs_pay',
    name: 'Acme Payroll',
    merchant: 'Acme',
    kind: 'income',
    direction: 'inflow',
  }),
  streamFixture({
    id: 'rs_save',
    name: 'To savings',
    merchant: 'Savings',
    kind: 'transfer',
    transactionIds: ['t9'],
  }),
];

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  // The cards beside the list ask the API for their own figures; they are not what this test reads.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/recurring-transactions"
            element={<SubscriptionsContent streams={streams} today="2026-12-06" />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SubscriptionsContent opened on one series (a forecast event)', () => {
  it('opens that series in place, scrolled to and focused; the others stay closed', () => {
    renderAt('/recurring-transactions?series=rs_gym');
    const gym = within(screen.getByRole('listitem', { name: 'City Gym' })).getByRole('button', {
      expanded: true,
    });
    expect(document.activeElement).toBe(gym);
    expect(scrolled).toEqual([gym]);
    const netflix = within(screen.getByRole('listitem', { name: 'Netflix' })).getAllByRole('button')[0]!;
    expect(netflix.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks and focuses an income series', () => {
    renderAt('/recurring-transactions?series=rs_pay');
    const pay = screen.getByRole('listitem', { name: 'Acme Payroll' });
    expect(pay.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(pay);
  });

  it('opens a series the list does not show (money to savings) as its rows', async () => {
    renderAt('/recurring-transactions?series=rs_save');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/account-transactions?transactionIds=t9&merchant=To%20savings',
      ),
    );
  });

  it('opens nothing without a series asked for', () => {
    renderAt('/recurring-transactions');
    expect(screen.queryByRole('button', { expanded: true })).toBeNull();
    expect(scrolled).toEqual([]);
  });
});
