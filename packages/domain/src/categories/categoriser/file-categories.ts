import { PFC_V1 } from './pfc';
import { lookupWord, wordKey, wordTable, type WordMapping } from './source-tables';

/**
 * Banks' and apps' own category words, as their exports write them (Chase, Capital One, Amex, Citi,
 * Discover, Apple Card, Mint, YNAB), onto PFC v1. Broad words ("Shopping", "Dining") give the usual
 * detailed category and may be sharpened by the catalogue within the listed primaries. "-" marks words
 * that say nothing usable (Miscellaneous, Payments and Credits): the row's own text decides.
 */
export const FILE_CATEGORIES = wordTable(`
Food and Drink, Dining, Restaurants, Restaurant, Dining Out, Food and Dining, Restaurant Restaurant, Bar and Cafe, Restaurant Bar and Cafe, Food, Eating Out, Takeout: FOOD_AND_DRINK_RESTAURANT
Groceries, Grocery, Supermarkets, Supermarket, Grocery Stores, Merchandise and Supplies Groceries: FOOD_AND_DRINK_GROCERIES
Coffee Shops, Coffee: FOOD_AND_DRINK_COFFEE
Fast Food: FOOD_AND_DRINK_FAST_FOOD
Alcohol and Bars, Alcohol, Bars, Liquor Stores: FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR +ENTERTAINMENT
Gas, Gasoline, Gas Stations, Gas and Fuel, Fuel, Transportation Fuel, Gas Automotive, Gas and Automotive, Auto and Gas: TRANSPORTATION_GAS +GENERAL_SERVICES
Automotive, Auto, Service and Parts, Auto Maintenance, Car Maintenance, Auto Services, Transportation Auto Services: GENERAL_SERVICES_AUTOMOTIVE +TRANSPORTATION
Auto and Transport, Transportation, Other Transportation, Transportation Other Transportation, Travel Transportation: TRANSPORTATION_OTHER_TRANSPORTATION +TRAVEL +GENERAL_SERVICES
Parking, Transportation Parking Charges, Parking Charges: TRANSPORTATION_PARKING
Public Transportation, Public Transit, Rail Services, Travel Rail Services: TRANSPORTATION_PUBLIC_TRANSIT
Ride Share, Taxis and Coach, Transportation Taxis and Coach, Taxi, Rental Car and Taxi: TRANSPORTATION_TAXIS_AND_RIDE_SHARES +TRAVEL
Tolls and Fees, Transportation Tolls and Fees, Tolls: TRANSPORTATION_TOLLS
Bills and Utilities, Utilities, Bills, Monthly Bills: RENT_AND_UTILITIES_OTHER_UTILITIES +GENERAL_SERVICES +ENTERTAINMENT +LOAN_PAYMENTS
Water: RENT_AND_UTILITIES_WATER
Utilities Electric, Electric, Electricity, Gas and Electric: RENT_AND_UTILITIES_GAS_AND_ELECTRICITY
Internet, Internet Services, Cable and Internet Comm, Communications Cable and Internet Comm, Television, Cable, Internet and Cable: RENT_AND_UTILITIES_INTERNET_AND_CABLE
Phone, Phone Cable, Mobile Phone, Cellphone, Cell Phone, Home Phone, Telephone Comm, Communications Telephone Comm, Communications: RENT_AND_UTILITIES_TELEPHONE +RENT_AND_UTILITIES
Mortgage and Rent, Rent, Rent Mortgage, Housing: RENT_AND_UTILITIES_RENT +LOAN_PAYMENTS
Shopping, Merchandise, General Merchandise, General Retail, Merchandise and Supplies General Retail, Household Goods, Home Supplies, Stuff I Forgot to Budget For, Merchandise and Supplies: GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE +HOME_IMPROVEMENT +FOOD_AND_DRINK +PERSONAL_CARE +MEDICAL +ENTERTAINMENT
Department Stores, Merchandise and Supplies Department Stores: GENERAL_MERCHANDISE_DEPARTMENT_STORES
Warehouse Clubs, Wholesale Stores, Merchandise and Supplies Wholesale Stores: GENERAL_MERCHANDISE_SUPERSTORES +FOOD_AND_DRINK
Discount Stores: GENERAL_MERCHANDISE_DISCOUNT_STORES
Clothing, Clothing Stores, Merchandise and Supplies Clothing Stores, Arts and Jewelry, Shoes: GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES
Electronics, Electronics and Software, Electronics Stores, Computer Supplies, Computer Replacement, Software Subscriptions: GENERAL_MERCHANDISE_ELECTRONICS +GENERAL_SERVICES +ENTERTAINMENT
Internet Purchase, Merchandise and Supplies Internet Purchase, Online Shopping: GENERAL_MERCHANDISE_ONLINE_MARKETPLACES +ENTERTAINMENT +GENERAL_SERVICES
Books, Book Stores, Newspapers and Magazines, Books and Supplies: GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS
Sporting Goods, Sporting Goods Stores: GENERAL_MERCHANDISE_SPORTING_GOODS
Hobbies, Toys, Baby Supplies, Kids: GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE
Office Supplies, Printing: GENERAL_MERCHANDISE_OFFICE_SUPPLIES
Pets, Pet Food and Supplies, Pet Supplies: GENERAL_MERCHANDISE_PET_SUPPLIES +MEDICAL
Pet Grooming: GENERAL_MERCHANDISE_PET_SUPPLIES
Gift, Gifts, Flowers, Florists and Garden, Florists: GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES
Home, Home Improvement, Furnishings, Furnishing, Lawn and Garden, Home Maintenance, Hardware Supplies, Merchandise and Supplies Hardware Supplies, Merchandise and Supplies Furnishing, Home Services: HOME_IMPROVEMENT_OTHER_HOME_IMPROVEMENT +GENERAL_MERCHANDISE +RENT_AND_UTILITIES
Health and Wellness, Health Care, Health, Medical, Medical Services, Health and Fitness, Health Care Services, Business Services Health Care Services, Healthcare, Doctor: MEDICAL_OTHER_MEDICAL +PERSONAL_CARE
Pharmacy, Pharmacies, Drug Stores, Merchandise and Supplies Pharmacies: MEDICAL_PHARMACIES_AND_SUPPLEMENTS
Dentist, Dental: MEDICAL_DENTAL_CARE
Eyecare, Vision: MEDICAL_EYE_CARE
Veterinary, Vet: MEDICAL_VETERINARY_SERVICES
Gym, Fitness: PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS
Personal, Personal Care, Hair, Spa and Massage: PERSONAL_CARE_HAIR_AND_BEAUTY +PERSONAL_CARE +GENERAL_SERVICES +MEDICAL
Laundry: PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING
Professional Services, Services, Other Services, Business Services, Business Services Other Services, Business Services Professional Services, Advertising, Advertising Services, Financial, Subscriptions: GENERAL_SERVICES_OTHER_GENERAL_SERVICES +HOME_IMPROVEMENT +MEDICAL +PERSONAL_CARE +RENT_AND_UTILITIES +ENTERTAINMENT +GENERAL_MERCHANDISE
Legal: GENERAL_SERVICES_CONSULTING_AND_LEGAL
Financial Advisor, Accounting: GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING
Insurance, Auto Insurance, Health Insurance, Life Insurance, Renters Home Insurance, Home Insurance: GENERAL_SERVICES_INSURANCE
Shipping, Mailing and Shipping, Business Services Mailing and Shipping, Postage: GENERAL_SERVICES_POSTAGE_AND_SHIPPING
Education, Tuition, Other Education: GENERAL_SERVICES_EDUCATION
Babysitter and Daycare, Childcare, Child Care, Kids Activities: GENERAL_SERVICES_CHILDCARE
Entertainment, Amusement, Arts, Fun Money, Entertainment Other Entertainment, Associations, Entertainment Associations: ENTERTAINMENT_OTHER_ENTERTAINMENT +FOOD_AND_DRINK +GENERAL_MERCHANDISE +GENERAL_SERVICES
Movies and DVDs, Movies, Streaming: ENTERTAINMENT_TV_AND_MOVIES
Music: ENTERTAINMENT_MUSIC_AND_AUDIO
General Events, Entertainment General Events, Theatrical Events, Events: ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS
Travel, Travel Entertainment, Vacation, Other Travel, Travel Agencies, Travel Travel Agencies: TRAVEL_OTHER_TRAVEL +TRANSPORTATION +ENTERTAINMENT +FOOD_AND_DRINK
Airfare, Air Travel, Airline, Airlines, Travel Airline: TRAVEL_FLIGHTS
Lodging, Hotel, Hotels, Travel Lodging: TRAVEL_LODGING
Car Rental, Vehicle Rental, Travel Vehicle Rental: TRAVEL_RENTAL_CARS
Gifts and Donations, Charity, Charities, Donations, Giving, Other Charities: GOVERNMENT_AND_NON_PROFIT_DONATIONS +GENERAL_MERCHANDISE
Government Services, Other Government Services, Government: GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES
Taxes, Federal Tax, State Tax, Property Tax, Tax: GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT
Fees and Adjustments, Fees, Fee Interest Charge, Fees and Charges, Bank Fee, Service Fee, Late Fee, Fees and Adjustments Fees and Adjustments, Trade Commissions: BANK_FEES_OTHER_BANK_FEES
ATM Fee: BANK_FEES_ATM_FEES
Interest, Finance Charge, Interest Charge: INCOME_INTEREST_EARNED/BANK_FEES_INTEREST_CHARGE
Interest Income: INCOME_INTEREST_EARNED
Paycheck, Salary, Bonus, Payroll, Wages: INCOME_WAGES
Income, Other Income, Reimbursement, Rental Income, Awards and Rebate Credits, Rewards, Cash Back: INCOME_OTHER_INCOME
Credit Card Payment, Credit Card Payments: LOAN_PAYMENTS_CREDIT_CARD_PAYMENT
Auto Payment, Car Payment: LOAN_PAYMENTS_CAR_PAYMENT
Student Loan: LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT
Mortgage: LOAN_PAYMENTS_MORTGAGE_PAYMENT
Loans, Loan Payment, Loan: LOAN_PAYMENTS_OTHER_PAYMENT +LOAN_PAYMENTS
Transfer, Transfers, Transfer for Cash Spending: TRANSFER_IN_ACCOUNT_TRANSFER/TRANSFER_OUT_ACCOUNT_TRANSFER +TRANSFER_IN +TRANSFER_OUT +LOAN_PAYMENTS
Cash and ATM, Withdrawal, ATM: TRANSFER_IN_DEPOSIT/TRANSFER_OUT_WITHDRAWAL
Deposit: TRANSFER_IN_DEPOSIT
Check: TRANSFER_IN_DEPOSIT/TRANSFER_OUT_OTHER_TRANSFER_OUT
Investments, Buy, Sell, Emergency Fund, Savings: TRANSFER_IN_INVESTMENT_AND_RETIREMENT_FUNDS/TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS +TRANSFER_IN +TRANSFER_OUT
Miscellaneous, Other, Uncategorized, Payments and Credits, Payment Credit, Payments Credits, Payment, Credit, Debit, Returned Purchase, Inflow Ready to Assign, Inflow, Ready to Assign, Installment, Other Miscellaneous, Unknown, Adjustment: -
`);

/**
 * Our own exports name a row's category by its friendly PFC label ("Wages & Salary", "Cash Withdrawal") and
 * other tools by the PFC name itself: both read back as exactly that category (no sharpening), so a
 * downloaded file goes back in as it left. Words the table above knows keep the table's meaning.
 */
const PFC_WORDS: ReadonlyMap<string, WordMapping> = new Map(
  PFC_V1.flatMap(({ detailed, label }) => [
    [wordKey(label), { detailed, refine: [] }],
    [wordKey(detailed), { detailed, refine: [] }],
  ]),
);

/** The mapping of a file's category cell; null when the word says nothing, undefined when unknown. */
export function fileMapping(cell: string): WordMapping | null | undefined {
  const known = lookupWord(FILE_CATEGORIES, cell);
  return known !== undefined ? known : PFC_WORDS.get(wordKey(cell));
}
