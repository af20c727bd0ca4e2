import { formatUsd, sumCents } from '@tourniquet/domain';
import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import type { AccountSectionGroup } from './account-sections.ts';

/** One collapsible section: a header button (aria-expanded) with count and total, then its rows. */
export function AccountSection({ group, children }: { group: AccountSectionGroup; children: ReactNode }) {
  const [open, setOpen] = useState(group.defaultOpen);
  const bodyId = useId();
  const total = sumCents(group.accounts.map((a) => a.balanceCurrentCents ?? 0));
  const count = group.accounts.length;
  return (
    <Card className="overflow-hidden">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
        >
          <ChevronDown
            className={`size-4 shrink-0 text-slate-500 transition-transform ${open ? '' : '-rotate-90'}`}
            aria-hidden
          />
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-slate-900">{group.title}</span>
            <span className="block text-xs text-slate-500">
              {count} {count === 1 ? 'account' : 'accounts'}
            </span>
          </span>
          <span
            className={`tabular shrink-0 text-sm font-semibold ${total === 0 ? 'text-slate-700' : group.debt ? 'money-out' : 'money-in'}`}
          >
            <span className="sr-only">Total </span>
            {formatUsd(total)}
          </span>
        </button>
      </h2>
      <ul id={bodyId} hidden={!open} className="divide-y divide-slate-100 border-t border-slate-100">
        {children}
      </ul>
    </Card>
  );
}
