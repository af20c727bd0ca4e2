import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CARD_PAYMENT_PFC_DETAILED,
  LOAN_PAYMENT_CATEGORY,
  OWN_ACCOUNT_PFC_DETAILED,
  PAIRABLE_LEGACY_CATEGORIES,
  PAIRABLE_PFC_PRIMARY,
  PAYROLL_CATEGORY,
  PAYROLL_PFC_DETAILED,
  TRANSFER_PAIR_WINDOW_DAYS,
} from '@tourniquet/domain';
import { transactions } from '../schema/index.ts';

/**
 * The domain's transfer-pairing rules (packages/domain/src/transfer-pairing.ts) as SQL over one
 * transactions row, so the report totals and the drill-down lists decide "moved or counted" and "which
 * category" by the same expressions, and the aggregation stays in the database.
 */
type TransactionsTable = Record<
  'pfcPrimary' | 'pfcDetailed' | 'category' | 'userEditedAt' | 'amountCents',
  Column
>;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function isPaySql(t: TransactionsTable): SQL {
  // coalesce: a null Plaid category must read "not pay", never null, or NOT would drop the row.
  return sql`(coalesce(${t.pfcDetailed} in (${list(PAYROLL_PFC_DETAILED)}), false) or (${t.pfcDetailed} is null
    and btrim(${t.category}[1]) = 'Transfer' and btrim(${t.category}[2]) = 'Payroll'))`;
}

/** canPair: not edited, not zero, not pay, and a transfer or payment by Plaid's category (or legacy list). */
function canPairSql(t: TransactionsTable): SQL {
  return sql`(${t.userEditedAt} is null and ${t.amountCents} <> 0 and not ${isPaySql(t)} and case
    when ${t.pfcPrimary} is null then btrim(${t.category}[1]) in (${list(PAIRABLE_LEGACY_CATEGORIES)})
    else ${t.pfcPrimary} in (${list(PAIRABLE_PFC_PRIMARY)}) end)`;
}

const candidate = alias(transactions, 'candidate');

/** Whose rows, and which dates the rows being classified fall in (the counterparts may lie 5 days out). */
export interface FlowScope {
  userId: string;
  from?: string;
  to?: string;
}

/** The rows of the scope that may be one side of a movement, as (id, account_id, date, amount_cents). */
function candidatesSql({ userId, from, to }: FlowScope, name: string): SQL {
  return sql`(select ${candidate.id} as id, ${candidate.accountId} as account_id, ${candidate.date} as date,
      ${candidate.amountCents} as amount_cents
    from ${transactions} as ${sql.identifier('candidate')}
    where ${candidate.userId} = ${userId}
      ${from ? sql`and ${candidate.date} >= ${from}::date - ${TRANSFER_PAIR_WINDOW_DAYS}::int` : sql``}
      ${to ? sql`and ${candidate.date} <= ${to}::date + ${TRANSFER_PAIR_WINDOW_DAYS}::int` : sql``}
      and ${canPairSql(candidate)}) as ${sql.identifier(name)}`;
}

/**
 * Ids of the user's rows that have a counterpart on any of their accounts (selected or not, in the range
 * or up to 5 days outside it): same amount with the opposite sign, another account, at most 5 days
 * apart. Found with window counts over one scan of the candidates rather than a self-join, so the cost is
 * a sort of the candidates whatever the planner guesses (PGlite keeps no statistics; a misjudged
 * self-join rescans them per row): per amount and 11-day window, how many money-in and money-out rows
 * there are on all accounts and on the row's own account; a row is paired when the other direction has
 * more rows overall than on its own account. Used as `id IN (...)`: uncorrelated, so PostgreSQL runs it
 * once per statement and hashes the ids.
 */
function pairedIdsSql(scope: FlowScope): SQL {
  const days = sql.raw(`interval '${TRANSFER_PAIR_WINDOW_DAYS} days'`);
  const frame = sql`order by date range between ${days} preceding and ${days} following`;
  return sql`(select id from (
      select id, amount_cents,
        count(*) filter (where amount_cents > 0) over all_accounts as out_all,
        count(*) filter (where amount_cents < 0) over all_accounts as in_all,
        count(*) filter (where amount_cents > 0) over same_account as out_same,
        count(*) filter (where amount_cents < 0) over same_account as in_same
      from ${candidatesSql(scope, 'c')}
      window all_accounts as (partition by abs(amount_cents) ${frame}),
        same_account as (partition by abs(amount_cents), account_id ${frame})
    ) as counted
    where case when amount_cents > 0 then in_all > in_same else out_all > out_same end)`;
}

/**
 * The parts of reportFlow = 'moved' for the scope's rows. coalesce: rows without a Plaid category make
 * the IN tests null, and "not moved" must still match them.
 * - movedByKindSql: paired, or a category that names another own account (either direction).
 * - loanPaymentSql: a loan or card payment; its money-in side (the payment received) is moved.
 */
export function movedByKindSql(scope: FlowScope): SQL<boolean> {
  return sql<boolean>`coalesce(${transactions.userEditedAt} is null and (
    ${transactions.pfcDetailed} in (${list(OWN_ACCOUNT_PFC_DETAILED)})
    or ${transactions.id} in ${pairedIdsSql(scope)}), false)`;
}
export const loanPaymentSql = sql<boolean>`coalesce(${transactions.userEditedAt} is null
  and ${transactions.pfcPrimary} = 'LOAN_PAYMENTS', false)`;
export function movedSql(scope: FlowScope): SQL<boolean> {
  return sql<boolean>`(${movedByKindSql(scope)} or (${transactions.amountCents} < 0 and ${loanPaymentSql}))`;
}

/** reportCategory: Payroll, Loan Payment, else the trimmed first category item (null when none). */
export const reportCategorySql = sql<string | null>`case
  when ${transactions.userEditedAt} is null and ${isPaySql(transactions)} then ${PAYROLL_CATEGORY}::text
  when ${transactions.userEditedAt} is null and ${transactions.pfcPrimary} = 'LOAN_PAYMENTS'
    and ${transactions.pfcDetailed} is distinct from ${CARD_PAYMENT_PFC_DETAILED} then ${LOAN_PAYMENT_CATEGORY}::text
  else nullif(btrim(${transactions.category}[1]), '') end`;
