import { z } from 'zod';
import { INVALID_US_PHONE_MESSAGE, isUsPhone } from '../phone';
import { PROFILE_FIELD_MAX_LENGTHS } from '../profile';

/** The profile as the API speaks it (camelCase); missing values read as empty strings (docs/product.md#3-data). */
export interface ProfileDto {
  displayName: string;
  phone: string;
  smsOptIn: boolean;
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  company: string;
  jobTitle: string;
  bio: string;
  avatarUrl: string;
  /** Whether a premium code was accepted; the code itself never leaves the server. */
  premium: boolean;
}

/** GET /api/profile. PUT answers { profile } alone. */
export interface ProfileResponse {
  email: string;
  profile: ProfileDto;
}

/** PUT /api/profile. */
export interface ProfileUpdateResponse {
  profile: ProfileDto;
}

/** POST /api/profile/premium-code: the code was accepted. */
export interface PremiumCodeResponse {
  premium: true;
}

// Lengths come from the domain's PROFILE_FIELD_MAX_LENGTHS so the form and the server cap the same way.
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

/** POST /api/profile/premium. */
export const premiumCodeSchema = z
  .object({
    code: z
      .string({ error: 'Please enter a premium code' })
      .trim()
      .min(1, 'Please enter a premium code')
      .max(64, 'Please check your premium code and try again.'),
  })
  .strict();
