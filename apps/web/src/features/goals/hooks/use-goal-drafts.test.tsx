import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useCurrentToast } from '../../../components/ui/toast-store.ts';
import { useGoalDrafts } from './use-goal-drafts.ts';

let saved: unknown[];
let status: number;

beforeEach(() => {
  vi.useFakeTimers();
  saved = [];
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      saved.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(status === 200 ? { goal: {} } : { error: { message: 'x' } }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dismissToast();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const render = () => renderHook(() => ({ drafts: useGoalDrafts(), toast: useCurrentToast() }), { wrapper });

describe('useGoalDrafts (spec: display at once, save after 1 second without typing)', () => {
  it('shows every keystroke at once and saves once, 1000 ms after the last one', async () => {
    const { result } = render();
    act(() => result.current.drafts.change('expense', 'Shops', '1'));
    act(() => result.current.drafts.change('expense', 'Shops', '12'));
    expect(result.current.drafts.drafts.get('expense:Shops')).toBe('12');
    expect(result.current.drafts.overrides.get('expense:Shops')).toBe(1200);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(saved).toEqual([]);
    act(() => result.current.drafts.change('expense', 'Shops', '125'));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(saved).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saved).toEqual([{ category: 'Shops', goalType: 'expense', amountCents: 12500 }]);
    expect(result.current.toast).toMatchObject({ title: 'Goal saved successfully!', variant: 'success' });
  });

  it('keeps separate timers per goal and tidies an amount on blur', async () => {
    const { result } = render();
    act(() => result.current.drafts.change('income', 'Transfer', '0'));
    act(() => result.current.drafts.change('expense', 'Travel', '1,200'));
    act(() => result.current.drafts.normalize('expense', 'Travel'));
    act(() => result.current.drafts.normalize('income', 'Transfer'));
    expect(result.current.drafts.drafts.get('expense:Travel')).toBe('1200.00');
    expect(result.current.drafts.drafts.get('income:Transfer')).toBe('0.00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saved).toEqual([
      { category: 'Transfer', goalType: 'income', amountCents: 0 },
      { category: 'Travel', goalType: 'expense', amountCents: 120000 },
    ]);
  });

  it.each([
    ['-100', 'A goal cannot be negative.'],
    ['abc', 'Enter the goal in dollars, like 1250 or 1,250.00.'],
    ['99999999999999', 'A goal can be at most $999,999,999.99.'],
  ])('never saves %j: a field error, the text kept and the saved goal left standing', async (text, error) => {
    const { result } = render();
    act(() => result.current.drafts.change('expense', 'Travel', '300', true));
    act(() => result.current.drafts.change('expense', 'Travel', text, true));
    act(() => result.current.drafts.normalize('expense', 'Travel'));
    expect(result.current.drafts.errors.get('expense:Travel')).toBe(error);
    expect(result.current.drafts.drafts.get('expense:Travel')).toBe(text);
    expect(result.current.drafts.overrides.has('expense:Travel')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(saved).toEqual([]);
    // Fixing the input clears the error and saves the amount.
    act(() => result.current.drafts.change('expense', 'Travel', '250', true));
    expect(result.current.drafts.errors.has('expense:Travel')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saved).toEqual([{ category: 'Travel', goalType: 'expense', amountCents: 25000 }]);
  });

  it('an emptied box is an error only where a goal is saved; either way nothing is saved', async () => {
    const { result } = render();
    act(() => result.current.drafts.change('expense', 'Travel', '', true));
    act(() => result.current.drafts.change('expense', 'Shops', '5'));
    act(() => result.current.drafts.change('expense', 'Shops', ''));
    expect(result.current.drafts.errors.get('expense:Travel')).toBe(
      'Enter a goal amount, or remove the goal.',
    );
    expect(result.current.drafts.errors.has('expense:Shops')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(saved).toEqual([]);
    // A removed goal takes its input, its error and any pending save with it.
    act(() => result.current.drafts.change('expense', 'Travel', '40', true));
    act(() => result.current.drafts.forget('expense', 'Travel'));
    expect(result.current.drafts.drafts.has('expense:Travel')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(saved).toEqual([]);
  });

  it('says so when a save fails', async () => {
    status = 500;
    const { result } = render();
    act(() => result.current.drafts.change('expense', 'Shops', '5'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.toast).toMatchObject({
      title: 'Failed to save goal. Please try again.',
      variant: 'destructive',
    });
  });

  it('sends a pending save at once when the screen goes away', async () => {
    const { result, unmount } = render();
    act(() => result.current.drafts.change('expense', 'Shops', '40'));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(saved).toEqual([{ category: 'Shops', goalType: 'expense', amountCents: 4000 }]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(saved).toHaveLength(1);
  });
});
