import { CardCycle, monthly, postsOn, scheduledLine, type HouseholdScript, type Line } from './simulate';

// Sam Okonkwo: semi-monthly salary, $1,000 to savings on the 16th, everything else on an Amex whose autopay
// takes the statement balance on the 3rd.
export const household10: HouseholdScript = {
  name: 'sam-salaried-amex',
  seed: 3810,
  accounts: [
    { key: 'checking', kind: 'checking', openingCents: 520_000, asOfCents: 600_000 },
    { key: 'savings', kind: 'savings', openingCents: 2_400_000, asOfCents: 3_000_000 },
    { key: 'card', kind: 'card', openingCents: -240_000 },
  ],
  begin: () => {
    const amex = new CardCycle('card', 'checking', 8, 3, 'AMEX EPAYMENT ACH PMT');
    return (d) => {
      const out: Line[] = [];
      if (postsOn(d.date, (x) => monthly(15)(x) || monthly(31)(x), 'in'))
        out.push(scheduledLine('checking', 'PALANTIR TECH PAYROLL', 395_000));
      if (postsOn(d.date, monthly(1), 'out'))
        out.push(scheduledLine('checking', 'GREYSTAR RENT PMT', -210_000));
      if (postsOn(d.date, monthly(10), 'out'))
        out.push(scheduledLine('checking', 'MOHELA LOAN PMT', -46_000));
      if (postsOn(d.date, monthly(13), 'out'))
        out.push(scheduledLine('checking', 'XCEL ENERGY', -d.rng.int(5_500, 12_000)));
      if (postsOn(d.date, monthly(22), 'out')) out.push(scheduledLine('checking', 'COMCAST XFINITY', -7_500));
      if (postsOn(d.date, monthly(16), 'out')) {
        out.push(scheduledLine('checking', 'ONLINE TRANSFER TO SAVINGS', -100_000));
        out.push(scheduledLine('savings', 'ONLINE TRANSFER FROM CHECKING', 100_000));
      }
      if (d.rng.chance(0.3)) out.push(amex.charge('KING SOOPERS #0091', d.rng.int(3_000, 11_000)));
      if (d.rng.chance(0.45)) out.push(amex.charge('TST* LINGER DENVER', d.rng.int(1_500, 9_000)));
      if (d.rng.chance(0.12)) out.push(amex.charge('CONOCO 3321', d.rng.int(4_000, 6_000)));
      if (d.rng.chance(0.15)) out.push(amex.charge('REI #0042', d.rng.int(2_000, 20_000)));
      if (monthly(6)(d.date)) out.push(amex.charge('NETFLIX.COM', 1_699));
      if (monthly(19)(d.date)) out.push(amex.charge('NYTIMES DIGITAL', 999));
      if (d.date.endsWith('-12-04')) out.push(amex.charge('UNITED AIRLINES', 60_000));
      out.push(...amex.endOfDay(d));
      return out;
    };
  },
};
