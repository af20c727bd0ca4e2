import { formatDate, goalKey, withGoalTargets, type GoalDto } from '@tourniquet/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Landmark } from 'lucide-react';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import { goalProgressQuery, goalsQuery, useGoalProgress } from '../api/goals-api.ts';
import { useGoalCriteria } from '../hooks/use-goal-criteria.ts';
import { useGoalDetail } from '../hooks/use-goal-detail.ts';
import { useGoalDrafts } from '../hooks/use-goal-drafts.ts';
import { GoalCategoryTable } from './goal-category-table.tsx';
import { GoalDetail } from './goal-detail.tsx';
import { GoalFilters } from './goal-filters.tsx';
import { GoalProgressChartCard } from './goal-progress-chart-card.tsx';
import { GoalsLoadError, GoalsSkeleton } from './goals-load-states.tsx';
import { RemoveGoalDialog, type GoalToRemove } from './remove-goal-dialog.tsx';
import { StackMoreCard } from './stack-more-card.tsx';

/**
 * Income & Spending Goals (docs/product.md#2-screens): criteria, the Stack More Spend Less card and one table per
 * side with a goal input and View Detail per category. View Detail replaces the tables on the same
 * screen (and URL), so the goal drafts (and their pending saves) live on while the transactions show.
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
  const goalDetail = useGoalDetail();
  const linked = useAccounts();
  const goalList = useQuery(goalsQuery);
  const saved = useMemo(
    () => new Map((goalList.data ?? []).map((goal) => [goalKey(goal.goalType, goal.category), goal])),
    [goalList.data],
  );
  const [removing, setRemoving] = useState<GoalToRemove | null>(null);
  const askRemove = (row: { label: string }, goal: GoalDto) => setRemoving({ goal, label: row.label });

  const data = report.data;
  const progress = data && withGoalTargets(data, inputs.overrides);
  const range = data && {
    from: data.from,
    to: data.to,
    text: `${formatDate(data.from)} – ${formatDate(data.to)}`,
  };
  const open = goalDetail.detail;
  const detail = open && progress?.[open.goalType].find((row) => row.category === open.category);

  if (detail && range) {
    return (
      <Screen>
        <GoalDetail row={detail} range={range} accountIds={state.accountIds} onBack={goalDetail.close} />
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
      {linked.data?.length === 0 && <NoAccountsYet />}
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
          <GoalProgressChartCard progress={progress} />
          <GoalCategoryTable
            title="Income Categories"
            goalType="income"
            rows={progress.income}
            inputs={inputs}
            saved={saved}
            onViewDetail={goalDetail.open}
            onRemove={askRemove}
          />
          <GoalCategoryTable
            title="Spending Categories"
            goalType="expense"
            rows={progress.expense}
            inputs={inputs}
            saved={saved}
            onViewDetail={goalDetail.open}
            onRemove={askRemove}
          />
        </div>
      )}
      <RemoveGoalDialog
        target={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(goal) => inputs.forget(goal.goalType, goal.category)}
      />
    </Screen>
  );
}

/** Goals can be set before any account is linked, but every figure stays at zero until one is. */
function NoAccountsYet() {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4">
      <div className="flex gap-3">
        <Landmark className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold text-slate-900">No Accounts Connected</h2>
          <p className="text-sm leading-relaxed text-slate-600">
            You can set goals now; link a bank or credit-card account to see what comes in and goes out in
            each category.
          </p>
        </div>
      </div>
      <ButtonLink to="/linked-accounts" variant="secondary">
        Link an Account
      </ButtonLink>
    </div>
  );
}
