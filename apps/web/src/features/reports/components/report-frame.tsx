import type { ReactNode } from 'react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import {
  DisplayCriteriaBar,
  useDisplayCriteria,
  type DisplayCriteriaState,
} from '../../../components/display-criteria/index.ts';
import { useReportSummary } from '../api/get-report-summary.ts';
import { NoAccountsEmpty, ReportError, ReportSkeleton } from './report-states.tsx';
import type { ReportSummary } from '@tourniquet/domain/contracts';

/**
 * What the three report screens share: header, Display Criteria, and the loading, empty and error states
 * around the summary for the current criteria. `children` renders the loaded summary.
 */
export function ReportFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  actions?: (criteria: DisplayCriteriaState) => ReactNode;
  children: (summary: ReportSummary, criteria: DisplayCriteriaState) => ReactNode;
}) {
  const criteria = useDisplayCriteria();
  const ready = Boolean(criteria.resolved) && (criteria.accounts?.length ?? 0) > 0;
  const summary = useReportSummary(criteria.query, ready);
  const noAccounts = criteria.accounts?.length === 0;

  let body: ReactNode;
  if (criteria.isError || summary.isError) {
    const retry = () => void (summary.isError ? summary.refetch() : window.location.reload());
    body = <ReportError onRetry={retry} retrying={summary.isFetching} />;
  } else if (noAccounts) body = <NoAccountsEmpty />;
  else if (criteria.periodError)
    body = null; // the bar says what to fix
  else if (!summary.data) body = <ReportSkeleton />;
  else body = children(summary.data, criteria);

  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title={title}
        subtitle={subtitle}
      >
        {actions && !noAccounts && (
          <div className="mt-3 flex flex-wrap gap-2 print:hidden">{actions(criteria)}</div>
        )}
      </PageHeader>
      <DisplayCriteriaBar criteria={criteria} />
      <div
        aria-busy={summary.isFetching}
        className={summary.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
      >
        {body}
      </div>
    </Screen>
  );
}
