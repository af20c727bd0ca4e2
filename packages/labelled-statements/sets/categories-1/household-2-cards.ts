/**
 * Household 2's cards: the Citi Double Cash (with the Cancun trip and its foreign transaction fees) and the
 * Capital One Savor, both sides of their payments from checking, the Synchrony payment whose other side is not
 * here, and the corrections (with the rows that measure them).
 */
import { addDays } from '@tourniquet/domain';
import { every, monthlyOn } from './lib';
import type { RoundRock } from './household-2-setup';
import * as N from './merchants';
import { m } from './merchants';

export function addCards({ r, h, chk, citi, cap, ach, L, add, local }: RoundRock): void {
  // Citi Double Cash: everyday
  h.shop(citi, 5.5, [
    local.heb,
    N.WALMART,
    N.TARGET,
    N.COSTCO,
    N.AMAZON,
    N.HOME_DEPOT,
    N.LOWES,
    N.KOHLS,
    N.TJ_MAXX,
    N.ROSS,
    N.OLD_NAVY,
    N.DICKS,
    N.PETCO,
    N.CVS,
    N.EXXON,
    N.SHELL,
    local.bucees,
    local.pediatrics,
    local.vet,
    N.JIFFY_LUBE,
    N.STAPLES,
    N.MICHAELS,
    local.toys,
    N.WAYFAIR,
    local.txtag,
    N.MACYS,
    N.ULTA,
    N.BEST_BUY,
    N.PLAYSTATION,
    N.DMV_ONLINE,
  ]);
  for (const d of monthlyOn(3)) h.buy(citi, d, N.DISNEY);
  for (const d of monthlyOn(16)) h.buy(citi, d, N.VERIZON);
  h.buy(citi, '2026-09-18', local.dental);
  h.buy(citi, '2026-10-22', N.FIRESTONE);
  h.buy(citi, '2026-08-21', N.WALMART, 2_788);
  h.buy(citi, '2026-10-05', N.KOHLS, 4_200);
  // Cancun in late September: foreign purchases, each with its fee.
  const abroad = [
    m('oxxo', 'GENERAL_MERCHANDISE_CONVENIENCE_STORES', [4, 18], 'OXXO PLAYA CANCUN', { where: 'CANCUN MX' }),
    m('la-habichuela', 'FOOD_AND_DRINK_RESTAURANT', [45, 120], 'LA HABICHUELA SUNSET', {
      where: 'CANCUN MX',
    }),
    m('xcaret', 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', [180, 320], 'PARQUE XCARET', {
      where: 'PLAYA DEL CARMEN MX',
    }),
  ];
  h.buy(citi, '2026-09-24', N.SOUTHWEST);
  for (const [d, shop] of [
    ['2026-09-27', 0],
    ['2026-09-27', 1],
    ['2026-09-28', 2],
    ['2026-09-29', 1],
  ] as const) {
    const cents = -r.cents(abroad[shop]!.lo, abroad[shop]!.hi);
    h.buy(citi, d, abroad[shop]!, cents);
    h.add(
      citi,
      d,
      'FOREIGN TRANSACTION FEE',
      -Math.round(-cents * 0.03),
      L('BANK_FEES_FOREIGN_TRANSACTION_FEES', 'citi-fx-fee'),
    );
  }
  h.add(
    citi,
    '2026-09-23',
    'INTEREST CHARGED TO STANDARD PURCH',
    -2_416,
    L('BANK_FEES_INTEREST_CHARGE', 'citi-interest'),
  );
  h.add(
    citi,
    '2026-09-23',
    'LATE FEE - PAYMENT DUE ON 09/20',
    -4_100,
    L('BANK_FEES_OTHER_BANK_FEES', 'citi-late-fee'),
  );

  // Capital One Savor: dining and fun
  h.shop(cap, 4.5, [
    local.saltLick,
    local.veracruz,
    local.threeLittle,
    local.whataburger,
    N.CHIPOTLE,
    N.TACO_BELL,
    N.DOMINOS,
    N.STARBUCKS,
    N.DUNKIN,
    N.DOORDASH,
    N.OLIVE_GARDEN,
    local.specs,
    N.TOTAL_WINE,
    local.alamo,
    local.thinkery,
    local.express,
    N.TICKETMASTER,
    local.nails,
    local.centralMarket,
    N.MCDONALDS,
    N.BASKIN,
    N.VENDING,
    N.SUBWAY,
  ]);
  for (const d of monthlyOn(12)) h.buy(cap, d, N.SIRIUS);
  h.buy(cap, '2026-10-25', N.CHEESECAKE);
  h.buy(cap, '2026-10-08', N.DOORDASH, 2_315);

  const pay = (
    d: string,
    account: string,
    cents: number,
    checkingText: string,
    cardText: string,
    merchant: string,
  ) => {
    const label = L('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', merchant, true);
    add(d, checkingText, -cents, label);
    h.add(account, addDays(d, 1), cardText, cents, label);
  };
  for (const d of monthlyOn(19))
    pay(
      d,
      citi,
      r.cents(120_000, 260_000),
      ach('CITI CARD ONLINE', 'PAYMENT', r.digits(15), 'MARCO GARCIA', 'CITICARDAP', 'WEB'),
      'ONLINE PAYMENT, THANK YOU',
      'citi-payment',
    );
  for (const d of monthlyOn(24))
    pay(
      d,
      cap,
      r.cents(50_000, 140_000),
      ach('CAPITAL ONE', 'MOBILE PMT', r.code(14), 'ELENA GARCIA', '9541719318', 'WEB'),
      'CAPITAL ONE MOBILE PYMT',
      'capital-one-payment',
    );
  for (const d of monthlyOn(26))
    add(
      d,
      ach('SYNCHRONY BANK', 'PAYMENT', r.digits(12), 'ELENA GARCIA', '9100004001', 'WEB'),
      -r.cents(3_500, 12_000),
      L('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'synchrony-payment', true),
    );

  // The corrected merchants come back often enough to measure the follow rate.
  for (const d of every(6, '2026-07-22')) h.buy(citi, d, N.WALMART);
  for (const d of every(5, '2026-07-25')) h.buy(cap, d, local.veracruz);
  h.correctFirst(citi, 'walmart', 'FOOD_AND_DRINK_GROCERIES', 'Walmart is where we buy our food');
  h.correctFirst(chk, 'ramirez-services', 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE', 'Ramirez mows the lawn');
  h.correctFirst(cap, 'veracruz', 'FOOD_AND_DRINK_RESTAURANT', 'Veracruz is a taco truck');
  h.correctFirst(
    chk,
    'paypal-lonestar-soccer',
    'GENERAL_SERVICES_EDUCATION',
    "the kids' soccer league goes with school costs",
  );
}
