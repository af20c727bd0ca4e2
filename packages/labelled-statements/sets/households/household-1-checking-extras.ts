import { mmSlashDd } from '../../kit/calendar';
import { boaAch, boaCheckcard } from './descriptors';
import type { HouseholdBuilder } from './household';
import { spend } from './spending';

/** Household 1 checking: cash, fees, person-to-person payments and a few debit-card purchases. */
export function household1CheckingExtras(h: HouseholdBuilder, file: string): void {
  const { rng } = h;
  // Cash at her own bank's ATM: not a fee.
  for (const date of [
    '2024-11-16',
    '2025-01-11',
    '2025-03-22',
    '2025-06-07',
    '2025-08-30',
    '2025-12-20',
    '2026-04-18',
    '2026-07-25',
    '2026-10-03',
  ]) {
    h.row(file, {
      date,
      description: `BKOFAMERICA ATM ${mmSlashDd(date)} #00000${rng.digits(4)} WITHDRWL CHARLOTTE MAIN ST CHARLOTTE NC`,
      amountCents: -rng.pick([4000, 6000, 10000, 20000]),
      merchant: 'Bank of America ATM',
      category: 'Cash',
      traps: ['atm-withdrawal-not-fee'],
    });
  }
  // Another bank's ATM: the withdrawal, and beside it BoA's own fee for using it.
  for (const date of ['2025-02-14', '2025-07-04', '2025-10-25', '2026-02-07', '2026-08-15']) {
    h.row(file, {
      date,
      description: `WITHDRWL 7-ELEVEN ${rng.digits(5)} ${mmSlashDd(date)} CHARLOTTE NC`,
      amountCents: -rng.pick([4000, 6000, 8000]),
      merchant: '7-Eleven',
      category: 'Cash',
      traps: ['atm-withdrawal-not-fee'],
    });
    h.fee(file, 'atm', {
      date,
      description: 'NON-BANK ATM FEE',
      cents: 250,
      merchant: 'Bank of America',
      category: 'Fees & Adjustments',
    });
  }
  // Months where the direct deposit landed a day late and the balance requirement was missed.
  for (const date of ['2025-01-31', '2025-05-30', '2026-02-27']) {
    h.fee(file, 'monthly_maintenance', {
      date,
      description: 'MONTHLY MAINTENANCE FEE',
      cents: 1200,
      merchant: 'Bank of America',
      category: 'Fees & Adjustments',
      traps: ['recurring-fee-not-series'],
    });
  }
  h.row(file, {
    date: '2025-06-03',
    description: 'MONTHLY MAINTENANCE FEE REFUND',
    amountCents: 1200,
    merchant: 'Bank of America',
    category: 'Fees & Adjustments',
    traps: ['fee-reversal-not-fee'],
  });
  h.fee(file, 'other', {
    date: '2025-04-22',
    description: 'COUNTER CHECK FEE',
    cents: 200,
    merchant: 'Bank of America',
    category: 'Shopping',
    categoryExact: '',
    traps: ['fee-uncategorised'],
  });
  const friends = ['ALEX KIM', 'JORDAN LEE', 'SAM RIVERA', 'PRIYA PATEL', 'CHRIS NGUYEN'];
  const zelleTo = friends.map((name) => ({
    describe: () => `Zelle payment to ${name} Conf# ${rng.code(9).toLowerCase()}`,
    merchant: 'Zelle',
  }));
  spend(h, { file, category: 'Transfer', shops: zelleTo, meanGapDays: 30, minCents: 1500, maxCents: 12000 });
  const zelleFrom = friends.map((name) => ({
    describe: () => `Zelle payment from ${name} Conf# ${rng.code(9).toLowerCase()}`,
    merchant: 'Zelle',
  }));
  spend(h, {
    file,
    category: 'Transfer',
    shops: zelleFrom,
    meanGapDays: 45,
    minCents: 1000,
    maxCents: 8000,
    direction: 'in',
  });
  const venmo = [
    {
      describe: () => boaAch(rng, 'VENMO', 'PAYMENT', 'MAYA PATEL', 'XXXXX81992', 'WEB'),
      merchant: 'Venmo',
    },
  ];
  spend(h, { file, category: 'Transfer', shops: venmo, meanGapDays: 33, minCents: 1200, maxCents: 9500 });
  const groceries = [
    {
      describe: (d: string) => boaCheckcard(rng, d, 'HARRIS TEETER #0123 CHARLOTTE NC'),
      merchant: 'Harris Teeter',
    },
    {
      describe: (d: string) => boaCheckcard(rng, d, 'TRADER JOE S #745 CHARLOTTE NC'),
      merchant: "Trader Joe's",
    },
    { describe: (d: string) => boaCheckcard(rng, d, 'FOOD LION #1432 CHARLOTTE NC'), merchant: 'Food Lion' },
  ];
  spend(h, {
    file,
    category: 'Groceries',
    shops: groceries,
    meanGapDays: 20,
    minCents: 1840,
    maxCents: 9650,
    postingLagDays: 1,
  });
  h.row(file, {
    date: '2025-10-17',
    description: boaCheckcard(rng, '2025-10-16', 'NCDMV SERVICE FEE RALEIGH NC'),
    amountCents: -300,
    merchant: 'NC DMV',
    category: 'Government',
    traps: ['government-service-fee-not-fee'],
  });
  h.row(file, {
    date: '2025-10-17',
    description: boaCheckcard(rng, '2025-10-16', 'NCDMV ONLINE RENEWAL RALEIGH NC'),
    amountCents: -2150,
    merchant: 'NC DMV',
    category: 'Government',
  });
}
