import {
  formatUsd,
  goalInputText,
  goalKey,
  goalProgressText,
  type GoalDto,
  type GoalProgressRow,
} from '@tourniquet/domain';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { GoalProgressBar } from './goal-progress-bar.tsx';

export interface GoalInputs {
  drafts: ReadonlyMap<string, string>;
  /** Why an input's text is not saved, by goalKey. */
  errors: ReadonlyMap<string, string>;
  change: (
    goalType: GoalProgressRow['goalType'],
    category: string,
    text: string,
    hasSavedGoal: boolean,
  ) => void;
  normalize: (goalType: GoalProgressRow['goalType'], category: string) => void;
}

/** The id of a row's View Detail button, so Back can return focus to it. */
export const viewDetailId = (row: Pick<GoalProgressRow, 'goalType' | 'category'>) =>
  `view-detail-${row.goalType}-${row.category.replace(/[^a-z0-9]+/gi, '-')}`;

/**
 * One side of the Income & Spending Goals page: each category with what came in (or went out) in the
 * timeframe, a goal input and View Detail. The input shows the draft while one exists, else the saved goal;
 * a mistake shows under it, and a saved goal (from `saved`, by goalKey) can be removed.
 */
export function GoalCategoryTable({
  title,
  goalType,
  rows,
  inputs,
  saved,
  onViewDetail,
  onRemove,
}: {
  title: string;
  goalType: GoalProgressRow['goalType'];
  rows: readonly GoalProgressRow[];
  inputs: GoalInputs;
  saved: ReadonlyMap<string, GoalDto>;
  onViewDetail: (row: GoalProgressRow) => void;
  onRemove: (row: GoalProgressRow, goal: GoalDto) => void;
}) {
  const income = goalType === 'income';
  return (
    <Card className="overflow-hidden" aria-label={title}>
      <CardHeader title={title} className="px-4 pt-4 pb-2" />
      {rows.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-600">
          {income
            ? 'No money came in during this timeframe. Income categories appear here once it does.'
            : 'No spending in this timeframe.'}
        </p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Goal</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = goalKey(row.goalType, row.category);
              const savedGoal = saved.get(key);
              const text = inputs.drafts.get(key) ?? goalInputText(row.targetCents);
              const error = inputs.errors.get(key);
              const errorId = `${viewDetailId(row)}-error`;
              return (
                <tr key={key} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <span className="block font-semibold break-words text-slate-900">{row.label}</span>
                    <span
                      className={`tabular mt-0.5 block text-sm ${row.actualCents === 0 ? 'text-slate-500' : income ? 'text-gain' : 'text-bleed'}`}
                    >
                      {formatUsd(row.actualCents)} {income ? 'in' : 'spent'}
                    </span>
                    <div className="mt-2">
                      <GoalProgressBar row={row} />
                    </div>
                    <span className="mt-1 block text-xs text-slate-500">{goalProgressText(row)}</span>
                  </th>
                  <td className="w-40 py-3 pr-4">
                    <div className="relative">
                      <span
                        aria-hidden
                        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
                      >
                        $
                      </span>
                      <input
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`${income ? 'Income' : 'Spending'} goal for ${row.label}`}
                        placeholder="0.00"
                        value={text}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(e) =>
                          inputs.change(row.goalType, row.category, e.target.value, savedGoal !== undefined)
                        }
                        onBlur={() => inputs.normalize(row.goalType, row.category)}
                        className={`tabular block h-11 w-full rounded-xl border bg-white pr-3 pl-7 text-right text-base text-slate-900 placeholder:text-slate-400 ${error ? 'border-bleed' : 'border-slate-300 hover:border-slate-400 focus:border-brand-600'}`}
                      />
                    </div>
                    {error && (
                      <p id={errorId} className="mt-1 text-xs leading-snug text-bleed">
                        {error}
                      </p>
                    )}
                    <button
                      id={viewDetailId(row)}
                      type="button"
                      onClick={() => onViewDetail(row)}
                      aria-label={`View Detail: ${row.label}`}
                      className="mt-1 inline-flex h-11 w-full items-center justify-center rounded-xl text-sm font-semibold text-brand-800 hover:bg-brand-50 "
                    >
                      View Detail
                    </button>
                    {savedGoal && (
                      <button
                        type="button"
                        onClick={() => onRemove(row, savedGoal)}
                        aria-label={`Remove goal: ${row.label}`}
                        className="inline-flex h-11 w-full items-center justify-center rounded-xl text-sm font-semibold text-bleed hover:bg-bleed-soft"
                      >
                        Remove Goal
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
