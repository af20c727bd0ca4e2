/**
 * Words in a row that say what kind of cost it is, better than the personal category does: a few well-known
 * names (the software, airlines and hotels a small business pays) and, above all, the words any merchant of a
 * kind uses ("ADS", "WIRELESS", "RENTALS", "SUPPLY", "CPA"). Matched on the lower-cased merchant name and
 * description; the first that matches wins, so the narrower kinds come first.
 */
export const KIND_WORDS: readonly [RegExp, string, string][] = [
  [
    /\b(figma|adobe|github|gitlab|atlassian|jira|notion|slack|zoom|dropbox|aws|amazon web services|google workspace|gsuite\w*|microsoft 365|office 365|heroku|vercel|digitalocean|netlify|canva|1password|mailchimp|squarespace|wix|godaddy|namecheap|openai|intuit|quickbooks|freshbooks|calendly|docusign|loom)\b/,
    'software_and_cloud_services',
    'software the business runs on',
  ],
  [
    /\b(delta|united airlines|american airlines|southwest|jetblue|alaska air|spirit airlines|frontier airlines|lufthansa|british airways|air canada)\b/,
    'flights',
    'an airline',
  ],
  [
    /\b(marriott|hilton|hyatt|airbnb|westin|holiday inn|hampton inn|sheraton|expedia hotel)\b/,
    'lodging',
    'a hotel',
  ],
  [/\b(uber|lyft)\b(?!.*\beats\b)/, 'rideshare_and_taxis', 'a ride'],
  [/\b(hertz|avis|enterprise rent|budget rent|national car)\b/, 'car_rentals', 'a car rental'],
  // Google bills its ads as "GOOGLE *ADS" and a number; any merchant that says ADS or ADVERTISING sells them.
  [
    /\b(google \*?ads|facebook ads|meta ads|fb ads|linkedin ads|facebk|twitter ads)|\bads\b|\badvertis\w*/,
    'digital_advertising',
    'advertising',
  ],
  [
    /\b(stripe fee|stripe fees|square fee|paypal fee|processing fee|merchant fee|merchant service)/,
    'payment_processing_fees',
    'a payment processor’s fee',
  ],
  [/\b(usps|fedex|ups store|stamps com|shippo|dhl)\b/, 'postage_and_shipping', 'postage'],
  [/\b(staples|office depot|officemax|office suppl(y|ies))\b/, 'office_supplies', 'an office-supply store'],
  [/\b(wework|regus|industrious)\b/, 'office_rent', 'a workspace'],
  [/\b(upwork|fiverr|toptal)\b/, 'contractor_fees', 'a freelancer marketplace'],
  [/\b(gusto|adp|paychex)\b/, 'payroll_services', 'a payroll service'],
  // Health cover of the owner: Schedule 1, never Schedule C.
  [
    /\bhealth (plan|ins\w*|premium|coverage)\b|\b(medical|dental) (plan|ins\w*|premium)\b/,
    'health_insurance',
    'health insurance is deducted on Schedule 1, not Schedule C',
  ],
  [
    /\b(wireless|wrls|pcs svc|cellular|voip|voice|telecom|phone|telephone)\b/,
    'internet_and_phone',
    'a phone line',
  ],
  [
    /\b(cpa|cpas|accounting|accountancy|accountants?|bookkeep\w*|tax prep\w*|tax (&|and) books?)\b/,
    'accounting_and_bookkeeping',
    'an accountant',
  ],
  // Renting things (a lift, a sander, a trailer) is equipment rental; an office or shop's rent says "rent".
  [/\b(rentals|equipment rental|tool rental)\b/, 'equipment_rental', 'equipment rental'],
  [/\btools?\b/, 'tools', 'a tool shop'],
  // The upkeep of the business's car or truck, by what a tyre or parts shop calls itself.
  [/\b(tires?|tyres?|auto parts|oil change|muffler|smog check)\b/, 'vehicles', 'car or truck upkeep'],
  // Hauling a job's debris away: a landfill's or transfer station's fee ("TRANSFER STN" moves no money).
  [
    /\b(landfill|transfer (stn|station)|dump fees?|recycling (center|centre)|solid waste)\b/,
    'other_business_expenses',
    'a dump or transfer station',
  ],
  // A supplier of what the business makes or builds: its goods are cost of goods sold. The print-on-demand
  // services are named: each prints and ships a shop's goods, and their names say no kind.
  [
    /\b(lumber|wholesale|wholesaler|wholesalers|distributors?|supply|supplies|materials|building supply|print on demand|fulfil+ment|printful|printify|gelato|gooten)\b/,
    'inventory_and_materials',
    'a supplier of materials',
  ],
  // A state's contractors' or licensing board renews the trade's licence.
  [
    /\b(licen[cs]e|licensing|permits?|(contractors?|licensing|state) (bd|board))\b/,
    'licenses_and_permits',
    'a licence or permit',
  ],
  [
    /\b(linkedin premium|coursera|udemy|masterclass|skillshare|domestika|online course|workshop)\b/,
    'training_and_education',
    'a course',
  ],
  [/\b(membership|member dues|annual dues|association dues)\b/, 'memberships_and_dues', 'a membership'],
  [/\b(loan interest|interest payment|interest pmt|int pmt)\b/, 'loan_interest', 'a loan’s interest'],
];
