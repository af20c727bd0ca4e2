import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TransactionDto } from '@tourniquet/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../ui/toast-store.ts';
import { EditTransactionDialog } from './edit-transaction-dialog.tsx';

vi.mock('../ui/toast-store.ts', () => ({ toast: vi.fn() }));

const GROCERIES = { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' };
const safeway: TransactionDto = {
  id: 't1',
  accountId: 'a1',
  accountName: 'Visa Card',
  institutionName: 'Imported',
  date: '2026-11-03',
  merchantName: null,
  description: 'SAFEWAY #1234 SAN JOSE CA',
  category: [],
  amountCents: 8412,
  pending: false,
  plaidTransactionId: null,
  personalCategory: GROCERIES,
  categorySource: 'catalogue',
  categoryReason: 'Groceries: Safeway is a grocery chain',
  displayMerchant: 'Safeway',
  splits: null,
  splitDroppedAt: null,
  businessUse: 'personal',
  businessCategory: null,
  businessSource: null,
};

let calls: { path: string; method: string; body: unknown }[];
let otherMerchantRows: number;
let applyFails: boolean;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  otherMerchantRows = 0;
  applyFails = false;
  vi.mocked(toast).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/accounts') return json({ accounts: [] });
      if (method === 'PATCH') {
        const { personalCategory } = JSON.parse(String(init!.body)) as { personalCategory?: unknown };
        return json({
          transaction: { ...safeway, personalCategory, categorySource: 'user' },
          otherMerchantRows,
        });
      }
      if (path.endsWith('/apply-category-to-merchant')) {
        return applyFails ? json({ error: { message: 'x' } }, 500) : json({ updated: otherMerchantRows });
      }
      return json({ transactions: [], nextCursor: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(transaction = safeway) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EditTransactionDialog transaction={transaction} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Transaction' });
  return {
    dialog,
    onClose,
    picker: within(dialog).getByRole('combobox', { name: 'Category' }) as HTMLInputElement,
  };
}

const writes = () => calls.filter((c) => c.method !== 'GET');

describe('EditTransactionDialog: the one category', () => {
  it('names the row’s account as its owner knows it: the bank, then the account’s own name', () => {
    const { dialog } = show({ ...safeway, institutionName: 'Chase', accountName: 'Sapphire Card' });
    const subtitle = document.getElementById(dialog.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(subtitle.textContent).toBe('SAFEWAY #1234 SAN JOSE CA · Nov 3, 2026 · Chase Sapphire Card');
  });

  it('opens on the row’s category, with its reason, and offers only PFC categories by friendly labels', () => {
    const { dialog, picker } = show();
    expect(picker.value).toBe('Groceries');
    const hint = document.getElementById(picker.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toBe('Now: Groceries · Food & Drink' + 'Groceries: Safeway is a grocery chain');
    expect(within(dialog).queryByRole('combobox', { name: /search all categories/ })).toBeNull();
    fireEvent.click(picker);
    const listbox = within(dialog).getByRole('listbox', { name: 'Every category' });
    const options = within(listbox).getAllByRole('option');
    expect(options[0]!.textContent).toBe('Uncategorized');
    expect(
      options.filter((o) => o.getAttribute('aria-selected') === 'true').map((o) => o.textContent),
    ).toEqual(['Groceries']);
    // The active option starts on the row's own, so the arrows move from there.
    expect(document.getElementById(picker.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Groceries',
    );
    const labels = options.map((o) => o.textContent);
    for (const legacy of ['Shops', 'Recreation', 'Service', 'Community', 'Food and Drink']) {
      expect(labels).not.toContain(legacy);
    }
    for (const label of labels) expect(label).not.toMatch(/_|^[a-z]/);
    expect(within(listbox).getByRole('group', { name: 'General Merchandise' })).toBeTruthy();
  });

  it('opens an Electronics row on Electronics, not on the bank’s "Shops"', () => {
    const { picker } = show({
      ...safeway,
      description: 'BEST BUY 00012345',
      category: ['Shops', 'Computers and Electronics'],
      personalCategory: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_ELECTRONICS' },
    });
    expect(picker.value).toBe('Electronics');
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    const active = document.getElementById(picker.getAttribute('aria-activedescendant')!)!;
    expect(active.textContent).toBe('Electronics');
    expect(active.getAttribute('aria-selected')).toBe('true');
  });

  it('filters every category as the user types; arrows and Enter pick; Escape closes only the list', async () => {
    const { dialog, picker, onClose } = show();
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(picker, { target: { value: 'gas' } });
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    const listbox = within(dialog).getByRole('listbox', { name: 'Every category' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gas', 'Gas & Electricity']);
    expect(within(listbox).getByRole('group', { name: 'Transportation' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('2 categories found');
    const active = () => document.getElementById(picker.getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Gas');
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    expect(active()).toBe('Gas & Electricity');
    fireEvent.keyDown(picker, { key: 'ArrowUp' });
    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    expect(active()).toBe('Gas');
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect(picker.value).toBe('Gas');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    // Nothing was submitted by that Enter.
    expect(writes()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      path: '/api/transactions/t1',
      method: 'PATCH',
      body: { personalCategory: { primary: 'TRANSPORTATION', detailed: 'TRANSPORTATION_GAS' } },
    });
  });

  it('picks with the mouse; Uncategorized is sent as the empty word', async () => {
    const { dialog, picker, onClose } = show();
    fireEvent.click(picker);
    fireEvent.click(within(dialog).getByRole('option', { name: 'Coffee' }));
    expect(picker.value).toBe('Coffee');
    fireEvent.click(picker);
    fireEvent.click(within(dialog).getByRole('option', { name: 'Uncategorized' }));
    expect(picker.value).toBe('Uncategorized');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]!.body).toMatchObject({ category: '' });
    expect(writes()[0]!.body).not.toHaveProperty('personalCategory');
  });

  it('offers the merchant’s other rows after a save, and says how many changed', async () => {
    otherMerchantRows = 3;
    const { dialog, picker, onClose } = show();
    fireEvent.change(picker, { target: { value: 'beer' } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const apply = await within(dialog).findByRole('button', {
      name: 'Apply to the 3 other rows from this merchant',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('SAFEWAY #1234 SAN JOSE CA has 3 other rows in another category.');
    applyFails = true;
    fireEvent.click(apply);
    await within(dialog).findByText('Failed to apply the category. Please try again.');
    expect(onClose).not.toHaveBeenCalled();
    applyFails = false;
    fireEvent.click(apply);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes().map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /api/transactions/t1',
      'POST /api/transactions/t1/apply-category-to-merchant',
      'POST /api/transactions/t1/apply-category-to-merchant',
    ]);
    expect(vi.mocked(toast)).toHaveBeenLastCalledWith({
      title: 'Success',
      description: '3 other rows from this merchant now in Beer, Wine & Liquor · Food & Drink.',
      variant: 'success',
    });
  });

  it('closes after a save when no other row shares the merchant, and Not Now leaves them', async () => {
    const pickElectronics = (picker: HTMLInputElement) => {
      fireEvent.change(picker, { target: { value: 'electronics' } });
      fireEvent.keyDown(picker, { key: 'Enter' });
    };
    const first = show();
    pickElectronics(first.picker);
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    cleanup();
    otherMerchantRows = 1;
    const second = show();
    pickElectronics(second.picker);
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Save' }));
    await within(second.dialog).findByRole('button', { name: 'Apply to the 1 other row from this merchant' });
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Not Now' }));
    expect(second.onClose).toHaveBeenCalled();
    expect(writes().filter((c) => c.method === 'POST')).toEqual([]);
  });
});
