/**
 * Household 1's cards: the Chase Sapphire and the Amex Gold, both sides of their payments from checking, the
 * Discover payment whose other side is not here, and the corrections (with the rows that measure them).
 */
import { addDays } from '@tourniquet/domain';
import { mmSlashDd } from '../../kit/calendar';
import { every, monthlyOn } from './lib';
import type { Oakland } from './household-1-setup';
import * as N from './merchants';

export function addCards({ r, h, chk, card, amex, ach, L, add, local }: Oakland): void {
  // Chase Sapphire
  h.shop(card, 7, [
    N.SAFEWAY,
    N.WHOLE_FOODS,
    N.TARGET,
    N.AMAZON,
    N.STARBUCKS,
    N.CHIPOTLE,
    N.DOORDASH,
    N.UBER,
    N.LYFT,
    N.COSTCO,
    N.COSTCO_GAS,
    N.ARCO,
    local.kinKhao,
    local.homeroom,
    local.saloon,
    local.brewing,
    local.arizmendi,
    local.bevmo,
    local.clipper,
    local.cleaners,
    local.barber,
    N.WALGREENS,
    N.BEST_BUY,
    N.HOME_DEPOT,
    N.REI,
    N.UNIQLO,
    N.SEPHORA,
    N.PETCO,
    N.CHEWY,
    N.BARNES,
    local.theatre,
    N.AMC,
    N.LIME,
    N.PARKMOBILE,
    N.MCDONALDS,
    N.IKEA,
    N.NORDSTROM,
    N.MICHAELS,
    N.STEAM,
    N.TICKETMASTER,
    N.UPS_STORE,
    N.ETSY,
    N.EBAY,
  ]);
  for (const d of ['2026-07-28', '2026-08-26', '2026-09-25', '2026-10-27', '2026-11-18'])
    h.buy(card, d, local.fastrak);
  for (const d of monthlyOn(8)) h.buy(card, d, N.NETFLIX);
  for (const d of monthlyOn(14)) h.buy(card, d, N.SPOTIFY);
  for (const d of monthlyOn(19)) h.buy(card, d, N.GOOGLE_ONE);
  for (const d of monthlyOn(2)) h.buy(card, d, N.GEICO);
  for (const d of ['2026-08-13', '2026-10-02', '2026-11-05']) h.buy(card, d, local.vet);
  h.buy(card, '2026-09-04', local.dentist);
  h.buy(card, '2026-10-09', local.dentist);
  // A trip to Seattle.
  h.buy(card, '2026-08-04', N.UNITED);
  h.buy(card, '2026-09-11', N.MARRIOTT);
  h.buy(card, '2026-09-11', N.HERTZ);
  // Returns: the merchant's own category, money back.
  h.buy(card, '2026-08-18', N.AMAZON, 3_499);
  h.buy(card, '2026-10-30', N.AMAZON, 2_149);
  h.buy(card, '2026-09-29', N.REI, 8_995);
  h.buy(card, '2026-11-09', N.TARGET, 1_899);
  h.add(
    card,
    '2026-10-15',
    'PURCHASE INTEREST CHARGE',
    -1_873,
    L('BANK_FEES_INTEREST_CHARGE', 'chase-card-interest'),
    { type: 'Fee' },
  );

  // Amex Gold: dining and groceries
  h.shop(amex, 4, [
    N.TRADER_JOES,
    N.WHOLE_FOODS,
    local.berkeleyBowl,
    local.farmersMarket,
    local.kinKhao,
    local.homeroom,
    local.pho,
    local.blueBottle,
    N.STARBUCKS,
    N.UBER_EATS,
    N.DOORDASH,
    N.INSTACART,
    N.PANERA,
    N.CHEESECAKE,
    local.brewing,
    local.books,
    local.nursery,
    local.zoo,
    local.yoga,
    N.CRUMBL,
    N.BASKIN,
    N.SUBWAY,
    N.FLOWERS,
  ]);
  for (const d of monthlyOn(11)) h.buy(amex, d, N.HULU);
  for (const d of monthlyOn(24)) h.buy(amex, d, N.HEADSPACE);
  h.buy(amex, '2026-09-20', N.UBER_EATS, 1_850);

  // Card payments, both sides
  const pays = [
    ['2026-08-14', 'chase'],
    ['2026-09-14', 'chase'],
    ['2026-10-14', 'chase'],
    ['2026-11-13', 'chase'],
    ['2026-08-20', 'amex'],
    ['2026-09-21', 'amex'],
    ['2026-10-20', 'amex'],
    ['2026-11-19', 'amex'],
  ] as const;
  for (const [d, to] of pays) {
    const cents = r.cents(90_000, 310_000);
    const label = L(
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      to === 'chase' ? 'chase-card-payment' : 'amex-payment',
      true,
    );
    if (to === 'chase') {
      add(d, `Payment to Chase card ending in 9012 ${mmSlashDd(d)}`, -cents, label, 'LOAN_PMT');
      h.add(
        card,
        addDays(d, 1),
        r.chance(0.5) ? 'Payment Thank You-Mobile' : 'Payment Thank You - Web',
        cents,
        label,
        { type: 'Payment' },
      );
    } else {
      add(d, ach('AMEX EPAYMENT', 'ACH PMT', `W${r.digits(4)}`, 'WEB'), -cents, label);
      h.add(amex, addDays(d, 1), 'AUTOPAY PAYMENT - THANK YOU', cents, label);
    }
  }
  for (const d of monthlyOn(25))
    add(
      d,
      ach('DISCOVER', 'E-PAYMENT', '2510020270', 'WEB'),
      -r.cents(4_000, 30_000),
      L('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'discover-payment', true),
    );

  // The corrected merchants come back often enough to measure the follow rate.
  for (const d of every(9, '2026-07-26')) h.buy(card, d, N.COSTCO);
  for (const d of every(11, '2026-07-29')) h.buy(card, d, local.homeroom);
  h.correctFirst(card, 'costco', 'FOOD_AND_DRINK_GROCERIES', 'we shop at Costco for food');
  h.correctFirst(chk, 'zelle-marisol-ortega', 'GENERAL_SERVICES_CHILDCARE', 'Marisol is our babysitter');
  h.correctFirst(card, 'homeroom', 'FOOD_AND_DRINK_RESTAURANT', 'Homeroom is a restaurant');
}
