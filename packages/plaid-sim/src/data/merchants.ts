import type { CategoryKey } from './categories.ts';

/** A place the household spends at irregularly (card or debit). Weights are relative purchase frequencies. */
export interface Merchant {
  descriptor: string;
  merchantName: string | null;
  category: CategoryKey;
  min: number;
  max: number;
  weight: number;
  channel: 'online' | 'in store' | 'other';
  website: string | null;
  /** Restaurants post with the tip added, so the pending and posted amounts differ as they do at Plaid. */
  tipped?: boolean;
}

const m = (
  descriptor: string,
  merchantName: string | null,
  category: CategoryKey,
  min: number,
  max: number,
  weight: number,
  channel: Merchant['channel'] = 'in store',
  website: string | null = null,
  tipped = false,
): Merchant => ({ descriptor, merchantName, category, min, max, weight, channel, website, tipped });

export const EVERYDAY_MERCHANTS: readonly Merchant[] = [
  m('WHOLEFDS MKT #10234', 'Whole Foods Market', 'FOOD_AND_DRINK_GROCERIES', 28, 160, 9),
  m("TRADER JOE'S #552", "Trader Joe's", 'FOOD_AND_DRINK_GROCERIES', 20, 110, 9),
  m('SAFEWAY #1893', 'Safeway', 'FOOD_AND_DRINK_GROCERIES', 15, 140, 6),
  m('STARBUCKS STORE 08231', 'Starbucks', 'FOOD_AND_DRINK_COFFEE', 4.25, 12.5, 12),
  m('BLUE BOTTLE COFFEE', 'Blue Bottle Coffee', 'FOOD_AND_DRINK_COFFEE', 4.5, 11, 4),
  m('MCDONALDS F12345', "McDonald's", 'FOOD_AND_DRINK_FAST_FOOD', 6, 18, 5),
  m('CHIPOTLE 1421', 'Chipotle Mexican Grill', 'FOOD_AND_DRINK_FAST_FOOD', 9, 24, 5),
  m('SQ *BLUE PLATE', 'Blue Plate', 'FOOD_AND_DRINK_RESTAURANT', 24, 95, 5, 'in store', null, true),
  m('TST* NOPA SF', 'Nopa', 'FOOD_AND_DRINK_RESTAURANT', 40, 160, 3, 'in store', null, true),
  m('DOORDASH*THAI BASIL', 'DoorDash', 'FOOD_AND_DRINK_RESTAURANT', 22, 60, 4, 'online', 'doordash.com'),
  m('BEVMO #0155', 'BevMo!', 'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR', 12, 70, 2),
  m('SHELL OIL 57442', 'Shell', 'TRANSPORTATION_GAS', 30, 75, 6),
  m('CHEVRON 0093211', 'Chevron', 'TRANSPORTATION_GAS', 28, 80, 4),
  m('UBER *TRIP', 'Uber', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', 9, 48, 5, 'online', 'uber.com'),
  m('LYFT *RIDE', 'Lyft', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES', 8, 40, 3, 'online', 'lyft.com'),
  m('CLIPPER SERVICE', 'Clipper', 'TRANSPORTATION_PUBLIC_TRANSIT', 10, 50, 3, 'online'),
  m('SFMTA PARKING METER', 'SFMTA', 'TRANSPORTATION_PARKING', 2, 18, 3),
  m('AMAZON.COM*2K4LM', 'Amazon', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES', 8, 140, 9, 'online', 'amazon.com'),
  m('TARGET 00012345', 'Target', 'GENERAL_MERCHANDISE_SUPERSTORES', 12, 180, 6),
  m('WAL-MART #2241', 'Walmart', 'GENERAL_MERCHANDISE_SUPERSTORES', 10, 150, 3),
  m('DOLLAR TREE', 'Dollar Tree', 'GENERAL_MERCHANDISE_DISCOUNT_STORES', 3, 30, 2),
  m('7-ELEVEN 33012', '7-Eleven', 'GENERAL_MERCHANDISE_CONVENIENCE_STORES', 3, 22, 3),
  m('UNIQLO USA', 'Uniqlo', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES', 20, 150, 2),
  m('BEST BUY 00004', 'Best Buy', 'GENERAL_MERCHANDISE_ELECTRONICS', 15, 480, 1),
  m('PETCO 1337', 'Petco', 'GENERAL_MERCHANDISE_PET_SUPPLIES', 15, 90, 2),
  m('GREEN APPLE BOOKS', 'Green Apple Books', 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', 10, 45, 1),
  m('REI #45 SAN FRANCISCO', 'REI', 'GENERAL_MERCHANDISE_SPORTING_GOODS', 20, 220, 1),
  m('STAPLES 00876', 'Staples', 'GENERAL_MERCHANDISE_OFFICE_SUPPLIES', 8, 80, 1),
  m('THE HOME DEPOT #0631', 'The Home Depot', 'HOME_IMPROVEMENT_HARDWARE', 12, 260, 2),
  m('IKEA EAST PALO ALTO', 'IKEA', 'HOME_IMPROVEMENT_FURNITURE', 30, 400, 0.5),
  m('CVS/PHARMACY #09123', 'CVS Pharmacy', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', 6, 60, 3),
  m('WALGREENS #4432', 'Walgreens', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS', 5, 45, 2),
  m('BRIGHT SMILES DENTAL', 'Bright Smiles Dental', 'MEDICAL_DENTAL_CARE', 60, 240, 0.3),
  m('ONE MEDICAL', 'One Medical', 'MEDICAL_PRIMARY_CARE', 25, 150, 0.4, 'online', 'onemedical.com'),
  m('BANFIELD PET HOSP', 'Banfield Pet Hospital', 'MEDICAL_VETERINARY_SERVICES', 60, 280, 0.3),
  m('GREAT CLIPS #2210', 'Great Clips', 'PERSONAL_CARE_HAIR_AND_BEAUTY', 18, 45, 1),
  m('SUDS LAUNDROMAT', null, 'PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING', 6, 25, 1),
  m('JIFFY LUBE #1920', 'Jiffy Lube', 'GENERAL_SERVICES_AUTOMOTIVE', 45, 140, 0.4),
  m('USPS PO 0543210', 'USPS', 'GENERAL_SERVICES_POSTAGE_AND_SHIPPING', 5, 30, 1),
  m('AMC METREON 16', 'AMC Theatres', 'ENTERTAINMENT_OTHER_ENTERTAINMENT', 14, 48, 1),
  m('TICKETMASTER', 'Ticketmaster', 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', 35, 220, 0.4, 'online'),
  m('STEAMGAMES.COM', 'Steam', 'ENTERTAINMENT_VIDEO_GAMES', 5, 60, 0.5, 'online', 'steampowered.com'),
  m('AMERICAN RED CROSS', 'American Red Cross', 'GOVERNMENT_AND_NON_PROFIT_DONATIONS', 25, 100, 0.3, 'online'),
  m('UNITED AIRLINES', 'United Airlines', 'TRAVEL_FLIGHTS', 120, 620, 0.2, 'online', 'united.com'),
  m('MARRIOTT HOTELS', 'Marriott', 'TRAVEL_LODGING', 140, 560, 0.2),
];

/** Spending abroad during a trip: each purchase also draws a foreign transaction fee on the card. */
export const TRIP_MERCHANTS: readonly Merchant[] = [
  m('CAFE DE FLORE PARIS', 'Café de Flore', 'FOOD_AND_DRINK_RESTAURANT', 18, 90, 4),
  m('MONOPRIX PARIS 11', 'Monoprix', 'FOOD_AND_DRINK_GROCERIES', 10, 70, 3),
  m('RATP PARIS', 'RATP', 'TRANSPORTATION_PUBLIC_TRANSIT', 2, 30, 3),
  m('HOTEL LE MARAIS', 'Hôtel Le Marais', 'TRAVEL_LODGING', 160, 420, 1),
  m('MUSEE DU LOUVRE', 'Louvre Museum', 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS', 20, 60, 1),
];

/** Cumulative weights let a pick cost one draw and a short scan. */
export function weightedPicker(merchants: readonly Merchant[]): (u: number) => Merchant {
  const total = merchants.reduce((sum, x) => sum + x.weight, 0);
  return (u) => {
    let acc = 0;
    const target = u * total;
    for (const merchant of merchants) {
      acc += merchant.weight;
      if (target < acc) return merchant;
    }
    return merchants[merchants.length - 1] as Merchant;
  };
}
