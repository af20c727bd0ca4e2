import { formatUsd } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import type { RecurringGroup } from '../lib/recurring-view.ts';

/**
 * What the recurring charges cost per month, overall and per group. An estimate: each charge is turned
 * into a monthly amount by its frequency (domain recurringMonthlyCost), irregular ones are left out.
 */
export function MonthlyCostCard({ groups }: { groups: RecurringGroup[] }) {
  const total = groups.reduce((sum, g) => sum + g.monthlyCents, 0);
  const excluded = groups.reduce((sum, g) => sum + g.excludedCount, 0);
  return (
    <Card aria-labelledby="recurring-cost-heading" className="p-4">
      <h2 id="recurring-cost-heading" className="text-sm font-medium text-slate-600">
        Estimated monthly cost
      </h2>
      <p className="tabular mt-1 text-3xl font-bold tracking-tight money-out">
        {formatUsd(total)}
        <span className="ml-1 text-base font-semibold text-slate-500">/mo</span>
      </p>
      <p className="tabular text-xs text-slate-500">About {formatUsd(total * 12)} a year</p>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {groups.map((group) => (
          <div key={group.type} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{group.title}</dt>
            <dd className="tabular text-sm font-semibold text-slate-900">
              {formatUsd(group.monthlyCents)}/mo
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-slate-500">
        Estimate: each charge converted to a monthly amount (weekly ×52÷12, every 2 weeks ×26÷12, twice a
        month ×2, quarterly ÷3, yearly ÷12).
        {excluded > 0 &&
          ` ${excluded} irregular ${excluded === 1 ? 'charge is' : 'charges are'} not included.`}
      </p>
    </Card>
  );
}
