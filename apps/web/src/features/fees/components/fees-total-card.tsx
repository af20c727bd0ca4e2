import { formatDate, formatUsd, PERIOD_LABELS } from '@tourniquet/domain';
import type { DisplayCriteriaState } from '../../../components/display-criteria/index.ts';
import { Card } from '../../../components/ui/card.tsx';
import { pluralFees } from '../lib/fees-view.ts';
import type { FeesResponse, FeeTotalsDto } from '@tourniquet/domain/contracts';

/** The period's fees, what offset them, the net, and the same pace over a year. */
export function FeesTotalCard({
  totals,
  recovered,
  criteria,
}: {
  totals: FeeTotalsDto;
  recovered: FeesResponse['recovered'];
  criteria: DisplayCriteriaState;
}) {
  const span =
    criteria.period === 'all' || !criteria.from || !criteria.to
      ? PERIOD_LABELS[criteria.period]
      : `${formatDate(criteria.from)} – ${formatDate(criteria.to)}`;
  return (
    <Card aria-labelledby="fees-total-heading" className="p-4">
      <h2 id="fees-total-heading" className="text-sm font-medium text-slate-600">
        Fees in this period
      </h2>
      <p className="tabular money-out mt-1 text-3xl font-bold tracking-tight" data-testid="fees-total">
        {formatUsd(totals.totalCents)}
      </p>
      <p className="text-xs text-slate-500">
        {pluralFees(totals.count)} · {span}
      </p>
      {recovered.cents > 0 && (
        <p className="mt-1 text-sm text-slate-700" data-testid="fees-recovered">
          You recovered <span className="tabular money-in font-semibold">{formatUsd(recovered.cents)}</span>{' '}
          this year.
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">Refunds and interest earned</dt>
          <dd className="tabular money-in text-sm font-semibold" data-testid="fees-offsets">
            {formatUsd(-totals.refundsCents)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs text-slate-600">Net cost of fees</dt>
          <dd className="tabular text-sm font-semibold text-slate-900" data-testid="fees-net">
            {formatUsd(totals.netCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        At this pace, fees cost you about{' '}
        <span className="tabular money-out font-semibold">{formatUsd(totals.yearlyCents)}</span> a year.
      </p>
    </Card>
  );
}
