import { formatDate, formatUsd } from '@tourniquet/domain';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { MonthlyCashFlowCard } from './monthly-cash-flow-card.tsx';
import { NetWorthHistoryCard } from './net-worth-history-card.tsx';
import { ReportFrame } from './report-frame.tsx';
import { Verdict } from './verdict.tsx';
import { BalanceMissingNote } from './balance-missing-note.tsx';
import type { ReportSummary, SituationGroupDto } from '@tourniquet/domain/contracts';

function GroupList({
  title,
  total,
  groups,
  asset,
}: {
  title: string;
  total: number;
  groups: SituationGroupDto[];
  asset: boolean;
}) {
  const shown = groups.filter((g) => g.accounts.length > 0);
  return (
    <Card className="overflow-hidden">
      <CardHeader
        className="border-b border-slate-100 px-4 py-3"
        title={title}
        aside={
          <span className={`tabular text-base font-bold ${asset ? 'text-slate-900' : 'money-out'}`}>
            {shown.length > 0 && shown.every((g) => g.accounts.every((a) => a.balanceMissing))
              ? 'Balance missing'
              : formatUsd(asset ? total : -total)}
          </span>
        }
      />
      {shown.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500">None in this selection</p>
      ) : (
        shown.map((group) => (
          <div key={group.key} className="border-b border-slate-100 px-4 py-3 last:border-0">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-sm font-semibold text-slate-800">{group.label}</h3>
              <span className={`tabular text-sm font-semibold ${asset ? 'text-slate-800' : 'money-out'}`}>
                {group.accounts.every((a) => a.balanceMissing)
                  ? 'Balance missing'
                  : formatUsd(asset ? group.totalCents : -group.totalCents)}
              </span>
            </div>
            <ul className="mt-1">
              {group.accounts.map((a) => (
                <li key={a.id} className="flex items-start justify-between gap-3 py-1.5">
                  <span className="min-w-0">
                    <span className="block truncate text-sm text-slate-700">{a.name}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {a.institutionName}
                      {a.balanceAsOf && ` · as of ${formatDate(a.balanceAsOf)}`}
                    </span>
                  </span>
                  <span
                    className={`tabular shrink-0 text-sm ${asset ? 'text-slate-700' : 'money-out'}`}
                    data-testid="situation-balance"
                    data-account-id={a.id}
                  >
                    {a.balanceMissing
                      ? 'Balance missing'
                      : formatUsd(asset ? a.balanceCents : -a.balanceCents)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </Card>
  );
}

function Overview({ situation }: { situation: ReportSummary['situation'] }) {
  const { assetsCents, liabilitiesCents, netWorthCents } = situation;
  const whole = assetsCents + liabilitiesCents;
  const assetShare = whole === 0 ? 50 : Math.round((assetsCents / whole) * 100);
  return (
    <div className="flex flex-col gap-4">
      <Card className="overflow-hidden">
        <div className="px-4 pt-4 pb-3">
          <p className="text-sm font-medium text-slate-600">Net Worth</p>
          <p
            className={`tabular text-3xl font-bold tracking-tight ${netWorthCents < 0 ? 'money-out' : 'money-in'}`}
            data-testid="net-worth"
          >
            {formatUsd(netWorthCents)}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-xs text-slate-500">Assets</dt>
              <dd className="tabular text-base font-semibold text-slate-900" data-testid="assets-total">
                {formatUsd(assetsCents)}
              </dd>
            </div>
            <div className="text-right">
              <dt className="text-xs text-slate-500">Liabilities</dt>
              <dd className="tabular money-out text-base font-semibold" data-testid="liabilities-total">
                {formatUsd(-liabilitiesCents)}
              </dd>
            </div>
          </dl>
          {situation.missingBalances.length > 0 && (
            <div className="mt-3">
              <BalanceMissingNote missing={situation.missingBalances} />
            </div>
          )}
          <div
            className="mt-2 flex h-2.5 overflow-hidden rounded-full bg-bleed/80"
            role="img"
            aria-label={`Assets are ${assetShare}% of assets and liabilities combined`}
          >
            <div className="bg-gain" style={{ width: `${assetShare}%` }} />
          </div>
        </div>
        <Verdict
          positive={netWorthCents >= 0 && situation.missingBalances.length === 0}
          text={situation.verdict}
        />
      </Card>
      <GroupList
        title="Assets"
        total={assetsCents}
        asset
        groups={situation.groups.filter((g) => g.isAsset)}
      />
      <GroupList
        title="Liabilities"
        total={liabilitiesCents}
        asset={false}
        groups={situation.groups.filter((g) => !g.isAsset)}
      />
      <p className="text-xs text-slate-500">
        Current balances of the selected accounts, as last refreshed from your bank; an account you import or
        enter yourself shows the day its balance is from.
      </p>
    </div>
  );
}

/** My Money Situation (docs/product.md#2-screens): assets, liabilities and net worth for the selected accounts. */
export function MoneySituationScreen() {
  return (
    <ReportFrame title="My Money Situation" subtitle="What you own, what you owe, and your net worth.">
      {(summary, criteria) => (
        <div className="flex flex-col gap-4">
          <Overview situation={summary.situation} />
          {/* The dashboard's net-worth link lands here: the trend belongs beside the figure. */}
          <NetWorthHistoryCard criteriaQuery={criteria.query} />
          <MonthlyCashFlowCard criteriaQuery={criteria.query} cashFlow={summary.cashFlow} />
        </div>
      )}
    </ReportFrame>
  );
}
