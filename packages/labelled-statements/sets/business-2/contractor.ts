/**
 * business-2 (issue 35): a year (2026-01..2026-11) of a sole proprietor, Dale Whitaker, a remodeling contractor
 * trading as Whitaker Home Repair in Portland, Oregon, written from README.md's prose. A Wells Fargo business
 * checking account (homeowners' cheques and Zelle, Square payouts, property managers' ACH, subcontractors paid by
 * cheque, Zelle and bill pay, the lumber yard on account, insurance, phone, estimated tax, owner draws) and a
 * Capital One card used for both (job materials, tools, truck fuel, rentals, dump fees, ads, licences, and his
 * family's groceries). Every amount is fixed by hand (no random draw), so schedule-c-expected.csv can be added
 * up from this file alone.
 *
 * Labels: `business` rows carry the business category a bookkeeper would give them; `personal` rows carry none;
 * `moved` rows (card payments, owner draws and contributions) are money between his own pockets.
 */
import type { BankRow } from '../../kit/bank-formats';

export type Use = 'business' | 'personal' | 'moved';

export interface ContractorRow extends BankRow {
  use: Use;
  /** The labelled business category (business rows only); never printed in a statement. */
  label: string | null;
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const mm = (month: number) => String(month).padStart(2, '0');
const day = (month: number, d: number) => `2026-${mm(month)}-${String(d).padStart(2, '0')}`;

/** Bank sign: negative = money out. Amounts in cents. */
function row(
  date: string,
  description: string,
  cents: number,
  use: Use,
  label: string | null = null,
  extra: Partial<BankRow> = {},
): ContractorRow {
  return { date, description, cents, use, label, ...extra };
}
const biz = (date: string, description: string, cents: number, category: string, extra?: Partial<BankRow>) =>
  row(date, description, cents, 'business', category, extra);
const own = (date: string, description: string, cents: number, category: string) =>
  row(date, description, cents, 'personal', null, { category });

/** "03/14" as Wells Fargo prints a Zelle's date inside its description. */
const slash = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

// Homeowners' payments: [date, how, payer, cents]. Deposits are lumpy: a remodel pays in thirds.
const HOMEOWNERS: [string, 'mobile' | 'branch' | 'zelle', string, number][] = [
  ['2026-01-08', 'mobile', '', 640_000],
  ['2026-01-22', 'zelle', 'SARAH KIM', 185_000],
  ['2026-02-05', 'mobile', '', 412_500],
  ['2026-02-26', 'branch', '', 96_000],
  ['2026-03-11', 'zelle', 'TOM BRENNAN', 240_000],
  ['2026-03-25', 'mobile', '', 875_000],
  ['2026-04-09', 'mobile', '', 520_000],
  ['2026-04-23', 'zelle', 'PRIYA NAIR', 132_500],
  ['2026-05-07', 'branch', '', 1_150_000],
  ['2026-05-21', 'mobile', '', 380_000],
  ['2026-06-04', 'zelle', 'SARAH KIM', 64_000],
  ['2026-06-18', 'mobile', '', 915_000],
  ['2026-07-02', 'mobile', '', 455_750],
  ['2026-07-16', 'zelle', 'GREG OYELARAN', 298_000],
  ['2026-07-30', 'branch', '', 720_000],
  ['2026-08-13', 'mobile', '', 1_040_000],
  ['2026-08-27', 'zelle', 'MEI LING CHO', 175_500],
  ['2026-09-10', 'mobile', '', 612_000],
  ['2026-09-24', 'mobile', '', 389_900],
  ['2026-10-08', 'zelle', 'TOM BRENNAN', 210_000],
  ['2026-10-22', 'branch', '', 830_000],
  ['2026-11-05', 'mobile', '', 560_000],
  ['2026-11-19', 'zelle', 'DANA WHITFIELD', 142_000],
];
// Square payouts of card payments taken on small jobs, two a month.
const SQUARE = [
  [38_420, 21_675],
  [17_250, 44_980],
  [52_310, 12_800],
  [29_995, 61_240],
  [48_760, 33_105],
  [25_600, 57_890],
  [71_330, 19_470],
  [36_215, 42_660],
  [28_940, 54_125],
  [63_080, 22_315],
  [31_750, 46_990],
];

export function businessChecking(): ContractorRow[] {
  const rows: ContractorRow[] = [];
  for (const [date, how, payer, cents] of HOMEOWNERS) {
    const ref = `${yymmdd(date)}${String(cents).slice(0, 4)}`;
    const description =
      how === 'mobile'
        ? `MOBILE DEPOSIT : REF NUMBER :3${ref}71`
        : how === 'branch'
          ? 'DEPOSIT MADE IN A BRANCH/STORE'
          : `ZELLE FROM ${payer} ON ${slash(date)} REF # WFCT0${ref.slice(2, 8)}Q`;
    rows.push(biz(date, description, cents, 'Service Sales'));
  }
  for (const m of MONTHS) {
    const [first, second] = SQUARE[m - 1]!;
    for (const [d, cents] of [
      [6, first!],
      [20, second!],
    ] as const) {
      const date = day(m, d);
      rows.push(
        biz(
          date,
          `SQUARE INC SQ${yymmdd(date)} ${yymmdd(date)} L2044719${m}${d} WHITAKER HOME REP`,
          cents,
          'Service Sales',
        ),
      );
    }
  }
  // Two property managers pay invoices by ACH.
  for (const [date, cents] of [
    ['2026-02-17', 186_000],
    ['2026-05-15', 243_750],
    ['2026-08-18', 157_500],
    ['2026-10-16', 312_000],
  ] as const)
    rows.push(
      biz(
        date,
        `CASCADIA PROP MGMT VENDORPAY ${yymmdd(date)} 00000447${date.slice(6, 7)} WHITAKER HOME REPAIR`,
        cents,
        'Service Sales',
      ),
    );
  for (const [date, cents] of [
    ['2026-04-28', 94_500],
    ['2026-09-29', 128_800],
  ] as const)
    rows.push(
      biz(date, `ROSE CITY RENTALS ACH PMT ${yymmdd(date)} 8812034 DALE WHITAKER`, cents, 'Service Sales'),
    );
  // A slow February: his own savings tops the account up (an owner's contribution).
  rows.push(
    row(
      '2026-02-12',
      'ONLINE TRANSFER FROM WHITAKER D WAY2SAVE SAVINGS XXXXXX9920 REF #IB0G7T2K4P ON 02/12/26',
      300_000,
      'moved',
    ),
  );

  // Subcontractors: an electrician by paper cheque, a drywall finisher and a tile setter by Zelle, a plumbing
  // firm by bill pay.
  const cheques: [string, string, number][] = [
    ['2026-01-29', '1181', -185_000],
    ['2026-03-27', '1184', -242_500],
    ['2026-05-26', '1187', -310_000],
    ['2026-08-20', '1191', -167_500],
    ['2026-10-27', '1195', -228_000],
  ];
  for (const [date, check, cents] of cheques)
    rows.push(biz(date, `CHECK # ${check}`, cents, 'contract_labor', { check }));
  const zelleOut: [string, string, number][] = [
    ['2026-02-09', 'HECTOR LUNA', -96_000],
    ['2026-04-14', 'HECTOR LUNA', -142_000],
    ['2026-06-22', 'ANA PAULA REYES', -118_500],
    ['2026-07-20', 'HECTOR LUNA', -88_000],
    ['2026-09-15', 'ANA PAULA REYES', -134_000],
    ['2026-11-10', 'HECTOR LUNA', -104_500],
  ];
  for (const [date, name, cents] of zelleOut)
    rows.push(
      biz(date, `ZELLE TO ${name} ON ${slash(date)} REF #RP0${yymmdd(date)}K3B`, cents, 'contract_labor'),
    );
  for (const [date, cents] of [
    ['2026-03-16', -215_000],
    ['2026-06-12', -187_500],
    ['2026-09-04', -264_000],
  ] as const)
    rows.push(
      biz(
        date,
        `BILL PAY RIVERSIDE PLUMBING ON-LINE xxxxx92031 ON ${date.slice(5, 7)}-${date.slice(8, 10)}`,
        cents,
        'contract_labor',
      ),
    );
  // The lumber yard's monthly statement, paid by bill pay: materials for jobs.
  const LUMBER = [
    -142_318, -98_744, -211_506, -176_230, -254_912, -189_407, -231_655, -167_081, -205_340, -149_962,
    -118_275,
  ];
  for (const m of MONTHS) {
    const date = day(m, 5);
    rows.push(
      biz(
        date,
        `BILL PAY PARR LUMBER ON-LINE xxxxx55120 ON ${mm(m)}-05`,
        LUMBER[m - 1]!,
        'inventory_and_materials',
      ),
    );
  }
  // His tax preparer, once.
  rows.push(
    biz(
      '2026-03-02',
      'BILL PAY KESTREL TAX & BOOKS LLC ON-LINE xxxxx33904 ON 03-02',
      -65_000,
      'accounting_and_bookkeeping',
    ),
  );
  for (const m of MONTHS) {
    rows.push(
      biz(
        day(m, 1),
        `NEXT INSURANCE NEXT INS ${yymmdd(day(m, 1))} 9981273 DALE WHITAKER`,
        -14_742,
        'general_liability_insurance',
      ),
    );
    rows.push(
      biz(
        day(m, 22),
        `T-MOBILE PCS SVC ${yymmdd(day(m, 22))} 7721933 DALE WHITAKER`,
        m < 7 ? -6_500 : -7_000,
        'internet_and_phone',
      ),
    );
    rows.push(
      biz(
        day(m, 3),
        `MODA HEALTH PLAN PREMIUM ${yymmdd(day(m, 3))} 40021877 DALE WHITAKER`,
        -61_218,
        'health_insurance',
      ),
    );
    rows.push(
      row(
        day(m, 28),
        `ONLINE TRANSFER TO WHITAKER D EVERYDAY CHECKING XXXXXX4417 REF #IB0F${m}RM2ZQ ON ${slash(day(m, 28))}/26`,
        -(450_000 + (m % 3) * 50_000),
        'moved',
      ),
    );
    rows.push(
      row(
        day(m, 18),
        `CAPITAL ONE MOBILE PMT ${yymmdd(day(m, 18))} 3Q1Z8X${m} DALE WHITAKER`,
        -cardPayment(m),
        'moved',
      ),
    );
  }
  for (const m of [2, 6, 7]) rows.push(biz(day(m, 27), 'MONTHLY SERVICE FEE', -1_000, 'bank_fees'));
  // Quarterly estimated tax, federal and Oregon: paid from the business account, never on Schedule C.
  for (const date of ['2026-01-15', '2026-04-15', '2026-06-15', '2026-09-15']) {
    rows.push(
      biz(date, `IRS USATAXPYMT ${yymmdd(date)} 270655112345678 DALE WHITAKER`, -380_000, 'income_tax'),
    );
    rows.push(
      biz(date, `OR DEPT OF REV OR REV PMT ${yymmdd(date)} 0004412 DALE WHITAKER`, -95_000, 'income_tax'),
    );
  }
  return byDate(rows);
}

/** The card's monthly payment from checking (and credited on the card the same day). */
const cardPayment = (m: number) => 180_000 + m * 7_500;

export function card(): ContractorRow[] {
  const rows: ContractorRow[] = [];
  const m_ = (m: number) => m - 1;
  for (const m of MONTHS) {
    const i = m_(m);
    // Job materials, several trips a month to the big boxes.
    rows.push(
      biz(day(m, 4), 'THE HOME DEPOT #4021', -(38_412 + i * 1_733), 'inventory_and_materials', {
        category: 'Merchandise',
      }),
    );
    rows.push(
      biz(day(m, 17), 'THE HOME DEPOT #4021', -(21_960 + (i % 4) * 4_215), 'inventory_and_materials', {
        category: 'Merchandise',
      }),
    );
    rows.push(
      biz(day(m, 11), "LOWE'S #00245*", -(16_544 + (i % 3) * 2_910), 'inventory_and_materials', {
        category: 'Merchandise',
      }),
    );
    rows.push(
      biz(day(m, 9), 'SHELL OIL 57444219404', -(9_215 + (i % 5) * 612), 'fuel', {
        category: 'Gas/Automotive',
      }),
    );
    rows.push(
      biz(day(m, 23), 'SHELL OIL 57444219404', -(8_870 + (i % 4) * 540), 'fuel', {
        category: 'Gas/Automotive',
      }),
    );
    rows.push(
      biz(day(m, 2), 'JOBBER 888-721-1115', -6_900, 'software_and_cloud_services', {
        category: 'Other Services',
      }),
    );
    // His family's own spending.
    rows.push(own(day(m, 7), 'FRED-MEYER #0654', -(14_318 + i * 402), 'Grocery'));
    rows.push(own(day(m, 21), 'NEW SEASONS MARKET', -(8_240 + i * 215), 'Grocery'));
    rows.push(own(day(m, 14), 'COSTCO WHSE #0009', -(21_790 + (i % 3) * 3_150), 'Merchandise'));
    rows.push(own(day(m, 14), 'COSTCO GAS #0009', -(5_410 + (i % 2) * 380), 'Gas/Automotive'));
    rows.push(own(day(m, 12), 'NETFLIX.COM', -1_549, 'Entertainment'));
    rows.push(
      own(day(m, 26), m % 2 ? 'PIZZICATO - HAWTHORNE' : 'PINE STATE BISCUITS', -(2_875 + i * 96), 'Dining'),
    );
    rows.push(
      row(day(m, 19), 'CAPITAL ONE MOBILE PYMT', cardPayment(m), 'moved', null, {
        category: 'Payment/Credit',
      }),
    );
  }
  // Specialty suppliers for particular jobs: paint, tile, plumbing fixtures.
  const specialty: [string, string, number][] = [
    ['2026-01-13', 'SHERWIN-WILLIAMS 703522', -27_640],
    ['2026-02-24', 'DALTILE SALES CTR 412', -148_205],
    ['2026-03-19', 'FERGUSON ENT #1124', -93_418],
    ['2026-04-07', 'SHERWIN-WILLIAMS 703522', -18_935],
    ['2026-05-12', 'DALTILE SALES CTR 412', -212_760],
    ['2026-06-09', 'FERGUSON ENT #1124', -131_522],
    ['2026-07-14', 'SHERWIN-WILLIAMS 703522', -34_108],
    ['2026-08-06', 'FERGUSON ENT #1124', -76_340],
    ['2026-09-22', 'DALTILE SALES CTR 412', -119_880],
    ['2026-10-13', 'SHERWIN-WILLIAMS 703522', -22_470],
  ];
  for (const [date, name, cents] of specialty)
    rows.push(biz(date, name, cents, 'inventory_and_materials', { category: 'Merchandise' }));
  // Extra tile returned after the May bathroom: credited back, it reduces cost of goods sold.
  rows.push(
    biz('2026-05-29', 'DALTILE SALES CTR 412', 31_450, 'inventory_and_materials', {
      category: 'Merchandise',
    }),
  );
  for (const [date, cents] of [
    ['2026-01-24', -18_999],
    ['2026-04-18', -42_350],
    ['2026-08-29', -12_984],
  ] as const)
    rows.push(biz(date, 'HARBOR FREIGHT TOOLS 357', cents, 'tools', { category: 'Merchandise' }));
  rows.push(biz('2026-06-27', 'LES SCHWAB TIRES #0304', -84_612, 'vehicles', { category: 'Gas/Automotive' }));
  for (const [date, cents] of [
    ['2026-03-21', -38_500],
    ['2026-07-10', -24_200],
    ['2026-09-18', -41_750],
  ] as const)
    rows.push(biz(date, 'SUNBELT RENTALS #538', cents, 'equipment_rental', { category: 'Other Services' }));
  for (const [date, cents] of [
    ['2026-02-27', -6_810],
    ['2026-05-28', -9_455],
    ['2026-08-31', -7_320],
    ['2026-10-30', -11_060],
  ] as const)
    rows.push(
      biz(date, 'METRO CENTRAL TRANSFER STN', cents, 'other_business_expenses', {
        category: 'Other Services',
      }),
    );
  for (const m of [3, 4, 5, 6, 9, 10])
    rows.push(
      biz(day(m, 1), 'NEXTDOOR ADS*LOCAL DEALS', -7_500, 'digital_advertising', {
        category: 'Other Services',
      }),
    );
  rows.push(
    biz('2026-04-02', 'YELP INC*ADS 877-767-9357', -30_000, 'digital_advertising', { category: 'Other' }),
  );
  rows.push(
    biz('2026-01-10', 'OR CONSTRUCTION CONTRACTORS BD', -25_000, 'licenses_and_permits', {
      category: 'Other',
    }),
  );
  for (const [date, cents] of [
    ['2026-03-04', -48_600],
    ['2026-07-06', -31_275],
  ] as const)
    rows.push(biz(date, 'CITY OF PORTLAND BDS', cents, 'licenses_and_permits', { category: 'Other' }));
  rows.push(biz('2026-04-16', 'TST* LARDO - SE HAWTHORNE', -4_384, 'business_meals', { category: 'Dining' }));
  rows.push(biz('2026-09-03', 'SCREEN DOOR RESTAURANT', -7_912, 'business_meals', { category: 'Dining' }));
  // His own pharmacy and online shopping.
  for (const [date, cents] of [
    ['2026-02-16', -2_745],
    ['2026-06-30', -4_128],
    ['2026-10-05', -1_899],
  ] as const)
    rows.push(own(date, 'WALGREENS #3152', cents, 'Health Care'));
  for (const [date, cents] of [
    ['2026-03-08', -6_399],
    ['2026-08-15', -3_450],
    ['2026-11-22', -12_775],
  ] as const)
    rows.push(own(date, 'AMAZON.COM*2K4LP0QZ1', cents, 'Merchandise'));
  return byDate(rows);
}

function byDate(rows: ContractorRow[]): ContractorRow[] {
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
