import { monthly, postsOn, scheduledLine, sometimes, type HouseholdScript, type Line } from './simulate';

// Tomás Aguilar: semi-monthly pay (15th and last day), spending from his debit card; the gym's price rose in November.
const TEP = [0, 80, 70, 65, 70, 110, 145, 160, 155, 140, 95, 65, 75];

export const household3: HouseholdScript = {
  name: 'tomas-semimonthly',
  seed: 3803,
  accounts: [{ key: 'checking', kind: 'checking', openingCents: 180_000, asOfCents: 70_000 }],
  begin: () => (d) => {
    const out: Line[] = [];
    if (postsOn(d.date, (x) => monthly(15)(x) || monthly(31)(x), 'in'))
      out.push(scheduledLine('checking', 'TUSD PAYROLL DIRECT DEP', 158_000));
    if (postsOn(d.date, monthly(3), 'out'))
      out.push(scheduledLine('checking', 'SOLA APARTMENTS WEBPAY', -139_500));
    if (postsOn(d.date, monthly(9), 'out'))
      out.push(
        scheduledLine('checking', 'TEP ELECTRIC PAYMENT', -Math.round(TEP[d.month]! * d.rng.int(90, 110))),
      );
    if (postsOn(d.date, monthly(17), 'out'))
      out.push(scheduledLine('checking', 'COX COMMUNICATIONS', -5_500));
    if (postsOn(d.date, monthly(28), 'out'))
      out.push(scheduledLine('checking', 'NELNET STUDENT LOAN', -21_000));
    if (monthly(5)(d.date))
      out.push(scheduledLine('checking', 'EOS FITNESS DUES', d.date >= '2026-11-01' ? -3_999 : -3_499));
    if (monthly(21)(d.date)) out.push(scheduledLine('checking', 'SPOTIFY USA', -1_199));
    out.push(...sometimes(d, 'checking', 'FRYS FOOD #088', 0.3, 30, 90));
    const workday = d.weekday >= 1 && d.weekday <= 5;
    if (workday) out.push(...sometimes(d, 'checking', 'EEGEES TUCSON', 0.7, 9, 16));
    if (d.weekday === 6) out.push(...sometimes(d, 'checking', 'CIRCLE K 2713', 0.95, 35, 50));
    return out;
  },
};
