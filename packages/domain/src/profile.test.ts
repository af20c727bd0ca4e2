import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY,
  PROFILE_FIELDS,
  displayCountry,
  normalizeProfile,
  onboardingPhoneError,
  onboardingSchema,
  premiumCodeInputSchema,
  profileFieldsSchema,
  profileUpdateSchema,
  validateOnboarding,
} from './profile';

const valid = { displayName: 'Ada Lovelace', phone: '(555) 123-4567', smsOptIn: true };

describe('validateOnboarding', () => {
  it('passes a complete form', () => {
    expect(validateOnboarding(valid)).toBeNull();
  });

  it('checks the name first, after trimming', () => {
    expect(validateOnboarding({ displayName: '   ', phone: '', smsOptIn: false })).toEqual({
      kind: 'toast',
      field: 'displayName',
      title: 'Name Required',
      description: 'Please enter your name',
    });
  });

  it('then requires a phone', () => {
    expect(validateOnboarding({ ...valid, phone: ' ', smsOptIn: false })).toEqual({
      kind: 'toast',
      field: 'phone',
      title: 'Phone Number Required',
      description: 'Please enter your phone number',
    });
  });

  it('then requires a US phone, inline', () => {
    expect(validateOnboarding({ ...valid, phone: '555-1234', smsOptIn: false })).toEqual({
      kind: 'inline',
      field: 'phone',
      message: 'Please enter a valid US phone number',
    });
  });

  it('then requires SMS consent', () => {
    expect(validateOnboarding({ ...valid, smsOptIn: false })).toEqual({
      kind: 'toast',
      field: 'smsOptIn',
      title: 'SMS Consent Required',
      description: 'Please agree to receive SMS text messages to verify your account',
    });
  });
});

describe('onboardingPhoneError', () => {
  it('is silent for an empty field and a valid number', () => {
    expect(onboardingPhoneError('')).toBeNull();
    expect(onboardingPhoneError('555.123.4567')).toBeNull();
  });

  it('shows the inline message for an invalid number', () => {
    expect(onboardingPhoneError('12345')).toBe('Please enter a valid US phone number');
  });
});

describe('onboardingSchema', () => {
  it('trims name and phone', () => {
    expect(onboardingSchema.parse({ displayName: '  Ada ', phone: ' 5551234567 ', smsOptIn: true })).toEqual({
      displayName: 'Ada',
      phone: '5551234567',
      smsOptIn: true,
    });
  });

  it.each([
    [{ ...valid, displayName: ' ' }, 'Please enter your name'],
    [{ ...valid, phone: '' }, 'Please enter your phone number'],
    [{ ...valid, phone: '123' }, 'Please enter a valid US phone number'],
    [{ ...valid, smsOptIn: false }, 'Please agree to receive SMS text messages to verify your account'],
  ])('rejects %j with %s', (input, message) => {
    const result = onboardingSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('profile schemas', () => {
  const empty = normalizeProfile({});

  it('normalises missing values to empty strings', () => {
    expect(PROFILE_FIELDS).toEqual([
      'display_name',
      'phone',
      'street_address',
      'city',
      'state',
      'postal_code',
      'country',
      'company',
      'job_title',
      'bio',
      'avatar_url',
    ]);
    expect(Object.values(empty).every((value) => value === '')).toBe(true);
    expect(normalizeProfile({ city: 'Austin', bio: null }).city).toBe('Austin');
    expect(normalizeProfile({ city: 'Austin', bio: null }).bio).toBe('');
  });

  it('accepts an empty profile and trims values', () => {
    expect(profileFieldsSchema.parse(empty)).toEqual(empty);
    expect(profileFieldsSchema.parse({ ...empty, city: '  Austin  ' }).city).toBe('Austin');
  });

  it('enforces maximum lengths', () => {
    expect(profileFieldsSchema.safeParse({ ...empty, display_name: 'x'.repeat(100) }).success).toBe(true);
    expect(profileFieldsSchema.safeParse({ ...empty, display_name: 'x'.repeat(101) }).success).toBe(false);
    expect(profileFieldsSchema.safeParse({ ...empty, bio: 'x'.repeat(1001) }).success).toBe(false);
    expect(profileFieldsSchema.safeParse({ ...empty, postal_code: 'x'.repeat(21) }).success).toBe(false);
  });

  it('validates phone and avatar when given', () => {
    expect(profileFieldsSchema.safeParse({ ...empty, phone: '555-123-4567' }).success).toBe(true);
    expect(profileFieldsSchema.safeParse({ ...empty, phone: 'call me' }).success).toBe(false);
    expect(profileFieldsSchema.safeParse({ ...empty, avatar_url: 'https://cdn.example/a.png' }).success).toBe(
      true,
    );
    expect(profileFieldsSchema.safeParse({ ...empty, avatar_url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });

  it('lets an update carry only changed fields but no unknown ones', () => {
    expect(profileUpdateSchema.parse({ company: ' Acme ' })).toEqual({ company: 'Acme' });
    expect(profileUpdateSchema.safeParse({ user_id: 'someone-else' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ premium_code: 'X' }).success).toBe(false);
  });

  it('premium code input must be non-blank', () => {
    expect(premiumCodeInputSchema.safeParse('   ').success).toBe(false);
    expect(premiumCodeInputSchema.parse(' gold ')).toBe('gold');
  });
});

describe('displayCountry', () => {
  it.each([
    ['', 'United States'],
    ['   ', 'United States'],
    [null, 'United States'],
    [undefined, 'United States'],
    ['Canada', 'Canada'],
  ])('%j -> %s', (country, shown) => expect(displayCountry(country)).toBe(shown));

  it('defaults to United States', () => expect(DEFAULT_COUNTRY).toBe('United States'));
});
