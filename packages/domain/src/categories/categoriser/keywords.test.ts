import { describe, expect, it } from 'vitest';
import { KEYWORD_RULE_COUNT, matchKeywords } from './keywords';
import { cleanDescription } from './normalise';

const match = (description: string) =>
  matchKeywords(cleanDescription(description).tokens)?.category.detailed ?? null;

describe('keyword rules', () => {
  it('has hundreds of whole-word rules', () => expect(KEYWORD_RULE_COUNT).toBeGreaterThan(400));

  it.each([
    ['RIVERSIDE DENTAL GROUP', 'MEDICAL_DENTAL_CARE'],
    ['PHO SAIGON NOODLE HOUSE', 'FOOD_AND_DRINK_RESTAURANT'],
    ['MIKES AUTO REPAIR', 'GENERAL_SERVICES_AUTOMOTIVE'],
    ['A1 PLUMBING & HEATING', 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE'],
    ['CEDAR VETERINARY HOSPITAL', 'MEDICAL_VETERINARY_SERVICES'],
    ['SUNSET ANIMAL HOSPITAL', 'MEDICAL_VETERINARY_SERVICES'],
    ['MAIN ST COFFEE ROASTERS', 'FOOD_AND_DRINK_COFFEE'],
    ['GOLDEN CRUST BAKERY', 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK'],
    ['MARIAS PANADERIA', 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK'],
    ['LUCKY NAIL SPA', 'PERSONAL_CARE_HAIR_AND_BEAUTY'],
    ['CITY OF AUSTIN UTILITIES', 'RENT_AND_UTILITIES_OTHER_UTILITIES'],
    ['COUNTY OF SANTA CLARA WATER DISTRICT', 'RENT_AND_UTILITIES_WATER'],
    ['FIRST BAPTIST CHURCH', 'GOVERNMENT_AND_NON_PROFIT_DONATIONS'],
    ['HILLTOP LIQUORS', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR'],
    ['OCEANVIEW FARMERS MARKET', 'FOOD_AND_DRINK_GROCERIES'],
    ['SMITH & JONES LAW OFFICES', 'GENERAL_SERVICES_CONSULTING_AND_LEGAL'],
    ['ELM STREET APARTMENTS', 'RENT_AND_UTILITIES_RENT'],
    ['BLUE RIDGE SPORTS BAR', 'FOOD_AND_DRINK_RESTAURANT'],
  ])('%s -> %s', (description, detailed) => expect(match(description)).toBe(detailed));

  it.each([['ACME HOLDINGS'], ['JOHN SMITH'], ['PHOENIX SYSTEMS']])(
    '%s matches nothing (whole words only)',
    (d) => {
      expect(match(d)).toBeNull();
    },
  );
});
