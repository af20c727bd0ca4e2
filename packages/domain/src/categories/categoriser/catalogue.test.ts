import { describe, expect, it } from 'vitest';
import { CATALOGUE_SIZE, matchCatalogue } from './catalogue';
import { cleanDescription } from './normalise';

const match = (description: string) => matchCatalogue(cleanDescription(description).tokens);

describe('merchant catalogue', () => {
  it('holds well over a thousand chains, each spelling naming one category', () => {
    expect(CATALOGUE_SIZE.merchants).toBeGreaterThan(1000);
    expect(CATALOGUE_SIZE.aliases).toBeGreaterThan(CATALOGUE_SIZE.merchants);
  });

  it.each([
    ['WHOLEFDS SFC 10234', 'Whole Foods', 'FOOD_AND_DRINK_GROCERIES'],
    ['KROGER #0345', 'Kroger', 'FOOD_AND_DRINK_GROCERIES'],
    ['H-E-B #123 AUSTIN TX', 'H-E-B', 'FOOD_AND_DRINK_GROCERIES'],
    ['AMAZON FRESH*1A2B3C', 'Amazon Fresh', 'FOOD_AND_DRINK_GROCERIES'],
    ['AMZN Mktp US*2K4L81AB3', 'Amazon', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
    ['WM SUPERCENTER #5678', 'Walmart', 'GENERAL_MERCHANDISE_SUPERSTORES'],
    ['COSTCO GAS #0421', 'Costco Gas', 'TRANSPORTATION_GAS'],
    ['COSTCO WHSE #0421', 'Costco', 'GENERAL_MERCHANDISE_SUPERSTORES'],
    ['CHEVRON 0094512 SAN JOSE CA', 'Chevron', 'TRANSPORTATION_GAS'],
    ['76 - 0012345', '76', 'TRANSPORTATION_GAS'],
    ['UBER *EATS PENDING', 'Uber Eats', 'FOOD_AND_DRINK_RESTAURANT'],
    ['UBER *TRIP HELP.UBER.COM', 'Uber', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES'],
    ['UNITED 0162349876543', 'United Airlines', 'TRAVEL_FLIGHTS'],
    ['UNITED WAY OF KING COUNTY', 'United Way', 'GOVERNMENT_AND_NON_PROFIT_DONATIONS'],
    ['CVS/PHARMACY #04512', 'CVS', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS'],
    ['NETFLIX.COM', 'Netflix', 'ENTERTAINMENT_TV_AND_MOVIES'],
    ['SPOTIFY USA', 'Spotify', 'ENTERTAINMENT_MUSIC_AND_AUDIO'],
    ['COMCAST CABLE COMM', 'Comcast', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE'],
    ['VZWRLSS*APOCC VISB', 'Verizon', 'RENT_AND_UTILITIES_TELEPHONE'],
    ['PLANET FITNESS CLUB 1234', 'Planet Fitness', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
    ['GEICO *AUTO', 'GEICO', 'GENERAL_SERVICES_INSURANCE'],
    ['MARRIOTT HOTEL 33442', 'Marriott', 'TRAVEL_LODGING'],
    ['DOLLAR TREE 1234', 'Dollar Tree', 'GENERAL_MERCHANDISE_DISCOUNT_STORES'],
    ['LOWES FOODS #12', 'Lowes Foods', 'FOOD_AND_DRINK_GROCERIES'],
    ["LOWE'S #1234", "Lowe's", 'HOME_IMPROVEMENT_HARDWARE'],
  ])('%s is %s (%s)', (description, name, detailed) => {
    expect(match(description)).toMatchObject({ name, category: { detailed } });
  });

  it('does not find a chain in unrelated words, or far into the text', () => {
    expect(match('RIVERSIDE DENTAL GROUP')).toBeNull();
    expect(match('JOHN SMITH PAINTING AND SHELL')).toBeNull();
  });
});
