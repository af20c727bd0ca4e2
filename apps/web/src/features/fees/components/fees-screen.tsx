import type { ReactNode } from 'react';
import { FEES_PERIOD_OPTIONS } from '@tourniquet/domain';
import {
  DisplayCriteriaBar,
  useDisplayCriteria,
  type DisplayCriteriaState,
} from '../../../components/display-criteria/index.ts';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useFees, type FeesRange } from '../api/get-fees.ts';
import { FeesReport } from './fees-report.tsx';
import { FeesLoadError, FeesNoAccounts, FeesSkeleton } from './fees-states.tsx';

/** The criteria as the fees API reads them. All time asks from the first fee, so its yearly cost is real. */
function rangeOf(criteria: DisplayCriteriaState): FeesRange | null {
  const resolved = criteria.resolved;
  if (!resolved) return null;
  return {
    ...(criteria.period !== 'all' && { from: resolved.from }),
    to: resolved.to,
    accountIds: resolved.accountIds,
  };
}

/**
 * Bank Fees (/fees): what the institutions holding the accounts charged over the Display Criteria period,
 * by kind (with how to avoid each) and by account, each fee's transaction, and the money in that offsets
 * them. Every figure is the server's stored fee-radar result.
 */
export function FeesScreen() {
  const criteria = useDisplayCriteria();
  const noAccounts = criteria.accounts?.length === 0;
  const range = noAccounts ? null : rangeOf(criteria);
  const fees = useFees(range);

  let body: ReactNode;
  if (criteria.isError || fees.isError) {
    const retry = () => void (fees.isError ? fees.refetch() : window.location.reload());
    body = <FeesLoadError onRetry={retry} retrying={fees.isFetching} />;
  } else if (noAccounts) body = <FeesNoAccounts />;
  else if (criteria.periodError)
    body = null; // the bar says what to fix
  else if (!fees.data || !criteria.accounts) body = <FeesSkeleton />;
  else body = <FeesReport data={fees.data} accounts={criteria.accounts} criteria={criteria} />;

  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="Bank Fees"
        subtitle="What your banks and card issuers charged you, and how to stop paying it."
      />
      <DisplayCriteriaBar criteria={criteria} periods={FEES_PERIOD_OPTIONS} />
      <div
        aria-busy={fees.isFetching}
        className={fees.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
      >
        {body}
      </div>
    </Screen>
  );
}
