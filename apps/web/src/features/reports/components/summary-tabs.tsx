import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SummaryTab {
  key: string;
  title: string;
  caption: string;
  figure: string;
  negative: boolean;
  panel: ReactNode;
}

/**
 * Two summaries side by side as headline tiles; the chosen one's detail shows below. A WAI-ARIA tab list:
 * arrow keys move between the tiles, the panel is labelled by its tile. The screen owns which tile is
 * chosen, so coming back from a drill-down shows the summary it was opened from.
 */
export function SummaryTabs({
  tabs,
  active,
  onActiveChange: setActive,
  wrap,
}: {
  tabs: SummaryTab[];
  active: string;
  onActiveChange: (key: string) => void;
  wrap: (panel: ReactNode) => ReactNode;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((t) => t.key === active) ?? tabs[0]!;

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (index + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
    setActive(tabs[next]!.key);
    refs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="Summaries" className="grid grid-cols-2 gap-3">
        {tabs.map((tab, index) => {
          const selected = tab.key === current.key;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`flex min-w-0 flex-col items-start rounded-card border p-3 text-left transition-colors ${
                selected
                  ? 'border-brand-600 bg-white shadow-sm ring-1 ring-brand-600'
                  : 'border-slate-200 bg-white/60 hover:bg-white'
              }`}
            >
              <span className="text-sm font-semibold text-slate-900">{tab.title}</span>
              <span className="mt-0.5 text-xs text-slate-500">{tab.caption}</span>
              {/* Never cut a figure: a smaller size on narrow phones, and a wrap before an ellipsis. */}
              <span
                className={`tabular mt-1 max-w-full text-base font-bold [overflow-wrap:anywhere] min-[380px]:text-lg ${tab.negative ? 'money-out' : 'money-in'}`}
              >
                {tab.figure}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current.key}`}>
        {wrap(current.panel)}
      </div>
    </div>
  );
}
