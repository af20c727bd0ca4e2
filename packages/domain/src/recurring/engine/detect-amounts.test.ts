import { describe, expect, it } from 'vitest';
import { detectRecurring } from './index';
import { monthlyOn, noise, row, rows } from './test-rows';

const TODAY = '2026-11-24';
const card = { accountId: 'card' };

describe('detectRecurring: amounts, price steps and several series at one merchant', () => {
  it('reads a utility as one variable series with no price changes', () => {
    const rand = noise(7);
    const bills = rows(monthlyOn('2024-11-18', 18, 24), 'DUKE ENERGY DES:BILL PAY ID:88123', () =>
      Math.round(8000 + rand() * 9000),
    );
    const [stream] = detectRecurring(bills, { today: TODAY });
    expect(stream?.variableAmount).toBe(true);
    expect(stream?.priceChanges).toEqual([]);
    expect(stream?.kind).toBe('bill');
    expect(stream?.why).toMatch(
      /^24 charges, monthly around the 18th, \$\d+\.\d\d to \$\d+\.\d\d, typically/,
    );
  });

  it('reads Netflix $15.49 then $17.99 as one series with one price change on the first new charge', () => {
    const dates = monthlyOn('2024-11-18', 18, 25);
    const netflix = rows(dates, 'CHECKCARD 1118 NETFLIX.COM 866-579-7172 CA', (i) => (i < 3 ? 1549 : 1799));
    const [stream] = detectRecurring(netflix, { today: TODAY });
    expect(stream?.priceChanges).toEqual([{ date: '2025-02-18', fromCents: 1549, toCents: 1799 }]);
    expect([stream?.latestAmountCents, stream?.typicalAmountCents, stream?.variableAmount]).toEqual([
      1799,
      1799,
      false,
    ]);
    expect(stream?.why).toBe('25 charges, monthly around the 18th, $15.49 then $17.99 since Feb 2025');
  });

  it('reports a promotional price that steps down, and a rise that just happened', () => {
    const phone = rows(monthlyOn('2024-11-21', 21, 24), 'T-MOBILE*AUTOPAY', (i) => (i < 9 ? 7500 : 6000));
    const gym = rows(monthlyOn('2024-11-17', 17, 24), 'CRUNCH FITNESS', (i) => (i < 23 ? 2499 : 2999));
    const streams = detectRecurring([...phone, ...gym], { today: TODAY });
    expect(streams.map((s) => s.priceChanges)).toEqual(
      expect.arrayContaining([
        [{ date: '2025-08-21', fromCents: 7500, toCents: 6000 }],
        [{ date: '2026-10-17', fromCents: 2499, toCents: 2999 }],
      ]),
    );
  });

  it('tells iCloud, Apple Music and an annual $99 apart at one merchant, leaving app purchases out', () => {
    const d = 'APPLE.COM/BILL 866-712-7753 CA';
    const icloud = rows(monthlyOn('2024-11-03', 3, 25), d, 299, card);
    const music = rows(monthlyOn('2024-11-19', 19, 24), d, 1099, card);
    const developer = rows(['2025-02-11', '2026-02-11'], d, 9900, card);
    const apps = [499, 199, 1499, 99, 699].map((c, i) => row(`2025-0${i + 3}-2${i}`, d, c, card));
    const streams = detectRecurring([...icloud, ...music, ...developer, ...apps], { today: TODAY });
    expect(streams.map((s) => [s.cadence, s.typicalAmountCents, s.transactionIds.length]).sort()).toEqual([
      ['annual', 9900, 2],
      ['monthly', 1099, 24],
      ['monthly', 299, 25],
    ]);
    const appIds = new Set(apps.map((t) => t.id));
    expect(streams.some((s) => s.transactionIds.some((id) => appIds.has(id)))).toBe(false);
    expect(new Set(streams.map((s) => s.key)).size).toBe(3);
  });

  it('tells a gym’s monthly dues from its annual fee, and Google One from YouTube Premium', () => {
    const dues = rows(monthlyOn('2024-11-05', 5, 25), 'PLANET FITNESS CLUB FEES', 2499, card);
    const fee = rows(['2025-03-15', '2026-03-15'], 'PLANET FITNESS ANNUAL FEE', 4900, card);
    const one = rows(monthlyOn('2024-11-09', 9, 25), 'GOOGLE *Google One', 199, card);
    const yt = rows(monthlyOn('2024-11-11', 11, 25), 'GOOGLE *YouTubePremium g.co/helppay#', 1399, card);
    const streams = detectRecurring([...dues, ...fee, ...one, ...yt], { today: TODAY });
    expect(streams.map((s) => `${s.cadence} ${s.typicalAmountCents}`).sort()).toEqual([
      'annual 4900',
      'monthly 1399',
      'monthly 199',
      'monthly 2499',
    ]);
  });

  it('never lets a refund at a subscription merchant join or extend its series', () => {
    const spotify = rows(monthlyOn('2025-11-08', 8, 12), 'Spotify USA', 1199, card);
    const refunds = [
      row('2026-03-09', 'Spotify USA', -1199, card),
      row('2026-11-08', 'Spotify USA', -1199, card),
    ];
    const [stream, ...rest] = detectRecurring([...spotify, ...refunds], { today: TODAY });
    expect(rest).toEqual([]);
    expect(stream?.transactionIds).toEqual(spotify.map((t) => t.id));
    expect(stream?.direction).toBe('outflow');
  });

  it('keeps pay with an hourly, varying amount as one series and leaves an odd-date bonus out', () => {
    const rand = noise(3);
    const pay = rows(
      monthlyOn('2024-11-15', 15, 24),
      'ACME CORP DES:PAYROLL ID:XXXXX1 INDN:DOE PPD',
      () => -Math.round(150000 + rand() * 60000),
    );
    const bonus = row('2025-12-19', 'ACME CORP DES:PAYROLL ID:XXXXX9 INDN:DOE PPD', -125000);
    const [stream, ...rest] = detectRecurring([...pay, bonus], { today: TODAY });
    expect(rest).toEqual([]);
    expect(stream?.transactionIds).not.toContain(bonus.id);
    expect([stream?.kind, stream?.variableAmount, stream?.priceChanges]).toEqual(['income', true, []]);
    expect(stream?.latestAmountCents).toBeLessThan(0);
  });
});
