import { formatUsd } from '@tourniquet/domain';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { accountRows, pluralFees } from '../lib/fees-view.ts';
import type { AccountDto, FeesResponse } from '@tourniquet/domain/contracts';

/** Which accounts the fees came from, largest first. */
export function FeesByAccountCard({
  data,
  accounts,
}: {
  data: FeesResponse;
  accounts: readonly AccountDto[];
}) {
  return (
    <Card aria-labelledby="fees-by-account" className="overflow-hidden">
      <div id="fees-by-account">
        <CardHeader className="border-b border-slate-100 px-4 py-3" title="Fees by account" />
      </div>
      <ul className="divide-y divide-slate-100">
        {accountRows(data, accounts).map((row) => (
          <li
            key={row.accountId}
            aria-label={row.name}
            className="flex items-center justify-between gap-3 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold break-words text-slate-900">{row.name}</p>
              <p className="text-xs text-slate-500">
                {row.institutionName ? `${row.institutionName} · ` : ''}
                {pluralFees(row.count)}
              </p>
            </div>
            <p className="tabular money-out shrink-0 text-sm font-semibold">{formatUsd(row.totalCents)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
