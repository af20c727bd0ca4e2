// Scores the recurring engine against the bank simulator's ground truth (packages/plaid-sim generator):
// series precision and recall, cadence / kind / active accuracy, price-change F1, per seed and overall.
// The simulator records the paying side of own-account transfers and loan payments as the series; the
// receiving legs (savings "TRANSFER FROM CHK", the card's "AUTOMATIC PAYMENT - THANK YOU", a loan's
// "PAYMENT RECEIVED") have no series key there, so streams built from them are counted apart, not as
// false positives. Bank fees are the fee radar's and are left out of the truth.
// Run: npm run recurring-sim -w @tourniquet/bench   (SEEDS=1,2,3 TODAY=2026-11-21 SCALE=1)
import { dollarsToCents } from '../packages/domain/src/money.ts';
import { detectRecurring, type DetectedStream } from '../packages/domain/src/recurring/engine/index.ts';
import type { LedgerTransaction } from '../packages/domain/src/ledger/ledger-transaction.ts';
import { CATEGORIES } from '../packages/plaid-sim/src/data/categories.ts';
import { generateHousehold, snapshot } from '../packages/plaid-sim/src/generator/household.ts';
import { truthOf, type RecurringTruth } from '../packages/plaid-sim/src/generator/truth.ts';
import {
  isReceivingLeg,
  matchingTruth,
  receivingLegIds,
  truthByTransactionId,
} from '../packages/plaid-sim/src/generator/truth-match.ts';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4,5').split(',').map(Number);
const TODAY = process.env.TODAY ?? '2026-11-21';
const SCALE = Number(process.env.SCALE ?? '1');
const VERBOSE = process.env.VERBOSE === '1';

interface Tally {
  detected: number;
  mirrors: number;
  truths: number;
  matched: number;
  cadence: number;
  kind: number;
  active: number;
  changesDetected: number;
  changesTruth: number;
  changesMatched: number;
}

const empty = (): Tally => ({
  detected: 0,
  mirrors: 0,
  truths: 0,
  matched: 0,
  cadence: 0,
  kind: 0,
  active: 0,
  changesDetected: 0,
  changesTruth: 0,
  changesMatched: 0,
});

/** The simulator has no loan kind: its bills in loan categories are loans to us. */
function truthKind(truth: RecurringTruth): string {
  if (truth.type === 'bill' && /^LOAN_PAYMENTS_(?:MORTGAGE|STUDENT|CAR)/.test(truth.category)) return 'loan';
  return truth.type;
}

function scoreSeed(seed: number, tally: Tally): void {
  const household = generateHousehold({ seed, today: TODAY, scale: SCALE });
  const views = snapshot(household, TODAY);
  const transactions: LedgerTransaction[] = views.map((view) => ({
    id: view.id,
    accountId: view.txn.accountKey,
    date: view.date,
    description: view.txn.name,
    merchantName: view.txn.merchantName,
    amountCents: dollarsToCents(view.amount),
    category: [...CATEGORIES[view.txn.category].legacy],
    pfcPrimary: CATEGORIES[view.txn.category].primary,
    pfcDetailed: view.txn.category,
    pending: view.pending,
  }));
  const mirrorIds = receivingLegIds(views);
  const accounts = household.accounts.map((a) => ({ id: a.key, type: a.type }));
  const streams = detectRecurring(transactions, { today: TODAY, accounts });
  const truths = truthOf(household).recurring.filter((t) => !t.isFee);
  const truthOfId = truthByTransactionId(truths);
  const used = new Set<RecurringTruth>();
  tally.truths += truths.length;
  for (const stream of streams) {
    if (isReceivingLeg(stream.transactionIds, mirrorIds)) {
      tally.mirrors++;
      continue;
    }
    tally.detected++;
    const truth = matchingTruth(stream.transactionIds, truthOfId);
    if (!truth || used.has(truth)) {
      if (VERBOSE)
        console.log(
          `  FP seed ${seed}: ${stream.accountId} ${stream.name} ${stream.cadence} ${stream.transactionIds.length} (${stream.why})`,
        );
      continue;
    }
    used.add(truth);
    tally.matched++;
    const kind = truthKind(truth);
    if (stream.cadence === truth.cadence) tally.cadence++;
    if (stream.kind === kind) tally.kind++;
    if (stream.active === truth.active) tally.active++;
    if (
      VERBOSE &&
      (stream.cadence !== truth.cadence || stream.kind !== kind || stream.active !== truth.active)
    )
      console.log(
        `  MISLABEL seed ${seed}: ${truth.seriesKey} got ${stream.cadence}/${stream.kind}/${stream.active} want ${truth.cadence}/${kind}/${truth.active}`,
      );
    scoreChanges(stream, truth, tally, seed);
  }
  for (const truth of truths)
    if (!used.has(truth)) {
      tally.changesTruth += truth.priceChanges.length;
      if (VERBOSE)
        console.log(
          `  MISSED seed ${seed}: ${truth.seriesKey} (${truth.transactionIds.length} charges, ${truth.cadence})`,
        );
    }
}

function scoreChanges(stream: DetectedStream, truth: RecurringTruth, tally: Tally, seed: number): void {
  const wanted = truth.priceChanges.map((c) => ({
    date: c.date,
    fromCents: Math.abs(dollarsToCents(c.from)),
    toCents: Math.abs(dollarsToCents(c.to)),
  }));
  tally.changesTruth += wanted.length;
  tally.changesDetected += stream.priceChanges.length;
  const open = [...wanted];
  for (const change of stream.priceChanges) {
    const at = open.findIndex(
      (w) =>
        w.fromCents === change.fromCents &&
        w.toCents === change.toCents &&
        Math.abs(Date.parse(w.date) - Date.parse(change.date)) <= 7 * 86_400_000,
    );
    if (at >= 0) {
      open.splice(at, 1);
      tally.changesMatched++;
    } else if (VERBOSE) console.log(`  CHANGE FP seed ${seed}: ${truth.seriesKey} ${JSON.stringify(change)}`);
  }
  if (VERBOSE)
    for (const w of open)
      console.log(`  CHANGE MISSED seed ${seed}: ${truth.seriesKey} ${JSON.stringify(w)}`);
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function report(label: string, t: Tally): void {
  const precision = ratio(t.matched, t.detected);
  const recall = ratio(t.matched, t.truths);
  const cp = ratio(t.changesMatched, t.changesDetected);
  const cr = ratio(t.changesMatched, t.changesTruth);
  const f1 = cp + cr === 0 ? 0 : (2 * cp * cr) / (cp + cr);
  console.log(
    `${label.padEnd(10)} precision ${pct(precision)} recall ${pct(recall)} (${t.matched}/${t.detected} detected, ${t.truths} true, ${t.mirrors} receiving legs)` +
      ` cadence ${pct(ratio(t.cadence, t.matched))} kind ${pct(ratio(t.kind, t.matched))} active ${pct(ratio(t.active, t.matched))}` +
      ` price-change F1 ${pct(f1)} (P ${pct(cp)} R ${pct(cr)})`,
  );
}

const total = empty();
for (const seed of SEEDS) {
  const tally = empty();
  scoreSeed(seed, tally);
  report(`seed ${seed}`, tally);
  for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
}
report('all', total);
