/**
 * The words Chase and Capital One print in their card exports' Category column, from the merchant's kind (the
 * banks go by the card network's merchant category code, so these are coarse and sometimes off: Chase files
 * pharmacies under Health & Wellness and superstores under Shopping, Capital One most shops under Merchandise).
 */
export function chaseCardCategory(detailed: string, cents: number): string {
  if (detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT') return '';
  if (detailed.startsWith('BANK_FEES')) return 'Fees & Adjustments';
  const exact: Record<string, string> = {
    FOOD_AND_DRINK_GROCERIES: 'Groceries',
    FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR: 'Groceries',
    TRANSPORTATION_GAS: 'Gas',
    GENERAL_SERVICES_AUTOMOTIVE: 'Automotive',
    TRANSPORTATION_PARKING: 'Automotive',
    TRANSPORTATION_TOLLS: 'Automotive',
    GENERAL_SERVICES_EDUCATION: 'Education',
    GOVERNMENT_AND_NON_PROFIT_DONATIONS: 'Gifts & Donations',
    GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES: 'Gifts & Donations',
    GENERAL_SERVICES_POSTAGE_AND_SHIPPING: 'Shopping',
    GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING: 'Professional Services',
    GENERAL_SERVICES_CONSULTING_AND_LEGAL: 'Professional Services',
    GENERAL_SERVICES_INSURANCE: 'Bills & Utilities',
    GENERAL_SERVICES_OTHER_GENERAL_SERVICES: 'Bills & Utilities',
    PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS: 'Health & Wellness',
    PERSONAL_CARE_HAIR_AND_BEAUTY: 'Personal',
    PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING: 'Personal',
    PERSONAL_CARE_OTHER_PERSONAL_CARE: 'Health & Wellness',
    ENTERTAINMENT_TV_AND_MOVIES: 'Entertainment',
    MEDICAL_VETERINARY_SERVICES: 'Health & Wellness',
  };
  if (exact[detailed]) return exact[detailed];
  const byPrimary: Record<string, string> = {
    FOOD_AND_DRINK: 'Food & Drink',
    GENERAL_MERCHANDISE: 'Shopping',
    HOME_IMPROVEMENT: 'Home',
    MEDICAL: 'Health & Wellness',
    ENTERTAINMENT: 'Entertainment',
    TRAVEL: 'Travel',
    TRANSPORTATION: 'Travel',
    RENT_AND_UTILITIES: 'Bills & Utilities',
    GOVERNMENT_AND_NON_PROFIT: 'Miscellaneous',
    GENERAL_SERVICES: 'Miscellaneous',
  };
  const primary = Object.keys(byPrimary).find((p) => detailed.startsWith(`${p}_`));
  return primary ? byPrimary[primary]! : cents > 0 ? 'Miscellaneous' : 'Miscellaneous';
}

export function capitalOneCategory(detailed: string, cents: number): string {
  if (detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT') return 'Payment/Credit';
  if (detailed.startsWith('BANK_FEES')) return 'Fee/Interest Charge';
  const exact: Record<string, string> = {
    FOOD_AND_DRINK_GROCERIES: 'Grocery',
    FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR: 'Merchandise',
    TRANSPORTATION_GAS: 'Gas/Automotive',
    GENERAL_SERVICES_AUTOMOTIVE: 'Gas/Automotive',
    TRAVEL_FLIGHTS: 'Airfare',
    TRAVEL_LODGING: 'Lodging',
    TRAVEL_RENTAL_CARS: 'Car Rental',
    RENT_AND_UTILITIES_TELEPHONE: 'Phone/Cable',
    RENT_AND_UTILITIES_INTERNET_AND_CABLE: 'Internet',
    GENERAL_SERVICES_INSURANCE: 'Insurance',
    GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING: 'Professional Services',
    GENERAL_SERVICES_CONSULTING_AND_LEGAL: 'Professional Services',
  };
  if (exact[detailed]) return exact[detailed];
  const byPrimary: Record<string, string> = {
    FOOD_AND_DRINK: 'Dining',
    GENERAL_MERCHANDISE: 'Merchandise',
    HOME_IMPROVEMENT: 'Merchandise',
    MEDICAL: 'Health Care',
    ENTERTAINMENT: 'Entertainment',
    TRAVEL: 'Other Travel',
    TRANSPORTATION: 'Other Travel',
    RENT_AND_UTILITIES: 'Utilities',
    PERSONAL_CARE: 'Other Services',
    GENERAL_SERVICES: 'Other Services',
    GOVERNMENT_AND_NON_PROFIT: 'Other Services',
  };
  const primary = Object.keys(byPrimary).find((p) => detailed.startsWith(`${p}_`));
  return primary ? byPrimary[primary]! : cents > 0 ? 'Payment/Credit' : 'Other';
}
