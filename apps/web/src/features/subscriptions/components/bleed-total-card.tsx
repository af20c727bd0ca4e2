import { formatUsd } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import { bleedTotal, type StreamGroup } from '../lib/recurring-view.ts';

/**
 * The bleed total: what every active subscription and bill costs per month and per year, overall and per
 * group. Each charge counts at its latest amount times how often it repeats.
 */
export function BleedTotalCard({ groups }: { groups: readonly StreamGroup[] }) {
  const total = bleedTotal(groups);
  return (
    <Card aria-labelledby="bleed-total-heading" className="p-4">
      <h2 id="bleed-total-heading" className="text-sm font-medium text-slate-600">
        What your subscriptions and bills cost
      </h2>
      <p className="tabular money-out mt-1 text-3xl font-bold tracking-tight" data-testid="bleed-monthly">
        {formatUsd(total.monthlyCents)}
        <span className="ml-1 text-base font-semibold text-slate-500">/mo</span>
      </p>
      <p className="tabular text-sm font-medium text-slate-700" data-testid="bleed-yearly">
        {formatUsd(total.yearlyCents)} a year
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {groups.map((group) => (
          <div key={group.key} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{group.title}</dt>
            <dd className="tabular text-sm font-semibold text-slate-900">
              {formatUsd(group.monthlyCents)}/mo
            </dd>
            <dd className="tabular text-xs text-slate-500">{formatUsd(group.yearlyCents)} a year</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-slate-500">
        Each charge at its latest amount, times how often it repeats (weekly ×52, every 2 weeks ×26, twice a
        month ×24, monthly ×12, quarterly ×4, every 6 months ×2, yearly ×1).
      </p>
    </Card>
  );
}
