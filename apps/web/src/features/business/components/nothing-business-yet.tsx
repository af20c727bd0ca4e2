import { BriefcaseBusiness } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfitAndLoss } from '@tourniquet/domain/contracts';

/**
 * True when Combined Business can only show zeros because nothing says Business yet: no account is marked
 * Business and the period holds no business row (a single transaction can be marked Business on a personal
 * account, so its money alone is enough to hide the note).
 */
export function nothingMarkedBusiness(
  accounts: readonly { businessPersonal: string | null }[],
  pl: Pick<ProfitAndLoss, 'income' | 'expenses' | 'notInProfitAndLoss' | 'uncategorisedCount'>,
): boolean {
  return (
    !accounts.some((a) => a.businessPersonal === 'business') &&
    pl.income.length === 0 &&
    pl.expenses.length === 0 &&
    pl.notInProfitAndLoss.length === 0 &&
    (pl.uncategorisedCount ?? 0) === 0
  );
}

/** Said above Business Books' zeros for a new user who has marked nothing Business, with where to do it. */
export function NothingBusinessYetCard() {
  return (
    <section
      aria-labelledby="nothing-business-yet"
      className="flex items-start gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <BriefcaseBusiness className="size-5" aria-hidden />
      </span>
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        <h2 id="nothing-business-yet" className="font-semibold text-slate-900">
          Nothing is marked Business yet
        </h2>
        <p>
          Choose Business beside an account on{' '}
          <Link to="/linked-accounts" className="font-semibold text-brand-700 underline underline-offset-2">
            Linked Accounts
          </Link>
          , or mark a single transaction Business in{' '}
          <Link to="/transactions" className="font-semibold text-brand-700 underline underline-offset-2">
            All Transactions
          </Link>
          . Its money then shows here.
        </p>
      </div>
    </section>
  );
}
