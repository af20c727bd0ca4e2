import { describe, expect, it } from 'vitest';
import { chargeGroupOf, isLiveCharge } from './live-charge';

const charge = { status: 'active', active: true, direction: 'outflow', kind: 'subscription' };

describe('isLiveCharge', () => {
  it('counts running subscriptions, bills and loans the user has not set aside', () => {
    for (const kind of ['subscription', 'bill', 'loan']) expect(isLiveCharge({ ...charge, kind })).toBe(true);
  });
  it('leaves out ended series, decisions, money in and other kinds', () => {
    expect(isLiveCharge({ ...charge, active: false })).toBe(false);
    expect(isLiveCharge({ ...charge, status: 'dismissed' })).toBe(false);
    expect(isLiveCharge({ ...charge, status: 'cancelled' })).toBe(false);
    expect(isLiveCharge({ ...charge, direction: 'inflow' })).toBe(false);
    for (const kind of ['income', 'transfer', 'savings'])
      expect(isLiveCharge({ ...charge, kind })).toBe(false);
  });
  it('puts loans with the bills', () => {
    expect(chargeGroupOf('subscription')).toBe('subscription');
    expect(chargeGroupOf('bill')).toBe('bill');
    expect(chargeGroupOf('loan')).toBe('bill');
  });
});
