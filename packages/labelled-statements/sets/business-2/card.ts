/** business-2's Capital One card, used for both the business and the family. */
import { MONTHS, day, row, biz, own, cardPayment, byDate, type ContractorRow } from './contractor-rows';

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
