/** Household 3 of categories-1: its accounts, merchants and generator state, shared by its section files. */
import { yymmdd } from '../../kit/calendar';
import { createRng } from '../../kit/random';
import { CategoryHousehold, type Label } from './lib';
import { m } from './merchants';

const MPLS = 'MINNEAPOLIS MN';
const local = {
  lunds: m(
    'lunds-byerlys',
    'FOOD_AND_DRINK_GROCERIES',
    [20, 140],
    (r) => `LUNDS&BYERLYS ${r.pick(['UPTOWN', 'DWTN MPLS', 'EDINA'])}`,
    { weight: 2 },
  ),
  cub: m('cub-foods', 'FOOD_AND_DRINK_GROCERIES', [25, 150], (r) => `CUB FOODS #${r.digits(4)}`, {
    weight: 2,
  }),
  wedge: m('wedge-coop', 'FOOD_AND_DRINK_GROCERIES', [12, 80], 'THE WEDGE COMMUNITY CO-OP'),
  surdyks: m('surdyks', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', [15, 70], "SURDYK'S LIQUOR & CHEESE SHOP"),
  haiHai: m('hai-hai', 'FOOD_AND_DRINK_RESTAURANT', [30, 95], 'TST* HAI HAI'),
  pho79: m('pho-79', 'FOOD_AND_DRINK_RESTAURANT', [14, 36], 'PHO 79 RESTAURANT'),
  tavern: m('red-cow', 'FOOD_AND_DRINK_RESTAURANT', [22, 64], 'TST* RED COW - NORTH LOOP'),
  brewery: m('surly', 'FOOD_AND_DRINK_RESTAURANT', [18, 72], 'SURLY BREWING CO'),
  dogwood: m('dogwood', 'FOOD_AND_DRINK_COFFEE', [4, 12], 'SQ *DOGWOOD NORTHEAST', { weight: 3 }),
  caribou: m('caribou', 'FOOD_AND_DRINK_COFFEE', [4, 11], (r) => `CARIBOU COFFEE #${r.digits(3)}`, {
    weight: 2,
  }),
  kwik: m(
    'kwik-trip',
    'GENERAL_MERCHANDISE_CONVENIENCE_STORES',
    [25, 62],
    (r) => `KWIK TRIP ${r.digits(4)}`,
    { weight: 2 },
  ),
  holiday: m('holiday', 'TRANSPORTATION_GAS', [28, 66], (r) => `HOLIDAY STATIONS ${r.digits(4)}`),
  metro: m('metro-transit', 'TRANSPORTATION_PUBLIC_TRANSIT', [2.5, 50], 'METRO TRANSIT GO-TO', {
    where: 'ST PAUL MN',
  }),
  niceRide: m('nice-ride', 'TRANSPORTATION_BIKES_AND_SCOOTERS', [2, 9], 'NICE RIDE MINNESOTA'),
  lifetime: m('life-time', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS', [149, 149], 'LIFE TIME MONTHLY', {
    where: '952-947-0000 MN',
    recurring: true,
  }),
  firstAve: m(
    'first-avenue',
    'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
    [25, 85],
    'FIRST AVENUE & 7TH ST ENTRY',
  ),
  mia: m(
    'mia',
    'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
    [20, 40],
    'MINNEAPOLIS INSTITUTE OF ART',
  ),
  twins: m(
    'twins',
    'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
    [30, 140],
    'MINNESOTA TWINS TARGET FIELD',
  ),
  books: m(
    'magers-quinn',
    'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS',
    [10, 55],
    'MAGERS & QUINN BOOKSELLERS',
  ),
  vet: m('uptown-vet', 'MEDICAL_VETERINARY_SERVICES', [60, 240], 'UPTOWN VETERINARY'),
  dental: m('park-dental', 'MEDICAL_DENTAL_CARE', [85, 260], 'PARK DENTAL UPTOWN'),
  clinic: m('park-nicollet', 'MEDICAL_PRIMARY_CARE', [25, 140], 'PARK NICOLLET CLINIC', {
    where: 'ST LOUIS PARK MN',
  }),
  eye: m('warby-parker', 'MEDICAL_EYE_CARE', [95, 195], 'WARBY PARKER', { where: 'NEW YORK NY' }),
  labs: m('quest', 'MEDICAL_OTHER_MEDICAL', [20, 90], 'QUEST DIAGNOSTICS INC', { where: '866-697-8378 NJ' }),
  laundry: m(
    'bubbles-laundromat',
    'PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING',
    [6, 22],
    'SQ *BUBBLES LAUNDROMAT',
  ),
  storage: m('extra-space', 'GENERAL_SERVICES_STORAGE', [89, 89], 'EXTRA SPACE 1234', { recurring: true }),
  parking: m('mpls-parking', 'TRANSPORTATION_PARKING', [4, 22], 'MPLS PARKING RAMP A'),
  mnDvs: m(
    'mn-dvs',
    'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES',
    [35, 35],
    'MN DVS ONLINE TABS',
    { where: 'ST PAUL MN' },
  ),
  mpr: m('mpr', 'GOVERNMENT_AND_NON_PROFIT_DONATIONS', [15, 15], 'MINNESOTA PUBLIC RADIO', {
    where: 'ST PAUL MN',
    recurring: true,
  }),
};

export function setUp() {
  const r = createRng(22_303);
  const h = new CategoryHousehold(
    'household-3',
    'Single engineer, Minneapolis MN: Wells Fargo checking (header-less CSV), Navy Federal savings (OFX), Amex ' +
      'Blue Cash (charges positive), Citi Custom Cash (no category column). Biweekly Medtronic pay, Upwork gig ' +
      'payouts, rent by Zelle to the landlord, Xcel, CenterPoint, Comcast, student loan, an Ally car loan, ' +
      'transfers both ways with the credit union savings, both cards paid from checking, Venmo, ATM cash with a ' +
      'non-Wells fee, an overdraft fee whose text carries the purchase it paid, the monthly service fee, a mobile ' +
      'deposit, state tax. Corrections: the landlord Zelle as Rent, Kwik Trip as Gas, Dogwood as Coffee.',
    r,
  );
  const wells = { date: '0', amount: '1', description: '4' };
  const chk = h.account('wellsfargo-checking', 'wells-fargo', 'depository', 'checking', {
    city: MPLS,
    last4: '0912',
    query: wells,
  });
  const sav = h.account('navyfed-savings', 'ofx-bank', 'depository', 'savings', {
    city: MPLS,
    last4: '7012',
  });
  const amex = h.account('amex-blue-cash', 'amex', 'credit', 'credit card', {
    city: MPLS,
    last4: '51004',
    query: { amountSign: 'positive-out' },
  });
  const citi = h.account('citi-custom-cash', 'citi-card', 'credit', 'credit card', {
    city: MPLS,
    last4: '6618',
  });
  const ach = (co: string, descr: string, d: string, id: string) =>
    `${co} ${descr} ${yymmdd(d)} ${id} ALEX MORGAN`;
  const L = (detailed: string, merchant: string, moneyMoved = false): Label => ({
    detailed,
    merchant,
    moneyMoved,
  });
  const add = (date: string, text: string, cents: number, label: Label) =>
    h.add(chk, date, text, cents, label);
  return { r, h, chk, sav, amex, citi, ach, L, add, local };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Minneapolis = ReturnType<typeof setUp>;
