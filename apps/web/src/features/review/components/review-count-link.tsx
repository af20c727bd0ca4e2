import { useQuery } from '@tanstack/react-query';
import type { ReviewScope } from '@tourniquet/domain/contracts';
import { ChevronRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { reviewQuery } from '../api/review-api.ts';
import { reviewHref } from '../lib/review-href.ts';

/**
 * "N to review": the way into the review inbox from the dashboard (every row) and Business Books (business
 * rows). N counts payees, one card each. Nothing shows while it loads, when it fails, or when none wait.
 */
export function ReviewCountLink({ scope }: { scope: ReviewScope }) {
  const { data } = useQuery(reviewQuery(scope, 1));
  const count = data ? data.items.length + data.remaining : 0;
  if (count === 0) return null;
  return (
    <Link
      to={reviewHref(scope)}
      className="flex min-h-14 items-center gap-3 rounded-card border border-amber-300 bg-amber-50 p-3 shadow-sm shadow-slate-900/5 transition hover:border-amber-400"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white text-amber-700">
        <ListChecks className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-semibold text-slate-900">{count} to review</span>
        <span className="text-xs leading-snug text-slate-700">
          {scope === 'business'
            ? 'Business rows the app is not sure of. A few answers file them all.'
            : 'Rows the app is not sure of. A few answers file them all.'}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
    </Link>
  );
}
