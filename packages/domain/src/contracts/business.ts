import { z } from 'zod';
import { BUSINESS_USES, isBusinessCategory } from '../business/business-use';
import type { Cents } from '../money';

/** Business books: the API's shapes. Money in integer cents. */

/** PATCH /api/transactions/:id business fields: a catalogue name, or null to clear it. */
export const businessCategoryInputSchema = z
  .string({ error: 'Give the business category by name' })
  .trim()
  .max(100, 'Business category must be at most 100 characters')
  .refine(isBusinessCategory, { error: (issue) => `Unknown business category ${String(issue.input)}` })
  .nullable();
export const businessUseInputSchema = z.enum(BUSINESS_USES, {
  error: 'Business use must be business or personal',
});

/** One business category's total on a side of the profit and loss; null = business rows with no category. */
export interface BusinessCategoryTotal {
  category: string | null;
  cents: Cents;
}

/**
 * Business money that is not profit or loss, listed apart with why: a business category such as
 * `loan_principal`, or money moved between own accounts (`card_payments`, `transfers_out`, `transfers_in`).
 */
export interface NotInProfitAndLoss {
  category: string;
  /** Plain words for the screen ("Loan principal"). */
  label: string;
  why: string;
  /** The rows' sum, house sign: positive = money out, negative = money in. */
  cents: Cents;
}

/** One way the P&L's net differs from Schedule C's net profit for the same rows (meals' other 50%...). */
export interface ScheduleCDifference {
  label: string;
  why: string;
  /** What it adds to Schedule C's net profit to make the P&L's net (negative: the P&L's net is lower). */
  cents: Cents;
}

/** GET /api/business/profit-and-loss (the report query: period, from, to, accounts). */
export interface ProfitAndLoss {
  incomeCents: Cents;
  /** The sum of `expenses`. */
  expenseCents: Cents;
  /** incomeCents - expenseCents = scheduleCNetProfitCents + the sum of scheduleCDifferences. */
  netCents: Cents;
  income: BusinessCategoryTotal[];
  expenses: BusinessCategoryTotal[];
  /** Business money that is neither income nor expense, each with why (largest first). */
  notInProfitAndLoss: NotInProfitAndLoss[];
  /** Schedule C's net profit for the same rows (the tax year's, when the period is one). */
  scheduleCNetProfitCents: Cents;
  scheduleCDifferences: ScheduleCDifference[];
  /** Said beside the net: "Meals count in full here and at 50% on Schedule C." */
  netNote: string;
  period?: { key: string; from: string; to: string };
  uncategorisedCount?: number;
}

export interface ScheduleCLine {
  /** The form's line: '1', '8', '24b', '27a'... */
  line: string;
  label: string;
  /** Money spent on the line net of refunds (lines 1 and 6: money received net of returns). */
  amountCents: Cents;
  /** amountCents times the line's deductible share (meals 50%), rounded to the cent. */
  deductibleCents: Cents;
}

/** A business category that is not on Schedule C, listed apart with why. */
export interface NotOnScheduleC {
  category: string;
  why: string;
  amountCents: Cents;
}

/** GET /api/business/schedule-c?year=&accounts= (year: this year when left out) */
export interface ScheduleC {
  year: number;
  lines: ScheduleCLine[];
  grossReceiptsCents: Cents;
  otherIncomeCents: Cents;
  costOfGoodsSoldCents: Cents;
  /** The deductibleCents of lines 8 to 27a. */
  totalExpensesCents: Cents;
  /** grossReceipts + otherIncome - costOfGoodsSold - totalExpenses. */
  netProfitCents: Cents;
  /** Business rows without a business category: on no line until they have one. */
  uncategorisedCount: number;
  uncategorisedCents: Cents;
  notOnScheduleC: NotOnScheduleC[];
  /**
   * Business subscriptions and bills: their yearly cost on the line of their business category,
   * a forecast shown beside the lines (not added to them: the charges already posted count there).
   */
  recurring: ScheduleCRecurringLine[];
}

/** One Schedule C line's business subscriptions: "Business subscriptions: $X a year on line N". */
export interface ScheduleCRecurringLine {
  line: string;
  label: string;
  /** The streams' yearly costs (monthly cost x 12) added up. */
  yearlyCents: Cents;
  /** yearlyCents times the line's deductible share (meals 50%). */
  deductibleCents: Cents;
  items: { streamId: string; name: string; yearlyCents: Cents }[];
}

const YEAR_MESSAGE = 'Year must be a year such as 2026';
export const scheduleCQuerySchema = z.object({
  year: z.coerce
    .number({ error: YEAR_MESSAGE })
    .int(YEAR_MESSAGE)
    .min(1990, YEAR_MESSAGE)
    .max(2200, YEAR_MESSAGE)
    .optional(),
  accounts: z.string().max(20_000, 'Too many accounts').optional(),
});
export type ScheduleCQuery = z.output<typeof scheduleCQuerySchema>;

/** One federal estimated-tax payment: its due date, the months it covers, their profit and what to pay. */
export interface EstimatedTaxPaymentDto {
  due: string;
  from: string;
  to: string;
  netProfitCents: Cents;
  amountCents: Cents;
}

/** GET /api/business/tax-set-aside?year=&accounts= (year: this year when left out). */
export interface TaxSetAside {
  year: number;
  ratePercent: number;
  /** Net profit of the tax year up to today (Schedule C's net profit). */
  netProfitYearToDateCents: Cents;
  setAsideCents: Cents;
  payments: EstimatedTaxPaymentDto[];
}

/** PUT /api/business/tax-settings: the rate in whole percent, 0 to 60. */
export const taxSettingsSchema = z
  .object({
    ratePercent: z
      .number({ error: 'Enter the rate as a number' })
      .int('Enter the rate in whole percent')
      .min(0, 'The rate is at least 0%')
      .max(60, 'The rate is at most 60%'),
  })
  .strict();
export type TaxSettings = z.output<typeof taxSettingsSchema>;
