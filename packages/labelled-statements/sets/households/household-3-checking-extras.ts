import { mmSlashDd, yymmdd } from '../../kit/calendar';
import { cuAch, cuPos } from './descriptors';
import type { HouseholdBuilder } from './household';
import { monthlyDates } from './schedule';
import { oneOffs, spend } from './spending';
import type { FeeKind } from './types';

/** Household 3 checking: lumpy client income, debit spending, and the fees of an account that overdraws. */
export function household3CheckingExtras(h: HouseholdBuilder, file: string): void {
  const { rng } = h;
  spend(h, {
    file,
    category: 'Income',
    direction: 'in',
    meanGapDays: 19,
    minCents: 35000,
    maxCents: 480000,
    shops: [
      { describe: () => cuAch(rng, 'CREDIT', 'STRIPE', `TRANSFER ST-${rng.code(12)}`), merchant: 'Stripe' },
      { describe: () => `MOBILE DEPOSIT REF ${rng.digits(9)}`, merchant: '' },
      {
        describe: () =>
          `ZELLE FROM ${rng.pick(['HARBOR & OAK LLC', 'M. CHEN', 'TIDEWATER STUDIO'])} ${rng.code(10)}`,
        merchant: 'Zelle',
      },
    ],
    traps: ['irregular-income'],
  });
  const pos = (text: string, merchant: string, traps?: string[]) => ({
    describe: (d: string) => cuPos(rng, d, text),
    merchant,
    ...(traps ? { traps } : {}),
  });
  spend(h, {
    file,
    category: 'Groceries',
    meanGapDays: 14,
    minCents: 1480,
    maxCents: 9870,
    postingLagDays: 1,
    shops: [
      pos('BERKELEY BOWL WEST BERKELEY CA', 'Berkeley Bowl'),
      pos('SAFEWAY #1507 OAKLAND CA', 'Safeway'),
    ],
  });
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 8,
    minCents: 425,
    maxCents: 1290,
    postingLagDays: 1,
    shops: [
      pos('SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'Blue Bottle Coffee', ['coffee-not-fee', 'processor-prefix']),
      pos('PHILZ COFFEE TEMESCAL OAKLAND CA', 'Philz Coffee', ['coffee-not-fee']),
    ],
  });
  spend(h, {
    file,
    category: 'Travel',
    meanGapDays: 18,
    minCents: 1000,
    maxCents: 5000,
    shops: [pos('CLIPPER CARD RELOAD SAN FRANCISCO CA', 'Clipper')],
  });
  for (const date of ['2024-12-07', '2025-03-15', '2025-07-19', '2025-12-13', '2026-05-02']) {
    h.row(file, {
      date,
      description: `ATM WITHDRAWAL ${mmSlashDd(date)} 7-ELEVEN 2385 OAKLAND CA`,
      amountCents: -rng.pick([4000, 6000, 10000]),
      merchant: '7-Eleven',
      category: 'Cash',
      traps: ['atm-withdrawal-not-fee'],
    });
    // Out of the CO-OP network: "foreign" here means another bank's ATM, not another country.
    h.fee(file, 'atm', {
      date,
      description: rng.chance(0.5) ? 'FOREIGN ATM FEE' : 'NON-NETWORK ATM FEE',
      cents: 300,
      merchant: 'Golden 1 Credit Union',
      category: 'Fees & Adjustments',
      traps: ['foreign-word-atm-fee'],
    });
  }
  const fees: [string, FeeKind, string, number, string[]?][] = [
    ['2025-08-27', 'overdraft', 'COURTESY PAY FEE', 2900],
    [
      '2025-09-03',
      'insufficient_funds',
      'RETURNED ITEM FEE BLUE SHIELD CA INS PREM',
      2900,
      ['fee-names-a-series-merchant'],
    ],
    ['2025-09-05', 'overdraft', 'COURTESY PAY FEE', 2900],
    ['2025-09-12', 'overdraft', 'OVERDRAFT FEE ITEM PAID', 2900],
    ['2026-01-22', 'overdraft', 'COURTESY PAY FEE', 2900],
    ['2026-06-05', 'overdraft', 'OVERDRAFT FEE ITEM PAID', 2900],
    ['2026-06-12', 'overdraft', 'CONTINUOUS OVERDRAFT FEE', 1500],
    ['2026-06-09', 'insufficient_funds', 'NSF FEE ACH ITEM RETURNED', 2900],
    ['2025-03-18', 'wire', 'INCOMING WIRE FEE', 1500],
    ['2026-02-24', 'wire', 'INCOMING WIRE FEE', 1500],
    ['2025-10-09', 'other', 'STOP PAYMENT FEE DRAFT 002052', 3000],
  ];
  for (const [date, kind, description, cents, traps] of fees) {
    h.fee(file, kind, {
      date,
      description,
      cents,
      merchant: '',
      category: 'Fees & Adjustments',
      traps: traps ?? [],
    });
  }
  // Paper statements until he switched to e-statements in June 2025: a monthly fee that is not a series.
  for (const date of monthlyDates({ day: 31, to: '2025-05-31' })) {
    h.fee(file, 'other', {
      date,
      description: 'PAPER STATEMENT FEE',
      cents: 200,
      merchant: 'Golden 1 Credit Union',
      category: 'Fees & Adjustments',
      ...(date === '2025-02-28' ? { categoryExact: 'Bills & Utilities' } : {}),
      traps: ['recurring-fee-not-series', ...(date === '2025-02-28' ? ['fee-miscategorised'] : [])],
    });
  }
  oneOffs(h, file, [
    [
      '2025-09-15',
      'COURTESY PAY FEE REFUND',
      2900,
      'Golden 1 Credit Union',
      'Fees & Adjustments',
      ['fee-reversal-not-fee'],
    ],
    [
      '2025-03-18',
      `WIRE TRANSFER IN NORDLICHT DESIGN GMBH REF ${yymmdd('2025-03-18')}0045`,
      420000,
      'Nordlicht Design',
      'Income',
    ],
    [
      '2026-02-24',
      `WIRE TRANSFER IN NORDLICHT DESIGN GMBH REF ${yymmdd('2026-02-24')}0112`,
      385000,
      'Nordlicht Design',
      'Income',
    ],
    ['2026-06-09', 'ACH RETURN FRANCHISE TAX BD PYMT R01', 38900, 'Franchise Tax Board', 'Taxes'],
    ['2025-12-31', 'DIVIDEND DEPOSIT', 87, 'Golden 1 Credit Union', 'Income', ['interest-earned-not-fee']],
    [
      '2025-04-19',
      cuPos(rng, '2025-04-18', 'DANDELION CHOCOLATE SAN FRANCISCO CA'),
      -2650,
      'Dandelion Chocolate',
      'Food & Drink',
      ['chocolate-not-fee'],
    ],
    ['2025-10-21', 'DRAFT 002051', -25000, '', ''],
    ['2026-06-08', cuAch(rng, 'DEBIT', 'FRANCHISE TAX BD', 'PYMT'), -38900, 'Franchise Tax Board', 'Taxes'],
  ]);
}
