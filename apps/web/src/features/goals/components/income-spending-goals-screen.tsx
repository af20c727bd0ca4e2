import { formatDate, withGoalTargets, type GoalProgressRow } from '@tourniquet/domain';
import { useEffect, useRef, useState } from 'react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { goalProgressQuery, useGoalProgress } from '../api/goals-api.ts';
import { useGoalCriteria } from '../hooks/use-goal-criteria.ts';
import { useGoalDrafts } from '../hooks/use-goal-drafts.ts';
import { GoalCategoryTable, viewDetailId } from './goal-category-table.tsx';
import { GoalDetail } from './goal-detail.tsx';
import { GoalFilters } from './goal-filters.tsx';
import { GoalsLoadError, GoalsSkeleton } from './goals-load-states.tsx';
import { StackMoreCard } from './stack-more-card.tsx';

/**
 * Income & Spending Goals (spec section 2): criteria, the Stack More Spend Less card and one table per
 * side with a goal input and View Detail per category. View Detail replaces the tables on the same
 * screen, so the goal drafts (and their pending saves) live on while the transactions show.
 */
export function IncomeSpendingGoalsScreen() {
  const state = useGoalCriteria();
  const inputs = useGoalDrafts();
  // No accounts ticked: nothing to ask for (an empty list would read as "all accounts" on the server).
  const noAccounts = state.accountIds?.length === 0;
  const report = useGoalProgress(
    goalProgressQuery(state.criteria),
    state.customError === null && !noAccounts,
  );
  const [detail, setDetail] = useState<GoalProgressRow | null>(null);
  const returnFocusTo = useRef<string | null>(null);

  useEffect(() => {
    if (detail || !returnFocusTo.current) return;
    document.getElementById(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [detail]);

  const data = report.data;
  const progress = data && withGoalTargets(data, inputs.overrides);
  const range = data && {
    from: data.from,
    to: data.to,
    text: `${formatDate(data.from)} – ${formatDate(data.to)}`,
  };

  if (detail && range) {
    return (
      <Screen>
        <GoalDetail
          row={detail}
          range={range}
          accountIds={state.accountIds}
          onBack={() => {
            returnFocusTo.current = viewDetailId(detail);
            setDetail(null);
          }}
        />
      </Screen>
    );
  }

  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/my-money-goals" label="Back to My Money Goals" />}
        title="Income & Spending Goals"
        subtitle="Set a goal for each category. Each goal saves by itself a second after you stop typing."
      />
      <GoalFilters state={state} shown={data} />
      {noAccounts ? (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          No accounts selected. Choose at least one account to see its income and spending, and to set goals.
        </p>
      ) : state.customError ? null : report.isPending ? (
        <GoalsSkeleton />
      ) : report.isError || !progress || !range ? (
        <GoalsLoadError onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : (
        <div
          className={`flex flex-col gap-4 transition-opacity ${report.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <StackMoreCard summary={progress.summary} rangeText={range.text} />
          <GoalCategoryTable
            title="Income Categories"
            goalType="income"
            rows={progress.income}
            inputs={inputs}
            onViewDetail={setDetail}
          />
          <GoalCategoryTable
            title="Spending Categories"
            goalType="expense"
            rows={progress.expense}
            inputs={inputs}
            onViewDetail={setDetail}
          />
        </div>
      )}
    </Screen>
  );
}
