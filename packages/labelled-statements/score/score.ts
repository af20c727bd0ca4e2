import type { IsoDate } from '@tourniquet/domain';
import type { LedgerAccount, LedgerTransaction } from '@tourniquet/domain';
import { transactionId } from './labels';
import type { HouseholdLabels } from './labels';
import { matchPriceChanges, matchSeries } from './score-series';
import type { DetectedStreamLike } from './score-series';
import { emptyTally, scoresFromTally, sumTallies } from './score-metrics';
import type { Issues, Scores, Tally } from './score-metrics';
import { statementTransactions } from './statement-csv';

export type { DetectedStreamLike } from './score-series';
export type { Issues, Scores, Tally } from './score-metrics';

export interface DetectedFeeLike {
  transactionId: string;
  kind: string;
}

/** The two detectors under test, by the signatures the engine and the fee radar export. */
export interface Detectors {
  detectRecurring: (
    transactions: LedgerTransaction[],
    options: { today: IsoDate; accounts?: LedgerAccount[] },
  ) => readonly DetectedStreamLike[];
  detectFees: (
    transactions: LedgerTransaction[],
    accounts?: LedgerAccount[],
  ) => { fees: readonly DetectedFeeLike[] };
}

/** One household as read from disk: its labels and the text of each statement file. */
export interface HouseholdFiles {
  name: string;
  labels: HouseholdLabels;
  statements: { file: string; csv: string }[];
}

export interface HouseholdResult {
  name: string;
  tally: Tally;
  scores: Scores;
  issues: Issues;
}

/** The detectors' input for one household: every statement's lines, and each file as an account. */
export function householdInput(household: HouseholdFiles): {
  transactions: LedgerTransaction[];
  accounts: LedgerAccount[];
} {
  const transactions = household.statements.flatMap((s) => statementTransactions(s.file, s.csv));
  const accounts = household.labels.accounts.map((a) => ({ id: a.file, type: a.type }));
  return { transactions, accounts };
}

export function scoreHousehold(household: HouseholdFiles, detectors: Detectors): HouseholdResult {
  const { transactions, accounts } = householdInput(household);
  const describe = new Map(transactions.map((t) => [t.id, `${t.date} ${t.description} ${t.amountCents}`]));
  const { labels } = household;
  const streams = detectors.detectRecurring(transactions, { today: labels.today, accounts });
  const tally = emptyTally();
  const issues: Issues = {
    missedSeries: [],
    extraStreams: [],
    wrongAttributes: [],
    priceChanges: [],
    fees: [],
  };
  tally.detectedStreams = streams.length;
  tally.labelledSeries = labels.series.length;
  const matches = matchSeries(labels.series, streams);
  tally.matchedSeries = matches.length;
  const matchedStreams = new Set(matches.map((m) => m.stream));
  for (const { label, stream } of matches) {
    if (stream.cadence === label.cadence) tally.cadenceCorrect++;
    if (stream.kind === label.kind) tally.kindCorrect++;
    if (stream.active === label.active) tally.activeCorrect++;
    for (const field of ['cadence', 'kind', 'active'] as const) {
      if (stream[field] !== label[field]) {
        issues.wrongAttributes.push(
          `${label.id}: ${field} ${String(stream[field])}, expected ${String(label[field])}`,
        );
      }
    }
    const changes = matchPriceChanges(label.priceChanges, stream.priceChanges);
    tally.matchedChanges += changes.matched;
    for (const c of changes.missed)
      issues.priceChanges.push(`${label.id}: missed ${c.date} ${c.fromCents}->${c.toCents}`);
    for (const c of changes.extra)
      issues.priceChanges.push(`${label.id}: extra ${c.date} ${c.fromCents}->${c.toCents}`);
  }
  const matchedLabels = new Set(matches.map((m) => m.label));
  for (const label of labels.series) {
    tally.labelledChanges += label.priceChanges.length;
    if (!matchedLabels.has(label))
      issues.missedSeries.push(`${label.id} (${label.cadence} ${label.kind}, ${label.lines.length} lines)`);
  }
  for (const stream of streams) {
    tally.detectedChanges += stream.priceChanges.length;
    if (matchedStreams.has(stream)) continue;
    const first = stream.transactionIds[0];
    issues.extraStreams.push(
      `${stream.accountId} ${stream.cadence} ${stream.kind} x${stream.transactionIds.length}: ${first ? describe.get(first) : '-'}` +
        (stream.priceChanges.length ? ` (+${stream.priceChanges.length} price changes)` : ''),
    );
  }
  scoreFees(household, detectors, transactions, accounts, tally, issues, describe);
  return { name: household.name, tally, scores: scoresFromTally(tally), issues };
}

function scoreFees(
  household: HouseholdFiles,
  detectors: Detectors,
  transactions: LedgerTransaction[],
  accounts: LedgerAccount[],
  tally: Tally,
  issues: Issues,
  describe: Map<string, string>,
): void {
  const expected = new Map(household.labels.fees.map((f) => [transactionId(f.file, f.line), f.kind]));
  const detected = new Map(
    detectors.detectFees(transactions, accounts).fees.map((f) => [f.transactionId, f.kind]),
  );
  tally.labelledFees = expected.size;
  tally.detectedFees = detected.size;
  for (const [id, kind] of detected) {
    const truth = expected.get(id);
    if (truth === undefined) issues.fees.push(`extra ${kind}: ${describe.get(id) ?? id}`);
    else {
      tally.matchedFees++;
      if (truth === kind) tally.feeKindCorrect++;
      else issues.fees.push(`kind ${kind}, expected ${truth}: ${describe.get(id) ?? id}`);
    }
  }
  for (const [id, kind] of expected)
    if (!detected.has(id)) issues.fees.push(`missed ${kind}: ${describe.get(id) ?? id}`);
}

/** Scores each household and all of them pooled (counts summed, then divided: a micro average). */
export function scoreSet(
  households: readonly HouseholdFiles[],
  detectors: Detectors,
): { overall: Scores; tally: Tally; households: HouseholdResult[] } {
  const results = households.map((h) => scoreHousehold(h, detectors));
  const tally = sumTallies(results.map((r) => r.tally));
  return { overall: scoresFromTally(tally), tally, households: results };
}
