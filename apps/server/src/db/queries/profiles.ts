import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profiles } from '../schema/index.ts';

/** The editable profile columns, as the API names them. Null means "not given". */
export interface ProfileValues {
  displayName: string | null;
  phone: string | null;
  smsOptIn: boolean;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  company: string | null;
  jobTitle: string | null;
  bio: string | null;
  avatarUrl: string | null;
}

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Updates the user's profile row, or inserts it when there is none, in one statement (the spec's
 * "update, else insert", without the race between the two).
 */
export async function upsertProfile(
  db: Db,
  userId: string,
  changes: Partial<ProfileValues & { premiumCode: string }>,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(profiles)
    .values({ ...changes, userId })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** Premium is unlocked once a valid premium code is saved on the profile (docs/product.md#5-validation). */
export async function hasPremium(db: Db, userId: string): Promise<boolean> {
  return Boolean((await findProfile(db, userId))?.premiumCode);
}
