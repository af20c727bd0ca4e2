import { centsToDecimalString } from '../../../src/money';
import { daysBetween } from '../../../src/dates';
import type { IsoDate } from '../../../src/dates';
import type { Account, HouseholdBuilder } from './household';
import { TODAY } from './schedule';
import type { Cadence, FeeLabel, HouseholdLabels, SeriesLabel } from '../../labels';
import type { Row } from './types';

export const CSV_HEADER = 'Date,Description,Merchant,Amount,Category';

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

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function usDate(iso: IsoDate): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** Rows in the file's order: by date then insertion, newest first for card exports. */
export function orderedRows(account: Account): Row[] {
  const rows = [...account.rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq));
  return account.order === 'desc' ? rows.reverse() : rows;
}

export function renderCsv(account: Account): string {
  const lines = orderedRows(account).map((row) =>
    [
      usDate(row.date),
      row.description,
      row.printedMerchant,
      centsToDecimalString(row.amountCents),
      row.printedCategory,
    ]
      .map(csvCell)
      .join(','),
  );
  return [CSV_HEADER, ...lines].join('\n') + '\n';
}

export function buildLabels(household: HouseholdBuilder): HouseholdLabels {
  const seriesLines = new Map<string, { line: number; row: Row }[]>();
  const fees: FeeLabel[] = [];
  for (const account of household.accounts) {
    orderedRows(account).forEach((row, index) => {
      const line = index + 2; // line 1 is the header
      if (row.seriesId)
        seriesLines.set(row.seriesId, [...(seriesLines.get(row.seriesId) ?? []), { line, row }]);
      if (row.feeKind) fees.push({ file: account.file, line, kind: row.feeKind });
    });
  }
  const series = household.series.map((spec): SeriesLabel => {
    const members = [...(seriesLines.get(spec.id) ?? [])].sort((a, b) => (a.row.date < b.row.date ? -1 : 1));
    const last = members.at(-1);
    if (!last) throw new Error(`Series ${spec.id} has no lines`);
    if (isRecentEnough(spec.cadence, last.row.date) !== spec.active) {
      throw new Error(
        `Series ${spec.id}: intended active=${spec.active} but last charge is ${last.row.date}`,
      );
    }
    return {
      id: spec.id,
      file: spec.file,
      lines: members.map((m) => m.line).sort((a, b) => a - b),
      cadence: spec.cadence,
      kind: spec.kind,
      active: spec.active,
      priceChanges: spec.fixed ? priceChanges(members.map((m) => m.row)) : [],
    };
  });
  return {
    today: TODAY,
    accounts: household.accounts.map((a) => ({ file: a.file, type: a.type })),
    series,
    fees,
    notes: household.notes,
  };
}

/** Every step of a fixed price, dated at the first charge at the new price. */
function priceChanges(rows: readonly Row[]): SeriesLabel['priceChanges'] {
  const changes: SeriesLabel['priceChanges'] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    if (previous && previous.amountCents !== row.amountCents) {
      changes.push({
        date: row.date,
        fromCents: Math.abs(previous.amountCents),
        toCents: Math.abs(row.amountCents),
      });
    }
  });
  return changes;
}
