import { describe, expect, it } from 'vitest';
import type { ScheduleC } from '../contracts/business';
import { scheduleCCsv } from './schedule-c-csv';

const SCHEDULE_C_WITH_APART: ScheduleC = {
  year: 2026,
  lines: [{ line: '24b', label: 'Deductible meals', amountCents: 2_501, deductibleCents: 1_251 }],
  grossReceiptsCents: 0,
  otherIncomeCents: 0,
  costOfGoodsSoldCents: 0,
  totalExpensesCents: 1_251,
  netProfitCents: -1_251,
  uncategorisedCount: 0,
  uncategorisedCents: 0,
  notOnScheduleC: [
    { category: 'loan_principal', why: 'Not an expense (loan principal)', amountCents: 50_000 },
    { category: 'client_entertainment', why: 'Not deductible (entertainment)', amountCents: 8_000 },
  ],
  recurring: [],
};

describe('scheduleCCsv', () => {
  it('names the categories not on Schedule C by their labels, never their internal names', () => {
    const csv = scheduleCCsv(SCHEDULE_C_WITH_APART);
    expect(csv).toContain('none,Loan Principal: Not an expense (loan principal),500.00,0.00\r\n');
    expect(csv).toContain('none,Client Entertainment: Not deductible (entertainment),80.00,0.00\r\n');
    expect(csv).not.toMatch(/[a-z]_[a-z]/);
  });
});
