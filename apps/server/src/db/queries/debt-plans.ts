import { eq } from 'drizzle-orm';
import type { AdoptDebtPlanBody, AdoptedDebtPlan } from '@tourniquet/domain/contracts';
import type { Db } from '../client.ts';
import { adoptedDebtPlans } from '../schema/index.ts';

/** The plan the user adopted, or null. */
export async function findAdoptedPlan(db: Db, userId: string): Promise<AdoptedDebtPlan | null> {
  const [row] = await db
    .select({
      strategy: adoptedDebtPlans.strategy,
      extraMonthlyCents: adoptedDebtPlans.extraMonthlyCents,
      adoptedOn: adoptedDebtPlans.adoptedOn,
    })
    .from(adoptedDebtPlans)
    .where(eq(adoptedDebtPlans.userId, userId));
  return row ?? null;
}

/** Adopts a plan: one per user, so adopting again replaces the one before. */
export async function saveAdoptedPlan(
  db: Db,
  userId: string,
  plan: AdoptDebtPlanBody,
  today: string,
  now: Date,
): Promise<AdoptedDebtPlan> {
  const values = { ...plan, adoptedOn: today, updatedAt: now };
  await db
    .insert(adoptedDebtPlans)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: adoptedDebtPlans.userId, set: values });
  return { strategy: plan.strategy, extraMonthlyCents: plan.extraMonthlyCents, adoptedOn: today };
}

/** Drops the user's adopted plan (nothing to drop is no error: the state asked for holds). */
export async function deleteAdoptedPlan(db: Db, userId: string): Promise<void> {
  await db.delete(adoptedDebtPlans).where(eq(adoptedDebtPlans.userId, userId));
}
