import { useId } from 'react';
import { GOAL_TIMEFRAME_OPTIONS, periodKeySchema } from '@tourniquet/domain';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useAccounts } from '../../../data/accounts/get-accounts.ts';
import type { useGoalCriteria } from '../hooks/use-goal-criteria.ts';
import { AccountMultiSelect } from './account-multi-select.tsx';

/**
 * The Income & Spending Goals filters: accounts, timeframe (the report periods plus the calendar ones of
 * docs/product.md#9-constants) and, for Custom, From and To dates. `shown` is the range the figures below are for, so
 * switching to Custom starts from it instead of from two empty boxes.
 */
export function GoalFilters({
  state,
  shown,
}: {
  state: ReturnType<typeof useGoalCriteria>;
  shown: { from: string; to: string } | undefined;
}) {
  const accounts = useAccounts();
  const { criteria, customError } = state;
  const errorId = useId();
  const invalid = customError ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label="Goal criteria">
      <AccountMultiSelect
        accounts={accounts.data ?? []}
        selected={state.accountIds}
        onChange={state.setAccounts}
      />
      <Field label="Timeframe">
        {(control) => (
          <NativeSelect
            {...control}
            value={criteria.period}
            onChange={(e) => {
              const key = periodKeySchema.parse(e.target.value);
              state.setPeriod(key, shown);
            }}
          >
            {GOAL_TIMEFRAME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {criteria.period === 'custom' && (
        <div className="grid grid-cols-2 gap-3">
          <Field label="From">
            {(control) => (
              <Input
                {...control}
                {...invalid}
                type="date"
                value={criteria.from ?? ''}
                max={criteria.to || undefined}
                onChange={(e) => state.setDate('from', e.target.value)}
              />
            )}
          </Field>
          <Field label="To">
            {(control) => (
              <Input
                {...control}
                {...invalid}
                type="date"
                value={criteria.to ?? ''}
                min={criteria.from || undefined}
                onChange={(e) => state.setDate('to', e.target.value)}
              />
            )}
          </Field>
          <p
            id={errorId}
            aria-live="polite"
            className="col-span-2 -mt-1 text-sm font-medium text-red-700 empty:hidden"
          >
            {customError ?? ''}
          </p>
        </div>
      )}
    </Card>
  );
}
