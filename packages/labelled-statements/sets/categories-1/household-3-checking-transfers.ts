/**
 * Household 3: transfers both ways between the Wells Fargo checking and the Navy Federal savings (both sides,
 * with the savings' dividends), P2P, ATM cash and the fees, then the debit card's spending.
 */
import { addDays } from '@tourniquet/domain';
import { mmSlashDd } from '../../kit/calendar';
import { every, monthlyOn } from './lib';
import type { Minneapolis } from './household-3-setup';
import * as N from './merchants';

export function addSavingsTransfersAndDebitCard({ r, h, chk, sav, ach, L, add, local }: Minneapolis): void {
  // Savings at the credit union, both sides
  for (const d of every(14, '2026-07-27')) {
    const ref = r.code(9);
    add(
      d,
      `ONLINE TRANSFER REF #IBE${ref} TO NAVY FEDERAL SAVINGS XXXXXX7012 ON ${mmSlashDd(d)}/26`,
      -40_000,
      L('TRANSFER_OUT_SAVINGS', 'own-savings', true),
    );
    h.add(
      sav,
      addDays(d, 1),
      `WELLS FARGO BANK TRANSFER ALEX MORGAN`,
      40_000,
      L('TRANSFER_IN_SAVINGS', 'own-checking', true),
    );
  }
  for (const d of ['2026-08-25', '2026-10-26']) {
    h.add(
      sav,
      d,
      'Transfer To Wells Fargo Checking',
      -100_000,
      L('TRANSFER_OUT_ACCOUNT_TRANSFER', 'own-checking', true),
    );
    add(
      addDays(d, 1),
      ach('NAVY FEDERAL CU', 'TRANSFER', addDays(d, 1), r.digits(10)),
      100_000,
      L('TRANSFER_IN_ACCOUNT_TRANSFER', 'own-savings', true),
    );
  }
  for (const d of monthlyOn(28))
    h.add(sav, d, 'Dividend', r.cents(1_800, 2_600), L('INCOME_INTEREST_EARNED', 'nfcu-dividend'));

  // P2P, cash and fees
  for (const d of ['2026-08-03', '2026-08-30', '2026-09-27', '2026-10-25', '2026-11-15'])
    add(
      d,
      ach('VENMO', 'PAYMENT', d, `10${r.digits(8)}`),
      -r.cents(1_200, 8_000),
      L('TRANSFER_OUT_ACCOUNT_TRANSFER', 'venmo'),
    );
  add(
    '2026-10-03',
    `ZELLE FROM NGUYEN TAN ON 10/03 REF # BACQ${r.code(8)}`,
    6_000,
    L('TRANSFER_IN_ACCOUNT_TRANSFER', 'zelle-tan-nguyen'),
  );
  for (const d of ['2026-08-08', '2026-09-19', '2026-10-31'])
    add(
      d,
      `ATM WITHDRAWAL AUTHORIZED ON ${mmSlashDd(d)} 1100 NICOLLET MALL MINNEAPOLIS MN 000${r.digits(4)} ATM ID 0${r.digits(3)}A CARD 0912`,
      -r.pick([4_000, 8_000]),
      L('TRANSFER_OUT_WITHDRAWAL', 'atm', true),
    );
  add(
    '2026-09-02',
    `NON-WF ATM WITHDRAWAL AUTHORIZED ON 09/02 UNITED AIRLINES TERM MINNEAPOLIS MN 000${r.digits(4)} ATM ID 0${r.digits(3)}B CARD 0912`,
    -6_000,
    L('TRANSFER_OUT_WITHDRAWAL', 'atm', true),
  );
  add('2026-09-02', 'NON-WELLS FARGO ATM TRANSACTION FEE', -250, L('BANK_FEES_ATM_FEES', 'wells-atm-fee'));
  add('2026-08-29', 'MONTHLY SERVICE FEE', -1_000, L('BANK_FEES_OTHER_BANK_FEES', 'wells-service-fee'));
  add(
    '2026-10-29',
    `OVERDRAFT FEE FOR A $42.17 ITEM - DETAILS: PURCHASE AUTHORIZED ON 10/28 CUB FOODS #1642 MINNEAPOLIS MN S${r.digits(15)} CARD 0912`,
    -3_500,
    L('BANK_FEES_OVERDRAFT_FEES', 'wells-overdraft'),
  );
  h.add(chk, '2026-09-08', 'CHECK # 2214', -9_500, L('TRANSFER_OUT_OTHER_TRANSFER_OUT', 'check'), {
    check: '2214',
  });

  // Debit card
  h.shop(chk, 3, [
    local.dogwood,
    local.caribou,
    local.kwik,
    local.holiday,
    local.cub,
    local.lunds,
    local.wedge,
    local.metro,
    local.niceRide,
    local.pho79,
    local.laundry,
    local.parking,
    N.SEVEN_ELEVEN,
    N.TARGET,
  ]);
  for (const d of monthlyOn(6)) h.buy(chk, d, local.lifetime);
  for (const d of monthlyOn(20)) h.buy(chk, d, local.storage);
}
