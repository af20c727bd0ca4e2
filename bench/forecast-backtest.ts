// Issue 38's backtest on the bank simulator (packages/plaid-sim): for each household (seed x persona), the
// history up to TODAY goes through the recurring engine, the forecast projects the cash accounts' next 30 days,
// and the simulator's own balances of those 30 days say what actually happened. Scored: the mean absolute
// daily-balance error of the forecast against two plain baselines (a flat balance; the last 30 days' moves
// repeated), the lowest point (within $75 or 10% of the usual balance, and 3 days), and the days below zero.
// Run: npx tsx bench/forecast-backtest.ts   (SEEDS=1,2,3 TODAY=2026-10-15)
import { addDays } from '../packages/domain/src/dates.ts';
import { dollarsToCents } from '../packages/domain/src/money.ts';
import { detectRecurring } from '../packages/domain/src/recurring/engine/index.ts';
import type { LedgerTransaction } from '../packages/domain/src/ledger/ledger-transaction.ts';
import { isCashAccount } from '../packages/domain/src/forecast/cash-accounts.ts';
import { projectForecast } from '../packages/domain/src/forecast/project.ts';
import type { ForecastStream } from '../packages/domain/src/forecast/types.ts';
import { CATEGORIES } from '../packages/plaid-sim/src/data/categories.ts';
import type { Persona } from '../packages/plaid-sim/src/data/sandbox-users.ts';
import { balancesOn, generateHousehold, snapshot } from '../packages/plaid-sim/src/generator/household.ts';

const SEEDS = (process.env.SEEDS ?? '1,2,3,4,5,6,7,8').split(',').map(Number);
const PERSONAS: Persona[] = ['median', 'stretched'];
const TODAY = process.env.TODAY ?? '2026-10-15';
const DAYS = 30;
const END = addDays(TODAY, DAYS);

interface Score {
  household: string;
  forecastMae: number;
  flatMae: number;
  repeatMae: number;
  lowestHit: boolean;
  actualBelowZero: number;
  predictedBelowZero: number;
  caughtBelowZero: number;
  /** The same household with less cash: its actual lowest day at -$200 ("tight") and at +$200 ("safe"). */
  tight: { caught: boolean; warned: boolean; right: boolean };
  safe: { warned: boolean };
}

