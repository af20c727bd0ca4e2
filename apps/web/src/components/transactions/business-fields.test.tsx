import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { TransactionDto } from '@tourniquet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessFields } from './business-fields.tsx';

const figma: TransactionDto = {
  id: 't1',
  accountId: 'a1',
  accountName: 'Visa Card',
  institutionName: 'Imported',
  date: '2026-11-03',
  merchantName: 'Figma',
  description: 'FIGMA MONTHLY',
  category: [],
  amountCents: 1500,
  pending: false,
  plaidTransactionId: null,
  personalCategory: { primary: 'GENERAL_SERVICES', detailed: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES' },
  categorySource: 'catalogue',
  categoryReason: null,
  displayMerchant: 'Figma',
  splits: null,
  splitDroppedAt: null,
  businessUse: 'business',
  businessCategory: 'business_meals',
  businessSource: 'suggested',
};

// Each PATCH waits here until the test answers it, so the state while the save is in flight can be read.
let answer: ((response: Response) => void)[];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  answer = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => answer.push(resolve))),
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
      <BusinessFields transaction={figma} />
    </QueryClientProvider>,
  );
  return screen.getByLabelText(/^Business category/) as HTMLSelectElement;
}

describe('BusinessFields', () => {
  it('keeps the chosen business category shown while it saves, and after', async () => {
    const select = show();
    fireEvent.change(select, { target: { value: 'office_supplies' } });
    expect(select.value).toBe('office_supplies');
    await waitFor(() => expect(answer).toHaveLength(1));
    answer[0]!(
      json({ transaction: { ...figma, businessCategory: 'office_supplies', businessSource: 'user' } }),
    );
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('office_supplies');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the saved category back and says so when the save fails', async () => {
    const select = show();
    fireEvent.change(select, { target: { value: 'office_supplies' } });
    await waitFor(() => expect(answer).toHaveLength(1));
    answer[0]!(json({ error: { message: 'Something went wrong' } }, 500));
    await screen.findByRole('alert');
    expect(select.value).toBe('business_meals');
  });

  it('offers every business category by its label: no snake_case, no lower-case name', () => {
    const select = show();
    const labels = [...select.options].map((o) => o.textContent!);
    expect(labels).toEqual(
      expect.arrayContaining(['Business Meals', 'Client Entertainment', 'Fuel', 'Tools']),
    );
    for (const label of labels) expect(label).not.toMatch(/_|^[a-z]/);
    expect(select.selectedOptions[0]!.textContent).toBe('Business Meals');
  });
});
