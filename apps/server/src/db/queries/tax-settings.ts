import { eq } from 'drizzle-orm';
import { DEFAULT_TAX_RATE_PERCENT } from '@tourniquet/domain';
import type { Db } from '../client.ts';
import { profiles } from '../schema/index.ts';

/** The user's "Set aside for taxes" rate in whole percent; 25 until they set one. */
export async function readTaxRatePercent(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ rate: profiles.taxSetAsidePercent })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.rate ?? DEFAULT_TAX_RATE_PERCENT;
}

/** Stores the rate on the user's profile row (created when the user has none yet). */
export async function saveTaxRatePercent(db: Db, userId: string, ratePercent: number): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, taxSetAsidePercent: ratePercent })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { taxSetAsidePercent: ratePercent, updatedAt: new Date() },
    });
}
