/** Household 1 of categories-1: its accounts, merchants and generator state, shared by its section files. */
import { createRng } from '../../kit/random';
import { CategoryHousehold, type Label } from './lib';
import { m } from './merchants';

const OAK = 'OAKLAND CA';
const local = {
  homeroom: m('homeroom', 'FOOD_AND_DRINK_RESTAURANT', [24, 78], 'TST* HOMEROOM'),
  kinKhao: m('kin-khao', 'FOOD_AND_DRINK_RESTAURANT', [38, 140], 'TST* KIN KHAO', {
    where: 'SAN FRANCISCO CA',
  }),
  pho: m('pho-saigon', 'FOOD_AND_DRINK_RESTAURANT', [18, 46], 'TST* PHO SAIGON NOODLE HOUSE'),
  saloon: m('heinolds', 'FOOD_AND_DRINK_RESTAURANT', [12, 56], "HEINOLD'S FIRST AND LAST CHANCE SALOON"),
  brewing: m('pacific-coast-brewing', 'FOOD_AND_DRINK_RESTAURANT', [22, 70], 'TST* PACIFIC COAST BREWING CO'),
  blueBottle: m('blue-bottle', 'FOOD_AND_DRINK_COFFEE', [5, 16], 'SQ *BLUE BOTTLE COFFEE', { weight: 2 }),
  arizmendi: m('arizmendi', 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK', [6, 24], 'SQ *ARIZMENDI BAKERY'),
  berkeleyBowl: m(
    'berkeley-bowl',
    'FOOD_AND_DRINK_GROCERIES',
    [25, 140],
    (r) => r.pick(['BERKELEY BOWL', 'BERKELEY BOWL WEST']),
    { where: 'BERKELEY CA', weight: 2 },
  ),
  farmersMarket: m(
    'grand-lake-farmers-market',
    'FOOD_AND_DRINK_GROCERIES',
    [12, 45],
    'SQ *GRAND LAKE FARMERS MKT',
  ),
  piedmontGrocery: m('piedmont-grocery', 'FOOD_AND_DRINK_GROCERIES', [15, 90], 'PIEDMONT GROCERY CO'),
  bevmo: m('bevmo', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', [18, 75], (r) => `BEVMO #${r.digits(3)}`),
  dentist: m('rockridge-dental', 'MEDICAL_DENTAL_CARE', [95, 420], 'ROCKRIDGE DENTAL GROUP'),
  vet: m('oakland-vet', 'MEDICAL_VETERINARY_SERVICES', [70, 360], 'OAKLAND VETERINARY HOSPITAL'),
  barber: m('lakeshore-barber', 'PERSONAL_CARE_HAIR_AND_BEAUTY', [30, 60], 'SQ *LAKESHORE BARBER SHOP'),
  cleaners: m(
    'sunshine-cleaners',
    'PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING',
    [14, 48],
    'SUNSHINE DRY CLEANERS',
  ),
  clipper: m('clipper', 'TRANSPORTATION_PUBLIC_TRANSIT', [20, 60], 'CLIPPER SYSTEMS MOBILE', {
    where: 'SAN FRANCISCO CA',
  }),
  fastrak: m('fastrak', 'TRANSPORTATION_TOLLS', [25, 25], 'BAY AREA FASTRAK', { where: '877-229-8655 CA' }),
  cityParking: m('oakland-parking', 'TRANSPORTATION_PARKING', [2, 9], 'CITY OF OAKLAND PARKING METER'),
  theatre: m('grand-lake-theatre', 'ENTERTAINMENT_TV_AND_MOVIES', [14, 38], 'GRAND LAKE THEATRE'),
  zoo: m('oakland-zoo', 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', [28, 75], 'OAKLAND ZOO'),
  yoga: m('lake-merritt-yoga', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', [25, 25], 'SQ *LAKE MERRITT YOGA'),
  books: m('pegasus-books', 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', [12, 48], 'PEGASUS BOOKS', {
    where: 'BERKELEY CA',
  }),
  hardware: m('ace-hardware', 'HOME_IMPROVEMENT_HARDWARE', [6, 60], 'EASTSHORE ACE HARDWARE'),
  nursery: m('flowerland', 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE', [15, 90], 'FLOWERLAND NURSERY GARDEN', {
    where: 'ALBANY CA',
  }),
};

export function setUp() {
  const r = createRng(22_101);
  const h = new CategoryHousehold(
    'household-1',
    'Couple in Oakland CA: Chase checking (Chase CSV), Chase Sapphire (Chase card CSV with Category), Amex Gold ' +
      '(charges positive). Two payrolls, rent by ACH, PG&E, EBMUD water, Sonic internet, student loan, Zelle to a ' +
      'babysitter and from friends, Venmo both ways, ATM cash, a check, savings and Vanguard transfers, both cards ' +
      'paid from checking and a Discover card paid whose other side is not here. Corrections: Costco as Groceries, ' +
      'the babysitter Zelle as Childcare, Homeroom as Restaurant.',
    r,
  );
  const chk = h.account('chase-checking', 'chase-checking', 'depository', 'checking', {
    city: OAK,
    last4: '7733',
  });
  const card = h.account('chase-sapphire', 'chase-card', 'credit', 'credit card', {
    city: OAK,
    last4: '9012',
  });
  const amex = h.account('amex-gold', 'amex', 'credit', 'credit card', {
    city: OAK,
    last4: '41007',
    query: { amountSign: 'positive-out' },
  });
  const ach = (co: string, descr: string, id: string, sec = 'PPD') =>
    `${co.padEnd(16)} ${descr.padEnd(10)}                 ${sec} ID: ${id}`;
  const L = (detailed: string, merchant: string, moneyMoved = false): Label => ({
    detailed,
    merchant,
    moneyMoved,
  });
  const add = (date: string, text: string, cents: number, label: Label, type?: string) =>
    h.add(chk, date, text, cents, label, type ? { type } : {});
  return { r, h, chk, card, amex, ach, L, add, local };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Oakland = ReturnType<typeof setUp>;
