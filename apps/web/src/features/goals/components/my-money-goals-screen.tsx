import { formatDate, type GoalProgressRow } from '@tourniquet/domain';
import { Target } from 'lucide-react';
import { DisplayCriteriaBar, useDisplayCriteria } from '../../../components/display-criteria/index.ts';
import { EmptyStateCard } from '../../../components/ui/empty-state-card.tsx';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Screen } from '../../../components/ui/screen.tsx';
import { useProfile } from '../../profile/index.ts';
import { useGoalProgress } from '../api/goals-api.ts';
import { GoalsExportActions } from './goals-export-actions.tsx';
import { GoalsLoadError, GoalsSkeleton } from './goals-load-states.tsx';
import { MoneyGoalsTable } from './money-goals-table.tsx';
import { PremiumLocked } from './premium-locked.tsx';
import { TargetAccumulationCard } from './target-accumulation-card.tsx';

/** My Money Goals (docs/product.md#2-screens): premium-gated; Target Accumulation, the goals table and exports. */
export function MyMoneyGoalsScreen() {
  const profile = useProfile();
  return (
    <Screen>
      <PageHeader
        back={<BackButton to="/dashboard" label="Back to Dashboard" />}
        title="My Money Goals"
        subtitle="Your income and spending goals against what really happened."
      />
      {profile.isPending ? (
        <GoalsSkeleton label="Loading..." />
      ) : profile.isError ? (
        <GoalsLoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : profile.data.profile.premium ? (
        <UnlockedGoals />
      ) : (
        <PremiumLocked />
      )}
    </Screen>
  );
}

function UnlockedGoals() {
  const criteria = useDisplayCriteria();
  const ready = !criteria.isPending && !criteria.isError && criteria.periodError === null;
  const report = useGoalProgress(criteria.query, ready);
  const data = report.data;
  const rows: GoalProgressRow[] = data
    ? [...data.income, ...data.expense].filter((row) => row.targetCents !== null)
    : [];
  return (
    <>
      <div className="flex flex-col gap-2">
        <ButtonLink to="/income-spending-goals">
          <Target className="size-4" aria-hidden />
          Set Income & Spending Goals
        </ButtonLink>
        <GoalsExportActions query={ready ? criteria.query : null} />
      </div>
      <DisplayCriteriaBar criteria={criteria} />
      {criteria.periodError ? null : criteria.isError || report.isError ? (
        <GoalsLoadError onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : !data ? (
        <GoalsSkeleton />
      ) : (
        <div
          className={`flex flex-col gap-4 transition-opacity ${report.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <TargetAccumulationCard
            summary={data.summary}
            rangeText={`${formatDate(data.from)} – ${formatDate(data.to)}`}
          />
          {rows.length > 0 ? <MoneyGoalsTable rows={rows} /> : <NoGoalsYet />}
        </div>
      )}
    </>
  );
}

function NoGoalsYet() {
  return (
    <EmptyStateCard icon={<Target className="size-7" aria-hidden />} title="No goals yet" tone="gain">
      <p className="text-sm leading-relaxed text-slate-600">
        Set a target for each income and spending category, and this page tracks how close you are.
      </p>
      <ButtonLink to="/income-spending-goals" variant="secondary">
        Set Your First Goal
      </ButtonLink>
    </EmptyStateCard>
  );
}
