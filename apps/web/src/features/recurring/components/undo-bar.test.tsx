import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UndoNotice } from '../hooks/use-stream-decisions.ts';
import { UndoBar } from './undo-bar.tsx';

const notice: UndoNotice = {
  key: 1,
  streamId: 'rs_1',
  message: 'Spotify removed. It will not be listed again.',
};

function setup(props: Partial<Parameters<typeof UndoBar>[0]> = {}) {
  const onUndo = vi.fn();
  const onClose = vi.fn();
  const fallback = document.createElement('h2');
  fallback.tabIndex = -1;
  document.body.append(fallback);
  render(
    <UndoBar notice={notice} onUndo={onUndo} onClose={onClose} fallbackFocus={() => fallback} {...props} />,
  );
  return { onUndo, onClose, fallback };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('UndoBar', () => {
  it('says what happened in a polite live region and takes focus on Undo', () => {
    const { onUndo } = setup();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(screen.getByRole('status').textContent).toContain('Spotify removed.');
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledWith(notice);
  });

  it('stays while it has focus, and leaves 10 s after focus moves away', () => {
    const { onClose, fallback } = setup();
    act(() => vi.advanceTimersByTime(20_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => fallback.focus());
    act(() => vi.advanceTimersByTime(9_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hands focus on when closed from inside', () => {
    const { onClose, fallback } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(fallback);
  });

  it('keeps its empty live region in the page when there is nothing to undo', () => {
    setup({ notice: null });
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
