import type { Cents } from '../money';
import { monthlyInterestCents } from './interest';
import { minimumForMonth, minimumOnlyPayoff, PAYOFF_HORIZON_MONTHS } from './payoff';
import type { DebtPlan, DebtStrategy, PlanDebt, PlanMonth } from './types';

/**
 * The order extra money goes in. Avalanche: highest APR first (it saves the most interest); snowball:
 * smallest starting balance first (the quickest first win). Ties fall to the other key, then the id, so a
 * plan never depends on the order debts were listed in.
 */
export function planOrder(debts: readonly PlanDebt[], strategy: DebtStrategy): PlanDebt[] {
  const byApr = (a: PlanDebt, b: PlanDebt) => b.aprPercent - a.aprPercent;
  const byBalance = (a: PlanDebt, b: PlanDebt) => a.balanceCents - b.balanceCents;
  const [first, second] = strategy === 'avalanche' ? [byApr, byBalance] : [byBalance, byApr];
  return [...debts].sort((a, b) => first(a, b) || second(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * A payoff plan, month by month: interest at APR/12 (to the cent) on every open debt, every debt gets its
 * minimum, and the rest of the budget goes to the target debt in strategy order. The budget stays what the
 * first month's minimums plus the extra came to, so a paid-off debt's minimum rolls into the next target
 * (decision 027).
 */
export function planPayoff(
  debts: readonly PlanDebt[],
  strategy: DebtStrategy,
  extraMonthlyCents: Cents,
): DebtPlan {
  const order = planOrder(
    debts.filter((debt) => debt.balanceCents > 0),
    strategy,
  );
  const balances = new Map(order.map((debt) => [debt.id, debt.balanceCents]));
  const budget =
    order.reduce((sum, debt) => {
      const interest = monthlyInterestCents(debt.balanceCents, debt.aprPercent);
      return sum + minimumForMonth(debt.minimum, debt.balanceCents, interest);
    }, 0) + extraMonthlyCents;

  const schedule: PlanMonth[] = [];
  let totalInterestCents = 0;
  for (let month = 1; month <= PAYOFF_HORIZON_MONTHS; month += 1) {
    const open = order.filter((debt) => (balances.get(debt.id) ?? 0) > 0);
    if (open.length === 0) return { months: month - 1, totalInterestCents, schedule };
    const owed = new Map<string, Cents>();
    const paid = new Map<string, Cents>();
    const minimums = new Map<string, Cents>();
    let required = 0;
    for (const debt of open) {
      const balance = balances.get(debt.id) ?? 0;
      const interest = monthlyInterestCents(balance, debt.aprPercent);
      totalInterestCents += interest;
      owed.set(debt.id, balance + interest);
      const minimum = minimumForMonth(debt.minimum, balance, interest);
      minimums.set(debt.id, minimum);
      paid.set(debt.id, minimum);
      required += minimum;
    }
    // Minimums are owed whatever the budget; a budget above them goes to the targets in order.
    let rest = Math.max(0, budget - required);
    for (const debt of open) {
      if (rest === 0) break;
      const current = paid.get(debt.id) ?? 0;
      const more = Math.min(rest, (owed.get(debt.id) ?? 0) - current);
      paid.set(debt.id, current + more);
      rest -= more;
    }
    let before = 0;
    let after = 0;
    for (const debt of open) {
      before += balances.get(debt.id) ?? 0;
      const left = (owed.get(debt.id) ?? 0) - (paid.get(debt.id) ?? 0);
      after += left;
      balances.set(debt.id, left);
    }
    // Payments that do not even cover the interest never clear the debts: say never, not a century.
    if (after >= before) return { months: null, totalInterestCents, schedule };
    schedule.push({
      month,
      payments: open.map((debt) => ({
        id: debt.id,
        cents: paid.get(debt.id) ?? 0,
        minimumCents: minimums.get(debt.id) ?? 0,
      })),
    });
  }
  return { months: null, totalInterestCents, schedule };
}

/** Interest paid if every debt only ever gets its own minimum; null when one of them never clears. */
export function minimumsOnlyInterest(debts: readonly PlanDebt[]): Cents | null {
  let total = 0;
  for (const debt of debts) {
    if (debt.balanceCents <= 0) continue;
    const payoff = minimumOnlyPayoff(debt.balanceCents, debt.aprPercent, debt.minimum);
    if (payoff === null) return null;
    total += payoff.totalInterestCents;
  }
  return total;
}
