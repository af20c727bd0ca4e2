// Benchmark (issue 22): categorise() on 50,000 realistic rows with a learned memory of a few hundred
// merchants. Rows come from the bank simulator's household (the merchants a real household pays), written
// the way card and bank statements print them (POS/CHECKCARD wrappers, processor prefixes, store and
// reference numbers, city/state, ACH DES: fields), with no provider category: the imported-file worst case,
// where every row goes through normalising, the catalogue, keywords and the movement patterns.
// Target: 50,000 rows in at most 500 ms. Run: npx tsx bench/categorise.bench.ts
import os from 'node:os';
import {
  categorise,
  learnCategories,
  merchantKeyOf,
  type CategoriseRow,
  type LearnedExample,
} from '../packages/domain/src/categories/categoriser/index.ts';
import { pfc } from '../packages/domain/src/categories/categoriser/pfc.ts';
import { dollarsToCents } from '../packages/domain/src/money.ts';
import { generateHousehold, snapshot } from '../packages/plaid-sim/src/generator/household.ts';
import { seededRandom } from './lib/seeded-random.ts';

const TODAY = '2026-11-21';
const ROWS = 50_000;
const RUNS = 7;
const random = seededRandom(22);

const CITIES = [
  'SAN JOSE CA',
  'AUSTIN TX',
  'BROOKLYN NY',
  'DENVER CO',
  'PORTLAND OR',
  'ANYTOWN OH',
  'MIAMI FL',
];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** One statement line for a merchant name, in one of the layouts banks print. */
function descriptor(name: string, amountCents: number): string {
  const upper = name.toUpperCase();
  const date = `${pad(random.int(1, 13), 2)}/${pad(random.int(1, 29), 2)}`;
  const store = `#${random.int(1, 9999)}`;
  const city = random.pick(CITIES);
  if (amountCents < 0)
    return random.pick([
      `${upper} DES:PAYROLL ID:${random.int(1e6, 9e6)} INDN:JANE DOE CO ID:${random.int(1e9, 9e9)} PPD`,
      `${upper} REFUND`,
      upper,
    ]);
  switch (random.int(0, 7)) {
    case 0:
      return `CHECKCARD ${date.replace('/', '')} ${upper} ${city} ${random.int(1e8, 9e8)}${random.int(1e6, 9e6)}`;
    case 1:
      return `POS DEBIT ${upper} ${store} ${city}`;
    case 2:
      return `SQ *${upper} ${city}`;
    case 3:
      return `TST* ${upper} ${store}`;
    case 4:
      return `PURCHASE AUTHORIZED ON ${date} ${upper} ${city} S${random.int(1e8, 9e8)} CARD ${random.int(1000, 9999)}`;
    case 5:
      return `${upper} ${store} ${city}`;
    default:
      return `DEBIT CARD PURCHASE XXXXX${random.int(1000, 9999)} ${upper} ${city}`;
  }
}

const household = generateHousehold({ seed: 42, today: TODAY, scale: ROWS / 1_250 });
const views = snapshot(household, TODAY);
const accountType = new Map(household.accounts.map((a) => [a.key, a.type]));
const rows: CategoriseRow[] = [];
for (let i = 0; rows.length < ROWS; i++) {
  const view = views[i % views.length]!;
  const amountCents = dollarsToCents(view.amount);
  rows.push({
    description: descriptor(view.txn.merchantName ?? view.txn.name, amountCents),
    merchantName: null,
    amountCents,
    accountType: accountType.get(view.txn.accountKey) ?? 'depository',
    providerPfc: null,
    providerLegacy: null,
    fileCategory:
      i % 5 === 0 ? random.pick(['Groceries', 'Food & Drink', 'Shopping', 'Gas', 'Bills & Utilities']) : null,
  });
}

// A memory of a few hundred merchants: the household's own plus invented local ones.
const examples: LearnedExample[] = [];
const seen = new Set<string>();
for (const row of rows) {
  const key = merchantKeyOf(row.description, row.merchantName);
  if (seen.has(key) || seen.size >= 150) continue;
  seen.add(key);
  examples.push({
    merchantKey: key,
    category: pfc('FOOD_AND_DRINK_GROCERIES'),
    date: '2026-03-03',
    by: 'user',
  });
}
for (let i = 0; i < 250; i++) {
  examples.push({
    merchantKey: `local shop ${i}`,
    category: pfc('GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE'),
    date: '2026-02-01',
    by: 'provider',
  });
}
const learned = learnCategories(examples);

const run = () => {
  let categorised = 0;
  for (const row of rows) if (categorise(row, learned).category) categorised++;
  return categorised;
};
run(); // warm-up: JIT
const wall: number[] = [];
const cpu: number[] = [];
let categorised = 0;
for (let i = 0; i < RUNS; i++) {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  categorised = run();
  wall.push(performance.now() - started);
  cpu.push(process.cpuUsage(cpuStart).user / 1000);
}
wall.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const distinct = new Set(rows.map((row) => row.description)).size;
console.log(
  `${ROWS.toLocaleString('en-US')} rows (${distinct.toLocaleString('en-US')} distinct descriptions), ${examples.length} learned examples: ` +
    `median ${wall[RUNS >> 1]!.toFixed(1)} ms wall (min ${wall[0]!.toFixed(1)}, max ${wall[RUNS - 1]!.toFixed(1)}), ` +
    `median ${cpu[RUNS >> 1]!.toFixed(1)} ms CPU over ${RUNS} runs; ${categorised.toLocaleString('en-US')} categorised ` +
    `(${((100 * categorised) / ROWS).toFixed(1)}%); load average ${os.loadavg()[0]!.toFixed(1)}`,
);
