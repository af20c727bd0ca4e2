import { formatDate, formatUsd } from '@tourniquet/domain';
import { DetailLine, ExpandableRow } from './expandable-row.tsx';
import { Verdict } from './verdict.tsx';
import { BalanceMissingNote } from './balance-missing-note.tsx';
import type { ReportSummary } from '@tourniquet/domain/contracts';

// Bank and credit rows are always listed (spec: they expand and collapse); the other groups when present.
const ALWAYS_SHOWN = new Set(['bank', 'credit']);

/** My Situation: balances by group, net worth and its verdict. */
export function SituationSummary({ situation }: { situation: ReportSummary['situation'] }) {
  const groups = situation.groups.filter((g) => ALWAYS_SHOWN.has(g.key) || g.accounts.length > 0);
  return (
    <div>
      {groups.map((group) => (
        <ExpandableRow
          key={group.key}
          label={group.label}
          amount={
            group.accounts.length > 0 && group.accounts.every((a) => a.balanceMissing)
              ? 'Balance missing'
              : group.isAsset
                ? formatUsd(group.totalCents)
                : formatUsd(-group.totalCents)
          }
          amountClassName={group.isAsset ? 'text-slate-900' : 'money-out'}
        >
          {group.accounts.length === 0 ? (
            <p className="py-2 pl-10 text-sm text-slate-500">No accounts in this selection</p>
          ) : (
            group.accounts.map((a) => (
              <DetailLine
                key={a.id}
                primary={a.name}
                secondary={
                  a.balanceAsOf
                    ? `${a.institutionName} · as of ${formatDate(a.balanceAsOf)}`
                    : a.institutionName
                }
                amount={
                  a.balanceMissing
                    ? 'Balance missing'
                    : group.isAsset
                      ? formatUsd(a.balanceCents)
                      : formatUsd(-a.balanceCents)
                }
                amountClassName={
                  a.balanceMissing ? 'text-amber-800' : group.isAsset ? 'text-slate-700' : 'money-out'
                }
              />
            ))
          )}
        </ExpandableRow>
      ))}
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-3">
        <span className="text-sm font-bold text-slate-900">Net Worth</span>
        <span
          className={`tabular text-base font-bold ${situation.netWorthCents < 0 ? 'money-out' : 'money-in'}`}
          data-testid="net-worth"
        >
          {formatUsd(situation.netWorthCents)}
        </span>
      </div>
      {situation.missingBalances.length > 0 && (
        <div className="px-4 pt-3">
          <BalanceMissingNote missing={situation.missingBalances} />
        </div>
      )}
      <Verdict
        positive={situation.netWorthCents >= 0 && situation.missingBalances.length === 0}
        text={situation.verdict}
      />
    </div>
  );
}
