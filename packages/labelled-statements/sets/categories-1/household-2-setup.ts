/** Household 2 of categories-1: its accounts, merchants and generator state, shared by its section files. */
import { createRng } from '../../kit/random';
import { CategoryHousehold, type Label } from './lib';
import { m } from './merchants';

const RR = 'ROUND ROCK TX';
const local = {
  heb: m('h-e-b', 'FOOD_AND_DRINK_GROCERIES', [30, 240], (r) => `H-E-B #${r.pick(['512', '049', '733'])}`, {
    weight: 4,
  }),
  hebGas: m('h-e-b-gas', 'TRANSPORTATION_GAS', [30, 68], (r) => `H-E-B GAS #${r.pick(['512', '733'])}`),
  centralMarket: m('central-market', 'FOOD_AND_DRINK_GROCERIES', [25, 120], 'CENTRAL MARKET #0551', {
    where: 'AUSTIN TX',
  }),
  whataburger: m('whataburger', 'FOOD_AND_DRINK_FAST_FOOD', [8, 34], (r) => `WHATABURGER ${r.digits(4)}`, {
    weight: 2,
  }),
  saltLick: m('salt-lick', 'FOOD_AND_DRINK_RESTAURANT', [45, 130], 'TST* THE SALT LICK BBQ', {
    where: 'DRIFTWOOD TX',
  }),
  veracruz: m('veracruz', 'FOOD_AND_DRINK_RESTAURANT', [12, 38], 'TST* VERACRUZ ALL NATURAL', {
    where: 'AUSTIN TX',
    weight: 2,
  }),
  threeLittle: m('el-arroyo', 'FOOD_AND_DRINK_RESTAURANT', [30, 95], 'EL ARROYO MEXICAN RESTAURANT', {
    where: 'AUSTIN TX',
  }),
  cuvee: m('cuvee-coffee', 'FOOD_AND_DRINK_COFFEE', [4, 14], 'SQ *CUVEE COFFEE BAR', { where: 'AUSTIN TX' }),
  specs: m('specs', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', [18, 95], (r) => `SPEC'S #${r.digits(2)}`),
  bucees: m('buc-ees', 'TRANSPORTATION_GAS', [38, 82], (r) => `BUC-EE'S #${r.digits(2)}`, {
    where: 'NEW BRAUNFELS TX',
  }),
  qt: m('quiktrip', 'TRANSPORTATION_GAS', [30, 70], (r) => `QT ${r.digits(4)}`),
  pediatrics: m('rr-pediatrics', 'MEDICAL_PRIMARY_CARE', [30, 60], 'ROUND ROCK PEDIATRICS PA'),
  dental: m('rr-family-dentistry', 'MEDICAL_DENTAL_CARE', [80, 310], 'ROUND ROCK FAMILY DENTISTRY'),
  vet: m('paws-vet', 'MEDICAL_VETERINARY_SERVICES', [65, 280], 'PAWS & CLAWS VET CLINIC'),
  supercuts: m('supercuts', 'PERSONAL_CARE_HAIR_AND_BEAUTY', [22, 48], (r) => `SUPERCUTS ${r.digits(4)}`),
  nails: m('luxe-nail-spa', 'PERSONAL_CARE_HAIR_AND_BEAUTY', [35, 80], 'SQ *LUXE NAIL SPA'),
  alamo: m('alamo-drafthouse', 'ENTERTAINMENT_TV_AND_MOVIES', [22, 88], 'ALAMO DRAFTHOUSE LAKECRK', {
    where: 'AUSTIN TX',
  }),
  thinkery: m('thinkery', 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', [30, 60], 'THINKERY', {
    where: 'AUSTIN TX',
  }),
  express: m(
    'rr-express',
    'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
    [24, 110],
    'ROUND ROCK EXPRESS TIX',
  ),
  txtag: m('txtag', 'TRANSPORTATION_TOLLS', [6, 32], 'TXTAG CSC', { where: '888-468-9824 TX' }),
  lawn: m('ramirez-services', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', [55, 55], 'SQ *RAMIREZ SERVICES'),
  feed: m(
    'tractor-supply',
    'GENERAL_MERCHANDISE_PET_SUPPLIES',
    [20, 80],
    (r) => `TRACTOR SUPPLY #${r.digits(4)}`,
  ),
  swim: m('rr-swim-school', 'GENERAL_SERVICES_EDUCATION', [95, 95], 'SQ *AQUA-TOTS SWIM SCHOOL'),
  toys: m('toy-joy', 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', [12, 60], 'TOY JOY', {
    where: 'AUSTIN TX',
  }),
};

export function setUp() {
  const r = createRng(22_202);
  const h = new CategoryHousehold(
    'household-2',
    'Family of four, Round Rock TX: Bank of America checking (BofA CSV with summary block), Citi Double Cash (no ' +
      'category column), Capital One Savor (Category column). Biweekly and semi-monthly payroll, mortgage, TXU, ' +
      'Texas Gas Service, city water, Spectrum, AT&T, State Farm, KinderCare ("EDUCATI"/"TUITION" in its ACH text ' +
      'but childcare), PayPal and Zelle, a Synchrony store card paid whose other side is not here, both cards paid ' +
      'from checking, an overdraft fee, a mobile deposit, a tax refund, a Cancun trip with foreign transaction fees. ' +
      'Corrections: Walmart as Groceries, Ramirez Services (lawn) as Repair and Maintenance, Veracruz as Restaurant.',
    r,
  );
  const chk = h.account('bofa-checking', 'boa-checking', 'depository', 'checking', {
    city: RR,
    last4: '4821',
  });
  const citi = h.account('citi-double-cash', 'citi-card', 'credit', 'credit card', {
    city: RR,
    last4: '3345',
  });
  const cap = h.account('capitalone-savor', 'capital-one', 'credit', 'credit card', {
    city: RR,
    last4: '7781',
  });
  const ach = (co: string, des: string, id: string, indn: string, coId: string, sec = 'PPD') =>
    `${co} DES:${des} ID:${id} INDN:${indn} CO ID:${coId} ${sec}`;
  const L = (detailed: string, merchant: string, moneyMoved = false): Label => ({
    detailed,
    merchant,
    moneyMoved,
  });
  const add = (date: string, text: string, cents: number, label: Label) =>
    h.add(chk, date, text, cents, label);
  return { r, h, chk, citi, cap, ach, L, add, local };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type RoundRock = ReturnType<typeof setUp>;
