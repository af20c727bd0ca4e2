import type { CategoryGroup } from './category-group';

/**
 * Personal finance categories (docs/product.md#3-data), Plaid's personal finance category (PFC v1) taxonomy:
 * each group is its primary ("general") followed by the detailed categories, named exactly as in
 * Plaid's CSV. Two places where the spec and Plaid differ, and what we did:
 * - income: the spec lists the short names (DIVIDENDS, WAGES...), not Plaid's INCOME_DIVIDENDS; we keep
 *   the spec's names and map Plaid's through `personalCategoryOfPfc` (category-mapping.ts).
 * - rentAndUtilities: the spec's count is 7 but its listing names 8 (general + 6 + other). Counts are
 *   the product's figures, so we drop RENT_AND_UTILITIES_OTHER_UTILITIES from the reference list;
 *   transactions carrying it still group under rentAndUtilities through the primary mapping.
 */
export const PERSONAL_CATEGORY_GROUP_KEYS = [
  'income',
  'transfers',
  'loanPayments',
  'bankFees',
  'entertainment',
  'foodAndDrink',
  'generalMerchandise',
  'homeImprovement',
  'medical',
  'personalCare',
  'generalServices',
  'governmentAndNonProfit',
  'transportation',
  'travel',
  'rentAndUtilities',
] as const;
export type PersonalCategoryGroupKey = (typeof PERSONAL_CATEGORY_GROUP_KEYS)[number];

/** The primary with its detailed names, each spelled `${primary}_${suffix}`. */
function family(primary: string, suffixes: readonly string[]): string[] {
  return [primary, ...suffixes.map((suffix) => `${primary}_${suffix}`)];
}

