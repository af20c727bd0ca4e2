import type { ScheduleC } from '@tourniquet/domain/contracts';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/pdf-text.ts';
import { scheduleCPdf } from './schedule-c-pdf.ts';

const C: ScheduleC = {
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
    { category: 'client_entertainment', why: 'Not deductible (entertainment)', amountCents: 8_000 },
    { category: 'fuel', why: 'Not on a line', amountCents: 4_000 },
  ],
  recurring: [],
};

describe('scheduleCPdf', () => {
  it('names the categories not on Schedule C by their labels (issue 36)', async () => {
    const bytes = await scheduleCPdf(
      { productName: 'Tourniquet', madeOn: '2026-11-21' },
      { period: 'Tax year 2026', accounts: 'All accounts' },
      C,
    );
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toContain('Client Entertainment');
    expect(text).toContain('Fuel');
    expect(text).not.toContain('client_entertainment');
    expect(text).not.toMatch(/\bfuel\b/);
  });
});
