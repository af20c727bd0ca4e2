import { lookupWord, wordKey, wordTable, type WordMapping } from './source-tables';

/**
 * Plaid's legacy category hierarchy (['Shops', 'Supermarkets and Groceries'], ['Travel', 'Gas Stations'],
 * ['Transfer', 'Payroll']...) onto PFC v1. The deepest level Plaid sent that we know decides; a top level
 * alone is broad and may be sharpened by the catalogue (see WordMapping.refine). The spec's Edit
 * Transaction words are top levels of this same hierarchy, so they are mapped here too.
 */
export const LEGACY_CATEGORIES = wordTable(`
Bank Fees: BANK_FEES_OTHER_BANK_FEES
Overdraft: BANK_FEES_OVERDRAFT_FEES
ATM: BANK_FEES_ATM_FEES
Foreign Transaction: BANK_FEES_FOREIGN_TRANSACTION_FEES
Insufficient Funds: BANK_FEES_INSUFFICIENT_FUNDS
Late Payment, Fraud Dispute, Excess Activity, Wire Transfer: BANK_FEES_OTHER_BANK_FEES
Cash Advance: TRANSFER_IN_CASH_ADVANCES_AND_LOANS
Community, Organizations and Associations, Government Lobbyists: GOVERNMENT_AND_NON_PROFIT_OTHER_GOVERNMENT_AND_NON_PROFIT +GENERAL_SERVICES +MEDICAL
Government and Non-Profit: GOVERNMENT_AND_NON_PROFIT_OTHER_GOVERNMENT_AND_NON_PROFIT
Animal Shelter, Religious, Housing Assistance and Shelters, Charities and Non-Profits: GOVERNMENT_AND_NON_PROFIT_DONATIONS
Assisted Living Services, Senior Citizen Services, Nursing Care: MEDICAL_NURSING_CARE
Day Care and Preschools, Child Care: GENERAL_SERVICES_CHILDCARE
Courts, Government Departments and Agencies, Law Enforcement, Libraries, Military, Public and Social Services, Disabled Persons Services: GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES
Education, Colleges and Universities, Primary and Secondary Schools, Vocational Schools, Tutoring and Educational Services: GENERAL_SERVICES_EDUCATION
Post Offices, Shipping and Freight, Mail: GENERAL_SERVICES_POSTAGE_AND_SHIPPING
Food and Drink, Restaurants: FOOD_AND_DRINK_RESTAURANT
Bar, Breweries, Wine Bar, Sports Bar, Hotel Lounge: FOOD_AND_DRINK_RESTAURANT
Nightlife, Night Clubs, Adult Entertainment, Karaoke: ENTERTAINMENT_OTHER_ENTERTAINMENT
Coffee Shop, Cafe: FOOD_AND_DRINK_COFFEE
Fast Food: FOOD_AND_DRINK_FAST_FOOD
Bakery, Desserts, Juice Bar, Ice Cream, Donuts, Food Trucks, Delis, Dessert: FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK
Healthcare, Healthcare Services, Hospitals, Clinics and Medical Centers, Emergency Services, Medical Supplies and Labs: MEDICAL_OTHER_MEDICAL +PERSONAL_CARE
Dentists: MEDICAL_DENTAL_CARE
Optometrists, Eye Care: MEDICAL_EYE_CARE
Physicians, Family Medicine, Pediatrics: MEDICAL_PRIMARY_CARE
Veterinarians: MEDICAL_VETERINARY_SERVICES
Pharmacies: MEDICAL_PHARMACIES_AND_SUPPLEMENTS
Interest: INCOME_INTEREST_EARNED/BANK_FEES_INTEREST_CHARGE
Interest Earned: INCOME_INTEREST_EARNED
Interest Charged: BANK_FEES_INTEREST_CHARGE
Payment: LOAN_PAYMENTS_OTHER_PAYMENT +RENT_AND_UTILITIES
Credit Card: LOAN_PAYMENTS_CREDIT_CARD_PAYMENT
Rent: RENT_AND_UTILITIES_RENT
Loan: TRANSFER_IN_CASH_ADVANCES_AND_LOANS/LOAN_PAYMENTS_OTHER_PAYMENT
Recreation, Arts and Entertainment, Entertainment: ENTERTAINMENT_OTHER_ENTERTAINMENT +PERSONAL_CARE
Gyms and Fitness Centers, Fitness: PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS
Movie Theatres, Movies and DVDs: ENTERTAINMENT_TV_AND_MOVIES
Casinos and Gaming, Gambling: ENTERTAINMENT_CASINOS_AND_GAMBLING
Amusement Parks, Museums, Zoo, Sports Venues, Stadiums and Arenas, Theatrical Productions, Music and Show Venues, Bowling, Golf, Arcades and Amusement Parks, Aquarium: ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS
Music, Digital Music: ENTERTAINMENT_MUSIC_AND_AUDIO
Video Games: ENTERTAINMENT_VIDEO_GAMES
Service, Subscription, Business Services, Professional Services, Personal Services: GENERAL_SERVICES_OTHER_GENERAL_SERVICES +HOME_IMPROVEMENT +PERSONAL_CARE +MEDICAL +RENT_AND_UTILITIES +ENTERTAINMENT
Utilities: RENT_AND_UTILITIES_OTHER_UTILITIES
Electric, Gas, Gas and Electric: RENT_AND_UTILITIES_GAS_AND_ELECTRICITY
Water: RENT_AND_UTILITIES_WATER
Sanitary and Waste Management, Waste Management: RENT_AND_UTILITIES_SEWAGE_AND_WASTE_MANAGEMENT
Telecommunication Services, Telephone, Mobile Phone: RENT_AND_UTILITIES_TELEPHONE
Cable, Internet Services, Cable and Internet: RENT_AND_UTILITIES_INTERNET_AND_CABLE
Automotive, Car Wash and Detail, Oil and Lube, Towing, Auto Parts, Maintenance and Repair, Car Service: GENERAL_SERVICES_AUTOMOTIVE +TRANSPORTATION
Insurance: GENERAL_SERVICES_INSURANCE
Financial, Accounting and Bookkeeping, Financial Planning and Investments, Tax Preparation: GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING
Legal, Consulting: GENERAL_SERVICES_CONSULTING_AND_LEGAL
Storage: GENERAL_SERVICES_STORAGE
Personal Care, Beauty Products, Spas, Hair Salons and Barbers, Tanning Salons, Nail Salons: PERSONAL_CARE_HAIR_AND_BEAUTY +PERSONAL_CARE
Laundry and Garment Services, Dry Cleaning: PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING
Home Improvement, Contractors, Plumbing, Roofers, Heating Ventilating and Air Conditioning, Electricians, Landscaping and Gardeners, Painting, Housewares: HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE +HOME_IMPROVEMENT
Pest Control, Cleaning, Pool Maintenance: HOME_IMPROVEMENT_OTHER_HOME_IMPROVEMENT
Security and Safety: HOME_IMPROVEMENT_SECURITY
Real Estate, Property Management, Apartments: RENT_AND_UTILITIES_RENT
Shops, Shopping: GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE +HOME_IMPROVEMENT +FOOD_AND_DRINK +MEDICAL +PERSONAL_CARE +ENTERTAINMENT
Supermarkets and Groceries, Food and Beverage Store, Farmers Markets: FOOD_AND_DRINK_GROCERIES
Beer Wine and Spirits, Liquor: FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR
Convenience Stores: GENERAL_MERCHANDISE_CONVENIENCE_STORES
Department Stores: GENERAL_MERCHANDISE_DEPARTMENT_STORES
Discount Stores, Outlet: GENERAL_MERCHANDISE_DISCOUNT_STORES
Warehouses and Wholesale Stores, Superstores: GENERAL_MERCHANDISE_SUPERSTORES
Clothing and Accessories, Jewelry and Watches, Shoe Store, Women's Store, Men's Store: GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES
Computers and Electronics, Electronics, Mobile Phones: GENERAL_MERCHANDISE_ELECTRONICS
Digital Purchase, Online Marketplaces: GENERAL_MERCHANDISE_ONLINE_MARKETPLACES +ENTERTAINMENT +GENERAL_SERVICES
Bookstores, Newsstands, Bookstores and Newsstands: GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS
Pets, Pet Stores: GENERAL_MERCHANDISE_PET_SUPPLIES
Sporting Goods, Bicycles, Outdoors: GENERAL_MERCHANDISE_SPORTING_GOODS
Office Supplies: GENERAL_MERCHANDISE_OFFICE_SUPPLIES
Furniture and Home Decor, Furniture: HOME_IMPROVEMENT_FURNITURE
Hardware Store, Lumber, Building Supplies: HOME_IMPROVEMENT_HARDWARE
Florists, Gift and Novelty, Flowers, Photos and Frames, Cards and Stationery: GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES
Tobacco, Vape: GENERAL_MERCHANDISE_TOBACCO_AND_VAPE
Tax: INCOME_TAX_REFUND/GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT
Refund: INCOME_TAX_REFUND
Transfer, Internal Account Transfer, Third Party, Venmo, Zelle, PayPal, Square Cash, Coinbase, Wire, Credit, Debit, ACH: TRANSFER_IN_ACCOUNT_TRANSFER/TRANSFER_OUT_ACCOUNT_TRANSFER +TRANSFER_IN +TRANSFER_OUT +LOAN_PAYMENTS
Payroll, Benefits, Paycheck: INCOME_WAGES
Deposit: TRANSFER_IN_DEPOSIT
Withdrawal: TRANSFER_OUT_WITHDRAWAL
Check: TRANSFER_IN_DEPOSIT/TRANSFER_OUT_OTHER_TRANSFER_OUT
Savings, Keep the Change Savings Program: TRANSFER_IN_SAVINGS/TRANSFER_OUT_SAVINGS
Travel, Travel Agents and Tour Operators, Cruises, Tourist Information and Services: TRAVEL_OTHER_TRAVEL +TRANSPORTATION
Airlines and Aviation Services, Airports: TRAVEL_FLIGHTS
Lodging, Hotels and Motels, Resorts, Bed and Breakfasts, Lodges and Vacation Rentals: TRAVEL_LODGING
Car Rental, Car and Truck Rentals: TRAVEL_RENTAL_CARS
Ride Share, Taxi, Limos and Chauffeurs: TRANSPORTATION_TAXIS_AND_RIDE_SHARES
Gas Stations: TRANSPORTATION_GAS
Parking: TRANSPORTATION_PARKING
Public Transportation Services, Rail, Bus Stations: TRANSPORTATION_PUBLIC_TRANSIT
Tolls and Fees: TRANSPORTATION_TOLLS
Transportation: TRANSPORTATION_OTHER_TRANSPORTATION +TRAVEL
Bike Rentals, Scooters: TRANSPORTATION_BIKES_AND_SCOOTERS
Recreation Centers: PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS
`);

/** The mapping of a legacy list: its deepest level we know (Plaid lists go top level first). */
export function legacyMapping(list: readonly string[]): WordMapping | null {
  for (let i = list.length - 1; i >= 0; i--) {
    const found = lookupWord(LEGACY_CATEGORIES, list[i]!);
    if (found) return found;
  }
  return null;
}

export { wordKey };
