import type { RecurringStreamDto } from '@tourniquet/domain/contracts';

/** A monthly Netflix stream as the API sends it; tests override what they are about. */
export function streamFixture(over: Partial<RecurringStreamDto> = {}): RecurringStreamDto {
  return {
    id: 'rs_netflix',
    accountId: 'acc-1',
    name: 'Netflix',
    merchant: 'Netflix',
    cadence: 'monthly',
    kind: 'subscription',
    active: true,
    amountCents: 1799,
    nextDate: '2026-12-10',
    transactionIds: ['t1', 't2'],
    priceChanges: [],
    status: 'active',
    source: 'detected',
    direction: 'outflow',
    typicalAmountCents: 1799,
    firstDate: '2025-11-10',
    lastDate: '2026-11-10',
    variableAmount: false,
    confidence: 1,
    why: '13 charges, monthly around the 10th',
    stillCharging: false,
    cancelledOn: null,
    yearlyCostCents: 21588,
    monthlyCostCents: 1799,
    cancelGuide: null,
    businessUse: 'personal',
    businessCategory: null,
    ...over,
  };
}
