/**
 * Household 2, Wells Fargo fees and not-fees: overdrafts and overdraft protection, the wire and its charge, ATM
 * withdrawals and fees, the savings excess-activity fee, the tax collector convenience fee, debit-card noise, Venmo.
 */
import { addDays } from '@tourniquet/domain';
import { mmSlashDd, yymmdd } from '../../kit/calendar';
import { nextBiz, scatter } from '../../kit/household';
import type { Tampa } from './household-2-setup';

export function addFeesAndNoise({ r, h, chk, sav, purchase }: Tampa): void {
  // Fees and not-fees on checking.
  h.add(chk, '2025-06-03', purchase('2025-06-02', 'PUBLIX #1234 TAMPA FL'), -16_212);
  h.add(
    chk,
    '2025-06-03',
    'OVERDRAFT FEE FOR A $162.12 PURCHASE - DETAILS: 0602 PUBLIX #1234 TAMPA FL',
    -3500,
    { fee: 'overdraft' },
  );
  h.add(chk, '2025-06-04', 'OVERDRAFT PROTECTION FROM SAVINGS XXXXXX8812', 50_000);
  h.add(sav, '2025-06-04', 'OVERDRAFT PROTECTION TO CHECKING XXXXXX0912', -50_000);
  h.add(chk, '2026-01-13', 'OVERDRAFT FEE FOR A $74.99 RECURRING PAYMENT - DETAILS: 0112 SPECTRUM', -3500, {
    fee: 'overdraft',
  });
  h.add(chk, '2026-01-20', 'OVERDRAFT FEE REFUND', 3500);
  h.add(chk, '2026-01-14', 'OVERDRAFT PROTECTION FROM SAVINGS XXXXXX8812', 30_000);
  h.add(sav, '2026-01-14', 'OVERDRAFT PROTECTION TO CHECKING XXXXXX0912', -30_000);
  h.add(
    chk,
    '2025-10-07',
    `WT FED#07342 JPMORGAN CHASE BAN /FTR/BNF=COASTAL TITLE LLC SRF# ${r.digits(16)} TRN#${r.digits(6)}`,
    -1_250_000,
  );
  h.add(
    chk,
    '2025-10-07',
    `WIRE TRANS SVC CHARGE - SEQUENCE: 251007${r.digits(6)} SRF# ${r.digits(16)} TRN#${r.digits(6)} RFB#`,
    -3000,
    {
      fee: 'wire',
    },
  );
  for (const d of ['2025-03-15', '2025-08-09', '2026-05-30']) {
    h.add(
      chk,
      d,
      `NON-WF ATM WITHDRAWAL AUTHORIZED ON ${mmSlashDd(d)} 4010 W SPRUCE ST TAMPA FL 000${r.digits(5)} ATM ID ${r.digits(4)} CARD 0912`,
      -r.pick([6000, 10000]),
    );
    h.add(chk, d, `NON-WELLS FARGO ATM TRANSACTION FEE`, -250, { fee: 'atm' });
  }
  for (const d of ['2025-01-25', '2025-07-12', '2026-02-07', '2026-09-19'])
    h.add(
      chk,
      d,
      `ATM WITHDRAWAL AUTHORIZED ON ${mmSlashDd(d)} 3801 W KENNEDY BLVD TAMPA FL 000${r.digits(5)} ATM ID ${r.digits(4)} CARD 0912`,
      -r.pick([4000, 8000, 10000]),
    );
  h.add(sav, '2025-09-30', 'SAVINGS EXCESS ACTIVITY FEE', -1500, { fee: 'other' });
  for (const d of ['2025-09-05', '2025-09-12', '2025-09-19', '2025-09-26', '2025-09-29', '2025-09-30'])
    h.add(
      sav,
      d,
      `ONLINE TRANSFER REF #IB0${r.alnum(7)} TO EVERYDAY CHECKING XXXXXX0912 ON ${mmSlashDd(d)}/25`,
      -r.centsFromDollars(100, 400),
    );
  h.add(chk, '2025-11-18', purchase('2025-11-17', 'HILLSBOROUGH TAX COLL CONV FEE TAMPA FL'), -275);
  h.add(chk, '2025-11-18', purchase('2025-11-17', 'HILLSBOROUGH TAX COLL TAMPA FL'), -4_810);
  scatter(h, chk, r, 0.8, [
    {
      make: (d) => purchase(d, `PUBLIX #${r.pick(['1234', '0719', '1502'])} TAMPA FL`),
      lo: 18,
      hi: 210,
      weight: 3,
    },
    { make: (d) => purchase(d, `WAWA ${r.digits(4)} TAMPA FL`), lo: 8, hi: 55, weight: 2 },
    { make: (d) => purchase(d, `WAWA COFFEE #${r.digits(3)} TAMPA FL`), lo: 3, hi: 9, weight: 0.5 },
    { make: (d) => purchase(d, `RACETRAC ${r.digits(4)} BRANDON FL`), lo: 30, hi: 70, weight: 2 },
    { make: (d) => purchase(d, `WALGREENS #${r.digits(5)} TAMPA FL`), lo: 5, hi: 60, weight: 1 },
  ]);
  for (let d = '2024-12-02'; d <= '2026-11-20'; d = addDays(d, r.int(12, 45)))
    h.add(
      chk,
      nextBiz(d),
      `VENMO CASHOUT ${yymmdd(nextBiz(d))} ${r.digits(10)} DANA SMITH`,
      r.centsFromDollars(20, 180),
    );
}
