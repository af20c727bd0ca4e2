import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RulesScreen } from './rules-screen.tsx';

const RULE = {
  id: 'r1',
  position: 0,
  conditions: { text: { field: 'merchant', op: 'is', value: 'Blue Bottle Coffee' } },
  actions: { merchantName: 'Coffee' },
  createdAt: '2026-11-20T00:00:00.000Z',
  canUndoApply: true,
};

function show(rules: Response | (() => Response), path = '/settings/rules') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/rules'
        ? typeof rules === 'function'
          ? rules()
          : rules.clone()
        : url === '/api/accounts'
          ? Response.json({ accounts: [] })
          : Response.json({}, { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <RulesScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Settings → Rules', () => {
  it('says there are no rules yet', async () => {
    show(Response.json({ rules: [] }));
    await screen.findByText(/No rules yet/);
    expect(screen.getByRole('button', { name: 'New rule' })).toBeTruthy();
  });

  it('lists the rules in words, with Undo apply while it is possible', async () => {
    show(Response.json({ rules: [RULE] }));
    await screen.findByText(/Merchant is "Blue Bottle Coffee"/);
    expect(screen.getByText(/show as "Coffee"/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo apply' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move rule 1 up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the rules could not load, with a retry', async () => {
    show(() => Response.json({ error: { code: 'boom', message: 'Broken' } }, { status: 500 }));
    await screen.findByText('Failed to load your rules.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('opens a new rule prefilled from a row, with Apply to past rows unticked', async () => {
    show(
      Response.json({ rules: [] }),
      '/settings/rules?new=1&merchant=Netflix&amountCents=1549&accountId=a1',
    );
    const text = (await screen.findByLabelText('Text')) as HTMLInputElement;
    expect(text.value).toBe('Netflix');
    expect((screen.getByLabelText('Amount from') as HTMLInputElement).value).toBe('15.49');
    expect((screen.getByLabelText('Apply to past rows') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('offers the one category picker and business categories by their labels, and saves the pick', async () => {
    show(Response.json({ rules: [] }), '/settings/rules?new=1&merchant=Blue%20Bottle%20Coffee');
    const posted: unknown[] = [];
    const listed = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      if (url === '/api/rules' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({ rule: RULE, changed: 0 });
      }
      return listed(url, init);
    });
    const picker = (await screen.findByRole('combobox', { name: 'Category' })) as HTMLInputElement;
    expect(picker.value).toBe('Leave as it is');
    fireEvent.change(picker, { target: { value: 'coffee' } });
    const listbox = screen.getByRole('listbox', { name: 'Every category' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Coffee']);
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect(picker.value).toBe('Coffee');
    const business = screen.getByLabelText('Business category') as HTMLSelectElement;
    const labels = [...business.options].map((o) => o.textContent!);
    expect(labels).toContain('Business Meals');
    expect(labels).toContain('Fuel');
    for (const label of labels) expect(label).not.toMatch(/_|^[a-z]/);
    fireEvent.change(business, { target: { value: 'business_meals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      actions: {
        personalCategory: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
        businessCategory: 'business_meals',
      },
    });
  });
});
