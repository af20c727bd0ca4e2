/** Household 3's Navy Federal Visa (QFX): software subscriptions, annual plans, a cash advance and spending. */
import { dayInMonth } from '../../kit/calendar';
import { MONTHS, scatter } from '../../kit/household';
import type { Raleigh } from './household-3-setup';

export function addNavyFederal({ r, h, nfcu }: Raleigh): void {
  // Navy Federal Visa (QFX).
  const figma = h.defineSeries('figma', nfcu, 'monthly', 'subscription', true);
  const adobe = h.defineSeries('adobe', nfcu, 'monthly', 'subscription', true);
  const chatgpt = h.defineSeries('chatgpt', nfcu, 'monthly', 'subscription', true);
  const notion = h.defineSeries('notion', nfcu, 'monthly', 'subscription', true);
  const gws = h.defineSeries('google-workspace', nfcu, 'monthly', 'subscription', true);
  const midjourney = h.defineSeries('midjourney', nfcu, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    h.add(nfcu, dayInMonth(y, m, 6), 'FIGMA MONTHLY RENEWAL FIGMA.COM CA', ym < '2025-03' ? -1500 : -1600, {
      series: figma,
    });
    h.add(
      nfcu,
      dayInMonth(y, m, 18),
      'ADOBE *CREATIVE CLOUD ADOBE.LY/ENUS SAN JOSE CA',
      ym < '2025-07' ? -5999 : -6999,
      { series: adobe },
    );
    if (ym >= '2025-02')
      h.add(nfcu, dayInMonth(y, m, 27), 'OPENAI *CHATGPT SUBSCR OPENAI.COM SAN FRANCISCO CA', -2000, {
        series: chatgpt,
      });
    h.add(
      nfcu,
      dayInMonth(y, m, 9),
      'NOTION LABS, INC. NOTION.SO SAN FRANCISCO CA',
      ym < '2025-05' ? -1000 : -1200,
      { series: notion },
    );
    h.add(
      nfcu,
      dayInMonth(y, m, 1),
      `GOOGLE *WORKSPACE_NAIRSTUDIO CC@GOOGLE.COM CA`,
      ym < '2025-04' ? -1400 : -1680,
      { series: gws },
    );
    if (ym <= '2025-08')
      h.add(nfcu, dayInMonth(y, m, 20), 'MIDJOURNEY INC. MIDJOURNEY.COM CA', -3000, { series: midjourney });
  }
  const dropbox = h.defineSeries('dropbox', nfcu, 'annual', 'subscription', true);
  h.add(nfcu, '2025-02-11', `DROPBOX*${r.alnum(8)} DROPBOX.COM CA`, -11_988, { series: dropbox });
  h.add(nfcu, '2026-02-11', `DROPBOX*${r.alnum(8)} DROPBOX.COM CA`, -11_988, { series: dropbox });
  const sqsp = h.defineSeries('squarespace', nfcu, 'annual', 'subscription', true);
  h.add(nfcu, '2025-06-02', `SQSP* WEBSITE #${r.digits(8)} SQUARESPACE.COM NY`, -19_200, { series: sqsp });
  h.add(nfcu, '2026-06-02', `SQSP* WEBSITE #${r.digits(8)} SQUARESPACE.COM NY`, -22_800, { series: sqsp });
  const canva = h.defineSeries('canva', nfcu, 'annual', 'subscription', true);
  h.add(nfcu, '2025-01-29', 'CANVA* I04188-22311 CANVA.COM DE', -11_999, { series: canva });
  h.add(nfcu, '2026-01-29', 'CANVA* I04712-90542 CANVA.COM DE', -11_999, { series: canva });
  h.add(nfcu, '2025-06-22', `SQSP* DOMAIN #${r.digits(8)} SQUARESPACE.COM NY`, -2_000);
  h.add(nfcu, '2025-11-04', 'CASH ADVANCE FEE', -500, { fee: 'other' });
  h.add(nfcu, '2025-11-04', 'CASH ADVANCE NAVY FEDERAL CR UN RALEIGH NC', -20_000);
  scatter(h, nfcu, r, 1.1, [
    { make: () => `AMAZON MKTPL*${r.alnum(9)} AMZN.COM/BILL WA`, lo: 8, hi: 90, weight: 3 },
    { make: () => `BEST BUY 00005${r.digits(3)} RALEIGH NC`, lo: 20, hi: 400, weight: 0.6 },
    { make: () => `TST* POOLE'S DINER RALEIGH NC`, lo: 30, hi: 120, weight: 1 },
    { make: () => `MICHAELS STORES ${r.digits(4)} RALEIGH NC`, lo: 8, hi: 60, weight: 1 },
    { make: () => `UBER *TRIP HELP.UBER.COM CA`, lo: 8, hi: 40, weight: 1 },
  ]);
}
