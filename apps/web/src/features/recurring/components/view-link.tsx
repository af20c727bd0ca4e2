import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { serviceName, viewTransactionsHref } from '../lib/recurring-view.ts';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/** The spec's View action: the read-only list of this stream's transactions. */
export function ViewLink({ stream }: { stream: RecurringStreamDto }) {
  return (
    <Link
      to={viewTransactionsHref(stream)}
      aria-label={`View ${serviceName(stream)} transactions`}
      className="inline-flex h-11 shrink-0 items-center gap-0.5 self-center rounded-xl px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      View
      <ChevronRight className="size-4" aria-hidden />
    </Link>
  );
}
