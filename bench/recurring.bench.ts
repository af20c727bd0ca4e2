// Benchmark: detectRecurring on one user's 10,000 and 50,000 transactions (the bank simulator's household
// with everyday spending scaled up, so busy merchants hold thousands of rows: the engine's worst case).
// Target: 50,000 transactions in at most 300 ms.
// Run: npm run recurring -w @tourniquet/bench
import os from 'node:os';
import { dollarsToCents } from '../packages/domain/src/money.ts';
import { detectRecurring } from '../packages/domain/src/recurring/engine/index.ts';
import type { LedgerTransaction } from '../packages/domain/src/ledger/ledger-transaction.ts';
import { CATEGORIES } from '../packages/plaid-sim/src/data/categories.ts';
import { generateHousehold, snapshot } from '../packages/plaid-sim/src/generator/household.ts';

const TODAY = '2026-11-21';
const RUNS = 7;

function ledger(target: number): {
  transactions: LedgerTransaction[];
  accounts: { id: string; type: 'depository' | 'credit' | 'loan' | 'investment' }[];
} {
  // Scale 1 gives ~2,000 transactions a year; two years of history.
  const household = generateHousehold({ seed: 42, today: TODAY, scale: target / 1_250 });
  const transactions = snapshot(household, TODAY).map((view) => ({
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
  return { transactions, accounts: household.accounts.map((a) => ({ id: a.key, type: a.type })) };
}

for (const target of [10_000, 50_000]) {
  const { transactions, accounts } = ledger(target);
  detectRecurring(transactions, { today: TODAY, accounts }); // warm-up: JIT and regexp compilation
  const wall: number[] = [];
  const cpu: number[] = [];
  let streams = 0;
  for (let i = 0; i < RUNS; i++) {
    const cpuStart = process.cpuUsage();
    const started = performance.now();
    streams = detectRecurring(transactions, { today: TODAY, accounts }).length;
    wall.push(performance.now() - started);
    cpu.push(process.cpuUsage(cpuStart).user / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  // CPU time is printed beside wall time: on the shared 2-core machine wall time mostly measures the queue.
  console.log(
    `${transactions.length.toLocaleString('en-US')} transactions: median ${wall[RUNS >> 1]!.toFixed(1)} ms wall ` +
      `(min ${wall[0]!.toFixed(1)}, max ${wall[RUNS - 1]!.toFixed(1)}), median ${cpu[RUNS >> 1]!.toFixed(1)} ms CPU, ` +
      `over ${RUNS} runs (${streams} streams); load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
}
