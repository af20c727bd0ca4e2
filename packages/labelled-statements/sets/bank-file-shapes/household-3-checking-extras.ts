/** Household 3's Bank of America checking fees and not-fees, ATM, a wire, the NCDMV and debit card spending. */
import { mmdd } from '../../kit/calendar';
import { scatter } from '../../kit/household';
import type { Raleigh } from './household-3-setup';

export function addFeesAndSpending({ r, h, chk, checkcard }: Raleigh): void {
  // Fees and not-fees.
  h.add(chk, '2025-03-11', checkcard('2025-03-10', 'HARRIS TEETER #0123 RALEIGH NC'), -9_412);
  h.add(
    chk,
    '2025-03-11',
    'OVERDRAFT ITEM FEE FOR ACTIVITY OF 03-11 CHECKCARD 0310 HARRIS TEETER #0123 POSTING DATE 03-11-25 POSTING SEQ 00003',
    -1000,
    {
      fee: 'overdraft',
    },
  );
  h.add(chk, '2025-03-14', 'Overdraft Item Fee Refund', 1000);
  h.add(
    chk,
    '2026-07-24',
    'OVERDRAFT ITEM FEE FOR ACTIVITY OF 07-23 ELECTRONIC TRANSACTION POSTING DATE 07-24-26 POSTING SEQ 00002',
    -1000,
    {
      fee: 'overdraft',
    },
  );
  for (const [d, text, c] of [
    ['2026-05-11', 'PASTELARIA BENARD LISBOA PRT', -1_460],
    ['2026-05-12', 'PINGO DOCE LISBOA PRT', -3_922],
  ] as const) {
    h.add(chk, d, checkcard(d, text), c);
    h.add(chk, d, `INTERNATIONAL TRANSACTION FEE`, -Math.round(-c * 0.03), { fee: 'foreign_transaction' });
  }
  h.add(chk, '2026-05-13', `BKOFAMERICA ATM 05/13 #00000${r.digits(4)} WITHDRWL LISBOA PRT`, -10_000);
  for (const d of ['2025-04-19', '2025-10-25', '2026-08-22']) {
    h.add(chk, d, `WITHDRWL ${mmdd(d)} 5 POINTS ATM RALEIGH NC 0000${r.digits(4)}`, -r.pick([4000, 6000]));
    h.add(chk, d, 'ATM FEE - NON-BANK OF AMERICA ATM', -350, { fee: 'atm' });
  }
  for (const d of ['2025-01-18', '2025-07-05', '2026-02-14', '2026-10-10'])
    h.add(
      chk,
      d,
      `BKOFAMERICA ATM ${d.slice(5, 7)}/${d.slice(8, 10)} #00000${r.digits(4)} WITHDRWL GLENWOOD AVE RALEIGH NC`,
      -r.pick([6000, 10000]),
    );
  h.add(
    chk,
    '2025-08-20',
    `WIRE TYPE:WIRE IN DATE:250820 TIME:1102 ET TRN:2025082000${r.digits(6)} ORIG:NORDIC TYPE CO ID:${r.digits(8)}`,
    640_000,
  );
  h.add(chk, '2025-08-20', 'WIRE TRANSFER FEE', -1500, { fee: 'wire' });
  h.add(chk, '2025-09-09', checkcard('2025-09-08', 'NCDMV ONLINE SERVICE FEE RALEIGH NC'), -300);
  h.add(chk, '2025-09-09', checkcard('2025-09-08', 'NCDMV VEHICLE REGISTRATION RALEIGH NC'), -3_875);
  scatter(h, chk, r, 0.8, [
    { make: (d) => checkcard(d, `HARRIS TEETER #0${r.digits(3)} RALEIGH NC`), lo: 14, hi: 160, weight: 3 },
    { make: (d) => checkcard(d, `JUBALA COFFEE RALEIGH NC`), lo: 4, hi: 12, weight: 2 },
    {
      make: (d) => `PURCHASE ${mmdd(d)} SHEETZ ${r.digits(4)} RALEIGH NC`,
      lo: 25,
      hi: 58,
      weight: 1.5,
    },
    { make: (d) => checkcard(d, `BOTTEGA COFFEE ROASTERS DURHAM NC`), lo: 5, hi: 16, weight: 0.6 },
  ]);
}
