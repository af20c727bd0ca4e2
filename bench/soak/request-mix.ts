import type { Random } from '../lib/seeded-random.ts';
import type { SoakUser } from './soak-users.ts';

export interface SoakRequest {
  route: string;
  method: string;
  path: string;
  body?: unknown;
}

const GOAL_CATEGORIES = ['Groceries', 'Food and Drink', 'Shopping', 'Transportation', 'Entertainment'];

/** What a person does on the app, by weight: mostly reading, about 30% writes. */
const MIX: { weight: number; make: (user: SoakUser, random: Random) => SoakRequest }[] = [
  { weight: 14, make: () => ({ route: 'GET accounts', method: 'GET', path: '/api/accounts' }) },
  {
    weight: 18,
    make: () => ({ route: 'GET transactions', method: 'GET', path: '/api/transactions?limit=50' }),
  },
  {
    weight: 14,
    make: (_, r) => ({
      route: 'GET reports/summary',
      method: 'GET',
      path: `/api/reports/summary?period=${r.pick(['30', '90', '365'])}`,
    }),
  },
  { weight: 10, make: () => ({ route: 'GET recurring', method: 'GET', path: '/api/recurring' }) },
  { weight: 10, make: () => ({ route: 'GET fees', method: 'GET', path: '/api/fees' }) },
  {
    weight: 15,
    make: (user, r) => {
      const row = r.pick(user.editable);
      return {
        route: 'PATCH transactions/:id',
        method: 'PATCH',
        path: `/api/transactions/${row.id}`,
        body: {
          date: row.date,
          accountId: row.accountId,
          merchantName: row.merchantName ?? '',
          description: `${row.description.slice(0, 150)} (soak ${r.int(0, 1000)})`,
          amount: (Math.abs(row.amountCents) / 100).toFixed(2),
        },
      };
    },
  },
  {
    weight: 12,
    make: (_, r) => ({
      route: 'PUT goals',
      method: 'PUT',
      path: '/api/goals',
      body: { category: r.pick(GOAL_CATEGORIES), goalType: 'expense', amountCents: r.int(1_000, 100_000) },
    }),
  },
  {
    weight: 7,
    make: (_, r) => ({
      route: 'PUT profile',
      method: 'PUT',
      path: '/api/profile',
      body: { displayName: `Soak ${r.int(0, 1000)}`, city: 'Springfield' },
    }),
  },
];

const TOTAL = MIX.reduce((n, m) => n + m.weight, 0);

export function nextRequest(user: SoakUser, random: Random): SoakRequest {
  let roll = random.next() * TOTAL;
  for (const entry of MIX) {
    roll -= entry.weight;
    if (roll < 0) return entry.make(user, random);
  }
  return MIX[0]!.make(user, random);
}
