import { Link } from 'react-router';
import { formatUsd } from '@tourniquet/domain';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { hasMovements, movedAriaLabel, MovedBetweenAccountsLine } from './moved-between-accounts.tsx';
import { peopleAriaLabel, peopleLine, PeopleLineView } from './paid-to-people.tsx';
import { Verdict } from './verdict.tsx';
import type { ReportSummary } from '@tourniquet/domain/contracts';

/**
 * Earnings and spending as two bars on one scale, then net income and its verdict, and the money moved
 * between the user's own accounts and the money paid to and received from other people, each on its own
 * line (none is earnings or spending).
 */
export function EarningsVsSpending({
  cashFlow,
  criteriaQuery,
}: {
  cashFlow: ReportSummary['cashFlow'];
  criteriaQuery: string;
}) {
  const { earnings, spending, netIncomeCents, internalMovements } = cashFlow;
  const moved = new URLSearchParams(criteriaQuery);
  moved.set('flow', 'moved');
  const people = [peopleLine(cashFlow, 'people'), peopleLine(cashFlow, 'received')].filter((l) => l !== null);
  const peopleQuery = (flow: string) => {
    const query = new URLSearchParams(criteriaQuery);
    query.set('flow', flow);
    return query.toString();
  };
  const scale = Math.max(1, earnings.totalCents, spending.totalCents);
  const bars = [
    { label: 'Earnings', cents: earnings.totalCents, bar: 'bg-gain', text: 'money-in' },
    { label: 'Spending', cents: spending.totalCents, bar: 'bg-bleed', text: 'money-out' },
  ];
  return (
    <Card className="overflow-hidden break-inside-avoid">
      <CardHeader className="px-4 pt-4" title="Earnings vs Spending" />
      <div className="flex flex-col gap-3 px-4 py-3">
        {bars.map((b) => (
          <div key={b.label}>
            <div className="flex items-baseline justify-between text-sm">
              <span className="text-slate-700">{b.label}</span>
              <span
                className={`tabular font-semibold ${b.text}`}
                data-testid={`${b.label.toLowerCase()}-total`}
              >
                {formatUsd(b.cents)}
              </span>
            </div>
            <div className="mt-1 h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <div
                className={`h-full rounded-full ${b.bar}`}
                style={{ width: `${(b.cents / scale) * 100}%` }}
              />
            </div>
          </div>
        ))}
        <div className="flex items-center justify-between border-t border-slate-100 pt-3">
          <span className="text-sm font-bold text-slate-900">Net Income</span>
          <span
            className={`tabular text-lg font-bold ${netIncomeCents < 0 ? 'money-out' : 'money-in'}`}
            data-testid="net-income"
          >
            {formatUsd(netIncomeCents)}
          </span>
        </div>
      </div>
      <Verdict positive={netIncomeCents >= 0} text={cashFlow.verdict} />
      {hasMovements(internalMovements) && (
        <Link
          to={`/financial-status?${moved.toString()}`}
          aria-label={movedAriaLabel(internalMovements)}
          className="flex min-h-12 items-center border-t border-slate-100 px-4 py-2 hover:bg-slate-50 focus-visible:-outline-offset-2"
        >
          <MovedBetweenAccountsLine movements={internalMovements} />
        </Link>
      )}
      {people.map((line) => (
        <Link
          key={line.flow}
          to={`/financial-status?${peopleQuery(line.flow)}`}
          aria-label={peopleAriaLabel(line)}
          className="flex min-h-12 items-center border-t border-slate-100 px-4 py-2 hover:bg-slate-50 focus-visible:-outline-offset-2"
        >
          <PeopleLineView line={line} />
        </Link>
      ))}
    </Card>
  );
}
