import { formatDate, formatUsd } from '@tourniquet/domain';
import type { DebtDto } from '@tourniquet/domain/contracts';
import { Card } from '../../../components/ui/card.tsx';
import { aprText, DEBT_KIND_LABELS, monthsInWords } from '../lib/debt-text.ts';
import { DebtTermsForm } from './debt-terms-form.tsx';

function Row({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId?: string;
  tone?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`tabular font-semibold ${tone || 'text-slate-900'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One card or loan: what it owes, what it costs, and the minimum-payment trap as statements print it. */
export function DebtCard({ debt }: { debt: DebtDto }) {
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="debt-card" aria-label={debt.name}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900">{debt.name}</h2>
          <p className="text-xs text-slate-600">
            {DEBT_KIND_LABELS[debt.kind]} ·{' '}
            <span data-testid="debt-apr">{aprText(debt.aprPercent, debt.aprSource)}</span>
          </p>
        </div>
        <p className="tabular text-lg font-bold text-slate-900" data-testid="debt-balance">
          {formatUsd(debt.balanceCents)}
        </p>
      </div>
      <dl className="flex flex-col gap-1.5">
        <Row
          label="Minimum payment"
          value={debt.minimumPaymentCents === null ? 'Unknown' : formatUsd(debt.minimumPaymentCents)}
        />
        <Row label="Due" value={debt.nextPaymentDueDate ? formatDate(debt.nextPaymentDueDate) : 'Unknown'} />
        <Row
          label="Interest paid, last 12 months"
          value={formatUsd(debt.interestPaid12mCents)}
          tone={debt.interestPaid12mCents > 0 ? 'money-out' : ''}
          testId="debt-interest-12m"
        />
        <Row label="Interest this month at today's balance" value={formatUsd(debt.interestThisMonthCents)} />
      </dl>
      {debt.gracePeriodLost && (
        <p className="rounded-lg bg-bleed-soft p-2 text-sm text-slate-900" data-testid="debt-grace-lost">
          Grace period lost: the last payment was less than the statement balance, so new purchases now accrue
          interest from the day they post, about {formatUsd(debt.interestThisMonthCents)} this month, until a
          statement is paid in full.
        </p>
      )}
      {debt.minimumOnly && debt.payoff36 && (
        <div className="rounded-lg bg-slate-50 p-2 text-sm text-slate-800" data-testid="debt-trap">
          <p>
            Paying only the minimum: <strong>{monthsInWords(debt.minimumOnly.months)}</strong> and{' '}
            <strong className="tabular money-out">{formatUsd(debt.minimumOnly.totalInterestCents)}</strong> in
            interest.
          </p>
          <p>
            Paying <strong className="tabular">{formatUsd(debt.payoff36.monthlyCents)}</strong> a month clears
            it in 3 years with{' '}
            <strong className="tabular">{formatUsd(debt.payoff36.totalInterestCents)}</strong> in interest.
          </p>
        </div>
      )}
      <DebtTermsForm debt={debt} />
    </Card>
  );
}
