/**
 * Household 1: a retired couple in Tucson AZ. Chase checking (exported newest first, ACH in Chase's
 * `ORIG CO NAME:... CO ENTRY DESCR:...` shape) and a Discover card.
 */
import { addDays } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import {
  END,
  irregularDates,
  irregularSpending,
  monthlyDates,
  nthWeekdayDates,
  put,
  enrichedAccount,
  holdoutHousehold,
} from './lib';
import { mmSlashDd, yymmdd } from '../../kit/calendar';
import type { Household } from '../../kit/household';
import { prevBiz } from '../../kit/household';
import { createRng } from '../../kit/random';

export function household1(): Household {
  const rng = createRng(1101);
  const h = holdoutHousehold(
    'household-1',
    'Retired couple, Tucson AZ. Chase checking (newest first) and Discover card. Robert: Social Security (2nd Wednesday, ' +
      'COLA each January) and an ASRS pension; Linda: Medicare Part B by Easy Pay until her own Social Security starts ' +
      'in July 2026 (then the premium is withheld, so Easy Pay ends). Two Medigap plans at one insurer on the same day. ' +
      'Landscaper paid by paper check (CHECK nnnn) each month. Peacock paused May-Oct 2025 and came back at a new price. ' +
      'Weekly Safeway shopping is not a series. Chase service fees are fees, the reversal is not; Italy trip ATM fees and FX fees.',
  );
  const chk = enrichedAccount(h, 'chase-checking.csv', 'depository', true, 0.35);
  const card = enrichedAccount(h, 'discover-card.csv', 'credit', false, 0.97);

  const ach = (name: string, origId: string, descr: string, sec: string, date: IsoDate, ind: string) =>
    `ORIG CO NAME:${name} ORIG ID:${origId} DESC DATE:${yymmdd(date)} CO ENTRY DESCR:${descr} SEC:${sec} ` +
    `TRACE#:${rng.digits(15)} EED:${yymmdd(date)} IND ID:${ind} IND NAME:${'ROBERT HALVORSEN'} TRN: ${rng.digits(10)}TC`;
  const achL = (name: string, origId: string, descr: string, sec: string, date: IsoDate, ind: string) =>
    ach(name, origId, descr, sec, date, ind).replace('ROBERT HALVORSEN', 'LINDA HALVORSEN');

  // Social Security, Robert: second Wednesday, COLA in January.
  const ssaR = h.defineSeries('ssa-robert', chk.file, 'monthly', 'income', true);
  for (const d of nthWeekdayDates('2024-12-01', END, 3, 2)) {
    const amount = d < '2025-01-01' ? 241200 : d < '2026-01-01' ? 247230 : 254150;
    put(
      chk,
      prevBiz(d),
      ach('SSA  TREAS 310', '9031036000', 'XXSOC SEC', 'PPD', d, 'XXXXX6633A'),
      amount,
      ['ssa', 'Social Security Administration', 'Income'],
      { series: ssaR },
    );
  }
  // Social Security, Linda: fourth Wednesday, started July 2026.
  const ssaL = h.defineSeries('ssa-linda', chk.file, 'monthly', 'income', false);
  for (const d of nthWeekdayDates('2026-07-01', END, 3, 4))
    put(
      chk,
      prevBiz(d),
      achL('SSA  TREAS 310', '9031036000', 'XXSOC SEC', 'PPD', d, 'XXXXX2208A'),
      161800,
      ['ssa', 'Social Security Administration', 'Income'],
      { series: ssaL },
    );

  // ASRS pension: first of the month, paid the business day before when the 1st is not one.
  const pension = h.defineSeries('asrs-pension', chk.file, 'monthly', 'income', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'prev'))
    put(
      chk,
      d,
      ach('AZ STATE RETIRE', '1860126789', 'ANNUITY', 'PPD', d, '00418822'),
      d < '2025-12-30' ? 310417 : 308842,
      ['asrs', 'Arizona State Retirement System', 'Income', { merchant: 'ASRS' }],
      { series: pension },
    );
  // Off-cycle: a retro COLA adjustment under the same description.
  put(
    chk,
    '2025-07-15',
    ach('AZ STATE RETIRE', '1860126789', 'ANNUITY', 'PPD', '2025-07-15', '00418822'),
    41200,
    ['asrs', 'Arizona State Retirement System', 'Income'],
  );

  // Medicare Part B Easy Pay for Linda until her Social Security withholds it.
  const medicare = h.defineSeries('medicare-easy-pay', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-20', '2026-06-30', 20, 'next')) {
    const amount = d < '2025-01-01' ? 17470 : d < '2026-01-01' ? 18500 : 20290;
    put(
      chk,
      d,
      achL('CMS MEDICARE', '9101209004', 'MEDICARE PREM', 'PPD', d, '1EG4TE5MK72'),
      -amount,
      ['cms', 'Medicare', 'Insurance', { category: 'Government' }],
      { series: medicare },
    );
  }

  // Two Medigap plans at Mutual of Omaha, both drafted on the 1st.
  const gapR = h.defineSeries('medigap-robert', chk.file, 'monthly', 'bill', true);
  const gapL = h.defineSeries('medigap-linda', chk.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'next')) {
    const r = d < '2025-04-01' ? 21840 : d < '2026-04-01' ? 23150 : 24610;
    const l = d < '2025-09-01' ? 19685 : d < '2026-09-01' ? 20830 : 22170;
    put(
      chk,
      d,
      ach('MUTUAL OF OMAHA', '4470192831', 'INS PREM', 'PPD', d, 'MS8812004'),
      -r,
      ['moo', 'Mutual of Omaha', 'Insurance'],
      { series: gapR },
    );
    put(
      chk,
      d,
      achL('MUTUAL OF OMAHA', '4470192831', 'INS PREM', 'PPD', d, 'MS8812019'),
      -l,
      ['moo', 'Mutual of Omaha', 'Insurance'],
      { series: gapL },
    );
  }

  // Utilities: variable.
  const tep = h.defineSeries('tep-electric', chk.file, 'monthly', 'bill', false);
  monthlyDates('2024-11-28', END, 12, 'next').forEach((d, i) => {
    const month = Number(d.slice(5, 7));
    const summer = month >= 6 && month <= 9 ? 1 : month === 5 || month === 10 ? 0.6 : 0.25;
    const amount = Math.round(6800 + summer * 26000 + rng.int(-1800, 1800) + i * 10);
    put(
      chk,
      addDays(d, rng.int(0, 2)),
      ach('TUCSON ELECTRIC', '1860062390', 'UTIL PYMT', 'WEB', d, '0093318842'),
      -amount,
      ['tep', 'Tucson Electric Power', 'Utilities'],
      { series: tep },
    );
  });
  const gas = h.defineSeries('southwest-gas', chk.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-24', END, 24, 'next')) {
    const month = Number(d.slice(5, 7));
    const winter = month === 12 || month <= 2 ? 1 : month === 3 || month === 11 ? 0.5 : 0.1;
    put(
      chk,
      d,
      ach('SOUTHWEST GAS', '8880111223', 'PAYMENT', 'WEB', d, '110029384401'),
      -Math.round(2600 + winter * 6400 + rng.int(-500, 500)),
      ['swg', 'Southwest Gas', 'Utilities', { merchant: 'SW Gas Holdings' }],
      { series: gas },
    );
  }

  // Landscaper, paid by paper check; cashed 4-10 days after the 1st. Check numbers run on.
  const yard = h.defineSeries('landscaper-check', chk.file, 'monthly', 'bill', true);
  let checkNo = 1041;
  for (const first of monthlyDates('2024-12-01', END, 1)) {
    put(
      chk,
      addDays(first, rng.int(4, 10)),
      `CHECK ${checkNo++}`,
      first < '2026-03-01' ? -9500 : -11000,
      ['check', '', ''],
      { series: yard },
    );
    if (rng.chance(0.35))
      put(chk, addDays(first, rng.int(12, 26)), `CHECK ${checkNo++}`, -rng.cents(2000, 40000), [
        'check',
        '',
        '',
      ]);
  }

  // Homeowners insurance, annual.
  const home = h.defineSeries('usaa-homeowners', chk.file, 'annual', 'bill', true);
  put(
    chk,
    '2025-03-14',
    ach('USAA P&C', '1741234567', 'AUTOPAY', 'PPD', '2025-03-14', '01882733'),
    -141200,
    ['usaa', 'USAA', 'Insurance'],
    { series: home },
  );
  put(
    chk,
    '2026-03-16',
    ach('USAA P&C', '1741234567', 'AUTOPAY', 'PPD', '2026-03-16', '01882733'),
    -158800,
    ['usaa', 'USAA', 'Insurance'],
    { series: home },
  );

  // Savings transfer to Chase savings: 500 then 300 a month.
  const sav = h.defineSeries('transfer-to-savings', chk.file, 'monthly', 'transfer', true);
  for (const d of monthlyDates('2024-12-05', END, 5, 'next'))
    put(
      chk,
      d,
      `Online Transfer to SAV ...7731 transaction#: ${rng.digits(11)} ${mmSlashDd(d)}`,
      d < '2026-02-01' ? -50000 : -30000,
      ['xfer', '', 'Transfer'],
      { series: sav },
    );
  for (const d of ['2025-08-19', '2026-01-27'])
    put(chk, d, `Online Transfer from SAV ...7731 transaction#: ${rng.digits(11)}`, 150000, [
      'xfer',
      '',
      'Transfer',
    ]);

  // Interest earned on checking (Premier Plus), monthly and variable: an income series, not a fee.
  const interest = h.defineSeries('checking-interest', chk.file, 'monthly', 'income', false);
  for (const d of monthlyDates('2024-11-30', END, 31, 'prev'))
    put(chk, d, 'INTEREST PAYMENT', rng.int(9, 64), ['int', '', 'Interest'], { series: interest });

  // Discover card: payment from checking and the card's payment line.
  const payChk = h.defineSeries('discover-payment-checking', chk.file, 'monthly', 'transfer', false);
  const payCard = h.defineSeries('discover-payment-card', card.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-26', END, 26, 'next')) {
    const amount = rng.cents(90000, 260000);
    put(
      chk,
      d,
      ach('DISCOVER', '2510020270', 'E-PAYMENT', 'WEB', d, '6011XXXXXXXX4409'),
      -amount,
      ['disc', 'Discover', 'Credit Card Payment'],
      { series: payChk },
    );
    put(
      card,
      addDays(d, -1),
      'INTERNET PAYMENT - THANK YOU',
      amount,
      ['discpay', '', 'Payments and Credits'],
      { series: payCard },
    );
  }

  // Chase fees and their traps.
  for (const d of ['2025-02-28', '2025-08-29', '2026-01-30'])
    put(chk, d, 'MONTHLY SERVICE FEE', -2500, ['fee', '', 'Fees & Adjustments', { category: 'Bank Fees' }], {
      fee: 'monthly_maintenance',
    });
  put(chk, '2025-09-02', 'MONTHLY SERVICE FEE REVERSAL', 2500, ['feerev', '', 'Fees & Adjustments']);
  for (const [d, amt] of [
    ['2025-10-08', 21843],
    ['2025-10-11', 16211],
    ['2025-10-15', 10904],
  ] as const) {
    put(chk, addDays(d, 1), `NON-CHASE ATM WITHDRAW ${mmSlashDd(d)} BANCOMAT ROMA IT CARD 4417`, -amt, [
      'atmw',
      '',
      'Cash',
    ]);
    put(chk, addDays(d, 1), 'NON-CHASE ATM FEE-WITH', -500, ['atmfee', '', 'Fees & Adjustments'], {
      fee: 'atm',
    });
    put(
      chk,
      addDays(d, 1),
      `FOREIGN EXCH RT ADJ FEE ${mmSlashDd(d)} BANCOMAT ROMA IT`,
      -Math.round(amt * 0.03),
      ['fxfee', '', ''],
      { fee: 'foreign_transaction' },
    );
  }
  put(chk, '2026-05-13', 'NON-CHASE ATM FEE-WITH', -300, ['atmfee', '', 'Fees & Adjustments'], {
    fee: 'atm',
  });
  put(chk, '2026-05-13', 'NON-CHASE ATM WITHDRAW 05/12 7-ELEVEN 38215 TUCSON AZ CARD 4417', -6000, [
    'atmw',
    '',
    'Cash',
  ]);
  put(chk, '2025-06-03', 'STOP PAYMENT FEE', -3000, ['stop', '', ''], { fee: 'other' });
  // ATM withdrawals at Chase ATMs: never fees.
  for (const d of irregularDates(rng, 9, 34))
    put(
      chk,
      d,
      `ATM WITHDRAWAL 00${rng.digits(4)} ${mmSlashDd(d)} 2990 E SPEEDWAY BLVD TUCSON AZ CARD 4417`,
      -rng.pick([6000, 10000, 20000, 12000]),
      ['atmw', '', 'Cash'],
    );
  // Zelle to grandchildren, deposits, a debit-card purchase now and then.
  for (const d of irregularDates(rng, 20, 70))
    put(
      chk,
      d,
      `Zelle payment to ${rng.pick(['Emma Halvorsen', 'Noah Halvorsen', 'Karin Lind'])} JPM99${rng.code(6).toLowerCase()}`,
      -rng.pick([5000, 10000, 2500, 7500]),
      ['zelle', '', 'Transfer'],
    );
  for (const d of irregularDates(rng, 30, 90))
    put(chk, d, `REMOTE ONLINE DEPOSIT #          ${rng.int(1, 9)}`, rng.cents(4000, 65000), [
      'rdc',
      '',
      'Deposit',
    ]);
  put(chk, '2025-04-22', 'CARD PURCHASE 04/21 PIMA COUNTY LIBRARY LATE FEE TUCSON AZ CARD 4417', -350, [
    'library',
    'Pima County Public Library',
    'Education',
  ]);
  // Vehicle registration renews every September: an annual bill, and its portal service fee beside it.
  const reg = h.defineSeries('servicearizona-registration', chk.file, 'annual', 'bill', true);
  const regFee = h.defineSeries('servicearizona-service-fee', chk.file, 'annual', 'bill', true);
  put(
    chk,
    '2025-09-10',
    'CARD PURCHASE 09/09 SERVICEARIZONA.COM SERVICE FEE PHOENIX AZ CARD 4417',
    -400,
    ['servaz', 'ServiceArizona', 'Government'],
    { series: regFee },
  );
  put(
    chk,
    '2025-09-10',
    'CARD PURCHASE 09/09 SERVICEARIZONA.COM VEH REG PHOENIX AZ CARD 4417',
    -9150,
    ['servaz', 'ServiceArizona', 'Government'],
    { series: reg },
  );
  put(
    chk,
    '2026-09-09',
    'CARD PURCHASE 09/08 SERVICEARIZONA.COM SERVICE FEE PHOENIX AZ CARD 4417',
    -400,
    ['servaz', 'ServiceArizona', 'Government'],
    { series: regFee },
  );
  put(
    chk,
    '2026-09-09',
    'CARD PURCHASE 09/08 SERVICEARIZONA.COM VEH REG PHOENIX AZ CARD 4417',
    -9460,
    ['servaz', 'ServiceArizona', 'Government'],
    { series: reg },
  );
  for (const d of irregularDates(rng, 15, 45)) {
    const shop = rng.pick(['WALGREENS #5122', 'ACE HARDWARE 12244', "FRY'S FOOD #0661", 'EXO ROAST COFFEE']);
    put(
      chk,
      d,
      `CARD PURCHASE ${mmSlashDd(addDays(d, -1))} ${shop} TUCSON AZ CARD 4417`,
      -rng.cents(600, 9000),
      [shop, shop.replace(/ #?\d+$/, ''), 'Shopping'],
    );
  }

  // ---- Discover card ----
  const netflix = h.defineSeries('netflix', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 9))
    put(
      card,
      d,
      'NETFLIX.COM 866-579-7172 CA',
      d < '2025-02-01' ? -1549 : -1799,
      ['netflix', 'Netflix', 'Services'],
      { series: netflix },
    );
  const icloud = h.defineSeries('apple-icloud', card.file, 'monthly', 'subscription', true);
  const tvplus = h.defineSeries('apple-tv-plus', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 14))
    put(card, d, 'APPLE.COM/BILL 866-712-7753 CA', -299, ['apple', 'Apple', 'Services'], { series: icloud });
  for (const d of monthlyDates('2024-11-22', END, 22))
    put(
      card,
      d,
      'APPLE.COM/BILL 866-712-7753 CA',
      d < '2025-08-01' ? -999 : -1299,
      ['apple', 'Apple', 'Services'],
      { series: tvplus },
    );
  for (const d of irregularDates(rng, 20, 80))
    put(card, d, 'APPLE.COM/BILL 866-712-7753 CA', -rng.pick([99, 499, 699, 1499, 299]), [
      'apple',
      'Apple',
      'Services',
    ]);
  put(card, '2025-03-25', 'APPLE.COM/BILL 866-712-7753 CA', 999, ['apple', 'Apple', 'Services']);
  const peacock = h.defineSeries('peacock', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 3)) {
    if (d >= '2025-06-01' && d < '2025-10-01') continue;
    put(
      card,
      d,
      `PEACOCK ${rng.code(5)} PREMIUM NEW YORK NY`,
      d < '2025-10-01' ? -799 : -1099,
      ['peacock', 'Peacock', 'Services'],
      { series: peacock },
    );
  }
  const paramount = h.defineSeries('paramount-plus', card.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', '2025-03-31', 27))
    put(
      card,
      d,
      'PARAMOUNT+ 888-274-5343 NY',
      -799,
      ['paramount', 'Paramount+', 'Services', { merchant: 'CBS Interactive' }],
      { series: paramount },
    );
  const sirius = h.defineSeries('siriusxm', card.file, 'quarterly', 'subscription', true);
  for (const d of monthlyDates('2024-12-18', END, 18, 'none', 3))
    put(
      card,
      d,
      'SIRIUSXM RADIO 888-635-5144 NY',
      d < '2026-03-01' ? -4197 : -4797,
      ['sirius', 'SiriusXM', 'Services'],
      { series: sirius },
    );
  const aarp = h.defineSeries('aarp', card.file, 'annual', 'subscription', true);
  put(card, '2025-02-11', 'AARP MEMBERSHIP 888-687-2277 DC', -2000, ['aarp', 'AARP', 'Services'], {
    series: aarp,
  });
  put(card, '2026-02-11', 'AARP MEMBERSHIP 888-687-2277 DC', -2000, ['aarp', 'AARP', 'Services'], {
    series: aarp,
  });
  const prime = h.defineSeries('amazon-prime', card.file, 'annual', 'subscription', true);
  put(
    card,
    '2025-01-06',
    `AMAZON PRIME*${rng.code(9)} AMZN.COM/BILL WA`,
    -13900,
    ['amzn', 'Amazon', 'Merchandise'],
    { series: prime },
  );
  put(
    card,
    '2026-01-06',
    `AMAZON PRIME*${rng.code(9)} AMZN.COM/BILL WA`,
    -13900,
    ['amzn', 'Amazon', 'Merchandise'],
    { series: prime },
  );

  // Weekly Safeway, not a series.
  for (let d: IsoDate = '2024-11-22'; d <= END; d = addDays(d, 7))
    if (rng.chance(0.85))
      put(card, addDays(d, rng.int(-1, 2)), 'SAFEWAY #1734 TUCSON AZ', -rng.cents(4800, 18500), [
        'safeway',
        'Safeway',
        'Supermarkets',
      ]);
  for (const d of irregularDates(rng, 40, 120))
    put(card, d, 'CASHBACK BONUS REDEMPTION PYMT/STMT CRDT', rng.cents(1500, 6000), [
      'cbb',
      '',
      'Awards and Rebate Credits',
    ]);
  irregularSpending(card, rng, 3.4, [
    {
      key: 'amzmk',
      clean: 'Amazon',
      category: 'Merchandise',
      minCents: 800,
      maxCents: 12000,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA`,
      weight: 3,
    },
    {
      key: 'tst',
      clean: 'Blue Willow',
      category: 'Restaurants',
      minCents: 2200,
      maxCents: 7800,
      describe: () => 'TST* BLUE WILLOW RESTAURANT TUCSON AZ',
    },
    {
      key: 'coffee',
      clean: 'Exo Roast Coffee',
      category: 'Restaurants',
      minCents: 400,
      maxCents: 1600,
      describe: () => 'EXO ROAST COFFEE TUCSON AZ',
      weight: 2,
    },
    {
      key: 'choc',
      clean: 'Chocolate Iguana',
      category: 'Restaurants',
      minCents: 500,
      maxCents: 1800,
      describe: () => 'CHOCOLATE IGUANA TUCSON AZ',
      weight: 0.5,
    },
    {
      key: 'circlek',
      clean: 'Circle K',
      category: 'Gasoline',
      minCents: 2500,
      maxCents: 6800,
      describe: () => `CIRCLE K # ${rng.digits(5)} TUCSON AZ`,
      weight: 2,
    },
    {
      key: 'walg',
      clean: 'Walgreens',
      category: 'Merchandise',
      minCents: 500,
      maxCents: 6000,
      describe: () => 'WALGREENS #5122 TUCSON AZ',
    },
    {
      key: 'golf',
      clean: 'Randolph Golf Course',
      category: 'Travel/ Entertainment',
      minCents: 2800,
      maxCents: 6200,
      describe: () => 'SQ *RANDOLPH GOLF COURSE Tucson AZ',
    },
    {
      key: 'costco',
      clean: 'Costco',
      category: 'Warehouse Clubs',
      minCents: 4000,
      maxCents: 26000,
      describe: () => 'COSTCO WHSE #0479 TUCSON AZ',
      wrong: { category: 'Supermarkets' },
    },
    {
      key: 'feast',
      clean: 'Feast',
      category: 'Restaurants',
      minCents: 3500,
      maxCents: 12000,
      describe: () => 'FEAST TUCSON AZ',
    },
    {
      key: 'chewy',
      clean: 'Chewy',
      category: 'Merchandise',
      minCents: 2000,
      maxCents: 9000,
      describe: () => 'CHEWY.COM 800-672-4399 FL',
    },
  ]);
  // Italy trip on Discover (no foreign fee on this card).
  for (const d of ['2025-10-07', '2025-10-09', '2025-10-10', '2025-10-12', '2025-10-14'])
    put(
      card,
      d,
      `${rng.pick(['TRATTORIA DA ENZO', 'MUSEI VATICANI', 'OSTERIA DEL SOLE', 'TRENITALIA'])} ROMA ITA`,
      -rng.cents(3000, 18000),
      ['italy', '', 'Travel/ Entertainment'],
    );
  return h;
}
