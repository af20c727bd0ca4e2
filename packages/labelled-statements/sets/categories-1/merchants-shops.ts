/**
 * Shops: online marketplaces, electronics, hardware and furniture, department, discount and clothing stores,
 * sporting goods, pets, books, pharmacies, beauty, gifts and video games.
 */
import { m, n } from './merchants-make';

export const AMAZON = m(
  'amazon',
  'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
  [7, 140],
  (r) => r.pick([`AMZN Mktp US*${r.code(9)}`, `Amazon.com*${r.code(9)}`, `AMAZON MKTPL*${r.code(9)}`]),
  { where: 'Amzn.com/bill WA', weight: 3 },
);
export const EBAY = m(
  'ebay',
  'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
  [9, 85],
  (r) => `EBAY O*${n(r, 2)}-${n(r, 5)}-${n(r, 5)}`,
  { where: 'SAN JOSE CA' },
);
export const ETSY = m('etsy', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', [12, 70], 'ETSY, INC.', {
  where: 'BROOKLYN NY',
});
export const BEST_BUY = m(
  'best-buy',
  'GENERAL_MERCHANDISE_ELECTRONICS',
  [15, 420],
  (r) => `BEST BUY      00${n(r, 6)}`,
);
export const HOME_DEPOT = m(
  'home-depot',
  'HOME_IMPROVEMENT_HARDWARE',
  [8, 260],
  (r) => `THE HOME DEPOT #${n(r, 4)}`,
);
export const LOWES = m('lowes', 'HOME_IMPROVEMENT_HARDWARE', [10, 220], (r) => `LOWE'S #${n(r, 4)}`);
export const ACE = m('ace-hardware', 'HOME_IMPROVEMENT_HARDWARE', [6, 70], (r) => `ACE HARDWARE ${n(r, 5)}`);
export const IKEA = m('ikea', 'HOME_IMPROVEMENT_FURNITURE', [25, 380], (r) => `IKEA STORE ${n(r, 3)}`);
export const WAYFAIR = m('wayfair', 'HOME_IMPROVEMENT_FURNITURE', [40, 350], (r) => `WAYFAIR*${n(r, 10)}`, {
  where: '8772929299 MA',
});
export const MACYS = m(
  'macys',
  'GENERAL_MERCHANDISE_DEPARTMENT_STORES',
  [25, 160],
  (r) => `MACY'S #0${n(r, 3)}`,
);
export const NORDSTROM = m(
  'nordstrom',
  'GENERAL_MERCHANDISE_DEPARTMENT_STORES',
  [30, 210],
  (r) => `NORDSTROM #0${n(r, 3)}`,
);
export const KOHLS = m(
  'kohls',
  'GENERAL_MERCHANDISE_DEPARTMENT_STORES',
  [15, 120],
  (r) => `KOHL'S #${n(r, 4)}`,
);
export const TJ_MAXX = m(
  'tj-maxx',
  'GENERAL_MERCHANDISE_DISCOUNT_STORES',
  [12, 95],
  (r) => `TJ MAXX #0${n(r, 3)}`,
);
export const ROSS = m(
  'ross',
  'GENERAL_MERCHANDISE_DISCOUNT_STORES',
  [10, 80],
  (r) => `ROSS STORES #${n(r, 3)}`,
);
export const DOLLAR_TREE = m(
  'dollar-tree',
  'GENERAL_MERCHANDISE_DISCOUNT_STORES',
  [3, 30],
  (r) => `DOLLAR TREE ${n(r, 5)}`,
);
export const OLD_NAVY = m(
  'old-navy',
  'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
  [15, 110],
  (r) => `OLD NAVY US ${n(r, 4)}`,
);
export const UNIQLO = m(
  'uniqlo',
  'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
  [20, 120],
  'UNIQLO USA LLC',
);
export const NIKE = m('nike', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', [40, 180], 'NIKE.COM', {
  where: 'BEAVERTON OR',
});
export const REI = m('rei', 'GENERAL_MERCHANDISE_SPORTING_GOODS', [20, 240], (r) => `REI #${n(r, 3)}`);
export const DICKS = m(
  'dicks',
  'GENERAL_MERCHANDISE_SPORTING_GOODS',
  [18, 150],
  (r) => `DICK'S SPORTING GOODS ${n(r, 4)}`,
);
export const PETCO = m('petco', 'GENERAL_MERCHANDISE_PET_SUPPLIES', [12, 85], (r) => `PETCO ${n(r, 4)}`);
export const CHEWY = m('chewy', 'GENERAL_MERCHANDISE_PET_SUPPLIES', [30, 110], 'CHEWY.COM', {
  where: '800-672-4399 FL',
});
export const BARNES = m(
  'barnes-noble',
  'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS',
  [8, 60],
  (r) => `BARNES & NOBLE #${n(r, 4)}`,
);
export const STAPLES = m(
  'staples',
  'GENERAL_MERCHANDISE_OFFICE_SUPPLIES',
  [6, 75],
  (r) => `STAPLES       00${n(r, 4)}`,
);
export const MICHAELS = m(
  'michaels',
  'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
  [8, 65],
  (r) => `MICHAELS STORES ${n(r, 4)}`,
);
export const SEVEN_ELEVEN = m(
  '7-eleven',
  'GENERAL_MERCHANDISE_CONVENIENCE_STORES',
  [3, 25],
  (r) => `7-ELEVEN ${n(r, 5)}`,
);
export const WALGREENS = m(
  'walgreens',
  'MEDICAL_PHARMACIES_AND_SUPPLEMENTS',
  [5, 70],
  (r) => `WALGREENS #${n(r, 5)}`,
);
export const CVS = m('cvs', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', [5, 65], (r) => `CVS/PHARMACY #${n(r, 5)}`);
export const SEPHORA = m('sephora', 'PERSONAL_CARE_HAIR_AND_BEAUTY', [20, 120], (r) => `SEPHORA ${n(r, 4)}`);
export const ULTA = m('ulta', 'PERSONAL_CARE_HAIR_AND_BEAUTY', [12, 80], (r) => `ULTA #${n(r, 3)}`);
export const FLOWERS = m(
  '1-800-flowers',
  'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES',
  [45, 95],
  '1-800-FLOWERS.COM',
  { where: '800-468-1141 NY' },
);
export const STEAM = m('steam', 'ENTERTAINMENT_VIDEO_GAMES', [5, 60], 'STEAMGAMES.COM 4259522985', {
  where: 'WA',
});
export const PLAYSTATION = m('playstation', 'ENTERTAINMENT_VIDEO_GAMES', [10, 70], 'PlayStation Network', {
  where: '877-971-7669 CA',
});
