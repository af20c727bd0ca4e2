/**
 * Household 3, PNC checking (partner A): the Zelle to self from USAA, the service charges and other fees, ATM
 * cash and the debit-card spending.
 */
import { addDays } from '@tourniquet/domain';
import { END, irregularDates, irregularSpending, monthlyDates, put } from './lib';
import { mmSlashDd } from '../../kit/calendar';
import type { Columbus } from './household-3-setup';

export function addPncCashAndSpending({ rng, h, pnc, usaa }: Columbus): void {
  // Zelle to self: USAA -> PNC, both sides.
  const zOut = h.defineSeries('zelle-to-self-usaa', usaa.file, 'monthly', 'transfer', false);
  const zIn = h.defineSeries('zelle-from-self-pnc', pnc.file, 'monthly', 'transfer', false);
  for (const d of monthlyDates('2024-11-27', END, 27, 'prev')) {
    const ref = rng.code(10);
    put(usaa, d, `ZELLE TO OKAFOR DANIEL PNC ${ref}`, -100000, ['zself', '', 'Transfer'], { series: zOut });
    put(
      pnc,
      d,
      `ZELLE FROM OKAFOR DANIEL ON ${mmSlashDd(d)} REF # USAA${ref}`,
      100000,
      ['zselfin', '', 'Transfer'],
      { series: zIn },
    );
  }
  // PNC monthly service charge: a fee every month, never a series.
  for (const d of monthlyDates('2024-11-29', END, 28, 'next')) {
    if (d >= '2026-05-01') break;
    put(
      pnc,
      d,
      `SERVICE CHARGE PERIOD ENDING ${mmSlashDd(addDays(d, -1))}`,
      -700,
      ['svc', '', 'Bank Fees', { category: 'Service Charge' }],
      { fee: 'monthly_maintenance' },
    );
  }
  put(pnc, '2025-06-30', 'SERVICE CHARGE REVERSAL', 700, ['svcrev', '', 'Bank Fees']);
  put(pnc, '2025-10-14', 'STOP PAYMENT CHARGE', -3300, ['stop', '', ''], { fee: 'other' });
  put(pnc, '2026-04-17', 'OFFICIAL CHECK CHARGE', -1000, ['offchk', '', ''], { fee: 'other' });
  put(pnc, '2026-04-17', 'OFFICIAL CHECK 0048812', -1850000, ['offchk2', '', '']);
  for (const d of irregularDates(rng, 18, 40))
    put(
      pnc,
      d,
      `ATM WITHDRAWAL ${rng.digits(6)} 1570 N HIGH ST COLUMBUS OH ${mmSlashDd(d)}`,
      -rng.pick([4000, 8000, 10000]),
      ['atm', '', 'Cash'],
    );
  put(pnc, '2025-08-19', 'ATM SURCHARGE FEE OTHER BANK ATM', -300, ['atmfee', '', 'Bank Fees'], {
    fee: 'atm',
  });
  put(pnc, '2025-08-19', `ATM WITHDRAWAL ${rng.digits(6)} CEDAR POINT SANDUSKY OH 08/19`, -10000, [
    'atm',
    '',
    'Cash',
  ]);
  irregularSpending(pnc, rng, 1.6, [
    {
      key: 'kroger',
      clean: 'Kroger',
      category: 'Groceries',
      minCents: 2500,
      maxCents: 19000,
      describe: (d) => `POS PURCHASE - ${mmSlashDd(d).replace('/', '')} KROGER #523 COLUMBUS OH`,
      weight: 3,
    },
    {
      key: 'speedway',
      clean: 'Speedway',
      category: 'Gas',
      minCents: 2800,
      maxCents: 7000,
      describe: (d) => `DEBIT CARD PURCHASE XXXXX3391 SPEEDWAY ${rng.digits(5)} COLUMBUS OH ${mmSlashDd(d)}`,
      weight: 2,
    },
    {
      key: 'timh',
      clean: 'Tim Hortons',
      category: 'Coffee',
      minCents: 300,
      maxCents: 1400,
      describe: (d) => `DEBIT CARD PURCHASE XXXXX3391 TIM HORTONS #8812 COLUMBUS OH ${mmSlashDd(d)}`,
    },
    {
      key: 'graeter',
      clean: "Graeter's",
      category: 'Restaurants',
      minCents: 600,
      maxCents: 3000,
      describe: (d) =>
        `DEBIT CARD PURCHASE XXXXX3391 GRAETERS CHOCOLATE ICE CREAM COLUMBUS OH ${mmSlashDd(d)}`,
      weight: 0.6,
    },
    {
      key: 'i9',
      clean: 'i9 Sports',
      category: 'Kids',
      minCents: 8900,
      maxCents: 13900,
      describe: () => `ACH WEB ${rng.digits(10)} I9 SPORTS REGISTR`,
      weight: 0.15,
    },
  ]);
}
