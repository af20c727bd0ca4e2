import {
  CardCycle,
  every,
  monthly,
  postsOn,
  scheduledLine,
  type HouseholdScript,
  type Line,
} from './simulate';

// Linh and Mark Nguyen: two incomes (biweekly Thursdays; the 15th and last business day), daycare every Monday,
// day-to-day shopping on a Citi card paid in full by autopay on the 28th.
export const household6: HouseholdScript = {
  name: 'nguyen-two-incomes',
  seed: 3806,
  accounts: [
    { key: 'checking', kind: 'checking', openingCents: 420_000, asOfCents: 550_000 },
    { key: 'savings', kind: 'savings', openingCents: 1_500_000, asOfCents: 1_800_000 },
    { key: 'card', kind: 'card', openingCents: -180_000 },
  ],
  begin: () => {
    const citi = new CardCycle('card', 'checking', 3, 28, 'CITI AUTOPAY');
    return (d) => {
      const out: Line[] = [];
      if (postsOn(d.date, every(14, '2025-12-04'), 'in'))
        out.push(scheduledLine('checking', 'BAYLOR SCOTT WHITE PAYROLL', 196_000));
      if (postsOn(d.date, (x) => monthly(15)(x) || monthly(31)(x), 'in'))
        out.push(scheduledLine('checking', 'TOYOTA MOTOR NA DIR DEP', 224_000));
      if (postsOn(d.date, monthly(1), 'out'))
        out.push(scheduledLine('checking', 'MR COOPER MTG PMT', -245_000));
      if (postsOn(d.date, monthly(7), 'out'))
        out.push(scheduledLine('checking', 'TOYOTA FINANCIAL PMT', -41_200));
      if (postsOn(d.date, monthly(21), 'out'))
        out.push(scheduledLine('checking', 'HONDA FINANCIAL SVCS', -36_800));
      if (postsOn(d.date, every(7, '2025-12-01'), 'out'))
        out.push(scheduledLine('checking', 'KIDDIE ACADEMY PLANO', -28_500));
      if (postsOn(d.date, monthly(12), 'out'))
        out.push(scheduledLine('checking', 'CITY OF PLANO UTIL', -d.rng.int(6_000, 9_500)));
      if (postsOn(d.date, monthly(26), 'out')) out.push(scheduledLine('checking', 'ATT INTERNET', -7_000));
      if (postsOn(d.date, monthly(16), 'out')) {
        out.push(scheduledLine('checking', 'TRANSFER TO SAVINGS XXXX0417', -50_000));
        out.push(scheduledLine('savings', 'TRANSFER FROM CHECKING XXXX2290', 50_000));
      }
      if (d.rng.chance(0.2)) out.push(citi.charge('KROGER #0563', d.rng.int(4_000, 12_000)));
      const weekend = d.weekday === 0 || d.weekday === 6;
      if (weekend && d.rng.chance(0.3)) out.push(citi.charge('COSTCO WHSE #1044', d.rng.int(10_000, 26_000)));
      if (d.rng.chance(0.2)) out.push(citi.charge('QT 1420 PLANO', d.rng.int(4_000, 6_000)));
      if (d.rng.chance(0.25)) out.push(citi.charge('TORCHYS TACOS', d.rng.int(2_000, 7_000)));
      if (d.rng.chance(d.month === 12 ? 0.3 : 0.12))
        out.push(citi.charge('TARGET 00012', d.rng.int(1_500, 10_000)));
      out.push(...citi.endOfDay(d));
      return out;
    };
  },
};
