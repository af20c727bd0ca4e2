/**
 * Business category -> Form 1040 Schedule C line, from schedule-c-lines.csv beside this file, a
 * copy of ../shared/data/schedule-c-lines.csv (schedule-c-lines.test.ts checks the table still matches it). `line: 'none'` means not on Schedule C; its label says
 * why (shown apart). deductibleShare: meals are 50% deductible, `none` lines 0.
 */
export interface ScheduleCMapping {
  category: string;
  line: string;
  label: string;
  deductibleShare: number;
}

const TABLE = `advertising_and_marketing|8|Advertising|1
digital_advertising|8|Advertising|1
print_advertising|8|Advertising|1
radio_advertising|8|Advertising|1
television_advertising|8|Advertising|1
search_engine_optimization_and_marketing|8|Advertising|1
social_media_marketing|8|Advertising|1
promotional_materials|8|Advertising|1
sponsorships_and_events|8|Advertising|1
vehicles|9|Car and truck expenses|1
fuel|9|Car and truck expenses|1
parking_and_tolls|9|Car and truck expenses|1
payment_processing_fees|10|Commissions and fees|1
contractor_fees|11|Contract labor|1
contract_labor|11|Contract labor|1
depreciation|13|Depreciation and section 179 expense|1
machinery_purchases|13|Depreciation and section 179 expense|1
health_benefits|14|Employee benefit programs|1
insurance_premiums|15|Insurance (other than health)|1
general_liability_insurance|15|Insurance (other than health)|1
professional_liability_insurance|15|Insurance (other than health)|1
property_insurance|15|Insurance (other than health)|1
commercial_auto_insurance|15|Insurance (other than health)|1
cyber_insurance|15|Insurance (other than health)|1
workers_compensation|15|Insurance (other than health)|1
interest_and_loan_payments|16b|Interest (other)|1
loan_interest|16b|Interest (other)|1
credit_card_interest|16b|Interest (other)|1
equipment_financing|16b|Interest (other)|1
professional_services|17|Legal and professional services|1
legal_fees|17|Legal and professional services|1
accounting_and_bookkeeping|17|Legal and professional services|1
consulting_fees|17|Legal and professional services|1
payroll_services|17|Legal and professional services|1
office_supplies_and_software|18|Office expense|1
office_supplies|18|Office expense|1
software_and_cloud_services|18|Office expense|1
computer_hardware|18|Office expense|1
printing_and_copying|18|Office expense|1
postage_and_shipping|18|Office expense|1
retirement_contributions|19|Pension and profit-sharing plans|1
equipment_rental|20a|Rent or lease: vehicles machinery and equipment|1
equipment_leasing|20a|Rent or lease: vehicles machinery and equipment|1
rent_and_facilities_costs|20b|Rent or lease: other business property|1
office_rent|20b|Rent or lease: other business property|1
property_management|20b|Rent or lease: other business property|1
repairs_and_maintenance|21|Repairs and maintenance|1
equipment_repairs|21|Repairs and maintenance|1
equipment_and_machinery|22|Supplies|1
tools|22|Supplies|1
packaging_supplies|22|Supplies|1
taxes|23|Taxes and licenses|1
sales_tax|23|Taxes and licenses|1
payroll_tax|23|Taxes and licenses|1
property_tax|23|Taxes and licenses|1
excise_tax|23|Taxes and licenses|1
licenses_and_permits|23|Taxes and licenses|1
travel_and_transportation|24a|Travel|1
flights|24a|Travel|1
lodging|24a|Travel|1
car_rentals|24a|Travel|1
rideshare_and_taxis|24a|Travel|1
meals_and_entertainment|24b|Deductible meals|0.5
business_meals|24b|Deductible meals|0.5
employee_meals|24b|Deductible meals|0.5
utilities|25|Utilities|1
internet_and_phone|25|Utilities|1
payroll_and_benefits|26|Wages|1
wages_and_salaries|26|Wages|1
bonuses_and_commissions|26|Wages|1
subscriptions_and_dues|27a|Other expenses|1
memberships_and_dues|27a|Other expenses|1
training_and_education|27a|Other expenses|1
bank_fees|27a|Other expenses|1
research_and_development|27a|Other expenses|1
bad_debts|27a|Other expenses|1
miscellaneous_expenses|27a|Other expenses|1
other_business_expenses|27a|Other expenses|1
cleaning_and_janitorial|27a|Other expenses|1
security_services|27a|Other expenses|1
team_events|27a|Other expenses|1
inventory_and_materials|4|Cost of goods sold (Part III)|1
raw_materials|4|Cost of goods sold (Part III)|1
finished_goods|4|Cost of goods sold (Part III)|1
work_in_progress|4|Cost of goods sold (Part III)|1
freight_in|4|Cost of goods sold (Part III)|1
client_entertainment|none|Not deductible (entertainment)|0
income_tax|none|Not deductible on Schedule C (income tax)|0
penalties_and_fines|none|Not deductible (fines and penalties)|0
charitable_contributions|none|Not on Schedule C (Schedule A)|0
loan_principal|none|Not an expense (loan principal)|0
line_of_credit_payments|none|Not an expense (loan principal)|0
health_insurance|none|Not on Schedule C (self-employed health insurance goes on Schedule 1)|0
Consulting|1|Gross receipts or sales|1
Freelance|1|Gross receipts or sales|1
Subscriptions|1|Gross receipts or sales|1
Fees|1|Gross receipts or sales|1
Product Sales|1|Gross receipts or sales|1
Service Sales|1|Gross receipts or sales|1
Other Business Income|1|Gross receipts or sales|1
Grants|6|Other income|1
Insurance Claim|6|Other income|1
Rental Income|none|Not on Schedule C (Schedule E)|0
Capital Gains|none|Not on Schedule C (Schedule D)|0
Dividends|none|Not on Schedule C (Schedule B)|0
Distributions|none|Not on Schedule C (owner's distributions)|0
Interest Income|none|Not on Schedule C (Schedule B)|0
Tax Refund|none|Not income on Schedule C|0
`;

export const SCHEDULE_C_MAPPINGS: readonly ScheduleCMapping[] = TABLE.trim()
  .split('\n')
  .map((text) => {
    const [category, line, label, share] = text.split('|') as [string, string, string, string];
    return { category, line, label, deductibleShare: Number(share) };
  });

const BY_CATEGORY = new Map(SCHEDULE_C_MAPPINGS.map((m) => [m.category, m]));

/** The mapping of a catalogue name; undefined for a name that is not a business category. */
export function scheduleCMappingOf(category: string): ScheduleCMapping | undefined {
  return BY_CATEGORY.get(category);
}

/** Schedule C's lines in the form's order, each with its label (1 gross receipts ... 27a other expenses). */
export const SCHEDULE_C_LINE_ORDER: readonly string[] = [
  '1',
  '4',
  '6',
  '8',
  '9',
  '10',
  '11',
  '13',
  '14',
  '15',
  '16b',
  '17',
  '18',
  '19',
  '20a',
  '20b',
  '21',
  '22',
  '23',
  '24a',
  '24b',
  '25',
  '26',
  '27a',
];

/** Lines 8 to 27a: the expenses that add up to Schedule C's total expenses (line 28). */
export function isExpenseLine(line: string): boolean {
  const index = SCHEDULE_C_LINE_ORDER.indexOf(line);
  return index >= SCHEDULE_C_LINE_ORDER.indexOf('8');
}
