import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CARD_PAYMENT_PFC_DETAILED,
  EARNINGS_PFC_PRIMARY,
  MOVED_PFC_PRIMARY,
  PAIRABLE_PFC_PRIMARY,
  PERSON_KEY_PREFIX,
  TRANSFER_PAIR_WINDOW_DAYS,
} from '@tourniquet/domain';
import { transactions } from '../schema/index.ts';
import { isSplitSql } from './report-lines.ts';

/**
 * The domain's transfer-pairing rules (packages/domain/src/transfer-pairing.ts) as SQL over one
 * transactions row, so the report totals and the drill-down lists decide "moved or counted" and "which
 * category" by the same expressions, and the aggregation stays in the database.
 */
type TransactionsTable = Record<'personalPrimary' | 'amountCents', Column>;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** canPair: not zero, and a transfer or loan payment by the row's one category. */
function canPairSql(t: TransactionsTable): SQL {
  return sql`(${t.amountCents} <> 0 and ${t.personalPrimary} in (${list(PAIRABLE_PFC_PRIMARY)}))`;
}

const candidate = alias(transactions, 'candidate');

/** Whose rows, and which dates the rows being classified fall in (the counterparts may lie 5 days out). */
export interface FlowScope {
  userId: string;
  from?: string;
  to?: string;
}

/**
 * The rows of the scope that may be one side of a movement, as (id, account_id, date, amount_cents). A
 * split row is none: its parts go by their own categories (report-lines.ts).
 */
function candidatesSql({ userId, from, to }: FlowScope, name: string): SQL {
  return sql`(select ${candidate.id} as id, ${candidate.accountId} as account_id, ${candidate.date} as date,
      ${candidate.amountCents} as amount_cents
    from ${transactions} as ${sql.identifier('candidate')}
    where ${candidate.userId} = ${userId}
      ${from ? sql`and ${candidate.date} >= ${from}::date - ${TRANSFER_PAIR_WINDOW_DAYS}::int` : sql``}
      ${to ? sql`and ${candidate.date} <= ${to}::date + ${TRANSFER_PAIR_WINDOW_DAYS}::int` : sql``}
      and ${canPairSql(candidate)}
      and not ${isSplitSql(sql`${candidate.id}`)}) as ${sql.identifier(name)}`;
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
export function pairedIdsSql(scope: FlowScope): SQL {
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
 * The parts of reportFlow = 'moved' for the scope's rows. coalesce: uncategorised rows make the IN tests
 * null, and "not moved" must still match them.
 * - movedByKindSql: paired, or a transfer or card payment by its category (either direction).
 * - loanPaymentSql: a loan or card payment; its money-in side (the payment received) is moved.
 */
export function movedByKindSql(scope: FlowScope, pairedIds: SQL = pairedIdsSql(scope)): SQL<boolean> {
  return sql<boolean>`coalesce(${transactions.personalPrimary} in (${list(MOVED_PFC_PRIMARY)})
    or ${transactions.personalDetailed} = ${CARD_PAYMENT_PFC_DETAILED}
    or ${transactions.id} in ${pairedIds}, false)`;
}
/** Paired with a counterpart on another own account (the business books keep these out whatever the category). */
export function pairedSql(scope: FlowScope): SQL<boolean> {
  return sql<boolean>`(${transactions.id} in ${pairedIdsSql(scope)})`;
}
export const cardPaymentSql = sql<boolean>`coalesce(${transactions.personalDetailed} = ${CARD_PAYMENT_PFC_DETAILED}, false)`;
export const loanPaymentSql = sql<boolean>`coalesce(${transactions.personalPrimary} = 'LOAN_PAYMENTS', false)`;
export function movedSql(scope: FlowScope): SQL<boolean> {
  return sql<boolean>`(${movedByKindSql(scope)} or (${transactions.amountCents} < 0 and ${loanPaymentSql}))`;
}

/**
 * isPaidToPeople and isReceivedFromPeople: of the moved rows, the payments to and from other people not
 * yet said what for. Their rows are all moved (a transfer out or in), so `moved and not people` is "Moved
 * between your accounts". The person test comes first: the pairing is only read for those few rows.
 * 'both' is either line (a row is on at most one: its sign decides).
 */
export function peopleSql(
  scope: FlowScope,
  direction: 'out' | 'in' | 'both',
  pairedIds: SQL = pairedIdsSql(scope),
): SQL<boolean> {
  const out = sql`(${transactions.amountCents} > 0 and ${transactions.personalPrimary} = 'TRANSFER_OUT')`;
  const into = sql`(${transactions.amountCents} < 0 and ${transactions.personalPrimary} = 'TRANSFER_IN')`;
  const side = direction === 'out' ? out : direction === 'in' ? into : sql`(${out} or ${into})`;
  return sql<boolean>`coalesce(starts_with(${transactions.merchantKey}, ${PERSON_KEY_PREFIX})
    and ${side}
    and ${transactions.categorySource} is distinct from 'rule'
    and not (${transactions.id} in ${pairedIds}), false)`;
}

/** isPaidToPeople: money out to a person, not yet said what for. */
export const paidToPeopleSql = (scope: FlowScope, pairedIds?: SQL) => peopleSql(scope, 'out', pairedIds);

/** reportCategory: the row's PFC primary (null when uncategorised). */
export const reportCategorySql = sql<string | null>`${transactions.personalPrimary}`;

/** reportSide = 'earnings': Income, or an uncategorised row's money in. Else spending (refunds lower it). */
export const earningsSideSql = sql<boolean>`coalesce(${transactions.personalPrimary} = ${EARNINGS_PFC_PRIMARY},
  ${transactions.amountCents} < 0)`;
