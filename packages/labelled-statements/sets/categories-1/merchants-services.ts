/**
 * Subscriptions and services: streaming, gyms, insurance, phones, postage, cars, donations, government.
 */
import { m, n } from './merchants-make';

export const NETFLIX = m('netflix', 'ENTERTAINMENT_TV_AND_MOVIES', [15.49, 15.49], 'NETFLIX.COM', {
  where: 'LOS GATOS CA',
  recurring: true,
});
export const HULU = m('hulu', 'ENTERTAINMENT_TV_AND_MOVIES', [18.99, 18.99], 'HULU 877-8244858', {
  where: 'CA',
  recurring: true,
});
export const DISNEY = m('disney-plus', 'ENTERTAINMENT_TV_AND_MOVIES', [13.99, 13.99], 'DISNEY PLUS', {
  where: 'BURBANK CA',
  recurring: true,
});
export const SPOTIFY = m('spotify', 'ENTERTAINMENT_MUSIC_AND_AUDIO', [11.99, 11.99], 'Spotify USA', {
  where: 'NEW YORK NY',
  recurring: true,
});
export const SIRIUS = m('siriusxm', 'ENTERTAINMENT_MUSIC_AND_AUDIO', [10.99, 10.99], 'SIRIUSXM RADIO', {
  where: '888-635-5144 NY',
  recurring: true,
});
export const AMC = m('amc', 'ENTERTAINMENT_TV_AND_MOVIES', [14, 48], (r) => `AMC ${n(r, 4)} ONLINE`, {
  where: '913-213-2000 KS',
});
export const TICKETMASTER = m(
  'ticketmaster',
  'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
  [45, 260],
  'TICKETMASTER',
  { where: '800-653-8000 CA' },
);
export const PLANET_FITNESS = m(
  'planet-fitness',
  'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
  [24.99, 24.99],
  'PLANET FITNESS',
  { where: '844-880-7180 NH', recurring: true },
);
export const GREAT_CLIPS = m(
  'great-clips',
  'PERSONAL_CARE_HAIR_AND_BEAUTY',
  [18, 35],
  (r) => `GREAT CLIPS # ${n(r, 4)}`,
);
export const HEADSPACE = m(
  'headspace',
  'PERSONAL_CARE_OTHER_PERSONAL_CARE',
  [12.99, 12.99],
  'HEADSPACE.COM',
  { where: 'SANTA MONICA CA', recurring: true },
);
export const GOOGLE_ONE = m(
  'google-one',
  'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
  [2.99, 2.99],
  'GOOGLE *Google One',
  { where: 'g.co/helppay# CA', recurring: true },
);
export const DROPBOX = m(
  'dropbox',
  'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
  [11.99, 11.99],
  (r) => `DROPBOX*${r.code(8)}`,
  { where: 'DROPBOX.COM CA', recurring: true },
);
export const USPS = m('usps', 'GENERAL_SERVICES_POSTAGE_AND_SHIPPING', [4, 35], (r) => `USPS PO ${n(r, 10)}`);
export const UPS_STORE = m(
  'ups-store',
  'GENERAL_SERVICES_POSTAGE_AND_SHIPPING',
  [9, 48],
  (r) => `THE UPS STORE ${n(r, 4)}`,
);
export const JIFFY_LUBE = m(
  'jiffy-lube',
  'GENERAL_SERVICES_AUTOMOTIVE',
  [55, 120],
  (r) => `JIFFY LUBE #${n(r, 4)}`,
);
export const FIRESTONE = m(
  'firestone',
  'GENERAL_SERVICES_AUTOMOTIVE',
  [80, 640],
  (r) => `FIRESTONE #0${n(r, 5)}`,
);
export const GEICO = m('geico', 'GENERAL_SERVICES_INSURANCE', [128.4, 128.4], 'GEICO  *AUTO', {
  where: '800-841-3000 DC',
  recurring: true,
});
export const LEMONADE = m('lemonade', 'GENERAL_SERVICES_INSURANCE', [14.5, 14.5], 'LEMONADE INSURANCE CO', {
  where: 'NEW YORK NY',
  recurring: true,
});
export const VERIZON = m('verizon', 'RENT_AND_UTILITIES_TELEPHONE', [92, 138], 'VZWRLSS*APOCC VISB', {
  where: '800-922-0204 FL',
  recurring: true,
});
export const TMOBILE = m('t-mobile', 'RENT_AND_UTILITIES_TELEPHONE', [85, 140], 'T-MOBILE*AUTO PAY', {
  where: '800-937-8997 WA',
  recurring: true,
});
export const COURSERA = m('coursera', 'GENERAL_SERVICES_EDUCATION', [49, 59], 'COURSERA.ORG', {
  where: 'MOUNTAIN VIEW CA',
  recurring: true,
});
export const RED_CROSS = m(
  'red-cross',
  'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
  [25, 100],
  'AMERICAN RED CROSS',
  { where: '800-733-2767 DC' },
);
export const WIKIMEDIA = m(
  'wikimedia',
  'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
  [10, 25],
  'WIKIMEDIA 877 600 9454',
  { where: 'CA' },
);
export const DMV_ONLINE = m(
  'dmv',
  'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES',
  [31, 260],
  (r) => `DMV ${r.pick(['CA', 'RENEWAL'])} ${n(r, 6)}`,
);
export const PASSPORT = m(
  'passport',
  'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES',
  [130, 130],
  'US DEPT OF STATE PASSPORT',
  { where: 'WASHINGTON DC' },
);
