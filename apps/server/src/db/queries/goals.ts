import { and, desc, eq, sql } from 'drizzle-orm';
import type { GoalDto, GoalUpsert } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { goals } from '../schema/index.ts';
import { isUuid } from './rules.ts';

type GoalRow = typeof goals.$inferSelect;

function toGoalDto(row: GoalRow): GoalDto {
  return {
    id: row.id,
    category: row.category,
    goalType: row.goalType,
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's goals, newest created first (the export's order, docs/product.md#7-calls). */
export async function listGoals(db: Db, userId: string): Promise<GoalDto[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(desc(goals.createdAt), desc(goals.id));
  return rows.map(toGoalDto);
}

/**
 * Sets one goal: insert, or on (user, category, goal type) update the amount in place. created_at stays
 * the first save's time; updated_at moves to `now` (the injected clock), both in one statement.
 */
export async function upsertGoal(db: Db, userId: string, goal: GoalUpsert, now: Date): Promise<GoalDto> {
  const [row] = await db
    .insert(goals)
    .values({ ...goal, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [goals.userId, goals.category, goals.goalType],
      set: { amountCents: sql`excluded.amount_cents`, updatedAt: now },
    })
    .returning();
  return toGoalDto(row!);
}

/**
 * Removes one of the user's goals: false when the id is not a goal of this user (another
 * user's goal reads exactly like one that does not exist).
 */
export async function deleteGoal(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(goals)
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  return deleted.length > 0;
}