function scoreHousehold(seed: number, persona: Persona): Score {
  const household = generateHousehold({ seed, today: END, createdOn: TODAY, historyDays: 365, persona });
  const cash = household.accounts.filter((a) =>
    isCashAccount({ accountType: a.type, accountSubtype: a.subtype, accountTypeCustom: null }),
  );
  const cashKeys = new Set<string>(cash.map((a) => a.key));
  const cashBalance = (day: string) => {
    const balances = balancesOn(household, day);
    return cash.reduce((sum, a) => sum + dollarsToCents(balances.get(a.key)!.current), 0);
  };
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
  const accounts = household.accounts.map((a) => ({ id: a.key, type: a.type }));
  const detected = detectRecurring(transactions, { today: TODAY, accounts });
  const streamOf = new Map<string, string>();
  for (const s of detected) for (const id of s.transactionIds) streamOf.set(id, s.key);
  const streams: ForecastStream[] = detected.map((s) => ({
    id: s.key,
    accountId: s.accountId,
    name: s.name,
    merchant: s.merchant,
    kind: s.kind,
    cadence: s.cadence,
    direction: s.direction,
    active: s.active,
    status: 'active',
    amountCents: s.latestAmountCents,
    typicalAmountCents: s.typicalAmountCents,
    variableAmount: s.variableAmount,
    lastDate: s.lastDate,
    nextDate: s.nextDate,
  }));
  const balancesToday = balancesOn(household, TODAY);
  // What the server's loadForecast reads besides: the cards' posted rows and the transfers out of the cash
  // accounts over the last 400 days (a card autopay is forecast from the statement it pays).
  const yearBack = addDays(TODAY, -399);
  const cardKeys = household.accounts.filter((a) => a.type === 'credit').map((a) => a.key);
  const posted = transactions.filter((t) => !t.pending && t.date >= yearBack);
  const forecastRow = (t: LedgerTransaction) => ({
    id: t.id,
    accountId: t.accountId,
    date: t.date,
    amountCents: t.amountCents,
    pending: t.pending,
    streamId: streamOf.get(t.id) ?? null,
    transfer: ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'].includes(t.pfcPrimary ?? ''),
  });
  const forecast = projectForecast({
    asOf: TODAY,
    days: DAYS,
    accounts: cash.map((a) => ({
      id: a.key,
      name: a.name,
      // The bank's current balance, as a linked account stores it.
      balanceCents: dollarsToCents(balancesToday.get(a.key)!.current),
    })),
    streams,
    rows: transactions
      .filter((t) => cashKeys.has(t.accountId) && t.date > addDays(TODAY, -90))
      .map(forecastRow),
    cards: cardKeys.map((id) => ({
      id,
      rows: posted
        .filter((t) => t.accountId === id)
        .map((t) => ({ date: t.date, amountCents: t.amountCents })),
    })),
    seriesCharges: posted
      .filter(
        (t) =>
          cashKeys.has(t.accountId) &&
          t.amountCents > 0 &&
          ['TRANSFER_OUT', 'LOAN_PAYMENTS'].includes(t.pfcPrimary ?? ''),
      )
      .map(forecastRow),
  });

  const start = cashBalance(TODAY);
  const before = cashBalance(addDays(TODAY, -DAYS));
  const actual = forecast.daily.map((d) => cashBalance(d.date));
  const repeat = forecast.daily.map((_, i) => start + cashBalance(addDays(TODAY, -DAYS + i + 1)) - before);
  const mae = (path: number[]) => path.reduce((sum, b, i) => sum + Math.abs(b - actual[i]!), 0) / DAYS;
  const usual = Math.abs(actual.reduce((a, b) => a + b, 0) / DAYS);
  const actualLow = actual.reduce((low, b, i) => (b < actual[low]! ? i : low), 0);
  const predictedLow = forecast.daily.findIndex((d) => d.date === forecast.lowest.date);
  const lowestHit =
    Math.abs(forecast.lowest.balanceCents - actual[actualLow]!) <= Math.max(7_500, usual * 0.1) &&
    Math.abs(predictedLow - actualLow) <= 3;
  // Overdrafts: shift the whole household (its start, so both paths) by the same amount of cash.
  const firstBelow = (path: number[], shift: number) => path.findIndex((b) => b + shift < 0);
  const predicted = forecast.daily.map((d) => d.balanceCents);
  const tightShift = -(actual[actualLow]! + 20_000);
  const safeShift = -(actual[actualLow]! - 20_000);
  const actualDay = firstBelow(actual, tightShift);
  const warnedDay = firstBelow(predicted, tightShift);
  const tight = {
    caught: warnedDay >= 0 && Math.abs(warnedDay - actualDay) <= 3,
    warned: warnedDay >= 0,
    right: warnedDay >= 0 && Math.abs(warnedDay - actualDay) <= 3,
  };
  const safe = { warned: firstBelow(predicted, safeShift) >= 0 };
  const belowActual = actual.map((b) => b < 0);
  const belowPredicted = forecast.daily.map((d) => d.balanceCents < 0);
  return {
    household: `${persona}#${seed}`,
    forecastMae: mae(forecast.daily.map((d) => d.balanceCents)),
    flatMae: mae(actual.map(() => start)),
    repeatMae: mae(repeat),
    lowestHit,
    actualBelowZero: belowActual.filter(Boolean).length,
    predictedBelowZero: belowPredicted.filter(Boolean).length,
    tight,
    safe,
    caughtBelowZero: belowActual.filter(
      (b, i) => b && belowPredicted.slice(Math.max(0, i - 3), i + 4).some(Boolean),
    ).length,
  };
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const scores = PERSONAS.flatMap((persona) => SEEDS.map((seed) => scoreHousehold(seed, persona)));
for (const s of scores) {
  console.log(
    `${s.household.padEnd(14)} forecast ${usd(s.forecastMae).padStart(10)}  flat ${usd(s.flatMae).padStart(10)}  ` +
      `last-30 ${usd(s.repeatMae).padStart(10)}  lowest ${s.lowestHit ? 'hit ' : 'miss'}  ` +
      `below zero: actual ${s.actualBelowZero}, predicted ${s.predictedBelowZero}, caught ${s.caughtBelowZero}; ` +
      `tight ${s.tight.caught ? 'caught' : 'missed'}, safe ${s.safe.warned ? 'false alarm' : 'quiet'}`,
  );
}
const total = (f: (s: Score) => number) => scores.reduce((sum, s) => sum + f(s), 0);
const forecastMae = total((s) => s.forecastMae) / scores.length;
const better =
  Math.min(
    total((s) => s.flatMae),
    total((s) => s.repeatMae),
  ) / scores.length;
console.log(
  `\n${scores.length} households, ${DAYS} days from ${TODAY}: mean daily error forecast ${usd(forecastMae)}, ` +
    `flat ${usd(total((s) => s.flatMae) / scores.length)}, last-30 ${usd(total((s) => s.repeatMae) / scores.length)}; ` +
    `forecast vs better baseline ${(100 * (1 - forecastMae / better)).toFixed(1)}% better; lowest point hit ` +
    `${total((s) => (s.lowestHit ? 1 : 0))}/${scores.length}; days below zero caught ${total((s) => s.caughtBelowZero)}/` +
    `${total((s) => s.actualBelowZero)}, predicted ${total((s) => s.predictedBelowZero)}`,
);
const warnings = total((s) => (s.tight.warned ? 1 : 0) + (s.safe.warned ? 1 : 0));
console.log(
  `overdrafts (each household shifted to dip to -$200, and to bottom at +$200): caught ` +
    `${total((s) => (s.tight.caught ? 1 : 0))}/${scores.length}; warnings right ${total((s) => (s.tight.right ? 1 : 0))}/${warnings}`,
);
