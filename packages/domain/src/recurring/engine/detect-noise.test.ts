import { describe, expect, it } from 'vitest';
import { addDays } from '../../dates';
import { detectRecurring } from './index';
import { everyDays, monthlyOn, noise, row, rows } from './test-rows';

const TODAY = '2026-11-24';

/** `count` purchases from `start` with irregular gaps (1..gapMax days) and amounts in [low, high) cents. */
function spending(
  seed: number,
  description: string,
  start: string,
  count: number,
  gapMax: number,
  low: number,
  high: number,
) {
  const rand = noise(seed);
  let date = start;
  return Array.from({ length: count }, () => {
    date = addDays(date, 1 + Math.floor(rand() * gapMax));
    return row(date, description, low + Math.floor(rand() * (high - low)), { accountId: 'card' });
  });
}

describe('detectRecurring: what is not recurring', () => {
  it('finds nothing in frequent irregular spending at the same merchants', () => {
    const transactions = [
      ...spending(1, 'STARBUCKS STORE 08231 CHARLOTTE NC', '2024-11-01', 300, 5, 425, 1250),
      ...spending(2, 'HARRIS TEETER #0123 CHARLOTTE NC', '2024-11-01', 150, 9, 1500, 16000),
      ...spending(3, 'UBER *TRIP HELP.UBER.COM', '2024-11-01', 90, 14, 900, 4800),
      ...spending(4, 'SHELL OIL 57444 CHARLOTTE NC', '2024-11-02', 70, 16, 2800, 7500),
      ...spending(5, 'TST* SHAKE SHACK #1234', '2024-11-03', 40, 30, 1400, 4200),
      ...spending(6, 'SQ *BLUE BOTTLE COFFEE', '2024-11-03', 120, 7, 450, 1100),
    ];
    expect(detectRecurring(transactions, { today: TODAY })).toEqual([]);
  });

  it('does not see a fare of one price bought on random days as a twice-monthly subscription', () => {
    // Bus fares: $2.00 every 1 to 4 weeks; some stretches line up with two days of the month by chance.
    const dates = [
      '2025-12-19',
      '2026-01-08',
      '2026-01-19',
      '2026-02-04',
      '2026-03-05',
      '2026-05-11',
      '2026-05-23',
      '2026-06-19',
      '2026-07-03',
      '2026-07-30',
      '2026-08-12',
      '2026-08-30',
    ];
    const fares = rows(dates, (i) => `POS DEBIT NFTA METRO FARE ${1000 + i * 37} BUFFALO NY`, 200, {
      category: ['Travel'],
    });
    expect(detectRecurring(fares, { today: TODAY })).toEqual([]);
  });

  it('does not see three same-price charges months apart as quarterly when the price also posts off schedule', () => {
    // A licence office charging its one fee: three visits happen to fall about 96 days apart, a fourth does not.
    const visits = rows(
      ['2025-02-04', '2025-05-12', '2025-08-16', '2025-09-27'],
      (i) =>
        `Debit Card Purchase - TX DPS DRIVER LICENSE AUSTIN TX ${['02/04', '05/12', '08/16', '09/27'][i]}`,
      3300,
      { category: ['Government'] },
    );
    expect(detectRecurring(visits, { today: TODAY })).toEqual([]);
    // Four one-price game top-ups that happen to fall a quarter apart, beside others at that price.
    const topUps = rows(
      ['2025-01-07', '2025-03-19', '2025-04-08', '2025-07-09', '2025-10-08', '2025-11-30'],
      'Cash App Card ROBLOX.COM 888-858-2569 CA',
      1999,
      { accountId: 'card', category: ['Entertainment'] },
    );
    expect(detectRecurring(topUps, { today: TODAY })).toEqual([]);
    // The same three charges alone are still a quarterly series.
    const quarterly = detectRecurring(visits.slice(0, 3), { today: TODAY });
    expect(quarterly.map((s) => s.cadence)).toEqual(['quarterly']);
  });

  it('does not see a weekly grocery run with varying amounts as a subscription', () => {
    const rand = noise(9);
    const saturdays = rows(
      everyDays('2025-01-04', 7, 90),
      'TRADER JOES #552',
      () => 4000 + Math.floor(rand() * 9000),
    );
    expect(detectRecurring(saturdays, { today: TODAY })).toEqual([]);
  });

  it('does not join the same amount at different merchants', () => {
    const merchants = ['CHIPOTLE 1421', 'PANERA BREAD #204', 'CVS/PHARMACY #09123', 'TARGET 00012345'];
    const dates = monthlyOn('2025-01-10', 10, 12);
    const transactions = dates.map((date, i) => row(date, merchants[i % 4] as string, 1500));
    expect(detectRecurring(transactions, { today: TODAY })).toEqual([]);
  });

  it('does not join one-off purchases at two merchants that only share a city', () => {
    const transactions = [
      row('2025-02-14', "MCDONALD'S F2134 HOUSTON TX 77002 USA", 999, { accountId: 'card' }),
      row('2026-02-15', 'CVS/PHARMACY #07711 HOUSTON TX 77008 USA', 999, { accountId: 'card' }),
    ];
    expect(detectRecurring(transactions, { today: TODAY })).toEqual([]);
  });

  it('keeps Amazon orders out of Amazon Prime and an Apple app purchase out of iCloud', () => {
    const prime = rows(monthlyOn('2024-11-14', 14, 25), 'AMAZON PRIME*2K4JL0AB2', 1499, {
      accountId: 'card',
    });
    const orders = spending(11, 'AMAZON.COM*M83KD1', '2024-11-01', 60, 20, 899, 14000);
    const icloud = rows(monthlyOn('2024-11-03', 3, 25), 'APPLE.COM/BILL', 299, { accountId: 'card' });
    const app = row('2025-06-03', 'APPLE.COM/BILL', 499, { accountId: 'card' });
    const streams = detectRecurring([...prime, ...orders, ...icloud, app], { today: TODAY });
    expect(streams.map((s) => s.transactionIds.length).sort()).toEqual([25, 25]);
    expect(streams.flatMap((s) => s.transactionIds)).not.toContain(app.id);
  });

  it('leaves bank fees to the fee radar, even a maintenance fee that posts every month, and ATM cash', () => {
    const fees = [
      ...rows(monthlyOn('2024-11-30', 31, 24), 'MONTHLY MAINTENANCE FEE', 1200),
      ...rows(monthlyOn('2024-11-25', 25, 24), 'INTEREST CHARGE ON PURCHASES', 1843, { accountId: 'card' }),
      ...rows(monthlyOn('2024-11-30', 31, 12), 'PAPER STATEMENT FEE', 200),
      ...rows(everyDays('2025-01-06', 14, 40), 'ATM WITHDRAWAL 1234 MARKET ST SAN FRANCISCO CA', 10000),
      ...rows(everyDays('2025-01-06', 14, 40), 'NON-BANK ATM FEE', 350),
    ];
    expect(detectRecurring(fees, { today: TODAY })).toEqual([]);
  });

  it('does not make a series of payments to people with varying amounts', () => {
    const rand = noise(21);
    const zelle = monthlyOn('2025-01-24', 24, 20).map((date, i) =>
      row(
        addDays(date, Math.floor(rand() * 9) - 4),
        `Zelle payment to ALEX KIM Conf# dmp${i}y4b37`,
        1500 + Math.floor(rand() * 9000),
      ),
    );
    expect(detectRecurring(zelle, { today: TODAY })).toEqual([]);
  });

  it('does not read irregular client payouts that skip months as pay', () => {
    const dates = ['2025-09-29', '2025-11-28', '2025-12-26', '2026-02-28', '2026-06-02', '2026-10-15'];
    const payouts = rows(
      dates,
      (i) => `ACH CREDIT STRIPE TRANSFER ST-${i}WVUYV92EG3M`,
      (i) => -[384880, 107219, 398791, 169415, 370454, 148877][i]!,
    );
    expect(detectRecurring(payouts, { today: TODAY })).toEqual([]);
  });

  it('skips malformed rows instead of failing the whole run', () => {
    const netflix = rows(monthlyOn('2026-06-09', 9, 5), 'NETFLIX.COM', 1799);
    const broken = [row('2026-02-30', 'NETFLIX.COM', 1799), row('2026-03-09', 'NETFLIX.COM', 17.99)];
    const streams = detectRecurring([...netflix, ...broken], { today: TODAY });
    expect(streams.map((s) => s.transactionIds)).toEqual([netflix.map((t) => t.id)]);
  });

  it('does not take two same-price purchases a year apart at a busy merchant for an annual fee', () => {
    const coffee = spending(31, 'SQ *BLUE BOTTLE COFFEE', '2024-11-01', 200, 6, 450, 900);
    const pair = [
      row('2025-03-13', 'SQ *BLUE BOTTLE COFFEE', 661, { accountId: 'card' }),
      row('2026-03-13', 'SQ *BLUE BOTTLE COFFEE', 661, { accountId: 'card' }),
    ];
    expect(detectRecurring([...coffee, ...pair], { today: TODAY })).toEqual([]);
  });
});

describe('detectRecurring: a month of weekly transfers', () => {
  it('does not make a weekly series of four varying withdrawals from savings in one month', () => {
    const transactions = [
      ...['2025-09-05', '2025-09-12', '2025-09-19', '2025-09-26'].map((date, i) =>
        row(
          date,
          `ONLINE TRANSFER REF #IB0Y9WTN${i}V TO EVERYDAY CHECKING XXXXXX0912 ON ${date}`,
          [18396, 24012, 10550, 33870][i]!,
          {
            accountId: 'savings',
          },
        ),
      ),
    ];
    expect(detectRecurring(transactions, { today: TODAY })).toEqual([]);
  });

  it('still finds weekly varying transfers that keep going for months', () => {
    const rand = noise(11);
    const transactions = Array.from({ length: 12 }, (_, i) =>
      row(
        addDays('2026-08-07', 7 * i),
        `ONLINE TRANSFER TO EVERYDAY CHECKING XXXXXX0912`,
        10000 + Math.floor(rand() * 20000),
        {
          accountId: 'savings',
        },
      ),
    );
    const streams = detectRecurring(transactions, { today: TODAY });
    expect(streams.map((s) => [s.cadence, s.transactionIds.length])).toEqual([['weekly', 12]]);
  });
});
