import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

/** A summary row that opens and closes its detail rows on click (aria-expanded tells assistive tech). */
export function ExpandableRow({
  label,
  amount,
  amountClassName = '',
  defaultOpen = false,
  children,
}: {
  label: ReactNode;
  amount: ReactNode;
  amountClassName?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className="border-b border-slate-100 last:border-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-12 w-full items-center gap-2 px-4 py-3 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
      >
        <ChevronDown
          className={`size-4 shrink-0 text-slate-500 transition-transform ${open ? '' : '-rotate-90'}`}
          aria-hidden
        />
        <span className="flex-1 text-sm font-semibold text-slate-900">{label}</span>
        <span className={`tabular text-sm font-semibold ${amountClassName}`}>{amount}</span>
      </button>
      <div id={id} hidden={!open} className="pb-2">
        {children}
      </div>
    </div>
  );
}

/** One line inside an expanded row. */
export function DetailLine({
  primary,
  secondary,
  amount,
  amountClassName = '',
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  amount: ReactNode;
  amountClassName?: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3 py-2 pr-4 pl-10">
      <div className="min-w-0">
        <p className="truncate text-sm text-slate-800">{primary}</p>
        {secondary && <p className="truncate text-xs text-slate-500">{secondary}</p>}
      </div>
      <span className={`tabular shrink-0 text-sm ${amountClassName}`}>{amount}</span>
    </div>
  );
}
