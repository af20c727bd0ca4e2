import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

const LIVE = '[aria-live], [role="status"], [role="alert"], [role="log"]';

/** The live regions around a node, itself included: more than one and a screen reader says it twice. */
function liveRegionsAround(node: Element) {
  const found: Element[] = [];
  for (let el: Element | null = node; el; el = el.parentElement) if (el.matches(LIVE)) found.push(el);
  return found;
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe('Toaster', () => {
  it('announces a destructive toast once, in the alert region that was already there', () => {
    render(<Toaster />);
    const alert = screen.getByRole('alert');
    act(() => toast({ title: 'Error', description: 'Failed to load transactions', variant: 'destructive' }));
    const title = screen.getByText('Failed to load transactions');
    expect(liveRegionsAround(title)).toEqual([alert]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces other toasts politely, once, in the status region', () => {
    render(<Toaster />);
    const status = screen.getByRole('status');
    act(() => toast({ title: 'Goal saved successfully!', variant: 'success' }));
    expect(liveRegionsAround(screen.getByText('Goal saved successfully!'))).toEqual([status]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
