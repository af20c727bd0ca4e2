import { act, cleanup, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParamsUpdate } from './use-search-params-update.ts';

// The drill-down that closed itself: the Display Criteria wrote the account choice back in the same tick
// as a drill-down opened, each from its own render's snapshot of the address, and the later write dropped
// the drill-down's ?category=. Both writers now start from the address as it is.

function Probe() {
  const update = useSearchParamsUpdate();
  const location = useLocation();
  return (
    <>
      <p data-testid="search">{location.search}</p>
      <button
        type="button"
        onClick={() => {
          update({ category: 'Shops', type: 'expense' });
          update({ accounts: 'all' }, { replace: true });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => update({ category: null, type: null })}>
        close
      </button>
    </>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useSearchParamsUpdate', () => {
  it('keeps both of two changes made in one tick, and every value it was not asked to change', async () => {
    window.history.replaceState(null, '', '/financial-status?period=90');
    const router = createBrowserRouter([{ path: '/financial-status', element: <Probe /> }]);
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    const params = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(params)).toEqual({
      period: '90',
      category: 'Shops',
      type: 'expense',
      accounts: 'all',
    });
    await act(async () => screen.getByRole('button', { name: 'close' }).click());
    expect(screen.getByTestId('search').textContent).toBe('?period=90&accounts=all');
    expect(window.location.pathname).toBe('/financial-status');
  });
});
