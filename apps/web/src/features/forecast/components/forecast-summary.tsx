import { formatDate, formatUsd } from '@tourniquet/domain';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { Card } from '../../../components/ui/card.tsx';

function Figure({
  label,
  value,
  detail,
  tone,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-0.5 p-3" data-testid={testId}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={`tabular text-lg font-bold ${tone ?? 'text-slate-900'}`}>{value}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/** The forecast's four figures: lowest point, first day below zero, safe to spend, next income. */
export function ForecastSummary({ forecast }: { forecast: ForecastResponse }) {
  const { lowest, overdraft, nextIncome } = forecast;
  return (
    <Card>
      <dl className="grid grid-cols-2 divide-x divide-y divide-slate-100">
        <Figure
          label="Lowest point"
          value={formatUsd(lowest.balanceCents)}
          detail={`on ${formatDate(lowest.date)}`}
          tone={lowest.balanceCents < 0 ? 'money-out' : undefined}
          testId="forecast-lowest"
        />
        <Figure
          label="Safe to spend"
          value={formatUsd(forecast.safeToSpendCents)}
          detail={nextIncome ? 'before the next income' : `in the next ${forecast.days} days`}
          testId="forecast-safe"
        />
        <Figure
          label="First day below zero"
          value={overdraft ? formatDate(overdraft.date) : 'None'}
          detail={overdraft ? formatUsd(overdraft.balanceCents) : `in the next ${forecast.days} days`}
          tone={overdraft ? 'money-out' : undefined}
          testId="forecast-overdraft"
        />
        <Figure
          label="Next income"
          value={nextIncome ? formatUsd(-nextIncome.amountCents) : 'None expected'}
          detail={nextIncome ? `on ${formatDate(nextIncome.date)}` : undefined}
          tone={nextIncome ? 'money-in' : undefined}
          testId="forecast-next-income"
        />
      </dl>
    </Card>
  );
}
