import type { DisplayCriteriaState } from '../../../components/display-criteria/index.ts';
import { feeLines, offsetLines } from '../lib/fees-view.ts';
import { FeeLinesCard } from './fee-lines-card.tsx';
import { FeesByAccountCard } from './fees-by-account-card.tsx';
import { FeesByKindCard } from './fees-by-kind-card.tsx';
import { FeesTotalCard } from './fees-total-card.tsx';
import { NoFeesInPeriod } from './fees-states.tsx';
import type { AccountDto, FeesResponse } from '@tourniquet/domain/contracts';

/** The loaded report: the total, then by kind, by account, every fee, and what offset them. */
export function FeesReport({
  data,
  accounts,
  criteria,
}: {
  data: FeesResponse;
  accounts: readonly AccountDto[];
  criteria: DisplayCriteriaState;
}) {
  const offsets = offsetLines(data, accounts);
  return (
    <div className="flex flex-col gap-4">
      {data.fees.length === 0 ? (
        <NoFeesInPeriod />
      ) : (
        <>
          <FeesTotalCard totals={data.totals} recovered={data.recovered} criteria={criteria} />
          <FeesByKindCard data={data} />
          <FeesByAccountCard data={data} accounts={accounts} />
          <FeeLinesCard
            title="Every fee"
            lines={feeLines(data, accounts)}
            totalLabel="Total fees"
            totalCents={data.totals.totalCents}
            direction="out"
          />
        </>
      )}
      {offsets.length > 0 && (
        <FeeLinesCard
          title="Money in that offsets fees"
          description="Fee refunds and reversals, and interest your accounts earned."
          lines={offsets}
          totalLabel="Total offsets"
          totalCents={data.totals.refundsCents}
          direction="in"
        />
      )}
    </div>
  );
}
