import { formatDate, formatUsd } from '@tourniquet/domain';
import type { AdoptedDebtPlan } from '@tourniquet/domain/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useAdoptDebtPlan } from '../api/adopt-debt-plan.ts';
import type { DebtStrategyChoice } from '../api/get-debts.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const STRATEGY_NAMES: Record<DebtStrategyChoice, string> = { avalanche: 'Avalanche', snowball: 'Snowball' };

/**
 * Adopting the plan on screen: the forecast then counts its extra payments. The adopted plan is said as such,
 * with Stop; a different choice on screen offers to adopt it instead.
 */
export function PlanAdoption({
  adopted,
  strategy,
  extraMonthlyCents,
  canAdopt,
}: {
  adopted: AdoptedDebtPlan | null;
  strategy: DebtStrategyChoice;
  extraMonthlyCents: number;
  /** The plan on screen clears the debts (never a plan that never ends, nor one with nothing to pay). */
  canAdopt: boolean;
}) {
  const { adopt, stop } = useAdoptDebtPlan();
  const busy = adopt.isPending || stop.isPending;
  const isAdopted =
    adopted !== null && adopted.strategy === strategy && adopted.extraMonthlyCents === extraMonthlyCents;
  const failed = adopt.isError || stop.isError;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-3" data-testid="plan-adoption">
      {adopted && (
        <p className="text-sm text-slate-800" role="status" data-testid="plan-adopted">
          Your plan since {formatDate(adopted.adoptedOn)}: {STRATEGY_NAMES[adopted.strategy]}
          {adopted.extraMonthlyCents > 0 && ` with ${formatUsd(adopted.extraMonthlyCents)} extra a month`}.
          Your cash forecast counts its extra payments.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!isAdopted && canAdopt && (
          <Button
            disabled={busy}
            onClick={() => adopt.mutate({ strategy, extraMonthlyCents })}
            className="flex-1"
          >
            {adopted ? 'Adopt this plan instead' : 'Adopt this plan'}
          </Button>
        )}
        {adopted && (
          <Button variant="secondary" disabled={busy} onClick={() => stop.mutate()} className="flex-1">
            Stop this plan
          </Button>
        )}
      </div>
      {failed && <FormAlert>We couldn't save your plan. Please try again.</FormAlert>}
    </div>
  );
}
