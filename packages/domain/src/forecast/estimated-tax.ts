import { addDays, type IsoDate } from '../dates';
import type { ForecastStream } from './types';

// A payment to the IRS (Direct Pay's and EFTPS's bank texts) or a named estimated tax.
const ESTIMATED_TAX = /\b(irs|usataxpymt|eftps|estimated tax|est tax|1040[- ]?es)\b/i;

/** The federal estimated-tax due days (month, day): not three months apart, so no cadence fits them. */
const DUE_DAYS: readonly [number, number][] = [
  [1, 15],
  [4, 15],
  [6, 15],
  [9, 15],
];

/** A quarterly series of estimated tax payments (the engine sees them as quarterly; the IRS's year is not). */
export function isEstimatedTax(stream: ForecastStream): boolean {
  return stream.cadence === 'quarterly' && ESTIMATED_TAX.test(`${stream.name} ${stream.merchant}`);
}

/**
 * The due days after the last payment (a payment a few days late or early still belongs to its due day) through
 * `to`; the forecast moves each onto a business day as it does every debit.
 */
export function estimatedTaxDates(lastDate: IsoDate, to: IsoDate): IsoDate[] {
  const after = addDays(lastDate, 20);
  const dates: IsoDate[] = [];
  for (let year = Number(after.slice(0, 4)); ; year++) {
    for (const [month, day] of DUE_DAYS) {
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      if (date > to) return dates;
      if (date >= after) dates.push(date);
    }
  }
}
