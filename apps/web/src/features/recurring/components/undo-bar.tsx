import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UndoNotice } from '../hooks/use-stream-decisions.ts';

const SHOW_MS = 10_000;

/**
 * A toast with an Undo button at the foot of the phone column. It takes focus (the row it replaces is gone,
 * so focus has nowhere better to be), stays while hovered or focused, and otherwise leaves after 10 s,
 * handing focus to `fallbackFocus` if it still had it. The live region stays in the page so it is read.
 */
export function UndoBar({
  notice,
  onUndo,
  onClose,
  fallbackFocus,
}: {
  notice: UndoNotice | null;
  onUndo: (notice: UndoNotice) => void;
  onClose: () => void;
  fallbackFocus: () => HTMLElement | null;
}) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // Held (by pointer or focus) per notice key, so a new notice starts its own 10 s even if the last bar
  // left while focused.
  const [hoverKey, setHoverKey] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const held = notice !== null && (hoverKey === notice.key || focusKey === notice.key);

  useEffect(() => {
    if (notice) undoRef.current?.focus({ preventScroll: true });
  }, [notice]);

  const close = useCallback(() => {
    const hadFocus = barRef.current?.contains(document.activeElement) ?? false;
    onClose();
    if (hadFocus) fallbackFocus()?.focus({ preventScroll: true });
  }, [onClose, fallbackFocus]);

  useEffect(() => {
    if (!notice || held) return;
    const timer = setTimeout(close, SHOW_MS);
    return () => clearTimeout(timer);
  }, [notice, held, close]);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:absolute">
      <div role="status">
        {notice && (
          <div
            key={notice.key}
            ref={barRef}
            data-testid="undo-bar"
            onMouseEnter={() => setHoverKey(notice.key)}
            onMouseLeave={() => setHoverKey(null)}
            onFocus={() => setFocusKey(notice.key)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget)) setFocusKey(null);
            }}
            className="pointer-events-auto flex items-center gap-2 rounded-card bg-slate-900 py-1.5 pr-1.5 pl-4 text-sm text-white shadow-lg"
          >
            <p className="min-w-0 flex-1 py-1.5">{notice.message}</p>
            <button
              ref={undoRef}
              type="button"
              onClick={() => onUndo(notice)}
              className="h-11 shrink-0 rounded-xl px-3 font-semibold text-brand-100 hover:bg-white/10"
            >
              Undo
            </button>
            <button
              type="button"
              onClick={close}
              aria-label="Close"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-slate-300 hover:bg-white/10"
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
