import type { TargetAccumulation } from './goal-progress';
import { formatUsd } from './money';

/**
 * The lines of the "Stack More Spend Less" card: income goal versus what came in, spending goal versus
 * what went out, over the categories that have goals. Each line says where the user stands and what is
 * left to do, in plain words; `tone` colours it (gain = good news, bleed = money running out).
 */
export interface GoalMessage {
  text: string;
  tone: 'gain' | 'bleed' | 'neutral';
}

export function stackMoreMessage({ income }: TargetAccumulation): GoalMessage {
  if (income.targetCents === 0) {
    return { text: 'Set an income goal below to see how much you stack.', tone: 'neutral' };
  }
  const gap = income.targetCents - income.currentCents;
  if (gap <= 0) {
    return {
      text: `You stacked ${formatUsd(income.currentCents)}, beating your ${formatUsd(income.targetCents)} income goal by ${formatUsd(-gap)}.`,
      tone: 'gain',
    };
  }
  return {
    text: `You stacked ${formatUsd(income.currentCents)} of your ${formatUsd(income.targetCents)} income goal. ${formatUsd(gap)} to go.`,
    tone: 'neutral',
  };
}

export function spendLessMessage({ spending }: TargetAccumulation): GoalMessage {
  if (spending.targetCents === 0 && spending.currentCents === 0) {
    return { text: 'Set spending goals below to keep your bills in check.', tone: 'neutral' };
  }
  const room = spending.targetCents - spending.currentCents;
  if (room < 0) {
    return {
      text: `You spent ${formatUsd(spending.currentCents)}, ${formatUsd(-room)} over your ${formatUsd(spending.targetCents)} spending goal. Time to stop the bleeding.`,
      tone: 'bleed',
    };
  }
  return {
    text: `You spent ${formatUsd(spending.currentCents)} of your ${formatUsd(spending.targetCents)} spending goal. ${formatUsd(room)} left to spare.`,
    tone: 'gain',
  };
}
