import { useQueryClient } from '@tanstack/react-query';
import {
  GOAL_SAVE_DEBOUNCE_MS,
  goalInputText,
  goalKey,
  parseGoalAmount,
  type Cents,
  type GoalType,
  type GoalUpsert,
} from '@tourniquet/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { saveGoal } from '../api/goals-api.ts';

/**
 * The goal inputs (docs/product.md#4-states): what is typed shows at once (as text here and as targets through
 * `overrides`), and each goal saves once its input has been left alone for a second (docs/product.md#9-constants). Saves
 * still pending when the screen goes away are sent at once, so a quick Back never loses a goal.
 */
export function useGoalDrafts() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const pending = useRef(new Map<string, { goal: GoalUpsert; timer: ReturnType<typeof setTimeout> }>());

  // Not tied to a mounted component: a save sent while leaving still reports its outcome.
  const send = useCallback(
    (goal: GoalUpsert) => {
      saveGoal(goal).then(
        () => {
          toast({ title: 'Goal saved successfully!', variant: 'success' });
          void queryClient.invalidateQueries({ queryKey: ['goals'] });
        },
        () => toast({ title: 'Failed to save goal. Please try again.', variant: 'destructive' }),
      );
    },
    [queryClient],
  );

  useEffect(() => {
    const waiting = pending.current;
    return () => {
      for (const { goal, timer } of waiting.values()) {
        clearTimeout(timer);
        send(goal);
      }
      waiting.clear();
    };
  }, [send]);

  const change = useCallback(
    (goalType: GoalType, category: string, text: string) => {
      const key = goalKey(goalType, category);
      setDrafts((prev) => new Map(prev).set(key, text));
      const waiting = pending.current;
      clearTimeout(waiting.get(key)?.timer);
      // docs/product.md#5-validation: the amount is parsed as a number; anything invalid is saved as 0.
      const goal = { category, goalType, amountCents: parseGoalAmount(text) };
      const timer = setTimeout(() => {
        waiting.delete(key);
        send(goal);
      }, GOAL_SAVE_DEBOUNCE_MS);
      waiting.set(key, { goal, timer });
    },
    [send],
  );

  /** On blur the text is rewritten as the amount it stands for: "1,200" reads "1200.00", junk empties. */
  const normalize = useCallback((goalType: GoalType, category: string) => {
    const key = goalKey(goalType, category);
    setDrafts((prev) => {
      const text = prev.get(key);
      return text === undefined ? prev : new Map(prev).set(key, goalInputText(parseGoalAmount(text)));
    });
  }, []);

  const overrides = useMemo(() => {
    const targets = new Map<string, Cents>();
    for (const [key, text] of drafts) targets.set(key, parseGoalAmount(text));
    return targets;
  }, [drafts]);

  return { drafts, overrides, change, normalize };
}
