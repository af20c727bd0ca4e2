import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@tourniquet/domain';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForecastCard } from './forecast-card.tsx';
import { ForecastScreen } from './forecast-screen.tsx';

// 2026-12-07 .. 2027-01-05
const daily = Array.from({ length: 30 }, (_, i) => ({
  date: addDays('2026-12-06', i + 1),
  balanceCents: 100_000 - i * 1_000,
}));

const forecast: ForecastResponse = {
  asOf: '2026-12-06',
  days: 30,
  startBalanceCents: 101_000,
  accounts: [{ id: 'chk', name: 'Checking', startBalanceCents: 101_000 }],
  daily: daily.map((d, i) => (i === 3 ? { ...d, balanceCents: -12_345 } : d)),
  events: [
    {
      date: '2026-12-10',
      accountId: 'chk',
      name: 'Rent',
      amountCents: 180_000,
      kind: 'bill',
      streamId: 's1',
    },
    {
      date: '2026-12-11',
      accountId: 'chk',
      name: 'Acme Payroll',
      amountCents: -250_000,
      kind: 'income',
      streamId: 's2',
    },
    {
      date: '2026-12-11',
      accountId: 'chk',
      name: 'Everyday spending',
      amountCents: 1_000,
      kind: 'spending',
      streamId: null,
    },
  ],
  lowest: { date: '2026-12-10', balanceCents: -12_345 },
  overdraft: { date: '2026-12-10', balanceCents: -12_345 },
  safeToSpendCents: 0,
  nextIncome: { date: '2026-12-11', amountCents: -250_000 },
  dailyAllowanceCents: 1_000,
  dailyIrregularIncomeCents: 0,
};

let answer: () => Promise<Response>;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  answer = async () => new Response(JSON.stringify(forecast), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIn(node: React.ReactNode, url = '/forecast') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ForecastScreen', () => {
  it('shows loading, then the figures, the warning, the allowance and the days with events', async () => {
    renderIn(<ForecastScreen />);
    expect(screen.getByTestId('forecast-loading')).toBeTruthy();
    await screen.findByTestId('forecast-lowest');
    expect(calls).toEqual(['/api/forecast?days=30&accounts=all']);
    expect(screen.getByTestId('forecast-lowest').textContent).toContain('-$123.45');
    expect(screen.getByTestId('forecast-lowest').textContent).toContain('Dec 10, 2026');
    expect(screen.getByTestId('forecast-safe').textContent).toContain('$0.00');
    expect(screen.getByTestId('forecast-next-income').textContent).toContain('$2,500.00');
    expect(screen.getByTestId('forecast-warning').textContent).toContain('below zero on Dec 10, 2026');
    expect(screen.getByTestId('forecast-allowance').textContent).toContain('$10.00 a day');
    expect(screen.queryByTestId('forecast-irregular-income')).toBeNull();
    const days = within(screen.getByTestId('forecast-days')).getAllByRole('link');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Rent, Bill, out $1,800.00. Open its series',
      'Acme Payroll, Income, in $2,500.00. Open its series',
    ]);
    // Each opens its own series, not the list's top.
    expect(days.map((d) => d.getAttribute('href'))).toEqual([
      '/recurring-transactions?series=s1',
      '/recurring-transactions?series=s2',
    ]);
    // The table for screen readers holds every day.
    expect(within(screen.getByTestId('chart-table')).getAllByRole('row')).toHaveLength(31);
  });

  it('states income with no schedule apart, never as a day of the list', async () => {
    const weekly = {
      date: '2026-12-13',
      accountId: 'chk',
      name: 'Income with no schedule',
      amountCents: -7_000,
      kind: 'income' as const,
      streamId: null,
    };
    const withIncome = {
      ...forecast,
      events: [...forecast.events, weekly],
      dailyIrregularIncomeCents: 1_000,
    };
    answer = async () => new Response(JSON.stringify(withIncome), { status: 200 });
    renderIn(<ForecastScreen />);
    await screen.findByTestId('forecast-lowest');
    expect(screen.getByTestId('forecast-irregular-income').textContent).toBe(
      'Income with no schedule (payments and payouts on no fixed day): $10.00 a day, learned from your last 12 ' +
        'months, is added a week at a time.',
    );
    expect(within(screen.getByTestId('forecast-days')).getAllByRole('link')).toHaveLength(2);
  });

  it('asks for 60 days when chosen', async () => {
    renderIn(<ForecastScreen />);
    await screen.findByTestId('forecast-lowest');
    fireEvent.click(screen.getByRole('button', { name: '60 days' }));
    await waitFor(() => expect(calls).toContain('/api/forecast?days=60&accounts=all'));
  });

  it('says there is nothing to forecast without a cash account', async () => {
    answer = async () =>
      new Response(JSON.stringify({ ...forecast, accounts: [], events: [], overdraft: null }), {
        status: 200,
      });
    renderIn(<ForecastScreen />);
    expect(await screen.findByText('No cash accounts to forecast')).toBeTruthy();
    expect(screen.queryByTestId('forecast-lowest')).toBeNull();
  });

  it('shows the error with Try Again, and loads on retry', async () => {
    answer = async () =>
      new Response(JSON.stringify({ error: { code: 'internal', message: 'x' } }), { status: 500 });
    renderIn(<ForecastScreen />);
    expect(await screen.findByText("We couldn't load your forecast. Please try again.")).toBeTruthy();
    answer = async () => new Response(JSON.stringify(forecast), { status: 200 });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByTestId('forecast-lowest');
  });
});

describe('ForecastCard', () => {
  it('shows the lowest point, its date and safe to spend, and opens the forecast', async () => {
    renderIn(<ForecastCard />, '/dashboard');
    await screen.findByTestId('forecast-card-lowest');
    const card = screen.getByTestId('forecast-card');
    expect(card.getAttribute('href')).toBe('/forecast');
    expect(card.getAttribute('aria-label')).toBe(
      'Next 30 days: lowest point -$123.45 on Dec 10, 2026; safe to spend $0.00. Open the cash forecast',
    );
  });

  it('is still the link when the forecast fails', async () => {
    answer = async () => new Response('{}', { status: 500 });
    renderIn(<ForecastCard />, '/dashboard');
    expect(await screen.findByText('See your cash day by day')).toBeTruthy();
  });
});
