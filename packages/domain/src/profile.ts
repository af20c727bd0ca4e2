import { z } from 'zod';
import { INVALID_US_PHONE_MESSAGE, isUsPhone } from './phone';
import type { Toast } from './password-rules';

/** Profile fields and the Complete Your Profile (onboarding) validation, docs/product.md sections 3 and 5. */

export const DEFAULT_COUNTRY = 'United States';

/** Country as shown: empty means the default (spec: "shown as United States when empty"). */
export function displayCountry(country: string | null | undefined): string {
  const trimmed = country?.trim() ?? '';
  return trimmed === '' ? DEFAULT_COUNTRY : trimmed;
}

export interface OnboardingInput {
  displayName: string;
  phone: string;
  smsOptIn: boolean;
}

export type OnboardingError =
  | ({ kind: 'toast'; field: 'displayName' | 'phone' | 'smsOptIn' } & Toast)
  | { kind: 'inline'; field: 'phone'; message: string };

export const ONBOARDING_TOASTS = {
  nameRequired: { title: 'Name Required', description: 'Please enter your name' },
  phoneRequired: { title: 'Phone Number Required', description: 'Please enter your phone number' },
  smsConsentRequired: {
    title: 'SMS Consent Required',
    description: 'Please agree to receive SMS text messages to verify your account',
  },
} as const satisfies Record<string, Toast>;

/** First failing onboarding check in the spec's order, or null when the form may continue. */
export function validateOnboarding({
  displayName,
  phone,
  smsOptIn,
}: OnboardingInput): OnboardingError | null {
  if (displayName.trim() === '')
    return { kind: 'toast', field: 'displayName', ...ONBOARDING_TOASTS.nameRequired };
  if (phone.trim() === '') return { kind: 'toast', field: 'phone', ...ONBOARDING_TOASTS.phoneRequired };
  if (!isUsPhone(phone)) return { kind: 'inline', field: 'phone', message: INVALID_US_PHONE_MESSAGE };
  if (!smsOptIn) return { kind: 'toast', field: 'smsOptIn', ...ONBOARDING_TOASTS.smsConsentRequired };
  return null;
}

/**
 * The inline check run on blur (and on change once an error shows). An empty field gets no inline
 * message: the Phone Number Required toast covers it on submit.
 */
export function onboardingPhoneError(phone: string): string | null {
  return phone.trim() === '' || isUsPhone(phone) ? null : INVALID_US_PHONE_MESSAGE;
}

/** Onboarding payload as saved: name and phone trimmed (spec), consent must be given. */
export const onboardingSchema = z.object({
  displayName: z.string().trim().min(1, ONBOARDING_TOASTS.nameRequired.description).max(100),
  phone: z
    .string()
    .trim()
    .min(1, ONBOARDING_TOASTS.phoneRequired.description)
    .refine(isUsPhone, INVALID_US_PHONE_MESSAGE),
  smsOptIn: z.literal(true, { error: ONBOARDING_TOASTS.smsConsentRequired.description }),
});

// Lengths are ours (the spec gives none): generous for real data, small enough to keep rows sane.
export const PROFILE_FIELD_MAX_LENGTHS = {
  display_name: 100,
  phone: 32,
  street_address: 200,
  city: 100,
  state: 100,
  postal_code: 20,
  country: 100,
  company: 200,
  job_title: 100,
  bio: 1000,
  avatar_url: 2048,
} as const;

export type ProfileField = keyof typeof PROFILE_FIELD_MAX_LENGTHS;
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_MAX_LENGTHS) as ProfileField[];

const text = (field: ProfileField) => z.string().trim().max(PROFILE_FIELD_MAX_LENGTHS[field]);

/** Every profile field is optional text; empty strings are allowed and mean "not given". */
export const profileFieldsSchema = z.object({
  display_name: text('display_name'),
  phone: text('phone').refine((phone) => phone === '' || isUsPhone(phone), INVALID_US_PHONE_MESSAGE),
  street_address: text('street_address'),
  city: text('city'),
  state: text('state'),
  postal_code: text('postal_code'),
  country: text('country'),
  company: text('company'),
  job_title: text('job_title'),
  bio: text('bio'),
  avatar_url: text('avatar_url').refine(
    (url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url),
    'Avatar must be an http(s) address',
  ),
});

/** The profile save sends only changed fields. */
export const profileUpdateSchema = profileFieldsSchema.partial().strict();

export type ProfileFields = z.infer<typeof profileFieldsSchema>;

/** "Missing values read as empty strings" (docs/product.md#3-data). */
export function normalizeProfile(
  row: Partial<Record<ProfileField, string | null | undefined>>,
): ProfileFields {
  const result = {} as ProfileFields;
  for (const field of PROFILE_FIELDS) result[field] = row[field] ?? '';
  return result;
}

/** Premium code entry: Activate is disabled when blank; the accepted codes live elsewhere (not in the spec). */
export const premiumCodeInputSchema = z.string().trim().min(1).max(64);
