import { addDays } from '@tourniquet/domain';
import type { HouseholdBuilder } from './household';
import { oneOffs, plainShop, spend } from './spending';

/** Purchases abroad: [description, category, min cents, max cents]. Citi adds a 3% fee line to each. */
const LISBON: readonly [string, string, number, number][] = [
  ['PINGO DOCE LISBOA PRT', 'Groceries', 812, 4630],
  ['TIME OUT MARKET LISBOA PRT', 'Food & Drink', 1840, 6210],
  ['UBER *TRIP LISBOA PRT', 'Travel', 634, 2290],
  ['CP COMBOIOS DE PORTUGAL LISBOA PRT', 'Travel', 480, 3120],
  ['PASTEIS DE BELEM LISBOA PRT', 'Food & Drink', 520, 1890],
];
const MEXICO_CITY: readonly [string, string, number, number][] = [
  ['OXXO CUAUHTEMOC CDMX MEX', 'Groceries', 214, 1890],
  ['CONTRAMAR CIUDAD DE MEXI MEX', 'Food & Drink', 4210, 11870],
  ['UBER *TRIP CIUDAD DE MEXI MEX', 'Travel', 312, 1460],
  ['MUSEO FRIDA KAHLO CDMX MEX', 'Entertainment', 1290, 1290],
];

/** Household 3 card: everyday spending, two trips abroad with foreign transaction fees, and card fees. */
export function household3CardSpending(h: HouseholdBuilder, file: string): void {
  const { rng } = h;
  trip(h, file, '2025-06-02', 10, LISBON);
  trip(h, file, '2026-03-14', 8, MEXICO_CITY);
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 10,
    minCents: 1320,
    maxCents: 7480,
    shops: [
      plainShop('TST* BURMA SUPERSTAR OAKLAND CA', 'Burma Superstar', 'Toast'),
      plainShop('SQ *COMAL BERKELEY CA', 'Comal', 'Square'),
      plainShop('CHIPOTLE 3127 OAKLAND CA', 'Chipotle'),
    ],
  });
  spend(h, {
    file,
    category: 'Professional Services',
    meanGapDays: 24,
    minCents: 2900,
    maxCents: 4500,
    shops: [plainShop('WEWORK DAY PASS SAN FRANCISCO CA', 'WeWork')],
  });
  spend(h, {
    file,
    category: 'Travel',
    meanGapDays: 18,
    minCents: 890,
    maxCents: 4120,
    shops: [plainShop('LYFT *RIDE', 'Lyft'), plainShop('UBER *TRIP HELP.UBER.COM CA', 'Uber')],
  });
  spend(h, {
    file,
    category: 'Shopping',
    meanGapDays: 21,
    minCents: 1299,
    maxCents: 15900,
    shops: [
      plainShop('B&H PHOTO 800-606-6969 NY', 'B&H Photo'),
      plainShop('SP * MONOS TRAVEL VANCOUVER BC', 'Monos', 'Shopify'),
    ],
  });
  oneOffs(h, file, [
    [
      '2025-05-06',
      'ADOBE *STOCK 408-536-6000 CA',
      -2999,
      'Adobe',
      'Professional Services',
      ['one-off-at-series-merchant'],
    ],
    [
      '2026-01-20',
      'ADOBE *ACROPRO SUBS 408-536-6000 CA',
      -2399,
      'Adobe',
      'Professional Services',
      ['one-off-at-series-merchant'],
    ],
    [
      '2025-11-04',
      'AMAZON WEB SERVICES AWS.AMAZON.CO WA',
      1200,
      'Amazon Web Services',
      'Professional Services',
      ['refund-at-subscription-merchant'],
    ],
    [
      '2025-09-02',
      'MINT MOBILE 800-683-7392 CA',
      -1000,
      'Mint Mobile',
      'Bills & Utilities',
      ['one-off-at-series-merchant'],
    ],
    [
      '2025-07-25',
      'FS *SKETCH B.V. 888-720-1119 NY',
      -12000,
      'Sketch',
      'Professional Services',
      ['processor-prefix'],
    ],
    [
      '2026-08-08',
      'CA DMV SERVICE FEE SACRAMENTO CA',
      -500,
      'California DMV',
      'Automotive',
      ['government-service-fee-not-fee'],
    ],
    ['2026-08-08', 'CA DMV FEE PAYMENT SACRAMENTO CA', -21800, 'California DMV', 'Automotive'],
    ['2025-10-02', 'LATE FEE ADJUSTMENT', 4100, '', 'Fees & Adjustments', ['fee-reversal-not-fee']],
    [
      '2026-02-14',
      'GOOGLE *Google One g.co/helppay#CA',
      -199,
      'Google',
      'Professional Services',
      ['one-off-at-series-merchant'],
    ],
  ]);
  h.fee(file, 'annual_card', {
    date: '2025-02-28',
    description: 'ANNUAL FEE',
    cents: 9500,
    merchant: 'Citi',
    category: 'Fees & Adjustments',
  });
  h.fee(file, 'annual_card', {
    date: '2026-02-28',
    description: 'ANNUAL FEE',
    cents: 9500,
    merchant: 'Citi',
    category: 'Fees & Adjustments',
  });
  h.fee(file, 'late', {
    date: '2025-09-21',
    description: 'LATE FEE',
    cents: 4100,
    merchant: '',
    category: 'Fees & Adjustments',
  });
  // Interest while he carried a balance, charged on each statement's closing date.
  const interestMonths = [
    '2024-11',
    '2024-12',
    '2025-01',
    '2025-02',
    '2025-03',
    '2025-04',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-06',
  ];
  for (const month of interestMonths) {
    const uncategorised = month === '2025-11';
    h.fee(file, 'interest', {
      date: `${month}-27`,
      description: 'INTEREST CHARGED TO STANDARD PURCH',
      cents: rng.int(1800, 7400),
      merchant: '',
      category: 'Fees & Adjustments',
      ...(uncategorised ? { categoryExact: '' } : {}),
      traps: ['recurring-fee-not-series', ...(uncategorised ? ['fee-uncategorised'] : [])],
    });
  }
}

function trip(h: HouseholdBuilder, file: string, start: string, days: number, shops: typeof LISBON): void {
  const { rng } = h;
  for (let day = 0; day < days; day++) {
    for (let n = rng.int(1, 2); n > 0; n--) {
      const [description, category, min, max] = rng.pick(shops);
      const date = addDays(start, day);
      const cents = rng.int(min, max);
      h.row(file, {
        date,
        description,
        amountCents: -cents,
        merchant: '',
        category,
        traps: ['purchase-abroad'],
      });
      const miscategorised = rng.chance(0.2);
      h.fee(file, 'foreign_transaction', {
        date,
        description: 'FOREIGN TRANSACTION FEE',
        cents: Math.max(1, Math.round(cents * 0.03)),
        merchant: '',
        category: 'Fees & Adjustments',
        ...(miscategorised ? { categoryExact: category } : {}),
        traps: miscategorised ? ['fee-miscategorised'] : [],
      });
    }
  }
}
