import {
  every,
  monthly,
  postsOn,
  scheduledLine,
  sometimes,
  type HouseholdScript,
  type Line,
} from './simulate';

// Marcus Hill, a gig worker: instant payouts a few times a week (more at weekends), a weekly Monday deposit,
// fuel most days.
export const household8: HouseholdScript = {
  name: 'marcus-gig',
  seed: 3808,
  accounts: [{ key: 'checking', kind: 'checking', openingCents: 40_000, asOfCents: 30_000 }],
  begin: () => (d) => {
    const out: Line[] = [];
    const busy = d.weekday === 5 || d.weekday === 6;
    if (d.rng.chance(busy ? 0.75 : 0.3))
      out.push({
        account: 'checking',
        description: 'LYFT INSTANT PAYOUT',
        cents: busy ? d.rng.int(12_000, 26_000) : d.rng.int(6_000, 16_000),
      });
    if (postsOn(d.date, every(7, '2025-12-01'), 'in'))
      out.push(scheduledLine('checking', 'DOORDASH INC PAYMENT', d.rng.int(15_000, 45_000)));
    if (postsOn(d.date, monthly(1), 'out'))
      out.push(scheduledLine('checking', 'CAMDEN PEACHTREE RENT', -98_000));
    if (postsOn(d.date, monthly(9), 'out'))
      out.push(scheduledLine('checking', 'KIA MOTORS FIN LEASE', -32_900));
    if (postsOn(d.date, monthly(18), 'out')) out.push(scheduledLine('checking', 'CRICKET WIRELESS', -5_500));
    if (postsOn(d.date, monthly(24), 'out')) out.push(scheduledLine('checking', 'GEICO AUTO', -18_800));
    out.push(...sometimes(d, 'checking', 'RACETRAC 2291', 0.7, 25, 55));
    out.push(...sometimes(d, 'checking', 'CHICK-FIL-A #1780', 0.4, 8, 20));
    out.push(...sometimes(d, 'checking', 'PUBLIX #1133', 0.15, 30, 70));
    return out;
  },
};
