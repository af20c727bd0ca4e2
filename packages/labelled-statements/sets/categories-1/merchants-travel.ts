/**
 * Transportation and travel: gas, ride shares, scooters, parking, flights, lodging, rental cars.
 */
import { m, n } from './merchants-make';

export const SHELL = m('shell', 'TRANSPORTATION_GAS', [28, 72], (r) => `SHELL OIL 5744${n(r, 5)}`);
export const CHEVRON = m('chevron', 'TRANSPORTATION_GAS', [30, 78], (r) => `CHEVRON 0${n(r, 6)}`);
export const EXXON = m('exxon', 'TRANSPORTATION_GAS', [25, 70], (r) => `EXXONMOBIL    ${n(r, 4)}`);
export const ARCO = m('arco', 'TRANSPORTATION_GAS', [25, 68], (r) => `ARCO #${n(r, 5)} AMPM`);
export const UBER = m(
  'uber',
  'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
  [9, 48],
  (r) => r.pick(['UBER   *TRIP', `UBER   *TRIP HELP.UBER.COM`, `UBER *TRIP ${r.code(4)}`]),
  { where: 'SAN FRANCISCO CA' },
);
export const LYFT = m(
  'lyft',
  'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
  [8, 42],
  (r) =>
    `LYFT   *RIDE ${r.pick(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])} ${r.int(1, 11)}${r.pick(['AM', 'PM'])}`,
  { where: 'SAN FRANCISCO CA' },
);
export const LIME = m('lime', 'TRANSPORTATION_BIKES_AND_SCOOTERS', [3, 12], (r) => `LIME*RIDE ${r.code(4)}`, {
  where: 'LI.ME CA',
});
export const PARKMOBILE = m('parkmobile', 'TRANSPORTATION_PARKING', [2, 18], (r) => `PARKMOBILE ${n(r, 6)}`, {
  where: '877-727-5718 GA',
});
export const SP_PLUS = m('sp-plus', 'TRANSPORTATION_PARKING', [8, 32], (r) => `SP PLUS CORP ${n(r, 4)}`);
export const UNITED = m('united', 'TRAVEL_FLIGHTS', [140, 620], (r) => `UNITED      016${n(r, 10)}`, {
  where: '800-932-2732 TX',
});
export const SOUTHWEST = m('southwest', 'TRAVEL_FLIGHTS', [90, 480], (r) => `SOUTHWES    526${n(r, 10)}`, {
  where: '800-435-9792 TX',
});
export const DELTA = m('delta', 'TRAVEL_FLIGHTS', [150, 560], (r) => `DELTA AIR   006${n(r, 10)}`, {
  where: 'DELTA.COM CA',
});
export const MARRIOTT = m('marriott', 'TRAVEL_LODGING', [160, 620], 'MARRIOTT SEATTLE DOWNTOWN', {
  where: 'SEATTLE WA',
});
export const HAMPTON = m('hampton-inn', 'TRAVEL_LODGING', [120, 380], 'HAMPTON INN CHICAGO DWTN', {
  where: 'CHICAGO IL',
});
export const AIRBNB = m('airbnb', 'TRAVEL_LODGING', [180, 900], (r) => `AIRBNB * HM${r.code(8)}`, {
  where: '415-800-5959 CA',
});
export const HERTZ = m('hertz', 'TRAVEL_RENTAL_CARS', [120, 410], 'HERTZ RENT-A-CAR', {
  where: 'SEATTLE WA',
});
export const ENTERPRISE = m(
  'enterprise',
  'TRAVEL_RENTAL_CARS',
  [90, 360],
  (r) => `ENTERPRISE RENT-A-CAR ${n(r, 6)}`,
  { where: 'CHICAGO IL' },
);
