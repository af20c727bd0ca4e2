import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DebtPlanResponse, DebtsResponse } from '@tourniquet/domain/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebtsCard } from './debts-card.tsx';
import { DebtsScreen } from './debts-screen.tsx';

const debts: DebtsResponse = {
  debts: [
    {
      accountId: 'card',
      name: 'Plaid Credit Card',
      kind: 'credit_card',
      balanceCents: 100_000,
      aprPercent: 23,
      aprSource: 'estimated',
      minimumPaymentCents: 3_500,
      nextPaymentDueDate: '2026-12-20',
      interestPaid12mCents: 4_321,
      interestThisMonthCents: 1_917,
      gracePeriodLost: true,
      minimumOnly: { months: 40, totalInterestCents: 40_000 },
      payoff36: { monthlyCents: 3_871, totalInterestCents: 39_356 },
    },
  ],
  totals: { balanceCents: 100_000, interestPaid12mCents: 4_321 },
  adoptedPlan: null,
};

const plan = (extra: number): DebtPlanResponse => ({
  strategy: 'avalanche',
  months: extra > 0 ? 5 : 40,
  debtFreeDate: extra > 0 ? '2027-04-30' : '2030-03-31',
  totalInterestCents: extra > 0 ? 3_000 : 40_000,
  interestSavedCents: extra > 0 ? 37_000 : 0,
  schedule: [{ month: '2026-12', payments: [{ accountId: 'card', cents: 3_500 + extra }] }],
});

