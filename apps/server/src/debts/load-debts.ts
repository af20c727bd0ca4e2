import {
  addDays,
  minimumOnlyPayoff,
  monthlyInterestCents,
  payoffIn36Months,
  type PlanDebt,
  type PlanPaymentDebt,
} from '@tourniquet/domain';
import type { DebtDto, DebtsResponse } from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import { listAccounts } from '../db/queries/accounts.ts';
import { findAdoptedPlan } from '../db/queries/debt-plans.ts';
import { interestChargedByAccount, listDebtTerms } from '../db/queries/debt-terms.ts';
import { debtKind, isDebtAccount, owedCents } from './debt-accounts.ts';
import { resolveTerms } from './debt-terms.ts';

export interface LoadedDebts {
  response: DebtsResponse;
  /** The debts a plan can pay down: owed, with a rate and a way to know the minimum. */
  plannable: PlanDebt[];
  /** What the forecast needs to place a plan's payments: each debt's name, kind and due day. */
  payable: PlanPaymentDebt[];
}

/**
 * GET /api/debts: every card and loan of the user with what it costs. Interest paid over the last 12
 * months is the fee radar's interest rows; where an account has none, the provider's year-to-date interest.
 */
export async function loadDebts(db: Db, userId: string, today: string): Promise<LoadedDebts> {
  const accounts = (await listAccounts(db, userId)).filter(isDebtAccount);
  const [terms, charged, adoptedPlan] = await Promise.all([
    listDebtTerms(db, userId),
    interestChargedByAccount(db, userId, addDays(today, -364), today),
    findAdoptedPlan(db, userId),
  ]);
  const debts: DebtDto[] = [];
  const plannable: PlanDebt[] = [];
  const payable: PlanPaymentDebt[] = [];
  for (const account of accounts) {
    const kind = debtKind(account);
    const balanceCents = owedCents(account);
    const stored = terms.get(account.id);
    const resolved = resolveTerms(kind, balanceCents, stored);
    const { aprPercent, minimumRule } = resolved;
    const canProject = aprPercent !== null && balanceCents > 0;
    const minimumOnly =
      canProject && minimumRule ? minimumOnlyPayoff(balanceCents, aprPercent, minimumRule) : null;
    const name = account.nickname?.trim() || account.accountName;
    const due = stored?.nextPaymentDueDate ?? null;
    payable.push({
      id: account.id,
      name,
      isCard: kind === 'credit_card',
      dueDay: due ? Number(due.slice(8, 10)) : null,
    });
    debts.push({
      accountId: account.id,
      name,
      kind,
      balanceCents,
      aprPercent,
      aprSource: resolved.aprSource,
      minimumPaymentCents: resolved.minimumPaymentCents,
      nextPaymentDueDate: stored?.nextPaymentDueDate ?? null,
      interestPaid12mCents: charged.get(account.id) || (stored?.ytdInterestCents ?? 0),
      interestThisMonthCents: canProject ? monthlyInterestCents(balanceCents, aprPercent) : 0,
      gracePeriodLost: resolved.gracePeriodLost,
      minimumOnly,
      payoff36: canProject ? payoffIn36Months(balanceCents, aprPercent) : null,
    });
    if (canProject && minimumRule)
      plannable.push({ id: account.id, balanceCents, aprPercent, minimum: minimumRule });
  }
  return {
    response: {
      debts,
      totals: {
        balanceCents: debts.reduce((sum, d) => sum + d.balanceCents, 0),
        interestPaid12mCents: debts.reduce((sum, d) => sum + d.interestPaid12mCents, 0),
      },
      adoptedPlan,
    },
    plannable,
    payable,
  };
}
