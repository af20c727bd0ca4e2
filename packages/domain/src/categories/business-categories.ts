import type { CategoryGroup } from './category-group';

/**
 * Business transaction categories (docs/product.md#3-data). Income items are plain labels shown as they are;
 * expense items are snake_case names shown title-cased, each group's first item being its parent, so a
 * group's count includes the parent. The spec gives only counts and hints for the sub-categories; the
 * names below are ours, following those hints.
 */

export const BUSINESS_INCOME_GROUPS: readonly CategoryGroup[] = [
  {
    key: 'revenues',
    label: 'Revenues',
    isIncome: true,
    categories: [
      'Consulting',
      'Freelance',
      'Subscriptions',
      'Fees',
      'Product Sales',
      'Service Sales',
      'Rental Income',
      'Grants',
      'Other Business Income',
    ],
  },
  {
    key: 'investments',
    label: 'Investments',
    isIncome: true,
    categories: ['Capital Gains', 'Dividends', 'Distributions'],
  },
  {
    key: 'otherIncome',
    label: 'Other Income',
    isIncome: true,
    categories: ['Interest Income', 'Insurance Claim', 'Tax Refund'],
  },
];

function expense(
  key: string,
  label: string,
  parent: string,
  subcategories: readonly string[],
): CategoryGroup {
  return { key, label, isIncome: false, categories: [parent, ...subcategories] };
}

export const BUSINESS_EXPENSE_GROUPS: readonly CategoryGroup[] = [
  expense('advertisingAndMarketing', 'Advertising and Marketing', 'advertising_and_marketing', [
    'digital_advertising',
    'print_advertising',
    'radio_advertising',
    'television_advertising',
    'search_engine_optimization_and_marketing',
    'social_media_marketing',
    'promotional_materials',
    'sponsorships_and_events',
  ]),
  expense('officeSuppliesAndSoftware', 'Office Supplies and Software', 'office_supplies_and_software', [
    'office_supplies',
    'software_and_cloud_services',
    'computer_hardware',
    'printing_and_copying',
    'postage_and_shipping',
    'subscriptions_and_dues',
  ]),
  expense('mealsAndEntertainment', 'Meals and Entertainment', 'meals_and_entertainment', [
    'business_meals',
    'client_entertainment',
    'employee_meals',
    'team_events',
  ]),
  expense('professionalServices', 'Professional Services', 'professional_services', [
    'legal_fees',
    'accounting_and_bookkeeping',
    'consulting_fees',
    'contractor_fees',
    'payment_processing_fees',
    'payroll_services',
    'training_and_education',
  ]),
  expense('rentAndFacilitiesCosts', 'Rent and Facilities Costs', 'rent_and_facilities_costs', [
    'office_rent',
    'utilities',
    'internet_and_phone',
    'repairs_and_maintenance',
    'cleaning_and_janitorial',
    'security_services',
    'property_management',
  ]),
  expense('taxes', 'Taxes', 'taxes', [
    'income_tax',
    'sales_tax',
    'payroll_tax',
    'property_tax',
    'excise_tax',
    'licenses_and_permits',
  ]),
  expense('travelAndTransportation', 'Travel and Transportation', 'travel_and_transportation', [
    'flights',
    'lodging',
    'vehicles',
    'fuel',
    'car_rentals',
    'rideshare_and_taxis',
    'parking_and_tolls',
  ]),
  expense('equipmentAndMachinery', 'Equipment and Machinery', 'equipment_and_machinery', [
    'machinery_purchases',
    'equipment_rental',
    'equipment_leasing',
    'tools',
    'equipment_repairs',
    'depreciation',
  ]),
  expense('inventoryAndMaterials', 'Inventory and Materials', 'inventory_and_materials', [
    'raw_materials',
    'finished_goods',
    'work_in_progress',
    'packaging_supplies',
    'freight_in',
  ]),
  expense('interestAndLoanPayments', 'Interest and Loan Payments', 'interest_and_loan_payments', [
    'loan_interest',
    'credit_card_interest',
    'loan_principal',
    'line_of_credit_payments',
    'equipment_financing',
  ]),
  expense('payrollAndBenefits', 'Payroll and Benefits', 'payroll_and_benefits', [
    'wages_and_salaries',
    'bonuses_and_commissions',
    'health_benefits',
    'retirement_contributions',
    'workers_compensation',
    'contract_labor',
  ]),
  expense('insurancePremiums', 'Insurance Premiums', 'insurance_premiums', [
    'general_liability_insurance',
    'professional_liability_insurance',
    'property_insurance',
    'commercial_auto_insurance',
    'health_insurance',
    'cyber_insurance',
  ]),
  expense('otherBusinessExpenses', 'Other Business Expenses', 'other_business_expenses', [
    'charitable_contributions',
    'research_and_development',
    'bank_fees',
    'memberships_and_dues',
    'bad_debts',
    'penalties_and_fines',
    'miscellaneous_expenses',
  ]),
];

export const BUSINESS_CATEGORY_GROUPS: readonly CategoryGroup[] = [
  ...BUSINESS_INCOME_GROUPS,
  ...BUSINESS_EXPENSE_GROUPS,
];
