/**
 * Household 2's checking: savings transfers, the dividend, the Apple Card payment (both sides), ATM cash, bank
 * fees, and the not-fees (the DMV registration and its service fee, a library late fee).
 */
import { END, everyDays, irregularDates, monthlyDates, put } from './lib';
import type { Houston } from './household-2-setup';

export function addTransfersAndFees({ rng, h, chk, card, pos }: Houston): void {
  // Weekly savings transfer (Fridays), paused Jul-Sep 2025; pulls back are irregular.
  const sav = h.defineSeries('transfer-to-shares', chk.file, 'weekly', 'transfer', false);
  for (const d of everyDays('2024-11-22', END, 7, 'prev')) {
    if (d >= '2025-07-01' && d < '2025-10-01') continue;
    put(chk, d, 'TRANSFER TO ACCT XXXX0917', -2500, ['xfer', '', 'Transfer'], { series: sav });
  }
  for (const d of irregularDates(rng, 25, 80))
    put(chk, d, 'TRANSFER FROM ACCT XXXX0917', rng.pick([10000, 15000, 20000, 30000]), [
      'xfer',
      '',
      'Transfer',
    ]);
  for (const d of irregularDates(rng, 30, 100))
    put(
      chk,
      d,
      `Zelle CREDIT From JORDAN REYES Conf# ${rng.code(9).toLowerCase()}`,
      rng.pick([5000, 10000, 20000]),
      ['zelle-self', '', 'Transfer'],
    );

  // Monthly dividend: an income series.
  const div = h.defineSeries('share-dividend', chk.file, 'monthly', 'income', false);
  for (const d of monthlyDates('2024-11-30', END, 31))
    put(chk, d, 'Dividend', rng.int(2, 31), ['div', '', 'Interest'], { series: div });

  // Apple Card payment, both sides.
  const payChk = h.defineSeries('apple-card-payment-checking', chk.file, 'monthly', 'transfer', false);
  const payCard = h.defineSeries('apple-card-payment-card', card.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-28', END, 28, 'next')) {
    const amount = rng.cents(18000, 90000);
    put(
      chk,
      d,
      `ACH Paid To APPLECARD GSBANK PAYMENT ${rng.digits(7)}`,
      -amount,
      ['applepay', 'Apple Card', 'Credit Card Payment'],
      { series: payChk },
    );
    put(
      card,
      d,
      'ACH DEPOSIT INTERNET TRANSFER FROM ACCOUNT ENDING IN 4821',
      amount,
      ['applepayc', '', 'Payment'],
      { series: payCard },
    );
  }

  // Fees and not-fees.
  for (const d of ['2025-01-14', '2025-04-09', '2025-08-22', '2026-02-03', '2026-06-30', '2026-10-13']) {
    put(
      chk,
      d,
      `ATM Withdrawal - ${rng.pick(['CARDTRONICS', 'ALLPOINT', 'CHASE'])} ${rng.digits(6)} HOUSTON TX`,
      -rng.pick([4000, 6000, 10000]),
      ['atmw', '', 'Cash'],
    );
    put(chk, d, 'NON-NFCU ATM FEE', -100, ['atmfee', '', 'Fees'], { fee: 'atm' });
  }
  for (const d of irregularDates(rng, 30, 75))
    put(chk, d, `ATM Withdrawal - NFCU ${rng.digits(6)} HOUSTON TX`, -rng.pick([2000, 4000, 6000]), [
      'atmw',
      '',
      'Cash',
    ]);
  for (const d of ['2025-02-26', '2025-07-29', '2026-04-28'])
    put(chk, d, 'OD ITEM FEE', -2000, ['od', '', 'Fees', { category: 'Transfer' }], { fee: 'overdraft' });
  put(chk, '2025-07-30', 'OD ITEM FEE REFUND', 2000, ['odrev', '', 'Fees']);
  // Vehicle registration renews each spring: an annual bill, with the portal's service fee as its own series.
  const reg = h.defineSeries('txdmv-registration', chk.file, 'annual', 'bill', true);
  const regFee = h.defineSeries('txdmv-service-fee', chk.file, 'annual', 'bill', true);
  put(
    chk,
    '2025-05-02',
    pos('2025-05-02', 'TXDMV REGISTRATION SERVICE FEE AUSTIN TX'),
    -200,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: regFee },
  );
  put(
    chk,
    '2025-05-02',
    pos('2025-05-02', 'TXDMV REGISTRATION AUSTIN TX'),
    -7575,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: reg },
  );
  put(
    chk,
    '2026-04-30',
    pos('2026-04-30', 'TXDMV REGISTRATION SERVICE FEE AUSTIN TX'),
    -200,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: regFee },
  );
  put(
    chk,
    '2026-04-30',
    pos('2026-04-30', 'TXDMV REGISTRATION AUSTIN TX'),
    -7575,
    ['txdmv', 'Texas DMV', 'Government'],
    { series: reg },
  );
  put(chk, '2025-11-04', pos('2025-11-04', 'HARRIS COUNTY PUBLIC LIBRARY LATE FEE HOUSTON TX'), -500, [
    'hcpl',
    '',
    'Education',
  ]);
}
