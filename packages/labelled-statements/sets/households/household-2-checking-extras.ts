import { mmddyy, mmSlashDd, yymmdd } from '../../kit/calendar';
import { wfCard } from './descriptors';
import type { HouseholdBuilder } from './household';
import { oneOffs, spend } from './spending';

/** Household 2 checking: debit-card spending, cash, checks, wires and Wells Fargo's fees. */
export function household2CheckingExtras(h: HouseholdBuilder, file: string): void {
  const { rng } = h;
  const card = (text: string, merchant: string) => ({
    describe: (d: string) => wfCard(rng, d, text),
    merchant,
  });
  spend(h, {
    file,
    category: 'Groceries',
    meanGapDays: 18,
    minCents: 2240,
    maxCents: 18760,
    postingLagDays: 1,
    shops: [card("FRY'S FOOD #0123 MESA AZ", "Fry's Food"), card('SPROUTS FARMERS MAR MESA AZ', 'Sprouts')],
  });
  spend(h, {
    file,
    category: 'Gas',
    meanGapDays: 16,
    minCents: 3150,
    maxCents: 7480,
    postingLagDays: 1,
    shops: [card('QT 0412 MESA AZ', 'QuikTrip'), card('CIRCLE K 2741 MESA AZ', 'Circle K')],
  });
  const zelle = ['MARIA LOPEZ', 'JUAN RODRIGUEZ', 'DESERT YOUTH SOCCER'].map((name) => ({
    describe: (d: string) => `ZELLE TO ${name} ON ${mmSlashDd(d)} REF #PP0${rng.code(8)}`,
    merchant: 'Zelle',
  }));
  spend(h, { file, category: 'Transfer', shops: zelle, meanGapDays: 26, minCents: 2000, maxCents: 15000 });
  // Own-bank ATM cash: not fees.
  for (const date of ['2024-12-21', '2025-04-05', '2025-08-16', '2026-01-10', '2026-05-23', '2026-09-12']) {
    h.row(file, {
      date,
      description: `ATM WITHDRAWAL AUTHORIZED ON ${mmSlashDd(date)} 1234 S POWER RD MESA AZ 000${rng.digits(4)} ATM ID ${rng.digits(4)} CARD 4417`,
      amountCents: -rng.pick([6000, 10000, 20000]),
      merchant: 'Wells Fargo ATM',
      category: 'Cash',
      traps: ['atm-withdrawal-not-fee'],
    });
  }
  for (const date of ['2025-03-29', '2025-11-22']) {
    h.row(file, {
      date,
      description: `NON-WF ATM WITHDRAWAL AUTHORIZED ON ${mmSlashDd(date)} CIRCLE K FLAGSTAFF AZ 000${rng.digits(4)} ATM ID ${rng.digits(4)} CARD 4417`,
      amountCents: -rng.pick([8000, 10000]),
      merchant: 'Circle K',
      category: 'Cash',
      traps: ['atm-withdrawal-not-fee'],
    });
    h.fee(file, 'atm', {
      date,
      description: `NON-WELLS FARGO ATM TRANSACTION FEE`,
      cents: 250,
      merchant: 'Wells Fargo',
      category: 'Fees & Adjustments',
    });
  }
  for (const date of ['2025-02-28', '2025-07-31', '2026-03-31']) {
    h.fee(file, 'monthly_maintenance', {
      date,
      description: 'MONTHLY SERVICE FEE',
      cents: 1000,
      merchant: 'Wells Fargo',
      category: 'Fees & Adjustments',
      traps: ['recurring-fee-not-series'],
    });
  }
  oneOffs(h, file, [
    [
      '2025-08-05',
      'MONTHLY SERVICE FEE REFUND',
      1000,
      'Wells Fargo',
      'Fees & Adjustments',
      ['fee-reversal-not-fee'],
    ],
    [
      '2025-06-20',
      `WT FED#05893 JPMORGAN CHASE BAN /FTR/BNF=SUNRISE POOLS LLC SRF# GW0000${rng.digits(8)} TRN#${yymmdd('2025-06-20')}${rng.digits(6)}`,
      -1250000,
      'Sunrise Pools',
      'Home',
    ],
    ['2025-03-11', 'CHECK # 1187', -21500, '', 'Personal'],
    ['2025-05-19', 'CHECK # 1188', -8000, '', 'Personal'],
    ['2025-10-02', 'CHECK # 1190', -45000, '', 'Home'],
    ['2026-04-14', 'CASHIERS CHECK PURCHASE 0004417832', -320000, 'Wells Fargo', 'Transfer'],
    [
      '2025-07-21',
      `OVERDRAFT PROTECTION FROM WAY2SAVE SAVINGS XXXXXX1234 ON ${mmddyy('2025-07-21')}`,
      15000,
      '',
      'Transfer',
      ['overdraft-word-not-fee'],
    ],
    [
      '2026-06-26',
      `ONLINE TRANSFER REF #IB0K7R2QXW FROM WAY2SAVE SAVINGS XXXXXX1234 ON ${mmddyy('2026-06-26')}`,
      200000,
      '',
      'Transfer',
      ['own-transfer'],
    ],
    ['2025-05-02', 'IRS TREAS 310 TAX REF 250502 XXXXXXXXXX3456 RODRIGUEZ, CARLOS', 184600, 'IRS', 'Income'],
    ['2026-04-24', 'IRS TREAS 310 TAX REF 260424 XXXXXXXXXX3456 RODRIGUEZ, CARLOS', 162250, 'IRS', 'Income'],
  ]);
  h.fee(file, 'wire', {
    date: '2025-06-20',
    description: `WIRE TRANS SVC CHARGE - SEQUENCE: ${yymmdd('2025-06-20')}${rng.digits(6)} SRF# GW0000${rng.digits(8)}`,
    cents: 3000,
    merchant: 'Wells Fargo',
    category: 'Home',
    categoryExact: 'Home',
    traps: ['fee-miscategorised', 'fee-without-the-word-fee'],
  });
  h.fee(file, 'other', {
    date: '2025-10-06',
    description: 'STOP PAYMENT FEE CHECK # 1189',
    cents: 3100,
    merchant: 'Wells Fargo',
    category: 'Fees & Adjustments',
  });
  h.fee(file, 'other', {
    date: '2026-04-14',
    description: 'CASHIERS CHECK FEE',
    cents: 1000,
    merchant: 'Wells Fargo',
    category: 'Fees & Adjustments',
  });
}
