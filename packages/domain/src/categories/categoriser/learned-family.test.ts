import { describe, expect, it } from 'vitest';
import { categorise, type CategoriseRow } from './categorise';
import { learnCategories, type LearnedExample } from './learned';
import { merchantKeyOf } from './merchant-key';
import { pfc } from './pfc';

// One correction, every later row: the same payee printed in another layout (a city after a two-word name
// in one, nothing in the other) follows the user's answer; two people or two merchants sharing words do not.
const row = (description: string, amountCents = 5_500): CategoriseRow => ({
  description,
  merchantName: null,
  amountCents,
  accountType: 'depository',
  providerPfc: null,
  providerLegacy: null,
  fileCategory: null,
});
const taught = (description: string, detailed: string, by: 'user' | 'provider' = 'user'): LearnedExample => ({
  merchantKey: merchantKeyOf(description, null),
  category: pfc(detailed),
  date: '2026-09-01',
  by,
});
const detailedOf = (description: string, examples: LearnedExample[]) =>
  categorise(row(description), learnCategories(examples)).category?.detailed;

describe("a user's answer for a descriptor family", () => {
  it('follows the payee printed with and without its city', () => {
    const examples = [
      taught('SQ *HERRERA LAWN 09/01 PURCHASE TEMPLE TX', 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE'),
    ];
    expect(detailedOf('CHECKCARD 1112 SQ *HERRERA LAWN KILLEEN TX 3462577398720102201', examples)).toBe(
      'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE',
    );
    expect(detailedOf('HERRERA LAWN BELTON TX', examples)).toBe('HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE');
  });

  it('follows a gym whose name reads like a restaurant at its other branch', () => {
    const examples = [taught('FORGE KITCHEN DOWNTOWN CASPER WY', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS')];
    expect(detailedOf('FORGE KITCHEN EASTSIDE CASPER WY', examples)).toBe(
      'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
    );
    // Without the answer, the name reads as a restaurant.
    expect(detailedOf('FORGE KITCHEN EASTSIDE CASPER WY', [])).toBe('FOOD_AND_DRINK_RESTAURANT');
  });

  it('does not follow when two answers in one family disagree', () => {
    const examples = [
      taught('GULF COAST DENTAL MOBILE AL', 'MEDICAL_DENTAL_CARE'),
      taught('GULF COAST ROOFING MOBILE AL', 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE'),
    ];
    expect(detailedOf('GULF COAST DANCE ACADEMY', examples)).toBe('GENERAL_SERVICES_EDUCATION');
  });

  it('never groups words too common to name one merchant', () => {
    const examples = [taught('CITY OF CASPER WATER', 'RENT_AND_UTILITIES_WATER')];
    expect(detailedOf('CITY OF LARAMIE PARKING', examples)).toBe('TRANSPORTATION_PARKING');
  });

  it('keeps two people paid by Zelle apart, first names alike', () => {
    const examples = [
      taught('ZELLE PAYMENT TO ASHLEY MOORE CONF# 11AA', 'GENERAL_SERVICES_CHILDCARE'),
      taught('ZELLE PAYMENT TO ASHLEY PRICE CONF# 22BB', 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE'),
    ];
    expect(detailedOf('ZELLE PAYMENT TO ASHLEY PRICE CONF# 33CC', examples)).toBe(
      'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE',
    );
    expect(detailedOf('ZELLE PAYMENT TO ASHLEY MOORE CONF# 44DD', examples)).toBe(
      'GENERAL_SERVICES_CHILDCARE',
    );
  });

  it("lets the bank's word for a sibling key teach nothing over the user's", () => {
    const examples = [
      taught('HERRERA LAWN TEMPLE TX', 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE'),
      taught('HERRERA LAWN KILLEEN TX', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', 'provider'),
    ];
    expect(detailedOf('HERRERA LAWN KILLEEN TX', examples)).toBe('HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE');
  });
});
