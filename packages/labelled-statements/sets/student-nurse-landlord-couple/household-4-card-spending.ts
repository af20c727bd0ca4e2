import { type Household, scatter } from '../../kit/household';
import type { Rng } from '../../kit/random';

/** Household 4, card spending: his TD card (Amazon, gas, restaurants) and her BMO card (shopping, food). */
export function coupleCardSpending(h: Household, r: Rng, td: string, bmo: string): void {
  // Cards: his TD (Amazon, gas, restaurants) and her BMO (shopping, food).
  scatter(h, td, r, 2.5, [
    {
      make: () => `AMZN Mktp US*${r.alnum(9)}`,
      merchant: 'Amazon',
      category: 'Shopping',
      lo: 8,
      hi: 130,
      weight: 2,
    },
    {
      make: () => `TST* ${r.pick(['ULELE', 'COLUMBIA RESTAURANT', 'OCEAN PRIME TAMPA'])}`,
      merchant: '',
      category: 'Restaurants',
      lo: 30,
      hi: 180,
    },
    {
      make: () => `WEST MARINE #${r.digits(4)} TAMPA FL`,
      merchant: 'West Marine',
      category: 'Shopping',
      lo: 20,
      hi: 320,
      weight: 0.6,
    },
    {
      make: () => `RACETRAC${r.digits(4)} TAMPA FL`,
      merchant: 'RaceTrac',
      category: 'Gas',
      lo: 35,
      hi: 80,
      weight: 1.5,
    },
    {
      make: () => `PAYPAL *${r.pick(['EBAY', 'ETSY', 'STEAMGAMES'])}`,
      merchant: 'PayPal',
      category: 'Shopping',
      lo: 9,
      hi: 85,
      weight: 0.6,
    },
    {
      make: () => `FS *${r.pick(['NAVIONICS', 'GARMINBOATING', 'SKETCHUP'])}`,
      merchant: '',
      category: 'Software',
      lo: 9.99,
      hi: 49.99,
      weight: 0.2,
    },
  ]);
  scatter(h, bmo, r, 2.5, [
    { make: () => `TARGET.COM *${r.digits(6)}`, merchant: 'Target', category: 'Shopping', lo: 12, hi: 110 },
    { make: () => `UBER *EATS`, merchant: 'Uber', category: 'Restaurants', lo: 18, hi: 62 },
    {
      make: () => `CHEWY.COM 800-672-4399 FL`,
      merchant: 'Chewy',
      category: 'Pets',
      lo: 25,
      hi: 95,
      weight: 0.6,
    },
    {
      make: () => `PP*${r.pick(['BOXYCHARM', 'LULULEMON', 'SHEIN'])}`,
      merchant: 'PayPal',
      category: 'Shopping',
      lo: 14,
      hi: 90,
      weight: 0.7,
    },
    {
      make: () => `STARBUCKS STORE ${r.digits(5)} TAMPA FL`,
      merchant: 'Starbucks',
      category: 'Coffee Shops',
      lo: 4,
      hi: 12,
      weight: 1.5,
    },
  ]);
}
