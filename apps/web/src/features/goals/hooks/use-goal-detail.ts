import type { GoalType } from '@tourniquet/domain';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { viewDetailId } from '../components/goal-category-table.tsx';

export interface GoalDetailKey {
  goalType: GoalType;
  category: string;
}

/**
 * Which goal row's View Detail is open, kept in the URL (?detail=&detailType=) like the Financial Status
 * drill-down: a reload shows the same transactions and the browser's Back returns to the goals instead of
 * leaving the screen. Leaving the detail, however it happens, puts focus back on its View Detail button.
 */
export function useGoalDetail() {
  const [params, setParams] = useSearchParams();
  const category = params.get('detail');
  const detail: GoalDetailKey | null =
    category === null
      ? null
      : { category, goalType: params.get('detailType') === 'income' ? 'income' : 'expense' };

  // Runs after every render: notices the detail closing (our Back or the browser's), then waits until its
  // View Detail button is on the page again (the tables may still be loading) to focus it.
  const previous = useRef<GoalDetailKey | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current && !detail) returnFocusTo.current = viewDetailId(previous.current);
    if (detail) returnFocusTo.current = null;
    previous.current = detail;
    const button = returnFocusTo.current && document.getElementById(returnFocusTo.current);
    if (!button) return;
    button.focus();
    returnFocusTo.current = null;
  });

  // A new history entry each way, so Back and Forward step between the goals and the detail.
  const go = (next: GoalDetailKey | null) =>
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        if (next) {
          url.set('detail', next.category);
          url.set('detailType', next.goalType);
        } else {
          url.delete('detail');
          url.delete('detailType');
        }
        return url;
      },
      { preventScrollReset: true },
    );
  return { detail, open: (row: GoalDetailKey) => go(row), close: () => go(null) };
}
