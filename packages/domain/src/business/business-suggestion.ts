/**
 * Suggesting a business category for a business row (issue 24) from its merchant and its personal category
 * (PFC v1). Order: the user's own choice for the merchant (learned), the merchant's name, the personal
 * category, then money in as revenue. A suggestion is only ever a default: the user's choice replaces it.
 */
import type { BusinessSource } from './business-use';

export interface SuggestionInput {
  /** Positive = money out (house sign). */
  amountCents: number;
  personalDetailed: string | null;
  /** The merchant identity used for learning (categoriser merchantKeyOf). */
  merchantKey: string;
  /** Merchant name and description, as stored. */
  text: string;
}

export interface SuggestionMemory {
  /** merchant key -> the category the user (or a rule) last gave that merchant's rows. */
  byMerchant: ReadonlyMap<string, string>;
  /** The income category the user chose last (a payout follows it: Service Sales or Consulting). */
  lastIncomeCategory: string | null;
}

export interface BusinessSuggestion {
  category: string;
  source: Extract<BusinessSource, 'learned' | 'suggested'>;
}

export const DEFAULT_INCOME_CATEGORY = 'Service Sales';

// Merchants whose name says the business category better than the personal category does.
const MERCHANT_WORDS: readonly [RegExp, string][] = [
  [
    /\b(figma|adobe|github|gitlab|atlassian|jira|notion|slack|zoom|dropbox|aws|amazon web services|google workspace|gsuite\w*|microsoft 365|office 365|heroku|vercel|digitalocean|netlify|canva|1password|mailchimp|squarespace|wix|godaddy|namecheap|openai|intuit|quickbooks|freshbooks|calendly|docusign|loom)\b/,
    'software_and_cloud_services',
  ],
  [
    /\b(delta|united airlines|american airlines|southwest|jetblue|alaska air|spirit airlines|frontier airlines|lufthansa|british airways|air canada)\b/,
    'flights',
  ],
  [/\b(marriott|hilton|hyatt|airbnb|westin|holiday inn|hampton inn|sheraton|expedia hotel)\b/, 'lodging'],
  [/\b(uber|lyft)\b(?!.*\beats\b)/, 'rideshare_and_taxis'],
  [/\b(hertz|avis|enterprise rent|budget rent|national car)\b/, 'car_rentals'],
  // Google bills its ads as "GOOGLE *ADS" and a number, as it bills Workspace as "GOOGLE *GSUITE_<name>".
  [/\b(google \*?ads|facebook ads|meta ads|fb ads|linkedin ads|facebk|twitter ads)/, 'digital_advertising'],
  [/\b(stripe fee|stripe fees|square fee|paypal fee|processing fee)\b/, 'payment_processing_fees'],
  [/\b(usps|fedex|ups store|stamps com|shippo|dhl)\b/, 'postage_and_shipping'],
  [/\b(staples|office depot|officemax)\b/, 'office_supplies'],
  [/\b(wework|regus|industrious)\b/, 'office_rent'],
  [/\b(upwork|fiverr|toptal)\b/, 'contractor_fees'],
  [/\b(gusto|adp|paychex)\b/, 'payroll_services'],
  [
    /\b(linkedin premium|coursera|udemy|masterclass|skillshare|domestika|online course|workshop)\b/,
    'training_and_education',
  ],
  [/\b(membership|member dues|annual dues|association dues)\b/, 'memberships_and_dues'],
];

// Money in from a payment processor: a payout of the user's sales.
const PAYOUT = /\b(stripe|square|paypal|shopify|gumroad|venmo business)\b/;
// Money in by ACH that a company sent as a payment (a client paying an invoice), which banks and the
// categoriser often file as a transfer in; a transfer between the user's own accounts says "transfer".
const CLIENT_ACH =
  /\b(ach|ppd|ccd)\b.*\b(pmt|payment|inv|invoice)\b|\b(pmt|payment|invoice)\b.*\b(ppd|ccd)\b/;
const OWN_TRANSFER = /\b(transfer|xfer|trnsfr|from chk|from sav)\b/;

