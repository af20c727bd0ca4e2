import {
  premiumCodeSchema,
  profileUpdateSchema,
  type ProfileDto,
  type ProfileUpdate,
} from '@tourniquet/domain/contracts';
import type { ProfileRow, ProfileValues } from '../../db/queries/profiles.ts';

// The request schemas and the response shape are the API contract (packages/domain/src/contracts/profile.ts);
// this maps them to and from the stored row.
export { premiumCodeSchema, profileUpdateSchema };

/** The API shape: missing values read as empty strings (docs/product.md#3-data); the code itself never leaves. */
export function toProfileResponse(row: ProfileRow | null): ProfileDto {
  return {
    displayName: row?.displayName ?? '',
    phone: row?.phone ?? '',
    smsOptIn: row?.smsOptIn ?? false,
    streetAddress: row?.streetAddress ?? '',
    city: row?.city ?? '',
    state: row?.state ?? '',
    postalCode: row?.postalCode ?? '',
    country: row?.country ?? '',
    company: row?.company ?? '',
    jobTitle: row?.jobTitle ?? '',
    bio: row?.bio ?? '',
    avatarUrl: row?.avatarUrl ?? '',
    premium: Boolean(row?.premiumCode),
  };
}

/** Empty strings are stored as null so "not given" has one representation. */
export function toProfileChanges(update: ProfileUpdate): Partial<ProfileValues> {
  const changes: Record<string, string | boolean | null> = {};
  for (const [key, value] of Object.entries(update)) changes[key] = value === '' ? null : value;
  return changes as Partial<ProfileValues>;
}
