/** business-2's Wells Fargo business checking account: who pays the contractor, and whom he pays. */
import {
  MONTHS,
  mm,
  day,
  row,
  biz,
  slash,
  yymmdd,
  cardPayment,
  byDate,
  type ContractorRow,
} from './contractor-rows';

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
