/**
 * The categories the generator uses, keyed by Plaid's PFC v2 detailed name (names copied from Plaid's
 * taxonomy CSV, kept beside the package in data/pfc-v2.csv and checked by a test).
 *
 * The legacy `category` arrays and `category_id`s follow Plaid's deprecated /categories/get hierarchy as well
 * as we could reconstruct it offline; they are consistent within the simulator (the same PFC always maps to
 * the same legacy pair) but are not guaranteed to match Plaid's ids digit for digit.
 */
export interface CategoryInfo {
  primary: string;
  legacy: readonly string[];
  legacyId: string;
}

const c = (primary: string, legacyId: string, ...legacy: string[]): CategoryInfo => ({ primary, legacy, legacyId });

export const CATEGORIES = {
  INCOME_SALARY: c('INCOME', '21009000', 'Transfer', 'Payroll'),
  INCOME_INTEREST_EARNED: c('INCOME', '15001000', 'Interest', 'Interest Earned'),
  INCOME_TAX_REFUND: c('INCOME', '20001000', 'Tax', 'Refund'),
  TRANSFER_IN_SAVINGS: c('TRANSFER_IN', '21001000', 'Transfer', 'Internal Account Transfer'),
  TRANSFER_IN_ACCOUNT_TRANSFER: c('TRANSFER_IN', '21001000', 'Transfer', 'Internal Account Transfer'),
  TRANSFER_OUT_SAVINGS: c('TRANSFER_OUT', '21001000', 'Transfer', 'Internal Account Transfer'),
  TRANSFER_OUT_ACCOUNT_TRANSFER: c('TRANSFER_OUT', '21001000', 'Transfer', 'Internal Account Transfer'),
  TRANSFER_OUT_WITHDRAWAL: c('TRANSFER_OUT', '21012002', 'Transfer', 'Withdrawal', 'ATM'),
  TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS: c('TRANSFER_OUT', '21006000', 'Transfer', 'Debit'),
  LOAN_PAYMENTS_CREDIT_CARD_PAYMENT: c('LOAN_PAYMENTS', '16001000', 'Payment', 'Credit Card'),
  LOAN_PAYMENTS_MORTGAGE_PAYMENT: c('LOAN_PAYMENTS', '16003000', 'Payment', 'Loan'),
  LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT: c('LOAN_PAYMENTS', '16003000', 'Payment', 'Loan'),
  LOAN_PAYMENTS_CAR_PAYMENT: c('LOAN_PAYMENTS', '16003000', 'Payment', 'Loan'),
  BANK_FEES_ATM_FEES: c('BANK_FEES', '10002000', 'Bank Fees', 'ATM'),
  BANK_FEES_FOREIGN_TRANSACTION_FEES: c('BANK_FEES', '10005000', 'Bank Fees', 'Foreign Transaction'),
  BANK_FEES_INSUFFICIENT_FUNDS: c('BANK_FEES', '10007000', 'Bank Fees', 'Insufficient Funds'),
  BANK_FEES_INTEREST_CHARGE: c('BANK_FEES', '15002000', 'Interest', 'Interest Charged'),
  BANK_FEES_OVERDRAFT_FEES: c('BANK_FEES', '10001000', 'Bank Fees', 'Overdraft'),
  BANK_FEES_LATE_FEES: c('BANK_FEES', '10003000', 'Bank Fees', 'Late Payment'),
  BANK_FEES_OTHER_BANK_FEES: c('BANK_FEES', '10000000', 'Bank Fees'),
  ENTERTAINMENT_MUSIC_AND_AUDIO: c('ENTERTAINMENT', '18061000', 'Service', 'Subscription'),
  ENTERTAINMENT_TV_AND_MOVIES: c('ENTERTAINMENT', '18061000', 'Service', 'Subscription'),
  ENTERTAINMENT_VIDEO_GAMES: c('ENTERTAINMENT', '18061000', 'Service', 'Subscription'),
  ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS: c(
    'ENTERTAINMENT',
    '17001000',
    'Recreation',
    'Arts and Entertainment',
  ),
  ENTERTAINMENT_OTHER_ENTERTAINMENT: c('ENTERTAINMENT', '17000000', 'Recreation'),
  FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR: c('FOOD_AND_DRINK', '19025000', 'Shops', 'Food and Beverage Store'),
  FOOD_AND_DRINK_COFFEE: c('FOOD_AND_DRINK', '13005043', 'Food and Drink', 'Restaurants', 'Coffee Shop'),
  FOOD_AND_DRINK_FAST_FOOD: c('FOOD_AND_DRINK', '13005032', 'Food and Drink', 'Restaurants', 'Fast Food'),
  FOOD_AND_DRINK_GROCERIES: c('FOOD_AND_DRINK', '19047000', 'Shops', 'Supermarkets and Groceries'),
  FOOD_AND_DRINK_RESTAURANT: c('FOOD_AND_DRINK', '13005000', 'Food and Drink', 'Restaurants'),
  GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS: c('GENERAL_MERCHANDISE', '19009000', 'Shops', 'Bookstores'),
  GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES: c(
    'GENERAL_MERCHANDISE',
    '19012000',
    'Shops',
    'Clothing and Accessories',
  ),
  GENERAL_MERCHANDISE_CONVENIENCE_STORES: c('GENERAL_MERCHANDISE', '19016000', 'Shops', 'Convenience Stores'),
  GENERAL_MERCHANDISE_DISCOUNT_STORES: c('GENERAL_MERCHANDISE', '19017000', 'Shops', 'Discount Stores'),
  GENERAL_MERCHANDISE_ELECTRONICS: c('GENERAL_MERCHANDISE', '19013000', 'Shops', 'Computers and Electronics'),
  GENERAL_MERCHANDISE_ONLINE_MARKETPLACES: c('GENERAL_MERCHANDISE', '19019000', 'Shops', 'Digital Purchase'),
  GENERAL_MERCHANDISE_PET_SUPPLIES: c('GENERAL_MERCHANDISE', '19042000', 'Shops', 'Pets'),
  GENERAL_MERCHANDISE_SPORTING_GOODS: c('GENERAL_MERCHANDISE', '19051000', 'Shops', 'Sporting Goods'),
  GENERAL_MERCHANDISE_SUPERSTORES: c('GENERAL_MERCHANDISE', '19018000', 'Shops', 'Department Stores'),
  GENERAL_MERCHANDISE_OFFICE_SUPPLIES: c('GENERAL_MERCHANDISE', '19040000', 'Shops', 'Office Supplies'),
  HOME_IMPROVEMENT_FURNITURE: c('HOME_IMPROVEMENT', '19030000', 'Shops', 'Furniture and Home Decor'),
  HOME_IMPROVEMENT_HARDWARE: c('HOME_IMPROVEMENT', '19037000', 'Shops', 'Hardware Store'),
  MEDICAL_DENTAL_CARE: c('MEDICAL', '14001001', 'Healthcare', 'Healthcare Services', 'Dentists'),
  MEDICAL_PHARMACIES_AND_SUPPLEMENTS: c('MEDICAL', '19043000', 'Shops', 'Pharmacies'),
  MEDICAL_PRIMARY_CARE: c('MEDICAL', '14001010', 'Healthcare', 'Healthcare Services', 'Physicians'),
  MEDICAL_VETERINARY_SERVICES: c('MEDICAL', '18060000', 'Service', 'Veterinarians'),
  PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS: c('PERSONAL_CARE', '17018000', 'Recreation', 'Gyms and Fitness Centers'),
  PERSONAL_CARE_HAIR_AND_BEAUTY: c('PERSONAL_CARE', '18045000', 'Service', 'Personal Care'),
  PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING: c('PERSONAL_CARE', '18046000', 'Service', 'Laundry and Garment Services'),
  PERSONAL_CARE_OTHER_PERSONAL_CARE: c('PERSONAL_CARE', '18045000', 'Service', 'Personal Care'),
  GENERAL_SERVICES_AUTOMOTIVE: c('GENERAL_SERVICES', '18006000', 'Service', 'Automotive'),
  GENERAL_SERVICES_INSURANCE: c('GENERAL_SERVICES', '18030000', 'Service', 'Insurance'),
  GENERAL_SERVICES_POSTAGE_AND_SHIPPING: c('GENERAL_SERVICES', '18050000', 'Service', 'Shipping and Freight'),
  GENERAL_SERVICES_OTHER_GENERAL_SERVICES: c('GENERAL_SERVICES', '18061000', 'Service', 'Subscription'),
  GOVERNMENT_AND_NON_PROFIT_DONATIONS: c('GOVERNMENT_AND_NON_PROFIT', '12000000', 'Community'),
  TRANSPORTATION_GAS: c('TRANSPORTATION', '22009000', 'Travel', 'Gas Stations'),
  TRANSPORTATION_PARKING: c('TRANSPORTATION', '22013000', 'Travel', 'Parking'),
  TRANSPORTATION_PUBLIC_TRANSIT: c('TRANSPORTATION', '22014000', 'Travel', 'Public Transportation Services'),
  TRANSPORTATION_TAXIS_AND_RIDE_SHARES: c('TRANSPORTATION', '22016000', 'Travel', 'Taxi'),
  TRAVEL_FLIGHTS: c('TRAVEL', '22001000', 'Travel', 'Airlines and Aviation Services'),
  TRAVEL_LODGING: c('TRAVEL', '22012000', 'Travel', 'Lodging'),
  RENT_AND_UTILITIES_GAS_AND_ELECTRICITY: c('RENT_AND_UTILITIES', '18068001', 'Service', 'Utilities', 'Electric'),
  RENT_AND_UTILITIES_INTERNET_AND_CABLE: c('RENT_AND_UTILITIES', '18009000', 'Service', 'Cable'),
  RENT_AND_UTILITIES_RENT: c('RENT_AND_UTILITIES', '16002000', 'Payment', 'Rent'),
  RENT_AND_UTILITIES_TELEPHONE: c('RENT_AND_UTILITIES', '18063000', 'Service', 'Telecommunication Services'),
  RENT_AND_UTILITIES_WATER: c('RENT_AND_UTILITIES', '18068005', 'Service', 'Utilities', 'Water'),
} as const satisfies Record<string, CategoryInfo>;

export type CategoryKey = keyof typeof CATEGORIES;

/** v2 names that v1 spells differently; v2-only names fall back to the closest v1 name (the CSV has none). */
const V1_NAMES: Partial<Record<CategoryKey, string>> = {
  INCOME_SALARY: 'INCOME_WAGES',
  BANK_FEES_LATE_FEES: 'BANK_FEES_OTHER_BANK_FEES',
};

export type PfcVersion = 'v1' | 'v2';

export function personalFinanceCategory(key: CategoryKey, version: PfcVersion, confidence: string) {
  return {
    primary: CATEGORIES[key].primary,
    detailed: version === 'v1' ? (V1_NAMES[key] ?? key) : key,
    confidence_level: confidence,
    version,
  };
}
