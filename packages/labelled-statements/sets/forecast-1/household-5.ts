import {
  every,
  monthly,
  nthWeekday,
  postsOn,
  scheduledLine,
  sometimes,
  type HouseholdScript,
  type Line,
} from './simulate';

// Harold Brennan, retired: Social Security on the second Wednesday, a pension on the 1st, steady bills.

export const household5: HouseholdScript = {
  name: 'harold-retiree',
  seed: 3805,
  accounts: [{ key: 'checking', kind: 'checking', openingCents: 620_000, asOfCents: 650_000 }],
  begin: () => {
    let pharmacyMonth = 0;
    return (d) => {
      const out: Line[] = [];
      if (postsOn(d.date, nthWeekday(2, 3), 'in'))
        out.push(scheduledLine('checking', 'SSA TREAS 310 XXSOC SEC', 210_400));
      if (postsOn(d.date, monthly(1), 'in'))
        out.push(scheduledLine('checking', 'BLUE RIDGE MILLS PENSION', 88_000));
      if (postsOn(d.date, monthly(1), 'out'))
        out.push(scheduledLine('checking', 'LAUREL RIDGE HOA', -31_000));
      if (postsOn(d.date, monthly(10), 'out'))
        out.push(scheduledLine('checking', 'AARP MEDIGAP PREM', -22_800));
      if (postsOn(d.date, monthly(16), 'out'))
        out.push(scheduledLine('checking', 'DUKE ENERGY PROGRESS', -d.rng.int(7_000, 14_000)));
      if (postsOn(d.date, monthly(23), 'out')) out.push(scheduledLine('checking', 'SPECTRUM', -9_500));
      if (postsOn(d.date, (x) => x.endsWith('-03-12'), 'out'))
        out.push(scheduledLine('checking', 'ERIE INSURANCE HOMEOWNERS', -118_000));
      if (d.day >= 2 && d.day <= 5 && pharmacyMonth !== d.month && d.rng.chance(0.5)) {
        pharmacyMonth = d.month;
        out.push({ account: 'checking', description: 'CVS/PHARMACY #2291', cents: -d.rng.int(3_800, 5_200) });
      }
      out.push(...sometimes(d, 'checking', 'INGLES MARKETS #44', 0.28, 30, 80));
      if (d.weekday === 6) out.push(...sometimes(d, 'checking', 'SUNNY POINT CAFE', 0.8, 12, 22));
      if (every(10, '2025-11-30')(d.date)) out.push(...sometimes(d, 'checking', 'SHELL 57441', 1, 30, 45));
      return out;
    };
  },
};
