import {
  every,
  monthly,
  postsOn,
  scheduledLine,
  sometimes,
  type HouseholdScript,
  type Line,
} from './simulate';

// Dwayne Fisher: weekly pay on Fridays (overtime in November, December and April), everything from checking.
export const household1: HouseholdScript = {
  name: 'dwayne-weekly',
  seed: 3801,
  accounts: [
    { key: 'checking', kind: 'checking', openingCents: 62_000, asOfCents: 35_000 },
    { key: 'savings', kind: 'savings', openingCents: 40_000, asOfCents: 90_000 },
  ],
  begin: () => (d) => {
    const out: Line[] = [];
    if (postsOn(d.date, every(7, '2025-11-28'), 'in')) {
      const busy = d.month === 11 || d.month === 12 || d.month === 4;
      const pay = busy ? d.rng.int(75_000, 82_000) : d.rng.int(62_000, 66_000);
      out.push(scheduledLine('checking', 'NORTHGATE DISTRIBUTION PAYROLL PPD', pay));
      out.push(scheduledLine('checking', 'ONLINE TRANSFER TO SAVINGS 4471', -4_000));
      out.push(scheduledLine('savings', 'ONLINE TRANSFER FROM CHECKING 8812', 4_000));
    }
    if (postsOn(d.date, monthly(1), 'out'))
      out.push(scheduledLine('checking', 'PARKVIEW APTS RENT ACH', -115_000));
    if (postsOn(d.date, monthly(12), 'out')) out.push(scheduledLine('checking', 'T-MOBILE AUTOPAY', -6_500));
    if (postsOn(d.date, monthly(20), 'out'))
      out.push(scheduledLine('checking', 'PROGRESSIVE INS PREM', -14_200));
    if (monthly(8)(d.date)) out.push(scheduledLine('checking', 'NETFLIX.COM', -1_549));
    if (d.weekday === 0) out.push(...sometimes(d, 'checking', 'KROGER #512', 0.85, 70, 120));
    out.push(...sometimes(d, 'checking', 'KROGER #512', 0.12, 8, 30));
    out.push(...sometimes(d, 'checking', 'SPEEDWAY 1187', 2 / 7, 30, 45));
    out.push(...sometimes(d, 'checking', 'WALMART SUPERCENTER', 0.2, 15, 80));
    const weekend = d.weekday === 5 || d.weekday === 6;
    out.push(
      ...sometimes(
        d,
        'checking',
        weekend ? 'BUFFALO WILD WINGS' : 'WENDYS 0231',
        weekend ? 0.6 : 0.15,
        8,
        40,
      ),
    );
    return out;
  },
};