export const PERSONAL_CATEGORY_GROUPS: readonly CategoryGroup<PersonalCategoryGroupKey>[] = [
  {
    key: 'income',
    label: 'Income',
    isIncome: true,
    categories: [
      'INCOME',
      'DIVIDENDS',
      'INTEREST_EARNED',
      'RETIREMENT_PENSION',
      'TAX_REFUND',
      'UNEMPLOYMENT',
      'WAGES',
      'OTHER_INCOME',
    ],
  },
  {
    key: 'transfers',
    label: 'Transfers',
    isIncome: false,
    categories: [
      ...family('TRANSFER_IN', [
        'CASH_ADVANCES_AND_LOANS',
        'DEPOSIT',
        'INVESTMENT_AND_RETIREMENT_FUNDS',
        'SAVINGS',
        'ACCOUNT_TRANSFER',
        'OTHER_TRANSFER_IN',
      ]),
      ...family('TRANSFER_OUT', [
        'INVESTMENT_AND_RETIREMENT_FUNDS',
        'SAVINGS',
        'WITHDRAWAL',
        'ACCOUNT_TRANSFER',
        'OTHER_TRANSFER_OUT',
      ]),
    ],
  },
  {
    key: 'loanPayments',
    label: 'Loan Payments',
    isIncome: false,
    categories: family('LOAN_PAYMENTS', [
      'CAR_PAYMENT',
      'CREDIT_CARD_PAYMENT',
      'PERSONAL_LOAN_PAYMENT',
      'MORTGAGE_PAYMENT',
      'STUDENT_LOAN_PAYMENT',
      'OTHER_PAYMENT',
    ]),
  },
  {
    key: 'bankFees',
    label: 'Bank Fees',
    isIncome: false,
    categories: family('BANK_FEES', [
      'ATM_FEES',
      'FOREIGN_TRANSACTION_FEES',
      'INSUFFICIENT_FUNDS',
      'INTEREST_CHARGE',
      'OVERDRAFT_FEES',
      'OTHER_BANK_FEES',
    ]),
  },
  {
    key: 'entertainment',
    label: 'Entertainment',
    isIncome: false,
    categories: family('ENTERTAINMENT', [
      'CASINOS_AND_GAMBLING',
      'MUSIC_AND_AUDIO',
      'SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
      'TV_AND_MOVIES',
      'VIDEO_GAMES',
      'OTHER_ENTERTAINMENT',
    ]),
  },
  {
    key: 'foodAndDrink',
    label: 'Food and Drink',
    isIncome: false,
    categories: family('FOOD_AND_DRINK', [
      'BEER_WINE_AND_LIQUOR',
      'COFFEE',
      'FAST_FOOD',
      'GROCERIES',
      'RESTAURANT',
      'VENDING_MACHINES',
      'OTHER_FOOD_AND_DRINK',
    ]),
  },
  {
    key: 'generalMerchandise',
    label: 'General Merchandise',
    isIncome: false,
    categories: family('GENERAL_MERCHANDISE', [
      'BOOKSTORES_AND_NEWSSTANDS',
      'CLOTHING_AND_ACCESSORIES',
      'CONVENIENCE_STORES',
      'DEPARTMENT_STORES',
      'DISCOUNT_STORES',
      'ELECTRONICS',
      'GIFTS_AND_NOVELTIES',
      'OFFICE_SUPPLIES',
      'ONLINE_MARKETPLACES',
      'PET_SUPPLIES',
      'SPORTING_GOODS',
      'SUPERSTORES',
      'TOBACCO_AND_VAPE',
      'OTHER_GENERAL_MERCHANDISE',
    ]),
  },
  {
    key: 'homeImprovement',
    label: 'Home Improvement',
    isIncome: false,
    categories: family('HOME_IMPROVEMENT', [
      'FURNITURE',
      'HARDWARE',
      'REPAIR_AND_MAINTENANCE',
      'SECURITY',
      'OTHER_HOME_IMPROVEMENT',
    ]),
  },
  {
    key: 'medical',
    label: 'Medical',
    isIncome: false,
    categories: family('MEDICAL', [
      'DENTAL_CARE',
      'EYE_CARE',
      'NURSING_CARE',
      'PHARMACIES_AND_SUPPLEMENTS',
      'PRIMARY_CARE',
      'VETERINARY_SERVICES',
      'OTHER_MEDICAL',
    ]),
  },
  {
    key: 'personalCare',
    label: 'Personal Care',
    isIncome: false,
    categories: family('PERSONAL_CARE', [
      'GYMS_AND_FITNESS_CENTERS',
      'HAIR_AND_BEAUTY',
      'LAUNDRY_AND_DRY_CLEANING',
      'OTHER_PERSONAL_CARE',
    ]),
  },
  {
    key: 'generalServices',
    label: 'General Services',
    isIncome: false,
    categories: family('GENERAL_SERVICES', [
      'ACCOUNTING_AND_FINANCIAL_PLANNING',
      'AUTOMOTIVE',
      'CHILDCARE',
      'CONSULTING_AND_LEGAL',
      'EDUCATION',
      'INSURANCE',
      'POSTAGE_AND_SHIPPING',
      'STORAGE',
      'OTHER_GENERAL_SERVICES',
    ]),
  },
  {
    key: 'governmentAndNonProfit',
    label: 'Government and Non-Profit',
    isIncome: false,
    categories: family('GOVERNMENT_AND_NON_PROFIT', [
      'DONATIONS',
      'GOVERNMENT_DEPARTMENTS_AND_AGENCIES',
      'TAX_PAYMENT',
      'OTHER_GOVERNMENT_AND_NON_PROFIT',
    ]),
  },
  {
    key: 'transportation',
    label: 'Transportation',
    isIncome: false,
    categories: family('TRANSPORTATION', [
      'BIKES_AND_SCOOTERS',
      'GAS',
      'PARKING',
      'PUBLIC_TRANSIT',
      'TAXIS_AND_RIDE_SHARES',
      'TOLLS',
      'OTHER_TRANSPORTATION',
    ]),
  },
  {
    key: 'travel',
    label: 'Travel',
    isIncome: false,
    categories: family('TRAVEL', ['FLIGHTS', 'LODGING', 'RENTAL_CARS', 'OTHER_TRAVEL']),
  },
  {
    key: 'rentAndUtilities',
    label: 'Rent and Utilities',
    isIncome: false,
    categories: family('RENT_AND_UTILITIES', [
      'GAS_AND_ELECTRICITY',
      'INTERNET_AND_CABLE',
      'RENT',
      'SEWAGE_AND_WASTE_MANAGEMENT',
      'TELEPHONE',
      'WATER',
    ]),
  },
];