// Personal category -> business category, for business rows the merchant does not settle.
const BY_PFC_DETAILED: Readonly<Record<string, string>> = {
  FOOD_AND_DRINK_RESTAURANT: 'business_meals',
  FOOD_AND_DRINK_COFFEE: 'business_meals',
  FOOD_AND_DRINK_FAST_FOOD: 'business_meals',
  FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK: 'business_meals',
  TRAVEL_FLIGHTS: 'flights',
  TRAVEL_LODGING: 'lodging',
  TRAVEL_RENTAL_CARS: 'car_rentals',
  TRAVEL_OTHER_TRAVEL: 'travel_and_transportation',
  TRANSPORTATION_TAXIS_AND_RIDE_SHARES: 'rideshare_and_taxis',
  TRANSPORTATION_GAS: 'fuel',
  TRANSPORTATION_PARKING: 'parking_and_tolls',
  TRANSPORTATION_TOLLS: 'parking_and_tolls',
  TRANSPORTATION_PUBLIC_TRANSIT: 'travel_and_transportation',
  RENT_AND_UTILITIES_INTERNET_AND_CABLE: 'internet_and_phone',
  RENT_AND_UTILITIES_TELEPHONE: 'internet_and_phone',
  RENT_AND_UTILITIES_GAS_AND_ELECTRICITY: 'utilities',
  RENT_AND_UTILITIES_WATER: 'utilities',
  RENT_AND_UTILITIES_SEWAGE_AND_WASTE_MANAGEMENT: 'utilities',
  RENT_AND_UTILITIES_OTHER_UTILITIES: 'utilities',
  RENT_AND_UTILITIES_RENT: 'office_rent',
  GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING: 'accounting_and_bookkeeping',
  GENERAL_SERVICES_CONSULTING_AND_LEGAL: 'legal_fees',
  GENERAL_SERVICES_INSURANCE: 'insurance_premiums',
  GENERAL_SERVICES_POSTAGE_AND_SHIPPING: 'postage_and_shipping',
  GENERAL_SERVICES_EDUCATION: 'training_and_education',
  GENERAL_SERVICES_OTHER_GENERAL_SERVICES: 'professional_services',
  GENERAL_MERCHANDISE_OFFICE_SUPPLIES: 'office_supplies',
  GENERAL_MERCHANDISE_ELECTRONICS: 'computer_hardware',
  GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS: 'training_and_education',
  HOME_IMPROVEMENT_HARDWARE: 'tools',
  HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE: 'repairs_and_maintenance',
  BANK_FEES_ATM_FEES: 'bank_fees',
  BANK_FEES_FOREIGN_TRANSACTION_FEES: 'bank_fees',
  BANK_FEES_INSUFFICIENT_FUNDS: 'bank_fees',
  BANK_FEES_OVERDRAFT_FEES: 'bank_fees',
  BANK_FEES_OTHER_BANK_FEES: 'bank_fees',
  BANK_FEES_INTEREST_CHARGE: 'credit_card_interest',
  LOAN_PAYMENTS_CAR_PAYMENT: 'loan_principal',
  LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT: 'loan_principal',
  LOAN_PAYMENTS_OTHER_PAYMENT: 'loan_principal',
  GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT: 'income_tax',
  GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES: 'licenses_and_permits',
  GOVERNMENT_AND_NON_PROFIT_DONATIONS: 'charitable_contributions',
  ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS: 'client_entertainment',
  ENTERTAINMENT_OTHER_ENTERTAINMENT: 'client_entertainment',
  INCOME_DIVIDENDS: 'Dividends',
  INCOME_INTEREST_EARNED: 'Interest Income',
  INCOME_TAX_REFUND: 'Tax Refund',
};

// Money moved between own accounts never gets a business category (it is not profit or loss).
const NEVER = /^(TRANSFER_IN_|TRANSFER_OUT_|LOAN_PAYMENTS_CREDIT_CARD_PAYMENT)/;

/** The category a business row most likely has, or null when nothing says (the row stays uncategorised). */
export function suggestBusinessCategory(
  row: SuggestionInput,
  memory: SuggestionMemory,
): BusinessSuggestion | null {
  const learned = memory.byMerchant.get(row.merchantKey);
  if (learned) return { category: learned, source: 'learned' };
  const text = row.text.toLowerCase();
  const moneyIn = row.amountCents < 0;
  // A processor's payout is sales, whatever the bank called it (often a transfer in).
  if (moneyIn && (PAYOUT.test(text) || (CLIENT_ACH.test(text) && !OWN_TRANSFER.test(text)))) {
    return { category: memory.lastIncomeCategory ?? DEFAULT_INCOME_CATEGORY, source: 'suggested' };
  }
  if (row.personalDetailed && NEVER.test(row.personalDetailed)) return null;
  // Money in from an expense merchant is a refund: it goes back to that expense's line.
  const byName = MERCHANT_WORDS.find(([pattern]) => pattern.test(text));
  if (byName) return { category: byName[1], source: 'suggested' };
  const byPfc = row.personalDetailed ? BY_PFC_DETAILED[row.personalDetailed] : undefined;
  if (byPfc) return { category: byPfc, source: 'suggested' };
  if (moneyIn) {
    return { category: memory.lastIncomeCategory ?? DEFAULT_INCOME_CATEGORY, source: 'suggested' };
  }
  return null;
}
