import {
  detectFees,
  detectRecurring,
  type LedgerAccount,
  type LedgerTransaction,
  type IsoDate,
} from '@tourniquet/domain';

/**
 * The recurring engine and the fee radar over one user's ledger, as read by loadLedger
 * (db/queries/ledger.ts): no database here, so it runs the same in the request thread or in a worker
 * (detect-in-worker.ts).
 */
export interface LedgerInput {
  /** JSON texts of stored rows, each an array of LedgerTransaction. */
  pages: readonly string[];
  /** Rows an import handed over instead of the database reading them back. */
  added: readonly LedgerTransaction[];
  accounts: LedgerAccount[];
  today: IsoDate;
}

export type DetectedStream = ReturnType<typeof detectRecurring>[number] & { displayName: string };

export interface DetectorsFound {
  streams: DetectedStream[];
  fees: ReturnType<typeof detectFees>['fees'];
  refunds: ReturnType<typeof detectFees>['refunds'];
}

/** The ledger's rows, parsed and merged, in (date, id) order: the engine's order. */
export function ledgerRows(input: Pick<LedgerInput, 'pages' | 'added'>): LedgerTransaction[] {
  const rows: LedgerTransaction[] = [];
  for (const page of input.pages) for (const row of JSON.parse(page) as LedgerTransaction[]) rows.push(row);
  for (const row of input.added) rows.push(row);
  return byDateThenId(rows);
}

export function runDetectors(input: LedgerInput): DetectorsFound {
  const ledger = ledgerRows(input);
  const detected = detectRecurring(ledger, { today: input.today, accounts: input.accounts });
  const { fees, refunds } = detectFees(ledger, input.accounts);
  const merchantOf = new Map(ledger.map((t) => [t.id, t.merchantName]));
  return {
    streams: detected.map((s) => ({ ...s, displayName: displayName(s.name, s.transactionIds, merchantOf) })),
    fees,
    refunds,
  };
}

/**
 * The name a person knows the series by: the merchant name the bank or the file gave most of its charges
 * (at least half), else the engine's name cleaned from the statement text ("VZWRLSS APOCC" stays as is).
 */
export function displayName(
  engineName: string,
  ids: readonly string[],
  merchantOf: Map<string, string | null>,
) {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const name = merchantOf.get(id)?.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best && best[1] * 2 >= ids.length ? best[0] : engineName;
}

/**
 * The rows in (date, id) order: grouped by day, the days sorted, each day's rows by id. The same order as one
 * sort with a (date, id) comparator, which took several hundred ms of CPU for 50,000 rows of random dates;
 * here only the few hundred distinct days and each day's few rows are compared. ISO dates and lower-case
 * uuids compare as text exactly as PostgreSQL compares the date and uuid values.
 */
function byDateThenId(rows: readonly LedgerTransaction[]): LedgerTransaction[] {
  const days = new Map<string, LedgerTransaction[]>();
  for (const row of rows) {
    const day = days.get(row.date);
    if (day) day.push(row);
    else days.set(row.date, [row]);
  }
  const ordered: LedgerTransaction[] = [];
  for (const date of [...days.keys()].sort()) {
    const day = days.get(date)!;
    if (day.length > 1) day.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const row of day) ordered.push(row);
  }
  return ordered;
}
