import type { HouseholdBuilder } from './household';
import { oneOffs, plainShop, spend } from './spending';

/** Household 2 card: family spending at Costco, Amazon and DoorDash beside their subscriptions. */
export function household2CardSpending(h: HouseholdBuilder, file: string): void {
  const { rng } = h;
  const besideSub = ['purchases-beside-subscription'];
  spend(h, {
    file,
    category: 'Groceries',
    meanGapDays: 26,
    minCents: 4500,
    maxCents: 38000,
    avoidCents: [6500],
    shops: [plainShop('COSTCO WHSE #0429 MESA AZ', 'Costco', undefined, besideSub)],
  });
  spend(h, {
    file,
    category: 'Gas',
    meanGapDays: 20,
    minCents: 3800,
    maxCents: 7900,
    shops: [plainShop('COSTCO GAS #0429 MESA AZ', 'Costco Gas', 'Costco', besideSub)],
  });
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 22,
    minCents: 1240,
    maxCents: 8650,
    shops: [
      plainShop('TST* BLUE ADOBE GRILLE MESA AZ', 'Blue Adobe Grille', 'Toast'),
      plainShop('CHICK-FIL-A #01234 MESA AZ', 'Chick-fil-A'),
      plainShop('IN-N-OUT MESA 2 MESA AZ', 'In-N-Out Burger'),
      plainShop('SQ *SUPERSTITION TACOS Mesa AZ', 'Superstition Tacos', 'Square'),
    ],
  });
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 20,
    minCents: 395,
    maxCents: 1480,
    shops: [plainShop('DUTCH BROS COFFEE #0123 MESA AZ', 'Dutch Bros', undefined, ['coffee-not-fee'])],
  });
  spend(h, {
    file,
    category: 'Food & Drink',
    meanGapDays: 18,
    minCents: 2150,
    maxCents: 6890,
    avoidCents: [999],
    shops: [
      {
        describe: () => `DOORDASH*${rng.pick(['CHIPOTLE', 'PANERA', 'PANDA EXPRESS'])}`,
        merchant: 'DoorDash',
      },
      plainShop('DD *DOORDASH TACOBELL 855-973-1040 CA', 'DoorDash'),
    ],
    traps: besideSub,
  });
  spend(h, {
    file,
    category: 'Shopping',
    meanGapDays: 28,
    minCents: 699,
    maxCents: 14250,
    avoidCents: [1199],
    shops: [
      { describe: () => `AMAZON.COM*${rng.code(9)} AMZN.COM/BILL WA`, merchant: 'Amazon' },
      { describe: () => `AMZN Mktp US*${rng.code(9)}`, merchant: 'Amazon' },
    ],
    traps: ['order-id', ...besideSub],
  });
  spend(h, {
    file,
    category: 'Shopping',
    meanGapDays: 25,
    minCents: 1299,
    maxCents: 16840,
    shops: [
      plainShop('TARGET 00021345 MESA AZ', 'Target'),
      plainShop('THE HOME DEPOT #0451 MESA AZ', 'The Home Depot'),
    ],
  });
  const refund = ['refund-at-subscription-merchant'];
  oneOffs(h, file, [
    ['2025-05-12', 'DisneyPLUS 888-905-7888 CA', 1399, 'Disney+', 'Entertainment', refund],
    ['2025-02-20', `AMZN Mktp US*${rng.code(9)}`, 5499, 'Amazon', 'Shopping', refund],
    ['2025-09-09', `AMAZON.COM*${rng.code(9)} AMZN.COM/BILL WA`, 2999, 'Amazon', 'Shopping', refund],
    ['2026-01-07', `AMZN Mktp US*${rng.code(9)}`, 11998, 'Amazon', 'Shopping', refund],
    ['2026-07-15', 'COSTCO WHSE #0429 MESA AZ', 8999, 'Costco', 'Shopping', refund],
    [
      '2025-09-19',
      'FOREIGN CINEMA SAN FRANCISCO CA',
      -18640,
      'Foreign Cinema',
      'Food & Drink',
      ['foreign-word-not-fee'],
    ],
    ['2025-09-18', 'HOTEL ZEPHYR SAN FRANCISCO CA', -61288, 'Hotel Zephyr', 'Travel'],
    ['2025-09-17', 'SOUTHWES 5262412345678 DALLAS TX', -48796, 'Southwest Airlines', 'Travel'],
    ['2026-02-10', 'PAY.GOV US DEPT OF STATE PASSPORT', -13000, 'Pay.gov', 'Travel'],
    ['2026-02-10', 'PAY.GOV CONVENIENCE FEE', -299, 'Pay.gov', 'Travel', ['government-service-fee-not-fee']],
    [
      '2025-08-23',
      'ADOT MVD SERVICE FEE PHOENIX AZ',
      -450,
      'Arizona MVD',
      'Automotive',
      ['government-service-fee-not-fee'],
    ],
    ['2025-04-12', 'SQ *MESA KIDS SOCCER Mesa AZ', -9500, 'Mesa Kids Soccer', 'Personal'],
    [
      '2025-10-04',
      "DICK'S SPORTING GOODS #0512 MESA AZ",
      -9500,
      "Dick's Sporting Goods",
      'Shopping',
      ['same-amount-other-merchant'],
    ],
    [
      '2025-12-06',
      'SEES CANDIES #123 CHOCOLATE MESA AZ',
      -4820,
      "See's Candies",
      'Gifts & Donations',
      ['chocolate-not-fee'],
    ],
    [
      '2026-05-09',
      'TST* SILVER PLATE DINER MESA AZ',
      -3860,
      'Silver Plate Diner',
      'Food & Drink',
      ['plate-word-not-fee'],
    ],
    [
      '2026-03-16',
      'TST* BLUE ADOBE GRILLE MESA AZ',
      -8999,
      'Blue Adobe Grille',
      'Food & Drink',
      ['same-amount-other-merchant'],
    ],
  ]);
}