let answer: (path: string) => Promise<Response>;
const calls: string[] = [];
const writes: { path: string; method: string; body: unknown }[] = [];
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  calls.length = 0;
  writes.length = 0;
  answer = async (path) =>
    path.startsWith('/api/debts/plan')
      ? ok(plan(Number(new URL(path, 'http://x').searchParams.get('extraMonthlyCents'))))
      : ok(debts);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(path);
      if (init?.method && init.method !== 'GET') {
        writes.push({
          path,
          method: init.method,
          body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        });
        return ok({ account: {} });
      }
      return answer(path);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIn(node: React.ReactNode, url = '/debts') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DebtsScreen', () => {
  it('shows loading, then each debt with its trap, the grace period lost and the plan', async () => {
    renderIn(<DebtsScreen />);
    expect(screen.getByTestId('debts-loading')).toBeTruthy();
    await screen.findByTestId('debt-card');
    expect(screen.getByTestId('debt-apr').textContent).toBe('23% APR (estimated)');
    expect(screen.getByTestId('debts-interest-12m').textContent).toBe('$43.21');
    expect(screen.getByTestId('debt-trap').textContent).toContain(
      'Paying only the minimum: 3 years 4 months',
    );
    expect(screen.getByTestId('debt-trap').textContent).toContain('$38.71 a month clears it in 3 years');
    expect(screen.getByTestId('debt-grace-lost').textContent).toContain('about $19.17 this month');
    expect((await screen.findByTestId('debt-free-date')).textContent).toBe('Mar 31, 2030');
  });

  it('moves the debt-free date with an extra amount, and refuses one that is not an amount', async () => {
    renderIn(<DebtsScreen />);
    await screen.findByTestId('debt-free-date');
    const extra = screen.getByLabelText('Extra a month, on top of the minimums');
    fireEvent.change(extra, { target: { value: '200' } });
    await waitFor(() => expect(screen.getByTestId('debt-free-date').textContent).toBe('Apr 30, 2027'));
    expect(calls).toContain('/api/debts/plan?strategy=avalanche&extraMonthlyCents=20000');
    fireEvent.change(extra, { target: { value: 'lots' } });
    expect(screen.getByText('Enter an amount from $0.00 to $1,000,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Snowball' }));
    await waitFor(() => expect(calls).toContain('/api/debts/plan?strategy=snowball&extraMonthlyCents=0'));
  });

  it('adopts the plan on screen, so the forecast counts its extra payments', async () => {
    renderIn(<DebtsScreen />);
    await screen.findByTestId('debt-free-date');
    fireEvent.change(screen.getByLabelText('Extra a month, on top of the minimums'), {
      target: { value: '200' },
    });
    await waitFor(() => expect(screen.getByTestId('debt-free-date').textContent).toBe('Apr 30, 2027'));
    fireEvent.click(screen.getByRole('button', { name: 'Adopt this plan' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { path: '/api/debts/plan', method: 'PUT', body: { strategy: 'avalanche', extraMonthlyCents: 20000 } },
      ]),
    );
  });

  it('opens on the adopted plan, says so, and stops it', async () => {
    const adoptedPlan = { strategy: 'snowball' as const, extraMonthlyCents: 20_000, adoptedOn: '2026-12-01' };
    answer = async (path) =>
      path.startsWith('/api/debts/plan')
        ? ok(plan(Number(new URL(path, 'http://x').searchParams.get('extraMonthlyCents'))))
        : ok({ ...debts, adoptedPlan });
    renderIn(<DebtsScreen />);
    expect((await screen.findByTestId('plan-adopted')).textContent).toBe(
      'Your plan since Dec 1, 2026: Snowball with $200.00 extra a month. Your cash forecast counts its extra payments.',
    );
    expect((screen.getByLabelText('Extra a month, on top of the minimums') as HTMLInputElement).value).toBe(
      '200.00',
    );
    expect(screen.getByRole('button', { name: 'Snowball' }).getAttribute('aria-pressed')).toBe('true');
    // The plan on screen is the adopted one: nothing to adopt, only to stop.
    await screen.findByTestId('debt-free-date');
    expect(screen.queryByRole('button', { name: /^Adopt/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Avalanche' }));
    expect(await screen.findByRole('button', { name: 'Adopt this plan instead' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop this plan' }));
    await waitFor(() =>
      expect(writes).toEqual([{ path: '/api/debts/plan', method: 'DELETE', body: undefined }]),
    );
  });

  it("saves the user's APR and minimum, and refuses ones that are not", async () => {
    renderIn(<DebtsScreen />);
    await screen.findByTestId('debt-card');
    fireEvent.click(screen.getByText('Add its APR and minimum'));
    const apr = screen.getByLabelText('APR (%)');
    fireEvent.change(apr, { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an APR from 0 to 100, with at most 3 decimals')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(apr, { target: { value: '7.125' } });
    fireEvent.change(screen.getByLabelText('Minimum ($)'), { target: { value: '389.41' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          path: '/api/accounts/card',
          method: 'PATCH',
          body: { aprPercent: 7.125, minimumPaymentCents: 38941 },
        },
      ]),
    );
  });

  it('says what to do with no card or loan', async () => {
    answer = async () =>
      ok({ debts: [], totals: { balanceCents: 0, interestPaid12mCents: 0 }, adoptedPlan: null });
    renderIn(<DebtsScreen />);
    expect(await screen.findByText('No cards or loans')).toBeTruthy();
  });

  it('shows the error with Try Again, and loads on retry', async () => {
    answer = async () =>
      new Response(JSON.stringify({ error: { code: 'internal', message: 'x' } }), { status: 500 });
    renderIn(<DebtsScreen />);
    expect(await screen.findByText("We couldn't load your debts. Please try again.")).toBeTruthy();
    answer = async (path) => (path.startsWith('/api/debts/plan') ? ok(plan(0)) : ok(debts));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByTestId('debt-card');
  });
});

describe('DebtsCard', () => {
  it('shows what is owed and the interest, and opens Debts', async () => {
    renderIn(<DebtsCard />, '/dashboard');
    const card = await screen.findByTestId('debts-card-interest');
    expect(card.textContent).toBe('$43.21');
    expect(screen.getByTestId('debts-card').getAttribute('href')).toBe('/debts');
  });
});
