import {
  every,
  monthly,
  postsOn,
  scheduledLine,
  sometimes,
  type HouseholdScript,
  type Line,
} from './simulate';

// Keisha Morgan: biweekly hourly retail pay on Wednesdays (more in the holiday season), child support on the 1st
// and 15th, close to zero at the end of most pay periods.
export const household9: HouseholdScript = {
  name: 'keisha-hourly-support',
  seed: 3809,
  accounts: [{ key: 'checking', kind: 'checking', openingCents: 30_000, asOfCents: 40_000 }],
  begin: () => (d) => {
    const out: Line[] = [];
    const payday = postsOn(d.date, every(14, '2025-12-03'), 'in');
    if (payday) {
      const holiday = d.month === 11 || d.month === 12;
      const pay = holiday ? d.rng.int(98_000, 112_000) : d.rng.int(82_000, 105_000);
      out.push(scheduledLine('checking', 'DILLARDS PAYROLL', pay));
    }
    if (postsOn(d.date, (x) => monthly(1)(x) || monthly(15)(x), 'in'))
      out.push(scheduledLine('checking', 'TN CHILD SUPPORT PMT', 35_000));
    if (postsOn(d.date, monthly(3), 'out'))
      out.push(scheduledLine('checking', 'RIVERSIDE COMMONS RENT', -105_000));
    if (postsOn(d.date, monthly(10), 'out'))
      out.push(scheduledLine('checking', 'CARMAX AUTO FINANCE', -29_500));
    if (postsOn(d.date, monthly(20), 'out'))
      out.push(scheduledLine('checking', 'MLGW UTILITY PMT', -d.rng.int(9_000, 18_000)));
    if (postsOn(d.date, monthly(25), 'out')) out.push(scheduledLine('checking', 'VERIZON WIRELESS', -8_500));
    if (monthly(14)(d.date)) out.push(scheduledLine('checking', 'NETFLIX.COM', -1_549));
    if (postsOn(d.date, monthly(28), 'out'))
      out.push(scheduledLine('checking', 'LEMONADE INSURANCE', -1_800));
    if (d.weekday === 6) out.push(...sometimes(d, 'checking', 'KROGER #411', 0.95, 80, 140));
    out.push(...sometimes(d, 'checking', 'EXXON 4412', 0.25, 25, 45));
    out.push(...sometimes(d, 'checking', 'SCHOOL SPECIALTY', 0.05, 10, 60));
    out.push(
      ...sometimes(d, 'checking', 'POPEYES 1182', payday ? 1 : 0.1, payday ? 20 : 10, payday ? 45 : 25),
    );
    return out;
  },
};
