/**
 * Household 1, Chase checking: the Discover payment (both sides), Chase fees and their traps, ATM cash, Zelle,
 * deposits, the vehicle registration and the debit-card purchases.
 */
import { addDays } from '@tourniquet/domain';
import { END, irregularDates, monthlyDates, put } from './lib';
import { mmSlashDd } from '../../kit/calendar';
import type { Tucson } from './household-1-setup';

export function addPaymentsFeesAndCash({ rng, h, chk, card, ach }: Tucson): void {
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
}
