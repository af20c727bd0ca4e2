import { useQueryClient } from '@tanstack/react-query';
import {
  centsToDecimalString,
  GOAL_SAVE_DEBOUNCE_MS,
  goalKey,
  readGoalAmount,
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
 *
 * What is not an amount (an emptied box of a saved goal, "-100", "abc", more than the maximum)
 * is never saved: the input shows why in `errors`, and the saved goal stands until the input is fixed or
 * the goal is removed. An empty box of a category without a goal is simply no goal.
 */
export function useGoalDrafts() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
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

  const cancelPending = useCallback((key: string) => {
    clearTimeout(pending.current.get(key)?.timer);
    pending.current.delete(key);
  }, []);

  const setError = useCallback((key: string, error: string | null) => {
    setErrors((prev) => {
      if ((prev.get(key) ?? null) === error) return prev;
      const next = new Map(prev);
      if (error === null) next.delete(key);
      else next.set(key, error);
      return next;
    });
  }, []);

  const change = useCallback(
    (goalType: GoalType, category: string, text: string, hasSavedGoal = false) => {
      const key = goalKey(goalType, category);
      setDrafts((prev) => new Map(prev).set(key, text));
      cancelPending(key);
      const reading = readGoalAmount(text);
      if (!reading.ok) {
        setError(key, text.trim() === '' && !hasSavedGoal ? null : reading.error);
        return;
      }
      setError(key, null);
      const goal = { category, goalType, amountCents: reading.amountCents };
      const timer = setTimeout(() => {
        pending.current.delete(key);
        send(goal);
      }, GOAL_SAVE_DEBOUNCE_MS);
      pending.current.set(key, { goal, timer });
    },
    [cancelPending, send, setError],
  );

  /** On blur an amount is rewritten as it will be saved ("1,200" reads "1200.00"); a mistake stays as typed. */
  const normalize = useCallback((goalType: GoalType, category: string) => {
    const key = goalKey(goalType, category);
    setDrafts((prev) => {
      const text = prev.get(key);
      if (text === undefined) return prev;
      const reading = readGoalAmount(text);
      return reading.ok ? new Map(prev).set(key, centsToDecimalString(reading.amountCents)) : prev;
    });
  }, []);

  /** After a goal is removed: its input, mistake and pending save go with it. */
  const forget = useCallback(
    (goalType: GoalType, category: string) => {
      const key = goalKey(goalType, category);
      cancelPending(key);
      setError(key, null);
      setDrafts((prev) => {
        if (!prev.has(key)) return prev;
        const next = new Map(prev);
        next.delete(key);
        return next;
      });
    },
    [cancelPending, setError],
  );

  // Only amounts move the figures; while an input holds a mistake the saved goal is what counts.
  const overrides = useMemo(() => {
    const targets = new Map<string, Cents>();
    for (const [key, text] of drafts) {
      const reading = readGoalAmount(text);
      if (reading.ok) targets.set(key, reading.amountCents);
    }
    return targets;
  }, [drafts]);

  return { drafts, errors, overrides, change, normalize, forget };
}
