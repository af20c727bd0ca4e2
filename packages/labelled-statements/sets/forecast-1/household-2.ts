import {
  CardCycle,
  every,
  monthly,
  postsOn,
  scheduledLine,
  sometimes,
  type HouseholdScript,
  type Line,
} from './simulate';

// Priya Raman: biweekly pay, $300 to savings the day after, spending on a Chase card paid in full by autopay.
const ENERGY = [0, 210, 180, 120, 95, 100, 160, 210, 200, 140, 95, 110, 170];

export const household2: HouseholdScript = {
  name: 'priya-biweekly-card',
  seed: 3802,
  accounts: [
    { key: 'checking', kind: 'checking', openingCents: 350_000, asOfCents: 280_000 },
    { key: 'savings', kind: 'savings', openingCents: 800_000, asOfCents: 900_000 },
    { key: 'card', kind: 'card', openingCents: -110_000 },
  ],
  begin: () => {
    const chase = new CardCycle('card', 'checking', 22, 18, 'CHASE CREDIT CRD');
    return (d) => {
      const out: Line[] = [];
      if (postsOn(d.date, every(14, '2025-12-05'), 'in'))
        out.push(scheduledLine('checking', 'WAKEMED PAYROLL DIR DEP', 231_000));
      if (postsOn(d.date, every(14, '2025-12-06'), 'out')) {
        out.push(scheduledLine('checking', 'ONLINE TRANSFER TO SAV 0932', -30_000));
        out.push(scheduledLine('savings', 'ONLINE TRANSFER FROM CHK 5521', 30_000));
      }
      if (postsOn(d.date, monthly(1), 'out'))
        out.push(scheduledLine('checking', 'PENNYMAC MORTGAGE PMT', -184_000));
      if (postsOn(d.date, monthly(15), 'out'))
        out.push(scheduledLine('checking', 'ALLY AUTO PAYMENT', -38_900));
      if (postsOn(d.date, monthly(22), 'out'))
        out.push(
          scheduledLine(
            'checking',
            'DUKE ENERGY PAYMENT',
            -Math.round(ENERGY[d.month]! * d.rng.int(90, 110)),
          ),
        );
      if (d.weekday === 6 && d.rng.chance(0.9))
        out.push(chase.charge('HARRIS TEETER #0311', d.rng.int(9_000, 16_000)));
      if (d.rng.chance(0.2)) out.push(chase.charge('SHELL OIL 5741', d.rng.int(3_500, 5_500)));
      if (d.rng.chance(0.3)) out.push(chase.charge('CHUY S RALEIGH', d.rng.int(1_500, 6_000)));
      if (d.rng.chance(d.month === 12 ? 0.35 : 0.15))
        out.push(chase.charge('AMAZON MKTPL', d.rng.int(1_000, 9_000)));
      if (monthly(4)(d.date)) out.push(chase.charge('HULU 877-8244858', 1_299));
      if (d.rng.chance(0.01)) out.push(chase.charge('TICKETMASTER', 12_000));
      out.push(...chase.endOfDay(d));
      return out.concat(sometimes(d, 'checking', 'ATM WITHDRAWAL', 0.02, 40, 60));
    };
  },
};
