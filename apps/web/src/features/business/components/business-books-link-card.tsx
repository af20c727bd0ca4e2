import { BriefcaseBusiness, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS_BOOKS_HREF } from './business-books-screen.tsx';

/** The way into Business Books from the dashboard (below the nine tiles) and from Settings. */
export function BusinessBooksLinkCard() {
  return (
    <Link
      to={BUSINESS_BOOKS_HREF}
      className="flex min-h-16 items-center gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-sm shadow-slate-900/5 transition hover:border-brand-500/50 hover:bg-brand-50/40"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <BriefcaseBusiness className="size-5" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-semibold text-slate-900">Business Books</span>
        <span className="text-xs leading-snug text-slate-600">
          Profit and loss, Schedule C and what to set aside for taxes.
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
    </Link>
  );
}
