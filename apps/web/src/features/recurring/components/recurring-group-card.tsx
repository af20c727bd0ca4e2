import { accountDisplayName, formatUsd } from '@tourniquet/domain';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { possibleDuplicates } from '../lib/possible-duplicates.ts';
import { Card } from '../../../components/ui/card.tsx';
import type { StreamGroup } from '../lib/recurring-view.ts';
import { RecurringRow } from './recurring-row.tsx';
import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

export const groupHeadingId = (key: string) => `stream-group-${key}`;

/** A group (Subscriptions & Services or Bills & Utilities): heading, monthly cost, rows, footnote. */
export function RecurringGroupCard({
  group,
  onDecide,
  focusId,
}: {
  group: StreamGroup;
  /** The series a link asked for, opened in place. */
  focusId?: string | null;
  onDecide: (stream: RecurringStreamDto, status: 'dismissed' | 'cancelled') => void;
}) {
  const headingId = groupHeadingId(group.key);
  const count = group.items.length;
  const accounts = useAccounts().data ?? [];
  const duplicates = possibleDuplicates(group.items);
  const accountName = (id: string) => {
    const account = accounts.find((a) => a.id === id);
    return account ? accountDisplayName(account) : 'another account';
  };
  return (
    <Card aria-labelledby={headingId} className="overflow-hidden">
      <div className="flex items-start justify-between gap-3 px-4 pt-4 pb-3">
        <div className="min-w-0">
          {/* Focus lands here when the item that had it leaves the list. */}
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            {group.title}
          </h2>
          <p className="text-xs text-slate-500">
            {count} {count === 1 ? 'recurring charge' : 'recurring charges'}
          </p>
        </div>
        {count > 0 && (
          <p className="shrink-0 text-right">
            <span className="tabular money-out block text-sm font-semibold">
              {formatUsd(group.monthlyCents)}
              <span className="font-medium text-slate-500">/mo</span>
            </span>
            <span className="tabular block text-xs text-slate-500">
              {formatUsd(group.yearlyCents)} a year
            </span>
          </p>
        )}
      </div>
      {count === 0 ? (
        <p className="border-t border-slate-100 px-4 py-6 text-center text-sm text-slate-500">
          {group.emptyText}
        </p>
      ) : (
        <>
          <div
            aria-hidden
            className="flex justify-between border-y border-slate-100 bg-slate-50 py-1.5 pr-[4.5rem] pl-10 text-[0.6875rem] font-semibold tracking-wide text-slate-500 uppercase"
          >
            <span>Service</span>
            <span>Amount · Next date*</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {group.items.map((stream) => (
              <RecurringRow
                key={stream.id}
                stream={stream}
                onDecide={onDecide}
                duplicateOn={duplicates.get(stream.id)?.map(accountName)}
                focused={stream.id === focusId}
              />
            ))}
          </ul>
          <p className="border-t border-slate-100 px-4 py-2.5 text-xs leading-relaxed text-slate-500">
            * Next dates are estimated from the last charge and how often it repeats. Open a charge for why it
            is listed, how to cancel it, and to mark it cancelled.
          </p>
        </>
      )}
    </Card>
  );
}
