import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TransactionDto } from '@tourniquet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SplitEditor from './split-editor.tsx';

vi.mock('../ui/toast-store.ts', () => ({ toast: vi.fn() }));

const costco: TransactionDto = {
  id: 't1',
  accountId: 'a1',
  accountName: 'Visa Card',
  institutionName: 'Imported',
  date: '2026-11-03',
  merchantName: null,
  description: 'COSTCO WHSE #0423',
  category: ['Shops'],
  amountCents: 10_000,
  pending: false,
  plaidTransactionId: null,
  personalCategory: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_SUPERSTORES' },
  categorySource: 'catalogue',
  categoryReason: null,
  displayMerchant: 'Costco',
  splits: null,
  splitDroppedAt: null,
  businessUse: 'personal',
  businessCategory: null,
  businessSource: null,
};

let bodies: unknown[];
beforeEach(() => {
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      return Response.json({ transaction: costco });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SplitEditor: the one category picker', () => {
  it('opens each part on its category and saves a part’s picked category by its PFC names', async () => {
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SplitEditor transaction={costco} onBack={vi.fn()} onDone={onDone} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Split Transaction' });
    const first = within(dialog).getByRole('combobox', { name: 'Part 1 category' }) as HTMLInputElement;
    const second = within(dialog).getByRole('combobox', { name: 'Part 2 category' }) as HTMLInputElement;
    expect(first.value).toBe('Superstores');
    expect(second.value).toBe('');
    expect(second.placeholder).toBe('Choose a category');
    fireEvent.change(within(dialog).getByLabelText('Part 1 amount'), { target: { value: '80.00' } });
    fireEvent.change(within(dialog).getByLabelText('Part 2 amount'), { target: { value: '20.00' } });
    fireEvent.change(second, { target: { value: 'gifts' } });
    const list = within(dialog).getByRole('listbox', { name: 'Every category' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gifts & Novelties']);
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(second.value).toBe('Gifts & Novelties');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save split' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      parts: [
        { amountCents: 8_000, personalCategory: costco.personalCategory },
        {
          amountCents: 2_000,
          personalCategory: {
            primary: 'GENERAL_MERCHANDISE',
            detailed: 'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES',
          },
        },
      ],
    });
  });
});
