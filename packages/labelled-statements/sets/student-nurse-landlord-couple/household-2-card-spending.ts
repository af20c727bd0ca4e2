import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 2, spending on the Synchrony Amazon store card and the Huntington card (Cancun, eGov, parking). */
export function nurseCardSpending(h: Household, r: Rng, store: string, card: string): void {
  // Store card purchases (Amazon) and Huntington purchases.
  scatter(h, store, r, 1.3, [
    {
      make: () => `AMZN Mktp US*${r.alnum(9)}`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 8,
      hi: 90,
      weight: 3,
    },
    {
      make: () => `AMAZON.COM*${r.alnum(9)} AMZN.COM/BILL WA`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 11.99,
      hi: 11.99,
      weight: 0.15,
    },
    { make: () => `Amazon.com*${r.alnum(9)}`, merchant: 'Amazon', category: 'Shopping', lo: 12, hi: 140 },
  ]);
  scatter(h, card, r, 4, [
    {
      make: () => `KROGER #${r.pick(['0532', '0961'])} COLUMBUS OH`,
      merchant: 'Kroger',
      category: 'Groceries',
      lo: 22,
      hi: 140,
      weight: 3,
    },
    {
      make: () => `SPEEDWAY ${r.digits(5)} COLUMBUS OH`,
      merchant: 'Speedway',
      category: 'Gas',
      lo: 25,
      hi: 58,
      weight: 2,
    },
    {
      make: () => `STAUF'S COFFEE ROASTERS COLUMBUS OH`,
      merchant: "Stauf's Coffee Roasters",
      category: 'Restaurants',
      lo: 3.5,
      hi: 11,
      weight: 2,
    },
    {
      make: () => `TST* ${r.pick(['NORTHSTAR CAFE', 'LAVASH CAFE', 'HOT CHICKEN TAKEOVER'])}`,
      merchant: '',
      category: 'Restaurants',
      lo: 12,
      hi: 48,
      weight: 2,
    },
    { make: () => `CHEWY.COM 800-672-4399 FL`, merchant: 'Chewy', category: 'Pets', lo: 24, hi: 88 },
    {
      make: () => `FIGS 424-300-8330 CA`,
      merchant: 'FIGS',
      category: 'Clothing',
      lo: 38,
      hi: 128,
      weight: 0.3,
    },
    {
      make: () => `SQ *${r.pick(['CBUS FARMERS MKT', 'JENIS ICE CREAMS', 'BREWDOG'])}`,
      merchant: 'Square',
      category: 'Restaurants',
      lo: 6,
      hi: 30,
    },
    { make: () => 'BUCKEYE VETERINARY CLINIC', merchant: '', category: 'Pets', lo: 60, hi: 240, weight: 0.2 },
  ]);
  // Cancun trip, February 2025: foreign purchases with their fee.
  for (const [d, text] of [
    ['2025-02-08', 'OXXO CANCUN QR'],
    ['2025-02-08', 'SENOR FROGS CANCUN'],
    ['2025-02-09', 'XCARET PARK PLAYA DEL CA'],
    ['2025-02-10', 'LA HABICHUELA CANCUN'],
    ['2025-02-11', 'FARMACIA GUADALAJARA CUN'],
  ] as const) {
    const amount = r.centsFromDollars(12, 160);
    h.add(card, d, text, -amount, { merchant: '', category: 'Travel' });
    h.add(card, d, 'INTERNATIONAL SERVICE FEE', -Math.round(amount * 0.03), {
      category: 'Fees',
      fee: 'foreign_transaction',
    });
  }
  h.add(card, '2026-03-02', 'OHIO EGOV NURSING LICENSE', -6500, {
    merchant: 'Ohio Board of Nursing',
    category: 'Government',
  });
  h.add(card, '2026-03-02', 'OHIO EGOV SERVICE FEE', -350, { merchant: 'Ohio eGov', category: 'Government' });
  for (const d of ['2025-05-17', '2025-09-20', '2026-01-24', '2026-08-15']) {
    h.add(card, d, 'CITY OF COLUMBUS PARKMOBILE CONVENIENCE FEE', -r.pick([35, 45]), {
      merchant: 'ParkMobile',
      category: 'Travel',
    });
  }
}
