import { csvFlow, maxIso, minIso, type CsvFlow, type TransactionDto } from '@tourniquet/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transactions } from '../schema/index.ts';
import {
  earningsSideSql,
  loanPaymentSql,
  movedByKindSql,
  peopleSql,
  type FlowScope,
} from './report-flows.ts';
import { reportLinesSql } from './report-lines.ts';

/** One report line of the CSV: the row's id and, for a split row's part, its position. */
export const csvLineKey = (line: Pick<TransactionDto, 'id' | 'part'>) =>
  `${line.id}:${line.part?.position ?? ''}`;

interface FlowRow {
  id: string;
  part_position: number | null;
  moved: boolean;
  people: boolean;
  earnings: boolean;
  amount_cents: string | number;
}

/**
 * How each line of a CSV page counts on the spending screen, by the summary's own expressions
 * (category-totals.ts reportTotalsSql): the same report lines, the same pairing scope (the period, with
 * counterparts up to 5 days out on any account), so the file's sums per Counts As are the screen's
 * figures. One statement per page, for the page's rows of this user only.
 *
 * The pairing reads only the page's own dates (within the period) and the 5 days either side: a line's
 * pairing depends on nothing further away, so the answer is the period's, and a page costs the same on
 * the first page of a decade as on the last (it sorted every candidate of the period per page, the largest
 * part of a 100,000-row download's time and of the wait it made others feel).
 */
export async function reportCsvFlows(
  db: Db,
  scope: FlowScope & { from: string; to: string },
  lines: readonly TransactionDto[],
): Promise<Map<string, CsvFlow>> {
  const flows = new Map<string, CsvFlow>();
  const ids = [...new Set(lines.map((line) => line.id))];
  if (ids.length === 0) return flows;
  const dates = lines.map((line) => line.date).sort();
  const page = {
    userId: scope.userId,
    from: maxIso(scope.from, dates[0]!),
    to: minIso(scope.to, dates.at(-1)!),
  };
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`select ${transactions.id} as id, part_position,
      (${movedByKindSql(page)} or (${transactions.amountCents} < 0 and ${loanPaymentSql})) as moved,
      ${peopleSql(page, 'both')} as people, ${earningsSideSql} as earnings,
      ${transactions.amountCents} as amount_cents
    from ${reportLinesSql(page.userId)}
    where ${transactions.userId} = ${page.userId} and ${transactions.id} in (${idList})`);
  for (const row of (result as unknown as { rows: FlowRow[] }).rows) {
    flows.set(
      `${row.id}:${row.part_position ?? ''}`,
      csvFlow({
        moved: row.moved,
        paidToPeople: row.people,
        earnings: row.earnings,
        amountCents: Number(row.amount_cents),
      }),
    );
  }
  return flows;
}
