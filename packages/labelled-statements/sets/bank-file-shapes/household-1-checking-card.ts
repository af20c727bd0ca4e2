/**
 * Household 1, Chase checking noise: debit-card and ATM rows, the overdraft fees, the Toronto trip with its
 * exchange-rate fees, and the BMV portal fee (not a bank fee).
 */
import { scatter } from '../../kit/household';
import type { Columbus } from './household-1-setup';

export function addDebitCardAndAtm({ r, h, chk, cardBuy }: Columbus): void {
  // Debit-card and ATM noise on checking.
  scatter(h, chk, r, 1.0, [
    {
      make: (d) =>
        `CARD PURCHASE WITH PIN ${d.slice(5, 7)}/${d.slice(8, 10)} KROGER #${r.pick(['945', '512', '977'])} COLUMBUS OH CARD 4417`,
      lo: 22,
      hi: 190,
      weight: 3,
      type: 'DEBIT_CARD',
    },
    {
      make: (d) => cardBuy(d, `SPEEDWAY ${r.digits(5)} COLUMBUS OH`),
      lo: 25,
      hi: 62,
      weight: 2,
      type: 'DEBIT_CARD',
    },
    {
      make: (d) => cardBuy(d, `FOX IN THE SNOW COFFEE COLUMBUS OH`),
      lo: 4,
      hi: 14,
      weight: 1.5,
      type: 'DEBIT_CARD',
    },
    { make: (d) => cardBuy(d, `TST* CONDADO TACOS - SH COLUMBUS OH`), lo: 18, hi: 64, type: 'DEBIT_CARD' },
    {
      make: (d) => cardBuy(d, `CVS/PHARMACY #0${r.digits(4)} COLUMBUS OH`),
      lo: 6,
      hi: 48,
      type: 'DEBIT_CARD',
    },
    {
      make: (d) => cardBuy(d, `SQ *JENIS SPLENDID ICE CREAMS Columbus OH`),
      lo: 6,
      hi: 22,
      weight: 0.6,
      type: 'DEBIT_CARD',
    },
  ]);
  for (const d of [
    '2025-02-08',
    '2025-05-17',
    '2025-08-30',
    '2025-11-15',
    '2026-02-21',
    '2026-06-13',
    '2026-09-26',
  ]) {
    h.add(
      chk,
      d,
      `NON-CHASE ATM WITHDRAW ${d.slice(5, 7)}/${d.slice(8, 10)} 1800 N HIGH ST COLUMBUS OH CARD 4417`,
      -r.pick([4000, 6000, 10000]),
      { type: 'ATM' },
    );
    h.add(chk, d, 'NON-CHASE ATM FEE-WITH', -300, { type: 'FEE_TRANSACTION', fee: 'atm' });
  }
  for (const d of ['2025-03-29', '2025-10-04', '2026-04-18'])
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL 00${r.digits(4)} ${d.slice(5, 7)}/${d.slice(8, 10)} 2 E BROAD ST COLUMBUS OH CARD 4417`,
      -r.pick([6000, 8000]),
      { type: 'ATM' },
    );
  // Overdraft in June 2025: a card purchase pushed the balance below zero.
  h.add(chk, '2025-06-12', cardBuy('2025-06-12', 'TST* LINDEYS COLUMBUS OH'), -8_760, { type: 'DEBIT_CARD' });
  h.add(
    chk,
    '2025-06-13',
    'OVERDRAFT FEE FOR A $87.60 CARD PURCHASE - DETAILS: 0612TST* LINDEYS COLUMBUS OH 0 4417',
    -3400,
    {
      type: 'FEE_TRANSACTION',
      fee: 'overdraft',
    },
  );
  h.add(
    chk,
    '2026-01-27',
    'OVERDRAFT FEE FOR A $210.16 ITEM - DETAILS: COLUMBIA GAS OH UTILITYPMT WEB ID: 9000123456',
    -3400,
    {
      type: 'FEE_TRANSACTION',
      fee: 'overdraft',
    },
  );
  // A Toronto trip on the debit card: Chase's exchange-rate fee names the merchant.
  for (const [d, text, c] of [
    ['2025-07-14', 'TIM HORTONS #2231 TORONTO ON', -842],
    ['2025-07-15', 'CN TOWER TORONTO ON', -6_120],
    ['2025-07-16', 'LOBLAWS #1012 TORONTO ON', -3_377],
  ] as const) {
    h.add(chk, d, cardBuy(d, text), c, { type: 'DEBIT_CARD' });
    h.add(
      chk,
      d,
      `FOREIGN EXCH RT ADJ FEE ${d.slice(5, 7)}/${d.slice(8, 10)} ${text} CARD 4417`,
      -Math.round(-c * 0.03),
      {
        type: 'FEE_TRANSACTION',
        fee: 'foreign_transaction',
      },
    );
  }
  h.add(chk, '2025-08-11', cardBuy('2025-08-11', 'OH BMV ONLINE SERVICE FEE COLUMBUS OH'), -800, {
    type: 'DEBIT_CARD',
  });
  h.add(chk, '2025-08-11', cardBuy('2025-08-11', 'OHIO BMV REGISTRATION COLUMBUS OH'), -6_150, {
    type: 'DEBIT_CARD',
  });
}
