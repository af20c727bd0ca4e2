import { addDays, daysBetween } from '@tourniquet/domain';
import { monthly, postsOn, scheduledLine, sometimes, type HouseholdScript, type Line } from './simulate';

// Wren Calloway: clients pay on no schedule (with dry spells); quarterly estimated tax; lumpy spending.
const TAX_DAYS = ['2026-01-15', '2026-04-15', '2026-06-15', '2026-09-15'];

export const household4: HouseholdScript = {
  name: 'wren-irregular',
  seed: 3804,
  accounts: [
    { key: 'checking', kind: 'checking', openingCents: 450_000, asOfCents: 420_000 },
    { key: 'savings', kind: 'savings', openingCents: 1_200_000, asOfCents: 900_000 },
  ],
  begin: () => {
    let lastIncome = '2025-11-27';
    let dryUntil = lastIncome;
    let burstUntil = lastIncome;
    return (d) => {
      const out: Line[] = [];
      if (d.date > dryUntil && d.rng.chance(0.012)) dryUntil = addDays(d.date, 21);
      const workday = d.weekday >= 1 && d.weekday <= 5;
      if (workday && d.date > dryUntil && d.rng.chance(0.13)) {
        const client = d.rng.pick([
          'STUDIO NORTH LLC',
          'FABLE PRESS INC',
          'OREGON ZOO FDN',
          'KITEWORKS GAMES',
        ]);
        out.push({
          account: 'checking',
          description: `${client} ACH PMT`,
          cents: d.rng.int(35_000, 260_000),
        });
        lastIncome = d.date;
      }
      if (workday && daysBetween(lastIncome, d.date) === 18) {
        out.push({ account: 'savings', description: 'TRANSFER TO CHECKING 2210', cents: -150_000 });
        out.push({ account: 'checking', description: 'TRANSFER FROM SAVINGS 7731', cents: 150_000 });
      }
      if (postsOn(d.date, monthly(1), 'out'))
        out.push(scheduledLine('checking', 'HAWTHORNE FLATS RENT', -125_000));
      if (postsOn(d.date, monthly(5), 'out'))
        out.push(scheduledLine('checking', 'MODA HEALTH PREMIUM', -41_200));
      if (monthly(14)(d.date)) out.push(scheduledLine('checking', 'ADOBE *CREATIVE CLD', -5_999));
      if (postsOn(d.date, monthly(19), 'out'))
        out.push(scheduledLine('checking', 'VISIBLE WIRELESS', -4_800));
      if (TAX_DAYS.some((t) => postsOn(d.date, (x) => x === t, 'out')))
        out.push(scheduledLine('checking', 'IRS USATAXPYMT', -d.rng.int(105_000, 115_000)));
      if (d.date > burstUntil && d.rng.chance(0.05)) burstUntil = addDays(d.date, 3);
      if (d.date <= burstUntil) out.push(...sometimes(d, 'checking', 'BLICK ART MATERIALS', 0.6, 40, 180));
      out.push(...sometimes(d, 'checking', 'NEW SEASONS MARKET', 0.25, 25, 95));
      if (workday) out.push(...sometimes(d, 'checking', 'STUMPTOWN COFFEE', 0.7, 4, 7));
      return out;
    };
  },
};
