/**
 * What every set's generator writes, one way: the tidy statement (`Date,Description,Merchant,Amount,Category`,
 * the bank's sign, one row per line after the header) and the labels derived from it. A row's series and fee
 * ride beside it, so the labels' line numbers are those of the file as written, and `active` and the price
 * changes come from the amounts written, never from a second hand-kept list.
 */
import { centsToDecimalString, daysBetween, type IsoDate } from '@tourniquet/domain';
import type {
  AccountType,
  Cadence,
  FeeKind,
  HouseholdLabels,
  SeriesKind,
  SeriesLabel,
} from '../score/labels';
import { mmddyyyy } from './calendar';

/** "Today" of every set: the statements are exported a few days before it. */
export const TODAY: IsoDate = '2026-11-24';
export const STATEMENT_HEADER = 'Date,Description,Merchant,Amount,Category';

/** Nominal period in days; a series is active when its last charge is within 1.5 periods + 5 days of today. */
const PERIOD_DAYS: Record<Cadence, number> = {
  weekly: 7,
  biweekly: 14,
  semi_monthly: 15,
  monthly: 31,
  quarterly: 92,
  semi_annual: 183,
  annual: 366,
};

export function isRecentEnough(cadence: Cadence, lastDate: IsoDate, today: IsoDate = TODAY): boolean {
  return daysBetween(lastDate, today) <= PERIOD_DAYS[cadence] * 1.5 + 5;
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One statement line; `cents` uses the bank's sign (negative = money out). */
export interface StatementRow {
  date: IsoDate;
  description: string;
  merchant?: string;
  cents: number;
  category?: string;
  series?: string;
  fee?: FeeKind;
}

/** By date, same-day rows in the order they were added; newest first when the bank exports it so. */
export function inStatementOrder<T extends { date: IsoDate }>(rows: readonly T[], newestFirst = false): T[] {
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : a.index - b.index))
    .map(({ row }) => row);
  return newestFirst ? ordered.reverse() : ordered;
}

/** The tidy CSV of rows already in statement order. */
export function statementCsv(rows: readonly StatementRow[]): string {
  const lines = rows.map((row) =>
    [
      mmddyyyy(row.date),
      row.description,
      row.merchant ?? '',
      centsToDecimalString(row.cents),
      row.category ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return [STATEMENT_HEADER, ...lines].join('\n') + '\n';
}

export interface SeriesDefinition {
  id: string;
  file: string;
  cadence: Cadence;
  kind: SeriesKind;
  /** Fixed-price series get their price changes derived from the amounts; variable ones never do. */
  fixed: boolean;
  /** What the author intends, when stated: the labels fail to build if the amounts say otherwise. */
  active?: boolean;
}

/**
 * labels.json of a household from its statements (each account's rows in statement order) and its series.
 * An ended series must have ended at least 2.5 periods before today, so that `active` is never a close call.
 */
export function householdLabels(household: {
  notes: string;
  /** Fee labels by file name, then line (the first holdout's order); else in account order. */
  feesByFileName?: boolean;
  accounts: readonly { file: string; type: AccountType; rows: readonly StatementRow[] }[];
  series: readonly SeriesDefinition[];
}): HouseholdLabels {
  const members = new Map<string, { line: number; row: StatementRow }[]>();
  const fees: HouseholdLabels['fees'] = [];
  for (const account of household.accounts) {
    account.rows.forEach((row, index) => {
      const line = index + 2; // line 1 is the header
      if (row.series) members.set(row.series, [...(members.get(row.series) ?? []), { line, row }]);
      if (row.fee) fees.push({ file: account.file, line, kind: row.fee });
      if (row.fee && row.series) throw new Error(`a fee is never in a series: ${row.description}`);
    });
  }
  const series = household.series.map((def): SeriesLabel => {
    const lines = inStatementOrder((members.get(def.id) ?? []).map((m) => ({ ...m, date: m.row.date })));
    if (lines.length < 2) throw new Error(`series ${def.id} has ${lines.length} lines`);
    if (lines.some((m) => !household.accounts.find((a) => a.file === def.file)?.rows.includes(m.row)))
      throw new Error(`series ${def.id} has lines outside ${def.file}`);
    const last = lines[lines.length - 1]!.date;
    const active = isRecentEnough(def.cadence, last);
    if (def.active !== undefined && def.active !== active)
      throw new Error(`series ${def.id}: intended active=${def.active} but last charge is ${last}`);
    if (!active && daysBetween(last, TODAY) < 2.5 * PERIOD_DAYS[def.cadence])
      throw new Error(`series ${def.id} ended too recently to judge`);
    return {
      id: def.id,
      file: def.file,
      lines: lines.map((m) => m.line).sort((a, b) => a - b),
      cadence: def.cadence,
      kind: def.kind,
      active,
      priceChanges: def.fixed ? priceChanges(lines.map((m) => m.row)) : [],
    };
  });
  if (household.feesByFileName)
    fees.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  return {
    today: TODAY,
    accounts: household.accounts.map((a) => ({ file: a.file, type: a.type })),
    series,
    fees,
    notes: household.notes,
  };
}

/** Every step of a fixed price, dated at the first charge at the new price. */
function priceChanges(rows: readonly StatementRow[]): SeriesLabel['priceChanges'] {
  const changes: SeriesLabel['priceChanges'] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous && Math.abs(previous.cents) !== Math.abs(row.cents))
      changes.push({ date: row.date, fromCents: Math.abs(previous.cents), toCents: Math.abs(row.cents) });
  });
  return changes;
}
