import {
  every,
  monthly,
  postsOn,
  scheduledLine,
  sometimes,
  type HouseholdScript,
  type Line,
} from './simulate';

// Ama Boateng, a student: a campus job paid by the hours every other Friday (nothing over the winter break),
// $300 from her parents on the 1st, a financial aid refund in late August and mid-January.
const AID_DAYS = ['2026-01-14', '2026-08-24'];

export const household7: HouseholdScript = {
  name: 'ama-student',
  seed: 3807,
  accounts: [{ key: 'checking', kind: 'checking', openingCents: 60_000, asOfCents: 18_000 }],
  begin: () => (d) => {
    const out: Line[] = [];
    const winterBreak = d.date.slice(5) >= '12-24' || d.date.slice(5) <= '01-09';
    if (!winterBreak && postsOn(d.date, every(14, '2025-12-05'), 'in'))
      out.push(scheduledLine('checking', 'UNIV OF MICH PAYROLL', d.rng.int(28_000, 46_000)));
    if (monthly(1)(d.date)) out.push(scheduledLine('checking', 'ZELLE FROM BOATENG KWAME', 30_000));
    if (AID_DAYS.includes(d.date)) out.push(scheduledLine('checking', 'UMICH FIN AID REFUND', 280_000));
    if (postsOn(d.date, monthly(1), 'out'))
      out.push(scheduledLine('checking', 'ZELLE TO CAMPUS PROPERTIES', -72_500));
    if (postsOn(d.date, monthly(15), 'out')) out.push(scheduledLine('checking', 'MINT MOBILE', -3_500));
    if (monthly(9)(d.date)) out.push(scheduledLine('checking', 'SPOTIFY P0A1B2C3', -599));
    out.push(...sometimes(d, 'checking', 'BIGGBY COFFEE #112', 0.55, 4, 7));
    const weekend = d.weekday === 0 || d.weekday === 6;
    out.push(...sometimes(d, 'checking', 'DOORDASH*NOODLES', weekend ? 0.5 : 0.15, 10, 30));
    out.push(...sometimes(d, 'checking', 'MEIJER #261', 0.2, 15, 55));
    out.push(...sometimes(d, 'checking', 'UBER *TRIP', 0.05, 15, 40));
    return out;
  },
};
