import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsSchema, withSettingDefaults } from './settings';

describe('notificationSettingsSchema', () => {
  it('accepts the defaults', () => {
    expect(notificationSettingsSchema.safeParse(DEFAULT_NOTIFICATION_SETTINGS).success).toBe(true);
  });

  it.each([
    ['a threshold under $1', { largeTransactionCents: 99 }, 'largeTransactionCents: enter at least $1.00'],
    ['a fraction of a cent', { lowBalanceCents: 100.5 }, 'lowBalanceCents: enter a whole number of cents'],
    ['a huge threshold', { lowBalanceCents: 100_000_001 }, 'lowBalanceCents: enter at most $1,000,000.00'],
    ['a string', { largeTransactionCents: '500' }, 'largeTransactionCents: enter an amount in cents'],
  ])('refuses %s', (_name, change, message) => {
    const parsed = notificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('takes an overdraft cushion of $0 or more, none when left out, and names the field when it is wrong', () => {
    const { overdraftCushionCents: _left, ...without } = DEFAULT_NOTIFICATION_SETTINGS;
    expect(notificationSettingsSchema.parse(without).overdraftCushionCents).toBe(0);
    const set = { ...DEFAULT_NOTIFICATION_SETTINGS, overdraftCushionCents: 25_000 };
    expect(notificationSettingsSchema.parse(set).overdraftCushionCents).toBe(25_000);
    const negative = notificationSettingsSchema.safeParse({ ...set, overdraftCushionCents: -1 });
    expect(negative.error?.issues[0]?.message).toBe('overdraftCushionCents: enter $0.00 or more');
    expect(withSettingDefaults({ weeklyDigest: true }).overdraftCushionCents).toBe(0);
  });

  it('refuses unknown fields and missing events', () => {
    expect(
      notificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, userId: 'x' }).success,
    ).toBe(false);
    const { fee: _fee, ...events } = DEFAULT_NOTIFICATION_SETTINGS.events;
    expect(notificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, events }).success).toBe(
      false,
    );
  });
});

describe('withSettingDefaults', () => {
  it('fills what a stored row lacks', () => {
    const s = withSettingDefaults({ lowBalanceCents: 2_500 });
    expect(s.lowBalanceCents).toBe(2_500);
    expect(s.events.fee).toEqual(DEFAULT_NOTIFICATION_SETTINGS.events.fee);
    expect(withSettingDefaults(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});
