/**
 * Groceries and food: grocers, the superstores people buy food at (Costco, Target, Walmart), coffee, fast
 * food, restaurants and delivery, drink and treats.
 */
import { m, n, pickNo } from './merchants-make';

export const SAFEWAY = m(
  'safeway',
  'FOOD_AND_DRINK_GROCERIES',
  [18, 160],
  pickNo('SAFEWAY #1711', 'SAFEWAY #0962', 'SAFEWAY #2094'),
);
export const TRADER_JOES = m(
  'trader-joes',
  'FOOD_AND_DRINK_GROCERIES',
  [22, 130],
  pickNo("TRADER JOE'S #176", 'TRADER JOE S #081', "TRADER JOE'S #236"),
);
export const WHOLE_FOODS = m('whole-foods', 'FOOD_AND_DRINK_GROCERIES', [12, 140], (r) =>
  r.pick(['WHOLEFDS OAK 10262', 'WHOLEFDS BKY 10054', 'WHOLE FOODS MARKET #10262']),
);
export const SPROUTS = m(
  'sprouts',
  'FOOD_AND_DRINK_GROCERIES',
  [20, 95],
  (r) => `SPROUTS FARMERS MAR #${n(r, 3)}`,
);
export const ALDI = m('aldi', 'FOOD_AND_DRINK_GROCERIES', [25, 110], (r) => `ALDI ${n(r, 5)}`);
export const INSTACART = m(
  'instacart',
  'FOOD_AND_DRINK_GROCERIES',
  [45, 190],
  (r) => `INSTACART*${r.code(6)}`,
  { where: 'SAN FRANCISCO CA', chase: 'Groceries' },
);
export const COSTCO = m(
  'costco',
  'GENERAL_MERCHANDISE_SUPERSTORES',
  [60, 320],
  (r) => `COSTCO WHSE #0${r.pick(['482', '144', '681'])}`,
  { chase: 'Shopping' },
);
export const COSTCO_GAS = m(
  'costco-gas',
  'TRANSPORTATION_GAS',
  [35, 75],
  (r) => `COSTCO GAS #0${r.pick(['482', '144'])}`,
);
export const TARGET = m('target', 'GENERAL_MERCHANDISE_SUPERSTORES', [9, 180], (r) =>
  r.pick([`TARGET        000${n(r, 5)}`, `TARGET T-${n(r, 4)}`, 'TARGET.COM  *']),
);
export const WALMART = m('walmart', 'GENERAL_MERCHANDISE_SUPERSTORES', [8, 160], (r) =>
  r.pick([`WAL-MART #${n(r, 4)}`, `WM SUPERCENTER #${n(r, 4)}`, 'Walmart.com']),
);
export const STARBUCKS = m(
  'starbucks',
  'FOOD_AND_DRINK_COFFEE',
  [4, 16],
  (r) => `STARBUCKS STORE ${n(r, 5)}`,
  { weight: 2 },
);
export const DUNKIN = m('dunkin', 'FOOD_AND_DRINK_COFFEE', [3, 14], (r) => `DUNKIN #${n(r, 6)}`);
export const MCDONALDS = m('mcdonalds', 'FOOD_AND_DRINK_FAST_FOOD', [6, 24], (r) => `MCDONALD'S F${n(r, 5)}`);
export const CHIPOTLE = m('chipotle', 'FOOD_AND_DRINK_FAST_FOOD', [10, 38], (r) => `CHIPOTLE ${n(r, 4)}`);
export const CHICK_FIL_A = m(
  'chick-fil-a',
  'FOOD_AND_DRINK_FAST_FOOD',
  [8, 32],
  (r) => `CHICK-FIL-A #0${n(r, 4)}`,
);
export const TACO_BELL = m('taco-bell', 'FOOD_AND_DRINK_FAST_FOOD', [6, 22], (r) => `TACO BELL #0${n(r, 5)}`);
export const PANERA = m('panera', 'FOOD_AND_DRINK_FAST_FOOD', [9, 30], (r) => `PANERA BREAD #60${n(r, 4)}`);
export const SUBWAY = m('subway', 'FOOD_AND_DRINK_FAST_FOOD', [7, 19], (r) => `SUBWAY ${n(r, 5)}`);
export const DOMINOS = m('dominos', 'FOOD_AND_DRINK_FAST_FOOD', [14, 42], (r) => `DOMINO'S ${n(r, 4)}`);
export const DOORDASH = m(
  'doordash',
  'FOOD_AND_DRINK_RESTAURANT',
  [18, 68],
  (r) => `DD *DOORDASH ${r.pick(['THAIBASIL', 'SHAKESHACK', 'PIZZAHUT', 'SWEETGREEN', 'CURRYUP'])}`,
  { where: 'SAN FRANCISCO CA' },
);
export const UBER_EATS = m('uber-eats', 'FOOD_AND_DRINK_RESTAURANT', [16, 60], 'UBER   *EATS', {
  where: 'HELP.UBER.COM CA',
});
export const OLIVE_GARDEN = m(
  'olive-garden',
  'FOOD_AND_DRINK_RESTAURANT',
  [28, 95],
  (r) => `OLIVE GARDEN 00${n(r, 4)}`,
);
export const CHEESECAKE = m(
  'cheesecake-factory',
  'FOOD_AND_DRINK_RESTAURANT',
  [45, 140],
  (r) => `THE CHEESECAKE FACTORY #0${n(r, 3)}`,
);
export const TOTAL_WINE = m(
  'total-wine',
  'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR',
  [18, 90],
  (r) => `TOTAL WINE & MORE ${n(r, 4)}`,
);
export const CRUMBL = m(
  'crumbl',
  'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK',
  [5, 28],
  (r) => `CRUMBL COOKIES #${n(r, 4)}`,
);
export const BASKIN = m(
  'baskin-robbins',
  'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK',
  [5, 18],
  (r) => `BASKIN #3${n(r, 5)}`,
);
export const VENDING = m(
  'canteen-vending',
  'FOOD_AND_DRINK_VENDING_MACHINES',
  [1.5, 4.5],
  (r) => `CANTEEN VENDING ${n(r, 6)}`,
);
