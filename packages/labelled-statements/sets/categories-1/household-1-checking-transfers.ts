/**
 * Household 1, Chase checking: money moved (savings, Vanguard), Zelle and Venmo both ways, ATM cash and its
 * fees, a check, a deposit, the service fee and its reversal; then the debit card's spending.
 */
import { mmSlashDd } from '../../kit/calendar';
import { every, monthlyOn } from './lib';
import type { Oakland } from './household-1-setup';
import * as N from './merchants';

export function addMoneyMovedAndDebitCard({ r, h, chk, ach, L, add, local }: Oakland): void {
  // Money moved and P2P
  for (const d of monthlyOn(3))
    add(
      d,
      `Online Transfer to SAV ...8210 transaction#: ${r.digits(11)} ${mmSlashDd(d)}`,
      -150_000,
      L('TRANSFER_OUT_SAVINGS', 'own-savings', true),
      'ACCT_XFER',
    );
  add(
    '2026-09-22',
    `Online Transfer from SAV ...8210 transaction#: ${r.digits(11)} 09/22`,
    120_000,
    L('TRANSFER_IN_ACCOUNT_TRANSFER', 'own-savings', true),
    'ACCT_XFER',
  );
  for (const d of monthlyOn(16))
    add(
      d,
      ach('VANGUARD BUY', 'INVESTMENT', '7231234567', 'WEB'),
      -50_000,
      L('TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS', 'vanguard', true),
    );
  for (const d of every(7, '2026-07-24'))
    add(
      d,
      `Zelle Payment To Marisol Ortega JPM99${r.code(6).toLowerCase()}`,
      -r.pick([24_000, 26_000, 28_000]),
      L('TRANSFER_OUT_ACCOUNT_TRANSFER', 'zelle-marisol-ortega'),
      'QUICKPAY_DEBIT',
    );
  for (const d of ['2026-08-02', '2026-09-13', '2026-10-26', '2026-11-08'])
    add(
      d,
      `Zelle Payment From Kevin Tran WFCT0${r.code(6)}`,
      r.cents(2_500, 9_000),
      L('TRANSFER_IN_ACCOUNT_TRANSFER', 'zelle-kevin-tran'),
      'QUICKPAY_CREDIT',
    );
  for (const d of ['2026-07-30', '2026-08-21', '2026-09-18', '2026-10-23', '2026-11-13'])
    add(
      d,
      ach('VENMO', 'PAYMENT', `10${r.digits(8)}`, 'WEB'),
      -r.cents(1_500, 12_000),
      L('TRANSFER_OUT_ACCOUNT_TRANSFER', 'venmo'),
    );
  for (const d of ['2026-08-27', '2026-10-29'])
    add(
      d,
      ach('VENMO', 'CASHOUT', '5264681992'),
      r.cents(4_000, 21_000),
      L('TRANSFER_IN_ACCOUNT_TRANSFER', 'venmo', true),
      'ACH_CREDIT',
    );
  for (const d of ['2026-07-25', '2026-08-22', '2026-09-26', '2026-10-24', '2026-11-14'])
    add(
      d,
      `ATM WITHDRAWAL                       00${r.digits(4)} ${mmSlashDd(d)} 3301 BROADWAY OAKLAND CA`,
      -r.pick([6_000, 10_000, 20_000]),
      L('TRANSFER_OUT_WITHDRAWAL', 'atm', true),
      'ATM',
    );
  add(
    '2026-09-05',
    `NON-CHASE ATM WITHDRAW ${mmSlashDd('2026-09-05')} 1200 VAN NESS AVE SAN FRANCISCO CA CARD 7733`,
    -8_000,
    L('TRANSFER_OUT_WITHDRAWAL', 'atm', true),
    'ATM',
  );
  add(
    '2026-09-05',
    'NON-CHASE ATM FEE-WITH',
    -300,
    L('BANK_FEES_ATM_FEES', 'chase-atm-fee'),
    'FEE_TRANSACTION',
  );
  add(
    '2026-10-02',
    'NON-CHASE ATM FEE-WITH',
    -300,
    L('BANK_FEES_ATM_FEES', 'chase-atm-fee'),
    'FEE_TRANSACTION',
  );
  h.add(chk, '2026-08-11', 'CHECK 1043', -45_000, L('TRANSFER_OUT_OTHER_TRANSFER_OUT', 'check'), {
    check: '1043',
  });
  add(
    '2026-10-14',
    'REMOTE ONLINE DEPOSIT #          1',
    25_000,
    L('TRANSFER_IN_DEPOSIT', 'remote-deposit'),
    'CHECK_DEPOSIT',
  );
  add(
    '2026-08-31',
    'MONTHLY SERVICE FEE',
    -2_500,
    L('BANK_FEES_OTHER_BANK_FEES', 'chase-service-fee'),
    'FEE_TRANSACTION',
  );
  add(
    '2026-09-02',
    'MONTHLY SERVICE FEE REVERSAL',
    2_500,
    L('BANK_FEES_OTHER_BANK_FEES', 'chase-service-fee'),
    'REFUND_TRANSACTION',
  );

  // Debit card
  h.shop(chk, 2.2, [
    N.TRADER_JOES,
    local.berkeleyBowl,
    local.blueBottle,
    N.CVS,
    N.SHELL,
    N.CHEVRON,
    local.piedmontGrocery,
    local.cityParking,
    local.pho,
    N.SEVEN_ELEVEN,
    local.hardware,
    N.USPS,
    N.DOLLAR_TREE,
  ]);
  for (const d of monthlyOn(5)) h.buy(chk, d, N.PLANET_FITNESS);
  for (const d of monthlyOn(22)) h.buy(chk, d, N.TMOBILE);
}
