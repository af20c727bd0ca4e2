import { centsToDecimalString, formatDate, formatUsd, parseAmountToCents } from '@tourniquet/domain';
import type { AdoptedDebtPlan, DebtDto } from '@tourniquet/domain/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDebtPlan, type DebtStrategyChoice } from '../api/get-debts.ts';
import { monthsInWords } from '../lib/debt-text.ts';
import { PlanAdoption } from './plan-adoption.tsx';

const STRATEGIES: { value: DebtStrategyChoice; label: string; hint: string }[] = [
  { value: 'avalanche', label: 'Avalanche', hint: 'Highest rate first: the least interest.' },
  { value: 'snowball', label: 'Snowball', hint: 'Smallest balance first: the quickest first win.' },
];

const MAX_EXTRA_CENTS = 100_000_000;

/**
 * The payoff plan: a strategy and an extra amount a month; the debt-free date, the interest, what it saves
 * against paying only the minimums, and each month's payment per debt. It opens on the adopted plan, if any,
 * and can be adopted (the forecast then counts its extra payments).
 */
export function DebtPlan({ debts, adopted }: { debts: DebtDto[]; adopted: AdoptedDebtPlan | null }) {
  const [strategy, setStrategy] = useState<DebtStrategyChoice>(adopted?.strategy ?? 'avalanche');
  const [extraText, setExtraText] = useState(
    adopted && adopted.extraMonthlyCents > 0 ? centsToDecimalString(adopted.extraMonthlyCents) : '',
  );
  const parsed = extraText.trim() === '' ? 0 : parseAmountToCents(extraText);
  const invalid = parsed === null || parsed < 0 || parsed > MAX_EXTRA_CENTS;
  const extraCents = useDeferredValue(invalid ? 0 : parsed);
  const plan = useDebtPlan(strategy, extraCents);
  const extraId = useId();
  const names = new Map(debts.map((d) => [d.accountId, d.name]));
  const data = plan.data;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="debt-plan">
      <CardHeader title="Your way out" />
      <div role="group" aria-label="Strategy" className="flex gap-2">
        {STRATEGIES.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={choice.value === strategy}
            onClick={() => setStrategy(choice.value)}
            className={`min-h-11 flex-1 rounded-lg border text-sm font-semibold ${choice.value === strategy ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-600">{STRATEGIES.find((s) => s.value === strategy)!.hint}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={extraId} className="text-sm font-medium text-slate-800">
          Extra a month, on top of the minimums
        </label>
        <Input
          id={extraId}
          inputMode="decimal"
          placeholder="0.00"
          value={extraText}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${extraId}-error` : undefined}
          onChange={(e) => setExtraText(e.target.value)}
        />
        {invalid && (
          <p id={`${extraId}-error`} className="text-sm text-red-700">
            Enter an amount from $0.00 to $1,000,000.00
          </p>
        )}
      </div>
      {!data ? (
        <Skeleton className="h-16 w-full" />
      ) : data.months === null ? (
        <p className="text-sm text-slate-800" data-testid="debt-free-date">
          At these payments the debts are never paid off: the interest outruns them. Add an extra amount.
        </p>
      ) : data.months === 0 ? (
        <p className="text-sm text-slate-800" data-testid="debt-free-date">
          Nothing to plan: no debt with a known rate is owed.
        </p>
      ) : (
        <div className="flex flex-col gap-1 text-sm text-slate-800" aria-live="polite">
          <p>
            Debt-free by{' '}
            <strong className="text-base" data-testid="debt-free-date">
              {formatDate(data.debtFreeDate!)}
            </strong>{' '}
            ({monthsInWords(data.months)})
          </p>
          <p>
            Interest on the way:{' '}
            <strong className="tabular money-out" data-testid="plan-interest">
              {formatUsd(data.totalInterestCents)}
            </strong>
          </p>
          {data.interestSavedCents !== null && (
            <p>
              Saved against paying only the minimums:{' '}
              <strong className="tabular money-in" data-testid="plan-saved">
                {formatUsd(data.interestSavedCents)}
              </strong>
            </p>
          )}
        </div>
      )}
      <PlanAdoption
        adopted={adopted}
        strategy={strategy}
        extraMonthlyCents={invalid || parsed === null ? 0 : parsed}
        canAdopt={!invalid && !!data && data.months !== null && data.months > 0 && !plan.isPlaceholderData}
      />
      {data && data.schedule.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
            Month-by-month payments
          </summary>
          <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto">
            {data.schedule.slice(0, 120).map((month) => (
              <li key={month.month} className="border-t border-slate-100 pt-1">
                <p className="font-medium text-slate-900">
                  {formatDate(`${month.month}-01`).replace(/ 1,/, '')}
                </p>
                <ul>
                  {month.payments.map((p) => (
                    <li key={p.accountId} className="flex justify-between gap-2 text-slate-700">
                      <span className="truncate">{names.get(p.accountId) ?? 'Debt'}</span>
                      <span className="tabular">{formatUsd(p.cents)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </details>
      )}
    </Card>
  );
}
