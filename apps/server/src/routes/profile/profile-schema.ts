import { INVALID_US_PHONE_MESSAGE, PROFILE_FIELD_MAX_LENGTHS, isUsPhone } from '@tourniquet/domain';
import { z } from 'zod';
import type { ProfileRow, ProfileValues } from '../../db/queries/profiles.ts';

// The profile as the API speaks it (camelCase). Lengths come from the domain's PROFILE_FIELD_MAX_LENGTHS
// so the form and the server cap the same way.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const max = PROFILE_FIELD_MAX_LENGTHS;

/** PUT /api/profile: any subset of the editable fields; anything else (email, premium, unknown) is refused. */
export const profileUpdateSchema = z
  .object({
    displayName: text('Display name', max.display_name),
    phone: text('Phone number', max.phone).refine((v) => v === '' || isUsPhone(v), INVALID_US_PHONE_MESSAGE),
    smsOptIn: z.boolean({ error: 'SMS consent must be true or false' }),
    streetAddress: text('Street address', max.street_address),
    city: text('City', max.city),
    state: text('State', max.state),
    postalCode: text('Postal code', max.postal_code),
    country: text('Country', max.country),
    company: text('Company', max.company),
    jobTitle: text('Job title', max.job_title),
    bio: text('Bio', max.bio),
    avatarUrl: text('Avatar address', max.avatar_url).refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
      'Avatar must be an http(s) address',
    ),
  })
  .partial()
  .strict();

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const premiumCodeSchema = z
  .object({
    code: z
      .string({ error: 'Please enter a premium code' })
      .trim()
      .min(1, 'Please enter a premium code')
      .max(64, 'Please check your premium code and try again.'),
  })
  .strict();

/** The API shape: missing values read as empty strings (spec section 3); the code itself never leaves. */
export function toProfileResponse(row: ProfileRow | null) {
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
