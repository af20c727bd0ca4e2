/**
 * Household 4's business checking: owner draws, the Chase Ink payment (both sides), bank fees, wires, check
 * deposits and ATM cash.
 */
import { END, irregularDates, monthlyDates, put } from './lib';
import { mmSlashDd } from '../../kit/calendar';
import type { Denver } from './household-4-setup';

export function addTransfersAndFees({ rng, h, bus, ink }: Denver): void {
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
}
