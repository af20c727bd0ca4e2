/**
 * business-1 (issue 24): a year (2026-01..2026-11) of a sole proprietor, Lena Ortiz, a freelance designer
 * trading as Luma Studio. A Chase business checking account (client payments, Stripe and PayPal payouts,
 * workspace software, home internet, a contractor, bank fees, owner draws, the card's autopay, estimated tax)
 * and a Chase personal card she uses for both: her design software, trips to clients, client lunches, ads and
 * office supplies beside her groceries, dinners and streaming. Every amount is fixed by hand (no random draw),
 * so the expected Schedule C in schedule-c-expected.csv can be added up from this file alone.
 *
 * Labels: `business` rows carry the business category a bookkeeper would give them (catalogue names,
 * packages/domain/src/categories/business-categories.ts); `personal` rows carry none; `moved` rows (card
 * payments, owner draws) are money between her own pockets, on no line and not scored.
 */
import type { BankRow } from '../../kit/bank-formats';

export type Use = 'business' | 'personal' | 'moved';

export interface StudioRow extends BankRow {
  use: Use;
  /** The labelled business category (business rows only); never printed in a statement. */
  label: string | null;
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const day = (month: number, d: number) =>
  `2026-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Bank sign: negative = money out. Amounts in cents. */
function row(
  date: string,
  description: string,
  cents: number,
  use: Use,
  label: string | null = null,
): StudioRow {
  return { date, description, cents, use, label };
}
const biz = (date: string, description: string, cents: number, category: string) =>
  row(date, description, cents, 'business', category);
const own = (date: string, description: string, cents: number) => row(date, description, cents, 'personal');

// Client payouts vary by month: a designer's income is lumpy.
const STRIPE_A = [
  184_250, 92_000, 240_500, 131_275, 205_000, 88_940, 176_300, 219_850, 143_600, 251_125, 167_480,
];
const STRIPE_B = [
  96_310, 154_000, 61_725, 188_400, 74_560, 132_990, 109_000, 57_845, 201_330, 86_200, 145_675,
];
const PAYPAL = [38_512, 0, 51_020, 27_740, 0, 44_385, 31_260, 0, 58_905, 23_410, 40_000];

export function businessChecking(): StudioRow[] {
  const rows: StudioRow[] = [];
  for (const m of MONTHS) {
    const i = m - 1;
    rows.push(
      biz(day(m, 2), `STRIPE TRANSFER ST-P${4100 + m}K7 PPD ID: 4270465600`, STRIPE_A[i]!, 'Service Sales'),
    );
    rows.push(
      biz(day(m, 16), `STRIPE TRANSFER ST-Q${5200 + m}M3 PPD ID: 4270465600`, STRIPE_B[i]!, 'Service Sales'),
    );
    if (PAYPAL[i]) {
      rows.push(
        biz(day(m, 9), `PAYPAL TRANSFER 10${3300 + m}82 PPD ID: PAYPALSD11`, PAYPAL[i]!, 'Service Sales'),
      );
    }
    rows.push(
      biz(day(m, 3), 'GOOGLE *GSUITE_LUMASTUDIO CC@GOOGLE.COM CA', -1_440, 'software_and_cloud_services'),
    );
    rows.push(biz(day(m, 11), 'DROPBOX*7GH2K1QX DROPBOX.COM CA', -1_999, 'software_and_cloud_services'));
    rows.push(
      biz(day(m, 19), 'COMCAST CABLE COMM 800-COMCAST PA', m < 6 ? -8_999 : -9_499, 'internet_and_phone'),
    );
    rows.push(
      row(day(m, 26), 'ONLINE TRANSFER TO CHK ...4821 TRANSACTION#: 1' + (71000 + m * 37), -200_000, 'moved'),
    );
  }
  // Client invoices paid straight into the account by ACH.
  rows.push(biz('2026-01-28', 'NORTHWIND TRADING PAYMENT PPD ID: 1391728304', 450_000, 'Service Sales'));
  rows.push(biz('2026-03-30', 'NORTHWIND TRADING PAYMENT PPD ID: 1391728304', 375_000, 'Service Sales'));
  rows.push(biz('2026-05-29', 'HALVERSON & CO ACH PMT PPD ID: 9215551840', 612_500, 'Service Sales'));
  rows.push(biz('2026-08-28', 'NORTHWIND TRADING PAYMENT PPD ID: 1391728304', 420_000, 'Service Sales'));
  rows.push(biz('2026-10-30', 'HALVERSON & CO ACH PMT PPD ID: 9215551840', 298_750, 'Service Sales'));
  // A contractor (an illustrator) paid by Zelle for overflow work.
  rows.push(biz('2026-02-20', 'Zelle payment to Marco Diaz JPM99A1B2C3D', -80_000, 'contractor_fees'));
  rows.push(biz('2026-04-22', 'Zelle payment to Marco Diaz JPM99B7F4E1A', -125_000, 'contractor_fees'));
  rows.push(biz('2026-07-21', 'Zelle payment to Marco Diaz JPM99C2D8K5Q', -60_000, 'contractor_fees'));
  rows.push(biz('2026-09-23', 'Zelle payment to Marco Diaz JPM99D9H3L2W', -95_000, 'contractor_fees'));
  // The monthly fee, charged when the balance dipped under the minimum.
  for (const m of [1, 2, 5, 8, 9]) rows.push(biz(day(m, 28), 'MONTHLY SERVICE FEE', -1_500, 'bank_fees'));
  rows.push(biz('2026-06-12', 'INCOMING WIRE FEE', -1_500, 'bank_fees'));
  // A client's deposit returned by check when the project was cancelled: a return of sales.
  rows.push(biz('2026-06-08', 'CHECK 1043', -75_000, 'Service Sales'));
  // Quarterly federal estimated tax: paid from the business account, never a Schedule C expense.
  for (const d of ['2026-04-14', '2026-06-15', '2026-09-14'])
    rows.push(biz(d, 'IRS USATAXPYMT PPD ID: 3387702000', -420_000, 'income_tax'));
  // The card's autopay: money between her own pockets.
  for (const m of MONTHS)
    rows.push(row(day(m, 24), 'CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224', -(70_000 + m * 1_250), 'moved'));
  return byDate(rows);
}

export function personalCard(): StudioRow[] {
  const rows: StudioRow[] = [];
  for (const m of MONTHS) {
    const i = m - 1;
    rows.push(biz(day(m, 4), 'FIGMA MONTHLY RENEWAL FIGMA.COM CA', -4_500, 'software_and_cloud_services'));
    rows.push(biz(day(m, 7), 'ADOBE *CREATIVE CLOUD 408-536-6000 CA', -5_999, 'software_and_cloud_services'));
    rows.push(biz(day(m, 14), 'VERIZON WRLS P2073-01 800-922-0204 FL', -8_642, 'internet_and_phone'));
    rows.push(own(day(m, 10), 'NETFLIX.COM 866-579-7172 CA', -1_549));
    rows.push(own(day(m, 18), 'SPOTIFY USA 877-778-1161 NY', -1_199));
    rows.push(own(day(m, 6), "TRADER JOE'S #127 QPS OAKLAND CA", -(6_420 + i * 311)));
    rows.push(own(day(m, 20), 'SAFEWAY #1711 OAKLAND CA', -(8_815 + i * 187)));
    rows.push(own(day(m, 27), 'WHOLEFDS OAK 10155 OAKLAND CA', -(4_230 + i * 97)));
    rows.push(own(day(m, 13), 'CHEVRON 0207391 OAKLAND CA', -(4_610 + (i % 3) * 420)));
    rows.push(
      own(
        day(m, 22),
        m % 2 ? 'TST* BURMA SUPERSTAR OAKLAND CA' : 'SQ *BAKESALE BETTY OAKLAND CA',
        -(3_480 + i * 215),
      ),
    );
    rows.push(row(day(m, 25), 'AUTOMATIC PAYMENT - THANK YOU', 70_000 + m * 1_250, 'moved'));
  }
  // Trips to clients: flights, hotels, rides and a lunch with the client there.
  const trips: [string, number, number, number][] = [
    ['2026-02-09', 38_960, 41_200, 2_874],
    ['2026-05-12', 45_420, 58_650, 3_412],
    ['2026-08-18', 31_780, 36_900, 2_156],
    ['2026-10-06', 52_340, 62_475, 4_018],
  ];
  for (const [date, flight, hotel, ride] of trips) {
    rows.push(biz(date, 'DELTA AIR LINES 0062397751046 ATLANTA GA', -flight, 'flights'));
    rows.push(biz(date, 'MARRIOTT NEW YORK DOWNTOWN NEW YORK NY', -hotel, 'lodging'));
    rows.push(biz(date, 'UBER *TRIP HELP.UBER.COM CA', -ride, 'rideshare_and_taxis'));
  }
  // A cancelled leg refunded to the card: it reduces the travel line.
  rows.push(biz('2026-05-20', 'DELTA AIR LINES 0062397751046 ATLANTA GA', 18_500, 'flights'));
  // Client lunches and coffees (50% deductible); her own dinners out are above, on other nights.
  const meals: [string, string, number][] = [
    ['2026-01-15', 'TST* PLOW SAN FRANCISCO CA', -6_840],
    ['2026-02-10', 'THE SMITH NEW YORK NY', -11_275],
    ['2026-03-12', 'BLUE BOTTLE COFFEE OAKLAND CA', -1_460],
    ['2026-04-09', 'TST* PLOW SAN FRANCISCO CA', -7_315],
    ['2026-05-13', 'BALTHAZAR RESTAURANT NEW YORK NY', -14_890],
    ['2026-06-18', 'BLUE BOTTLE COFFEE OAKLAND CA', -1_825],
    ['2026-07-16', 'SQ *COMMONWEALTH CAFE OAKLAND CA', -5_290],
    ['2026-08-19', 'THE PINK DOOR SEATTLE WA', -9_763],
    ['2026-09-10', 'TST* PLOW SAN FRANCISCO CA', -6_105],
    ['2026-10-07', 'THE SMITH NEW YORK NY', -12_460],
  ];
  for (const [date, name, cents] of meals) rows.push(biz(date, name, cents, 'business_meals'));
  // Office supplies, a monitor, postage for printed proofs.
  rows.push(biz('2026-01-21', 'STAPLES 00118 OAKLAND CA', -8_734, 'office_supplies'));
  rows.push(biz('2026-04-03', 'STAPLES 00118 OAKLAND CA', -4_219, 'office_supplies'));
  rows.push(biz('2026-07-08', 'OFFICE DEPOT #2178 EMERYVILLE CA', -12_650, 'office_supplies'));
  rows.push(biz('2026-03-05', 'BEST BUY 00001099 EMERYVILLE CA', -32_999, 'computer_hardware'));
  rows.push(biz('2026-06-02', 'USPS PO 0577990153 OAKLAND CA', -2_385, 'postage_and_shipping'));
  rows.push(biz('2026-09-03', 'USPS PO 0577990153 OAKLAND CA', -1_870, 'postage_and_shipping'));
  // Ads for the studio, and an illustrator hired once through Upwork.
  for (const [date, cents] of [
    ['2026-03-01', -15_000],
    ['2026-04-01', -22_500],
    ['2026-09-01', -18_000],
    ['2026-10-01', -20_000],
  ] as const)
    rows.push(biz(date, 'FACEBK *7XK2L9QB42 MENLO PARK CA', cents, 'digital_advertising'));
  rows.push(biz('2026-02-01', 'GOOGLE *ADS4839201775 CC@GOOGLE.COM CA', -12_000, 'digital_advertising'));
  rows.push(biz('2026-06-01', 'GOOGLE *ADS4839201775 CC@GOOGLE.COM CA', -9_500, 'digital_advertising'));
  rows.push(biz('2026-05-05', 'UPWORK -6629103REF SAN FRANCISCO CA', -42_000, 'contractor_fees'));
  // A course and a professional membership.
  rows.push(biz('2026-03-18', 'DOMESTIKA ONLINE COURSE SAN FRANCISCO CA', -2_990, 'training_and_education'));
  rows.push(biz('2026-01-12', 'AIGA MEMBERSHIP NEW YORK NY', -25_000, 'memberships_and_dues'));
  // Her own shopping, pharmacy, a concert.
  for (const [date, cents] of [
    ['2026-02-14', -8_243],
    ['2026-05-23', -15_610],
    ['2026-08-02', -4_499],
    ['2026-11-08', -11_237],
  ] as const)
    rows.push(own(date, 'TARGET 00028670 OAKLAND CA', cents));
  for (const [date, cents] of [
    ['2026-01-29', -2_699],
    ['2026-04-17', -5_488],
    ['2026-07-25', -3_199],
    ['2026-10-19', -6_735],
  ] as const)
    rows.push(own(date, 'AMAZON MKTPL*2K4LP0QZ1 AMZN.COM/BILL WA', cents));
  for (const [date, cents] of [
    ['2026-03-22', -1_876],
    ['2026-09-27', -2_433],
  ] as const)
    rows.push(own(date, 'CVS/PHARMACY #09921 OAKLAND CA', cents));
  rows.push(own('2026-06-20', 'TICKETMASTER 800-653-8000 CA', -18_450));
  // A personal purchase returned: a personal refund, on no business line.
  rows.push(own('2026-05-30', 'TARGET 00028670 OAKLAND CA', 4_120));
  return byDate(rows.map((r) => ({ ...r, category: chaseCardCategory(r.description) || undefined })));
}

// The Category column Chase prints on a card export (its own words, blank for payments).
const CHASE_CARD_CATEGORIES: [RegExp, string][] = [
  [/AUTOMATIC PAYMENT/, ''],
  [/DELTA|MARRIOTT|UBER/, 'Travel'],
  [/TRADER JOE|SAFEWAY|WHOLEFDS/, 'Groceries'],
  [/CHEVRON/, 'Gas'],
  [/VERIZON/, 'Bills & Utilities'],
  [/NETFLIX|SPOTIFY|TICKETMASTER/, 'Entertainment'],
  [/TARGET|AMAZON|STAPLES|OFFICE DEPOT|BEST BUY/, 'Shopping'],
  [/CVS/, 'Health & Wellness'],
  [/FIGMA|ADOBE|FACEBK|GOOGLE|UPWORK|USPS|AIGA|DOMESTIKA/, 'Professional Services'],
];
const chaseCardCategory = (description: string) =>
  CHASE_CARD_CATEGORIES.find(([pattern]) => pattern.test(description))?.[1] ?? 'Food & Drink';

function byDate(rows: StudioRow[]): StudioRow[] {
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
