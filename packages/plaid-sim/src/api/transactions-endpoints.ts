import { z } from 'zod';
import { isIsoDate } from '../core/dates.ts';
import { PlaidApiError } from '../core/plaid-error.ts';
import { stableId } from '../core/prng.ts';
import { personalFinanceCategory } from '../data/categories.ts';
import { snapshot } from '../generator/household.ts';
import { nextDate, recurringSeries } from '../generator/truth.ts';
import type { Cadence } from '../generator/types.ts';
import { accountsView, itemAccounts, itemObject, requireHealthy, resolveItem } from '../item/item-service.ts';
import { defineEndpoint } from './endpoint.ts';
import { transactionShape } from './shapes.ts';

const isoDate = z.string().refine(isIsoDate, 'must be a date in YYYY-MM-DD format');
const pfcVersion = z.enum(['v1', 'v2']).optional();

/** Legacy offset pagination over a date range, newest first (Plaid's ordering), stable by id on ties. */
const transactionsGet = defineEndpoint(
  '/transactions/get',
  z.object({
    access_token: z.string(),
    start_date: isoDate,
    end_date: isoDate,
    options: z
      .object({
        account_ids: z.array(z.string()).optional(),
        count: z.number().int().min(1).max(500).optional(),
        offset: z.number().int().min(0).optional(),
        include_original_description: z.boolean().nullable().optional(),
        personal_finance_category_version: pfcVersion,
      })
      .optional(),
  }),
  (input, ctx) => {
    if (input.start_date > input.end_date)
      throw new PlaidApiError('INVALID_FIELD', 'start_date must be on or before end_date');
    const item = resolveItem(ctx, input.access_token);
    requireHealthy(ctx, item);
    const today = ctx.today();
    const household = ctx.household(item.spec, today);
    const accounts = accountsView(ctx, item, {
      transactionsOnly: true,
      accountIds: input.options?.account_ids,
    });
    const wanted = new Set(accounts.map((a) => a.account_id));
    const idByKey = new Map(itemAccounts(item, household).map((a) => [a.spec.key, a.id]));
    const matching = snapshot(household, today)
      .filter(
        (v) =>
          v.date >= input.start_date &&
          v.date <= input.end_date &&
          wanted.has(idByKey.get(v.txn.accountKey) ?? ''),
      )
      .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? -1 : 1));
    const offset = input.options?.offset ?? 0;
    const count = input.options?.count ?? 100;
    const shapeOptions = {
      version: input.options?.personal_finance_category_version ?? ('v2' as const),
      includeOriginalDescription: input.options?.include_original_description === true,
    };
    return {
      accounts,
      transactions: matching
        .slice(offset, offset + count)
        .map((v) => transactionShape(v, idByKey.get(v.txn.accountKey) as string, shapeOptions)),
      total_transactions: matching.length,
      item: itemObject(ctx, item),
    };
  },
);

const FREQUENCY: Record<Cadence, string> = {
  weekly: 'WEEKLY',
  biweekly: 'BIWEEKLY',
  monthly: 'MONTHLY',
  quarterly: 'UNKNOWN', // Plaid's RecurringTransactionFrequency has no quarterly value.
  annual: 'ANNUALLY',
};

const usd = (amount: number) => ({ amount, iso_currency_code: 'USD', unofficial_currency_code: null });

/** Streams derived from the same posted transactions /transactions/sync returns, so ids always match. */
const recurringGet = defineEndpoint(
  '/transactions/recurring/get',
  z.object({
    access_token: z.string(),
    account_ids: z.array(z.string()).optional(),
    options: z.object({ personal_finance_category_version: pfcVersion }).optional(),
  }),
  (input, ctx) => {
    const item = resolveItem(ctx, input.access_token);
    const today = ctx.today();
    const household = ctx.household(item.spec, today);
    // Plaid refuses only ids that are not accounts of the Item; an account without streams (an IRA, a
    // loan nothing recurring posts to) simply has none.
    const accounts = itemAccounts(item, household);
    if (input.account_ids?.some((id) => !accounts.some((a) => a.id === id)))
      throw new PlaidApiError('INVALID_ACCOUNT_ID');
    const idByKey = new Map(
      accounts
        .filter((a) => !input.account_ids || input.account_ids.includes(a.id))
        .map((a) => [a.spec.key, a.id]),
    );
    const version = input.options?.personal_finance_category_version ?? 'v2';
    const inflow: object[] = [];
    const outflow: object[] = [];
    for (const series of recurringSeries(household, today, true)) {
      const accountId = idByKey.get(series.accountKey);
      if (!accountId) continue;
      const count = series.transactionIds.length;
      const mature = count >= (series.cadence === 'annual' ? 2 : 3);
      const average = Math.round((series.amounts.reduce((s, a) => s + a, 0) / count) * 100) / 100;
      const stream = {
        account_id: accountId,
        stream_id: stableId(`stream:${item.spec.s}:${series.seriesKey}`),
        category: null,
        category_id: null,
        description: series.description,
        merchant_name: series.merchantName,
        first_date: series.firstDate,
        last_date: series.lastDate,
        predicted_next_date: series.active ? nextDate(series.lastDate, series.cadence) : null,
        frequency: FREQUENCY[series.cadence],
        transaction_ids: series.transactionIds,
        average_amount: usd(average),
        last_amount: usd(series.amounts[count - 1] ?? 0),
        is_active: series.active,
        status: mature ? 'MATURE' : series.active ? 'EARLY_DETECTION' : 'TOMBSTONED',
        personal_finance_category: personalFinanceCategory(series.category, version, 'VERY_HIGH'),
        is_user_modified: false,
      };
      (average < 0 ? inflow : outflow).push(stream);
    }
    return {
      inflow_streams: inflow,
      outflow_streams: outflow,
      updated_datetime: `${today}T06:00:00Z`,
      personal_finance_category_version: version,
    };
  },
);

export const transactionsEndpoints = [transactionsGet, recurringGet];
