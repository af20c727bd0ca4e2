import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsQuery } from '../../../data/accounts/get-accounts.ts';
import { StatementBalancePrompt } from './statement-balance-prompt.tsx';

// Issue 42: an imported card whose file states no balance is asked for one, and net worth says it is missing.

const card: AccountDto = {
  id: 'acc-card',
  accountName: 'Chase Card',
  institutionName: 'Imported',
  nickname: '',
  mask: null,
  accountType: 'credit',
  accountSubtype: 'credit card',
  accountTypeCustom: 'liability',
  businessPersonal: 'personal',
  accountCategory: 'credit',
  balanceCurrentCents: 0,
  balanceAvailableCents: null,
  balanceLastRefreshed: null,
  displayOrder: 0,
  isManual: true,
  accessIssue: false,
  balanceSource: null,
  balanceAsOf: null,
};

let sent: { method: string; path: string; body: unknown }[];
let patched: boolean;
beforeEach(() => {
  sent = [];
  patched = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/reports/today') return Response.json({ today: '2026-11-21' });
      if (method === 'PATCH') {
        patched = true;
        return Response.json({ account: { ...card, balanceSource: 'user' } });
      }
      if (path === '/api/accounts')
        return Response.json({ accounts: [patched ? { ...card, balanceSource: 'user' } : card] });
      return Response.json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPrompt(account: AccountDto | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatementBalancePrompt account={account} />
    </QueryClientProvider>,
  );
}

/** As the import dialog passes it: the account from the list, which reloads once the balance is saved. */
function FromTheList() {
  const accounts = useQuery(accountsQuery);
  return <StatementBalancePrompt account={accounts.data?.[0] ?? null} />;
}

describe('StatementBalancePrompt', () => {
  it("asks for the statement's amount owed and its date, refuses an empty amount, then saves both", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FromTheList />
      </QueryClientProvider>,
    );
    await screen.findByRole('form', { name: "Add the statement's balance" });
    screen.getByRole('form', { name: "Add the statement's balance" });
    const date = screen.getByLabelText('Statement date');
    await waitFor(() => expect(date).toHaveProperty('value', '2026-11-21'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Balance' }));
    expect(screen.getByText('Enter the balance printed on the statement, like 1,234.56.')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'PATCH')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Amount owed ($)'), { target: { value: '1,234.56' } });
    fireEvent.change(date, { target: { value: '2026-11-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Balance' }));
    await screen.findByText(/Balance saved: \$1,234\.56 owed on/);
    expect(sent.filter((s) => s.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/accounts/acc-card',
        body: { balanceCents: 123456, balanceDate: '2026-11-06' },
      },
    ]);
  });

  it('asks nothing of an account whose balance is known, or a linked one', () => {
    renderPrompt({ ...card, balanceSource: 'statement', balanceAsOf: '2026-11-05' });
    renderPrompt({ ...card, isManual: false });
    expect(screen.queryByRole('form')).toBeNull();
  });
});
