/**
 * Household 2, Bank of America checking: money moved, PayPal and Zelle, cash, a deposit and the fees; then the
 * debit card's spending.
 */
import { mmSlashDd } from '../../kit/calendar';
import { every, monthlyOn } from './lib';
import type { RoundRock } from './household-2-setup';
import * as N from './merchants';

export function addMoneyMovedAndDebitCard({ r, h, chk, L, add, local }: RoundRock): void {
  // Money moved and P2P
  for (const d of monthlyOn(2))
    add(
      d,
      `Online Banking transfer to SAV 4521 Confirmation# ${r.digits(10)}`,
      -50_000,
      L('TRANSFER_OUT_SAVINGS', 'own-savings', true),
    );
  add(
    '2026-10-19',
    `Online Banking transfer from SAV 4521 Confirmation# ${r.digits(10)}`,
    150_000,
    L('TRANSFER_IN_ACCOUNT_TRANSFER', 'own-savings', true),
  );
  for (const d of ['2026-08-09', '2026-09-12', '2026-10-10', '2026-11-14'])
    add(
      d,
      `Zelle payment to ROSA GARCIA Conf# ${r.code(9).toLowerCase()}`,
      -r.cents(5_000, 20_000),
      L('TRANSFER_OUT_ACCOUNT_TRANSFER', 'zelle-rosa-garcia'),
    );
  add(
    '2026-09-20',
    `Zelle payment from DAVID LEE for "BBQ"; Conf# ${r.code(9).toLowerCase()}`,
    4_500,
    L('TRANSFER_IN_ACCOUNT_TRANSFER', 'zelle-david-lee'),
  );
  for (const d of ['2026-07-31', '2026-08-28', '2026-10-02', '2026-10-30'])
    add(
      d,
      `BANK OF AMERICA ATM ${mmSlashDd(d)} #00000${r.digits(4)} WITHDRWL ROUND ROCK UNIVE ROUND ROCK TX`,
      -r.pick([4_000, 6_000, 10_000]),
      L('TRANSFER_OUT_WITHDRAWAL', 'atm', true),
    );
  h.add(chk, '2026-08-17', 'Check 1187', -32_500, L('TRANSFER_OUT_OTHER_TRANSFER_OUT', 'check'), {
    check: '1187',
  });
  h.add(chk, '2026-10-12', 'Check 1188', -12_000, L('TRANSFER_OUT_OTHER_TRANSFER_OUT', 'check'), {
    check: '1188',
  });
  add('2026-08-31', 'Monthly Maintenance Fee', -1_200, L('BANK_FEES_OTHER_BANK_FEES', 'boa-fee'));
  add(
    '2026-09-15',
    `OVERDRAFT ITEM FEE FOR ACTIVITY OF 09-14 POSTING SEQ 00012 CKCD 5411 XXXXXXXXXXXX4821`,
    -1_000,
    L('BANK_FEES_OVERDRAFT_FEES', 'boa-overdraft'),
  );

  // Debit card
  h.shop(chk, 2.8, [
    local.heb,
    local.hebGas,
    local.whataburger,
    local.qt,
    N.WALMART,
    N.DOLLAR_TREE,
    N.SEVEN_ELEVEN,
    local.feed,
    local.cuvee,
    N.CHICK_FIL_A,
    N.WALGREENS,
    local.supercuts,
    N.GREAT_CLIPS,
  ]);
  for (const d of every(14, '2026-07-23')) h.buy(chk, d, local.lawn);
  for (const d of monthlyOn(7)) h.buy(chk, d, local.swim);
}
