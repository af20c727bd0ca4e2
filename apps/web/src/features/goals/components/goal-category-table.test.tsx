import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { goalKey, type GoalDto, type GoalProgressRow } from '@tourniquet/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useCurrentToast } from '../../../components/ui/toast-store.ts';
import { useGoalDrafts } from '../hooks/use-goal-drafts.ts';
import { GoalCategoryTable } from './goal-category-table.tsx';
import { RemoveGoalDialog, type GoalToRemove } from './remove-goal-dialog.tsx';

// Issue 42: goal inputs show field errors instead of saving $0, and a saved goal can be removed.

const travelGoal: GoalDto = {
  id: '11111111-1111-4111-8111-111111111111',
  category: 'TRAVEL',
  goalType: 'expense',
  amountCents: 30000,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const rows: GoalProgressRow[] = [
  { category: 'TRAVEL', label: 'Travel', goalType: 'expense', actualCents: 12000, targetCents: 30000 },
  { category: 'SHOPS', label: 'Shops', goalType: 'expense', actualCents: 5000, targetCents: null },
];

let sent: { method: string; path: string; body: unknown }[];
let deleteStatus: number;

beforeEach(() => {
  sent = [];
  deleteStatus = 204;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'DELETE')
        return deleteStatus === 204
          ? new Response(null, { status: 204 })
          : Response.json({ error: { code: 'not_found', message: 'Goal not found' } }, { status: 404 });
      if (method === 'PUT') return Response.json({ goal: travelGoal });
      return Response.json({ goals: [] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dismissToast();
});

function ToastText() {
  const toast = useCurrentToast();
  return <output data-testid="toast">{toast ? `${toast.title} ${toast.description ?? ''}` : ''}</output>;
}

function Harness() {
  const inputs = useGoalDrafts();
  const [removing, setRemoving] = useState<GoalToRemove | null>(null);
  const saved = new Map([[goalKey('expense', 'TRAVEL'), travelGoal]]);
  return (
    <>
      <GoalCategoryTable
        title="Spending Categories"
        goalType="expense"
        rows={rows}
        inputs={inputs}
        saved={saved}
        onViewDetail={() => {}}
        onRemove={(row, goal) => setRemoving({ goal, label: row.label })}
      />
      <RemoveGoalDialog
        target={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(goal) => inputs.forget(goal.goalType, goal.category)}
      />
      <ToastText />
    </>
  );
}

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const input = (name: string) => screen.getByRole('textbox', { name: `Spending goal for ${name}` });

describe('GoalCategoryTable', () => {
  it.each([
    ['', 'Enter a goal amount, or remove the goal.'],
    ['-100', 'A goal cannot be negative.'],
    ['abc', 'Enter the goal in dollars, like 1250 or 1,250.00.'],
    ['99999999999999', 'A goal can be at most $999,999,999.99.'],
  ])('shows a field error for %j under the input and saves nothing', async (text, error) => {
    renderTable();
    const travel = input('Travel');
    expect(travel).toHaveProperty('value', '300.00');
    fireEvent.change(travel, { target: { value: text } });
    fireEvent.blur(travel);
    expect(travel.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(error).id).toBe(travel.getAttribute('aria-describedby'));
    expect(travel).toHaveProperty('value', text);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
  });

  it('an empty box of a category without a goal is no error', () => {
    renderTable();
    fireEvent.change(input('Shops'), { target: { value: '5' } });
    fireEvent.change(input('Shops'), { target: { value: '' } });
    expect(input('Shops').getAttribute('aria-invalid')).toBeNull();
    // Only the saved goal offers Remove.
    expect(screen.queryByRole('button', { name: 'Remove goal: Shops' })).toBeNull();
  });

  it('removes a saved goal after asking, and says so', async () => {
    renderTable();
    fireEvent.change(input('Travel'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove goal: Travel' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the Travel goal?' });
    expect(dialog.textContent).toContain(
      'Your spending goal of $300.00 for Travel is deleted. Your transactions stay as they are.',
    );
    // Keep Goal closes without a request.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Goal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((s) => s.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove goal: Travel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Goal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([
      `/api/goals/${travelGoal.id}`,
    ]);
    expect(screen.getByTestId('toast').textContent).toBe('Goal removed. Travel has no spending goal now.');
    // The input's mistake went with the goal.
    expect(input('Travel').getAttribute('aria-invalid')).toBeNull();
  });

  it('says so when the removal fails, and keeps the dialog', async () => {
    deleteStatus = 404;
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Remove goal: Travel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Goal' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toContain('Failed to remove goal. Please try again.'),
    );
    expect(screen.getByRole('dialog', { name: 'Remove the Travel goal?' })).toBeTruthy();
  });
});
