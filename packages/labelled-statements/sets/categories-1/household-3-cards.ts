/**
 * Household 3's cards: the Amex Blue Cash and the Citi Custom Cash (with a Chicago weekend), their payments
 * from checking, and the corrections (with the rows that measure them).
 */
import { addDays } from '@tourniquet/domain';
import { every, monthlyOn } from './lib';
import type { Minneapolis } from './household-3-setup';
import * as N from './merchants';

export function addCards({ r, h, chk, amex, citi, ach, L, add, local }: Minneapolis): void {
  // Amex Blue Cash: groceries, gas, streaming
  h.shop(amex, 3.5, [
    local.lunds,
    local.cub,
    local.wedge,
    N.TARGET,
    N.COSTCO,
    N.ALDI,
    local.holiday,
    local.kwik,
    N.WALGREENS,
    local.surdyks,
    N.AMAZON,
    N.SPROUTS,
  ]);
  for (const d of monthlyOn(9)) h.buy(amex, d, N.NETFLIX);
  for (const d of monthlyOn(15)) h.buy(amex, d, N.SPOTIFY);
  for (const d of monthlyOn(21)) h.buy(amex, d, N.LEMONADE);
  for (const d of monthlyOn(26)) h.buy(amex, d, local.mpr);
  h.buy(amex, '2026-10-13', N.COSTCO, 4_599);

  // Citi Custom Cash: eating out and everything else
  h.shop(citi, 4.5, [
    local.haiHai,
    local.pho79,
    local.tavern,
    local.brewery,
    local.dogwood,
    N.STARBUCKS,
    N.CHIPOTLE,
    N.MCDONALDS,
    N.PANERA,
    N.DOORDASH,
    N.UBER,
    N.LYFT,
    N.AMAZON,
    N.BEST_BUY,
    N.REI,
    N.OLD_NAVY,
    local.books,
    local.firstAve,
    local.mia,
    local.twins,
    N.AMC,
    N.STEAM,
    N.CVS,
    N.ETSY,
    N.UPS_STORE,
    N.FIRESTONE,
    N.ACE,
    N.GREAT_CLIPS,
    N.SEPHORA,
    N.WIKIMEDIA,
    N.RED_CROSS,
  ]);
  for (const d of monthlyOn(10)) h.buy(citi, d, N.COURSERA);
  for (const d of monthlyOn(13)) h.buy(citi, d, N.TMOBILE);
  h.buy(citi, '2026-08-19', local.vet);
  h.buy(citi, '2026-09-16', local.dental);
  h.buy(citi, '2026-10-07', local.clinic);
  h.buy(citi, '2026-10-07', local.labs);
  h.buy(citi, '2026-11-03', local.eye);
  h.buy(citi, '2026-08-14', local.mnDvs);
  // Chicago for a weekend.
  h.buy(citi, '2026-10-16', N.DELTA);
  h.buy(citi, '2026-10-23', N.HAMPTON);
  h.buy(citi, '2026-10-23', N.ENTERPRISE);
  h.buy(citi, '2026-09-03', N.BEST_BUY, 12_999);
  h.add(
    citi,
    '2026-08-24',
    'INTEREST CHARGED TO STANDARD PURCH',
    -1_288,
    L('BANK_FEES_INTEREST_CHARGE', 'citi-interest'),
  );

  for (const d of monthlyOn(22)) {
    const cents = r.cents(60_000, 160_000);
    const label = L('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'amex-payment', true);
    add(d, ach('AMERICAN EXPRESS', 'ACH PMT', d, `M${r.digits(4)}`), -cents, label);
    h.add(
      amex,
      addDays(d, 1),
      r.chance(0.5) ? 'ONLINE PAYMENT - THANK YOU' : 'MOBILE PAYMENT - THANK YOU',
      cents,
      label,
    );
  }
  for (const d of monthlyOn(25)) {
    const cents = r.cents(70_000, 190_000);
    const label = L('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'citi-payment', true);
    add(d, ach('CITI AUTOPAY', 'PAYMENT', d, r.digits(15)), -cents, label);
    h.add(citi, d, `AUTOPAY ${r.digits(15)}RAUTOPAY AUTO-PMT`, cents, label);
  }

  // The corrected merchants come back often enough to measure the follow rate.
  for (const d of every(5, '2026-07-23')) h.buy(chk, d, local.kwik);
  for (const d of every(4, '2026-07-22')) h.buy(chk, d, local.dogwood);
  h.correctFirst(chk, 'zelle-priya-shah', 'RENT_AND_UTILITIES_RENT', 'Priya is my landlord');
  h.correctFirst(chk, 'kwik-trip', 'TRANSPORTATION_GAS', 'I only buy gas at Kwik Trip');
  h.correctFirst(chk, 'dogwood', 'FOOD_AND_DRINK_COFFEE', 'Dogwood is a coffee shop');
}
