import { addDays } from '@tourniquet/domain';
import { dayInMonth, mmSlashDd } from '../../kit/calendar';
import { type Household, MONTHS, nextBiz, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/**
 * Household 3, Bellco checking: Max on the debit card, debit spending, the bank fees, the Lisbon ATM fees,
 * ATM, checks.
 */
export function freelancerCheckingExtras(
  h: Household,
  r: Rng,
  chk: string,
  pos: (d: string, text: string) => string,
  achDebit: (text: string) => string,
): void {
  const max = h.defineSeries('max', chk, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym !== '2025-12')
      h.add(
        chk,
        dayInMonth(y, m, 18),
        pos(dayInMonth(y, m, 18), 'MAX.COM 855-442-6629 NY'),
        ym < '2025-07' ? -1699 : -1849,
        {
          merchant: r.chance(0.5) ? 'Max' : '',
          category: 'Entertainment',
          series: max,
        },
      );
  }
  h.add(chk, '2025-12-21', 'SERVICE CHARGE', -500, { category: '', fee: 'monthly_maintenance' });
  h.add(chk, '2026-03-10', pos('2026-03-10', 'GOLDEN FEED & SEED GOLDEN CO'), -4299, {
    category: 'Shopping',
  });
  // Bellco checking: debit spending, fees.
  scatter(h, chk, r, 1.2, [
    {
      make: (d) => pos(d, `SAFEWAY #${r.digits(4)} DENVER CO`),
      merchant: 'Safeway',
      category: 'Groceries',
      lo: 10,
      hi: 80,
      weight: 2,
    },
    {
      make: (d) => pos(d, `SQ *DAZBOG COFFEE DENVER CO`),
      merchant: '',
      category: 'Food',
      lo: 3,
      hi: 9,
      weight: 2,
    },
    {
      make: (d) => pos(d, `DENVER PARKING METER ${r.digits(5)} DENVER CO`),
      merchant: 'City of Denver',
      category: 'Auto',
      lo: 2,
      hi: 9,
    },
  ]);
  for (const [d, n] of [
    ['2025-06-30', 1],
    ['2025-12-30', 2],
    ['2026-05-29', 1],
  ] as const)
    for (let i = 0; i < n; i++) h.add(chk, d, 'COURTESY PAY FEE', -2800, { category: '', fee: 'overdraft' });
  h.add(chk, '2026-01-06', 'COURTESY PAY FEE REFUND', 2800, { category: '' });
  h.add(chk, '2025-12-31', 'NSF FEE RETURNED ITEM', -2800, { category: '', fee: 'insufficient_funds' });
  h.add(chk, '2025-12-31', 'RETURNED ACH DEBIT GEICO *AUTO', 12811, { category: '' });
  h.add(chk, '2025-12-30', achDebit(`GEICO *AUTO ${r.digits(10)}`), -12811, { category: 'Insurance' });
  h.add(chk, '2026-01-05', achDebit(`GEICO *AUTO ${r.digits(10)}`), -12811, { category: 'Insurance' });
  for (const [y, m] of MONTHS)
    if (
      `${y}-${String(m).padStart(2, '0')}` >= '2025-03' &&
      `${y}-${String(m).padStart(2, '0')}` <= '2026-02'
    )
      h.add(chk, dayInMonth(y, m, 31), 'PAPER STATEMENT FEE', -200, { category: '', fee: 'other' });
  // Lisbon trip on the debit card: a foreign ATM fee and the international service assessment.
  for (const [d, text, c] of [
    ['2025-10-13', 'MULTIBANCO ATM LISBOA PT', -20000],
    ['2025-10-16', 'MULTIBANCO ATM LISBOA PT', -10000],
  ] as const) {
    h.add(chk, d, `ATM WITHDRAWAL ${text}`, c, { category: 'ATM' });
    h.add(chk, d, 'FOREIGN ATM FEE', -500, { category: '', fee: 'atm' });
    h.add(chk, d, `INTL SERVICE ASSESSMENT ${text}`, Math.round(c * 0.01), {
      category: '',
      fee: 'foreign_transaction',
    });
  }
  for (const [d, text] of [
    ['2025-10-14', 'CASA PORTUGUESA DO PASTEL LISBOA PT'],
    ['2025-10-17', 'CP COMBOIOS SINTRA PT'],
  ] as const) {
    const c = r.centsFromDollars(6, 45);
    h.add(chk, d, pos(d, text), -c, { category: 'Travel' });
    h.add(chk, d, `INTL SERVICE ASSESSMENT ${text}`, -Math.round(c * 0.01), {
      category: '',
      fee: 'foreign_transaction',
    });
  }
  for (const d of ['2025-02-08', '2025-07-19', '2026-04-04', '2026-09-26']) {
    h.add(chk, d, `ATM WITHDRAWAL BELLCO CU ${mmSlashDd(d)} DENVER CO`, -r.pick([4000, 6000, 10000]), {
      category: 'ATM',
    });
  }
  h.add(chk, '2026-03-18', 'INCOMING WIRE FEE', -1500, { category: 'Service Charges', fee: 'wire' });
  h.add(chk, '2026-03-18', 'INCOMING WIRE NORTHWIND HOLDINGS LTD REF 0318A', 880000, { category: 'Deposit' });
  h.add(chk, '2025-06-10', pos('2025-06-10', 'DENVER MOTOR VEHICLE CONVENIENCE FEE DENVER CO'), -295, {
    category: 'Government',
  });
  h.add(chk, '2025-06-10', pos('2025-06-10', 'DENVER MOTOR VEHICLE DENVER CO'), -18840, {
    category: 'Government',
  });
  for (let i = 0; i < 5; i++)
    h.add(
      chk,
      nextBiz(addDays('2024-12-01', r.int(0, 700))),
      `SHARE DRAFT ${2200 + i}`,
      -r.pick([4500, 9000, 15000]),
      {},
    );
}
