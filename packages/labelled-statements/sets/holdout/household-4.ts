/**
 * Household 4: a small ceramics studio in Denver CO. US Bank business checking and a Chase Ink business card.
 */
import { addDays } from '@tourniquet/domain';
import {
  END,
  everyDays,
  irregularDates,
  irregularSpending,
  monthlyDates,
  put,
  enrichedAccount,
  holdoutHousehold,
} from './lib';
import type { Household } from '../../kit/household';
import { mmSlashDd } from '../../kit/calendar';
import { createRng } from '../../kit/random';

export function household4(): Household {
  const rng = createRng(4404);
  const h = holdoutHousehold(
    'household-4',
    'Small business (ceramics studio), Denver CO. US Bank business checking and Chase Ink card. Square and Stripe ' +
      "payouts are irregular (not series); Square FEE debits are the processor's, not bank fees. Gusto has three " +
      'series (net pay biweekly, payroll tax biweekly, its monthly FEE that moves with headcount). Google Workspace ' +
      'per-seat steps up and down; QuickBooks rises twice; AWS varies; Adobe anchored on the 31st; Slack ended; ' +
      'ChatGPT started in July 2026. Wire fees, overdrafts, excessive transaction fees, a cashiers check fee, ' +
      'maintenance fees, purchase interest and a card late fee are fees.',
  );
  const bus = enrichedAccount(h, 'usbank-business-checking.csv', 'depository', false, 0.3);
  const ink = enrichedAccount(h, 'chase-ink-card.csv', 'credit', true, 0.95);

  // Processor payouts: irregular.
  for (const d of irregularDates(rng, 1, 5))
    put(
      bus,
      d,
      `ELECTRONIC DEPOSIT SQUARE INC REF=${rng.digits(15)} SQ${d.slice(2, 4)}${d.slice(5, 7)}${d.slice(8, 10)}P${rng.code(6)}`,
      rng.cents(6000, 190000),
      ['square', 'Square', 'Income', { merchant: 'Block Inc' }],
    );
  for (const d of irregularDates(rng, 2, 12))
    put(bus, d, `ELECTRONIC DEPOSIT STRIPE TRANSFER REF=ST-${rng.code(12)}`, rng.cents(12000, 380000), [
      'stripe',
      'Stripe',
      'Income',
    ]);
  for (const d of irregularDates(rng, 35, 110))
    put(bus, d, `ELECTRONIC WITHDRAWAL SQUARE INC SQ FEE REF=${rng.digits(15)}`, -rng.cents(300, 4800), [
      'square',
      'Square',
      'Income',
    ]);
  for (const d of irregularDates(rng, 50, 140))
    put(bus, d, 'ELECTRONIC WITHDRAWAL STRIPE FEES REF=CHARGEBACK FEE', -1500, [
      'stripe',
      'Stripe',
      'Income',
    ]);

  // Payroll by Gusto: net pay and taxes biweekly (variable, hourly staff), and Gusto's own fee monthly.
  const net = h.defineSeries('gusto-net-pay', bus.file, 'biweekly', 'bill', false);
  const tax = h.defineSeries('gusto-tax', bus.file, 'biweekly', 'bill', false);
  for (const d of everyDays('2024-11-27', END, 14, 'prev')) {
    const staff = d < '2025-05-01' ? 2 : d < '2026-02-01' ? 3 : 2;
    const gross = staff * rng.cents(90000, 130000);
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL GUSTO NET ${rng.code(6)}`,
      -Math.round(gross * 0.82),
      ['gusto', 'Gusto', 'Payroll'],
      { series: net },
    );
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL GUSTO TAX ${rng.code(6)}`,
      -Math.round(gross * 0.31),
      ['gusto', 'Gusto', 'Payroll'],
      { series: tax },
    );
  }
  const gustoFee = h.defineSeries('gusto-fee', bus.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-12-03', END, 3, 'next')) {
    const staff = d < '2025-05-15' ? 3 : d < '2026-02-15' ? 4 : 3;
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL GUSTO FEE ${rng.digits(6)}`,
      -(4900 + staff * 600),
      ['gusto', 'Gusto', 'Payroll'],
      { series: gustoFee },
    );
  }
  const rent = h.defineSeries('studio-rent', bus.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-12-01', END, 1, 'next'))
    put(
      bus,
      d,
      `WEB AUTHORIZED PMT BLAKE STREET LLC RENT ${rng.digits(6)}`,
      d < '2025-07-01' ? -185000 : -192500,
      ['blake', '', 'Rent'],
      { series: rent },
    );
  const xcel = h.defineSeries('xcel-energy', bus.file, 'monthly', 'bill', false);
  for (const d of monthlyDates('2024-11-21', END, 16, 'next'))
    put(
      bus,
      d,
      `ELECTRONIC WITHDRAWAL XCEL ENERGY-PSCO XCELENERGY ${rng.digits(9)}`,
      -rng.cents(18000, 64000),
      ['xcel', 'Xcel Energy', 'Utilities'],
      { series: xcel },
    );
  const insurance = h.defineSeries('next-insurance', bus.file, 'monthly', 'bill', true);
  for (const d of monthlyDates('2024-11-21', END, 8, 'next'))
    put(
      bus,
      d,
      'WEB AUTHORIZED PMT NEXT INSUR NEXT INS',
      d < '2025-11-01' ? -6417 : -7082,
      ['nexti', 'Next Insurance', 'Insurance'],
      { series: insurance },
    );
  // Owner draws to a personal account, twice a month; top-ups back are irregular.
  const draw = h.defineSeries('owner-draw', bus.file, 'semi_monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-21', END, 15, 'prev').concat(
    monthlyDates('2024-11-21', END, 30, 'prev'),
  ))
    put(bus, d, 'TRANSFER TO ACCT XXXX5521 ONLINE BANKING', -250000, ['draw', '', 'Transfer'], {
      series: draw,
    });
  for (const d of ['2025-02-26', '2025-09-03', '2026-01-21'])
    put(bus, d, 'TRANSFER FROM ACCT XXXX5521 ONLINE BANKING', 300000, ['draw', '', 'Transfer']);
  // Chase Ink payment, both sides.
  const payChk = h.defineSeries('ink-payment-checking', bus.file, 'monthly', 'transfer', false);
  const payCard = h.defineSeries('ink-payment-card', ink.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-24', END, 24, 'next')) {
    const amount = rng.cents(90000, 340000);
    put(
      bus,
      d,
      'ELECTRONIC WITHDRAWAL CHASE CREDIT CRD AUTOPAY',
      -amount,
      ['inkpay', 'Chase', 'Credit Card Payment'],
      { series: payChk },
    );
    put(ink, d, 'AUTOMATIC PAYMENT - THANK', amount, ['inkpayc', '', ''], { series: payCard });
  }
  // Bank fees.
  for (const d of ['2025-01-31', '2025-02-28', '2025-09-30', '2026-01-30'])
    put(bus, d, 'MAINTENANCE FEE', -1500, ['maint', '', 'Bank Fees', { category: 'Office Supplies' }], {
      fee: 'monthly_maintenance',
    });
  for (const d of ['2025-03-31', '2025-12-31', '2026-07-31'])
    put(bus, d, 'EXCESSIVE TRANSACTION FEE', -rng.pick([450, 900, 1350]), ['excess', '', 'Bank Fees'], {
      fee: 'other',
    });
  for (const d of ['2025-04-10', '2025-10-22', '2026-05-12', '2026-08-19']) {
    put(bus, d, `WIRE DEBIT DOMESTIC REF ${rng.digits(8)} LAGUNA CLAY CO`, -rng.cents(240000, 680000), [
      'wire',
      '',
      'Supplies',
    ]);
    put(bus, d, 'DOMESTIC WIRE FEE', -3000, ['wirefee', '', 'Bank Fees'], { fee: 'wire' });
  }
  put(bus, '2025-12-02', `WIRE CREDIT REF ${rng.digits(8)} MAISON HOME GOODS WHOLESALE`, 1240000, [
    'wirein',
    '',
    'Income',
  ]);
  put(bus, '2025-12-02', 'INCOMING WIRE FEE', -1500, ['wirefee', '', 'Bank Fees'], { fee: 'wire' });
  for (const d of ['2025-02-24', '2026-01-20'])
    put(bus, d, 'OVERDRAFT PAID ITEM FEE', -3600, ['od', '', 'Bank Fees'], { fee: 'overdraft' });
  put(bus, '2026-01-21', 'OVERDRAFT FEE REFUND', 3600, ['odr', '', 'Bank Fees']);
  put(bus, '2025-06-12', 'CASHIERS CHECK FEE', -1000, ['cc', '', 'Bank Fees'], { fee: 'other' });
  put(bus, '2025-06-12', 'CASHIERS CHECK PURCHASE 6612309', -420000, ['ccp', '', '']);
  put(bus, '2026-03-19', 'RETURN ITEM CHARGEBACK', -32500, ['rtn', '', '']);
  put(bus, '2026-03-19', 'RETURN ITEM CHARGEBACK FEE', -1900, ['rtnfee', '', 'Bank Fees'], {
    fee: 'insufficient_funds',
  });
  for (const d of irregularDates(rng, 25, 60))
    put(bus, d, `MOBILE CHECK DEPOSIT ${rng.digits(6)}`, rng.cents(15000, 220000), ['rdc', '', 'Income']);
  for (const d of irregularDates(rng, 40, 90))
    put(bus, d, `ATM WITHDRAWAL US BANK 1660 WAZEE ST DENVER CO ${mmSlashDd(d)}`, -rng.pick([10000, 20000]), [
      'atm',
      '',
      'Cash',
    ]);
  irregularSpending(bus, rng, 0.9, [
    {
      key: 'usps',
      clean: 'USPS',
      category: 'Shipping',
      minCents: 800,
      maxCents: 9500,
      describe: () => `DEBIT PURCHASE -VISA USPS PO ${rng.digits(10)} DENVER CO`,
      weight: 2,
    },
    {
      key: 'kingsoopers',
      clean: 'King Soopers',
      category: 'Groceries',
      minCents: 1200,
      maxCents: 7000,
      describe: () => 'DEBIT PURCHASE -VISA KING SOOPERS #0012 DENVER CO',
    },
    {
      key: 'coffee',
      clean: 'Huckleberry Roasters',
      category: 'Coffee',
      minCents: 400,
      maxCents: 2200,
      describe: () => 'DEBIT PURCHASE -VISA SQ *HUCKLEBERRY ROAST Denver CO',
    },
  ]);

  // ---- Chase Ink ----
  const workspace = h.defineSeries('google-workspace', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-12-01', END, 1)) {
    const seats = d < '2025-05-01' ? 3 : d < '2026-02-01' ? 4 : 3;
    const perSeat = d < '2025-03-01' ? 1400 : 1680;
    put(
      ink,
      d,
      `GOOGLE *GSUITE_mesaclay g.co/helppay# CA`,
      -seats * perSeat,
      ['google', 'Google', 'Professional Services'],
      { series: workspace },
    );
  }
  for (const d of irregularDates(rng, 14, 45))
    put(ink, d, `GOOGLE *ADS${rng.digits(10)} cc@google.com CA`, -rng.cents(5000, 35000), [
      'google',
      'Google',
      'Professional Services',
    ]);
  const shopify = h.defineSeries('shopify', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 14))
    put(
      ink,
      d,
      `SHOPIFY* ${rng.digits(9)} SHOPIFY.COM ON`,
      -3900,
      ['shopify', 'Shopify', 'Professional Services'],
      { series: shopify },
    );
  for (const d of irregularDates(rng, 30, 120))
    put(ink, d, `SHOPIFY* ${rng.digits(9)} SHOPIFY.COM ON`, -rng.cents(500, 6000), [
      'shopify',
      'Shopify',
      'Professional Services',
    ]);
  const qbo = h.defineSeries('quickbooks', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 20))
    put(
      ink,
      d,
      `INTUIT *QBooks Online CL.INTUIT.COM CA`,
      d < '2025-07-01' ? -3500 : d < '2026-07-01' ? -3800 : -4200,
      ['intuit', 'Intuit', 'Professional Services'],
      { series: qbo },
    );
  const aws = h.defineSeries('aws', ink.file, 'monthly', 'subscription', false);
  for (const d of monthlyDates('2024-12-02', END, 2))
    put(
      ink,
      addDays(d, rng.int(0, 1)),
      'AMAZON WEB SERVICES AWS.AMAZON.CO WA',
      -rng.cents(1800, 9600),
      ['aws', 'Amazon Web Services', 'Professional Services', { merchant: 'Amazon' }],
      { series: aws },
    );
  put(ink, '2025-08-09', 'AMAZON WEB SERVICES AWS.AMAZON.CO WA', 2500, [
    'aws',
    'Amazon Web Services',
    'Professional Services',
  ]);
  const adobe = h.defineSeries('adobe-creative-cloud', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', END, 31))
    put(
      ink,
      d,
      'ADOBE *CREATIVE CLOUD 408-536-6000 CA',
      d < '2025-06-30' ? -5999 : -6999,
      ['adobe', 'Adobe', 'Professional Services'],
      { series: adobe },
    );
  for (const d of ['2025-03-12', '2025-09-04', '2026-06-22'])
    put(ink, d, 'ADOBE *STOCK 408-536-6000 CA', -2999, ['adobe', 'Adobe', 'Professional Services']);
  const slack = h.defineSeries('slack', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2024-11-21', '2025-06-30', 27))
    put(
      ink,
      d,
      `SLACK T0${rng.code(7)} DUBLIN IRL`,
      d < '2025-05-01' ? -2625 : -3500,
      ['slack', 'Slack', 'Professional Services'],
      { series: slack },
    );
  put(ink, '2025-06-28', 'INTERNATIONAL SERVICE FEE', -105, ['fx', '', 'Fees & Adjustments'], {
    fee: 'foreign_transaction',
  });
  put(ink, '2025-05-28', 'FOREIGN TRANSACTION FEE', -105, ['fx', '', 'Fees & Adjustments'], {
    fee: 'foreign_transaction',
  });
  const chatgpt = h.defineSeries('chatgpt', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2026-07-09', END, 9))
    put(
      ink,
      d,
      'OPENAI *CHATGPT SUBSCR OPENAI.COM CA',
      -2000,
      ['openai', 'OpenAI', 'Professional Services'],
      { series: chatgpt },
    );
  const transistor = h.defineSeries('paddle-podcast-host', ink.file, 'monthly', 'subscription', true);
  for (const d of monthlyDates('2025-01-17', END, 17))
    put(ink, d, 'PADDLE.NET* TRANSISTORFM LONDON GBR', -1900, ['paddle', 'Paddle', 'Professional Services'], {
      series: transistor,
    });
  const canva = h.defineSeries('canva-annual', ink.file, 'annual', 'subscription', true);
  put(
    ink,
    '2025-02-08',
    `CANVA* I0${rng.digits(7)} SURRY HILLS AUS`,
    -11999,
    ['canva', 'Canva', 'Professional Services'],
    { series: canva },
  );
  put(
    ink,
    '2026-02-08',
    `CANVA* I0${rng.digits(7)} SURRY HILLS AUS`,
    -11999,
    ['canva', 'Canva', 'Professional Services'],
    { series: canva },
  );
  put(ink, '2025-08-14', '2CO.COM*FOXIT SOFTWARE 877-294-6933 NL', -15900, [
    '2co',
    '',
    'Professional Services',
  ]);
  put(ink, '2026-04-02', 'FS *SKETCHUP 877-878-8837 NV', -11900, ['fs', '', 'Professional Services']);
  for (const d of ['2025-03-25', '2025-04-25', '2026-02-25'])
    put(ink, d, 'PURCHASE INTEREST CHARGE', -rng.cents(1200, 6400), ['pint', '', 'Fees & Adjustments'], {
      fee: 'interest',
    });
  put(ink, '2025-04-19', 'LATE FEE', -3900, ['late', '', 'Fees & Adjustments'], { fee: 'late' });
  put(ink, '2025-04-21', 'Payment Thank You - Web', 80000, ['inkpayc2', '', '']);
  irregularSpending(ink, rng, 2.4, [
    {
      key: 'uline',
      clean: 'Uline',
      category: 'Shopping',
      minCents: 4000,
      maxCents: 42000,
      describe: () => 'ULINE *SHIP SUPPLIES 800-295-5510 WI',
    },
    {
      key: 'amz',
      clean: 'Amazon',
      category: 'Shopping',
      minCents: 1200,
      maxCents: 24000,
      describe: () => `AMZN Mktp US*${rng.code(9)} Amzn.com/bill WA`,
      weight: 3,
    },
    {
      key: 'ups',
      clean: 'UPS',
      category: 'Shipping',
      minCents: 900,
      maxCents: 12000,
      describe: () => `UPS*1Z${rng.code(16)} 800-811-1648 GA`,
      weight: 2,
    },
    {
      key: 'clay',
      clean: 'Laguna Clay',
      category: 'Shopping',
      minCents: 9000,
      maxCents: 60000,
      describe: () => 'LAGUNA CLAY CO CITY OF INDUSTRY CA',
    },
    {
      key: 'homedepot',
      clean: 'Home Depot',
      category: 'Home',
      minCents: 1500,
      maxCents: 26000,
      describe: () => 'THE HOME DEPOT #1504 DENVER CO',
    },
    {
      key: 'lunch',
      clean: "Illegal Pete's",
      category: 'Food & Drink',
      minCents: 1100,
      maxCents: 6000,
      describe: () => "TST* ILLEGAL PETE'S - RINO Denver CO",
    },
    {
      key: 'etsy',
      clean: 'Etsy',
      category: 'Shopping',
      minCents: 1500,
      maxCents: 8000,
      describe: () => 'ETSY.COM - SELLER FEES BROOKLYN NY',
      weight: 0.3,
    },
  ]);
  return h;
}
