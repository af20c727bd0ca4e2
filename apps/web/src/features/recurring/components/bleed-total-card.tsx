import { formatUsd } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import { bleedTotal, type StreamGroup } from '../lib/recurring-view.ts';

const SHORT_TITLE: Record<StreamGroup['key'], string> = { subscription: 'Subscriptions', bill: 'Bills' };

/**
 * The bleed total. Subscriptions and bills are apart in the headline (rent and loans made a
 * "subscriptions" figure ten times what the user's subscriptions cost), then what they come to together.
 * Each charge counts at its latest amount times how often it repeats; the chart below counts the same
 * charges (isLiveCharge).
 */
export function BleedTotalCard({ groups }: { groups: readonly StreamGroup[] }) {
  const total = bleedTotal(groups);
  return (
    <Card aria-labelledby="bleed-total-heading" className="p-4">
      <h2 id="bleed-total-heading" className="text-sm font-medium text-slate-600">
        What your subscriptions and bills cost
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="bleed-headline">
        {groups.map((group, i) => (
          <span key={group.key} className="inline-flex items-baseline gap-x-3">
            {i > 0 && (
              <span aria-hidden className="text-slate-400">
                ·
              </span>
            )}
            <span data-testid={`bleed-${group.key}`}>
              <span className="text-base font-semibold text-slate-700">{SHORT_TITLE[group.key]} </span>
              <span className="tabular money-out text-2xl font-bold tracking-tight">
                {formatUsd(group.monthlyCents)}
              </span>
              <span className="text-sm font-semibold text-slate-500">/mo</span>
            </span>
          </span>
        ))}
      </p>
      <p className="tabular mt-2 text-sm font-medium text-slate-700">
        <span data-testid="bleed-monthly">Together {formatUsd(total.monthlyCents)}/mo</span>
        {' · '}
        <span data-testid="bleed-yearly">{formatUsd(total.yearlyCents)} a year</span>
      </p>
      <p className="mt-3 text-xs leading-relaxed text-slate-500">
        Bills include rent, utilities and loan payments. Each charge at its latest amount, times how often it
        repeats (weekly ×52, every 2 weeks ×26, twice a month ×24, monthly ×12, quarterly ×4, every 6 months
        ×2, yearly ×1).
      </p>
    </Card>
  );
}
