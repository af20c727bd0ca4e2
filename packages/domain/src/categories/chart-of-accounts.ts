/** Standard business accounting categories and accounts (docs/product.md#3-data), word for word. */

export interface ChartOfAccountsCategory {
  key: 'assets' | 'liabilities' | 'equity' | 'income' | 'expenses';
  label: string;
  accounts: readonly string[];
}

export const CHART_OF_ACCOUNTS_SUBTITLE = 'Standard business accounting categories and accounts';

export const CHART_OF_ACCOUNTS: readonly ChartOfAccountsCategory[] = [
  {
    key: 'assets',
    label: 'Assets',
    accounts: [
      'Checking Account',
      'Savings Account',
      'Money Market Account',
      'Petty Cash',
      'Accounts Receivable',
      'Inventory',
      'Prepaid Expenses',
      'Equipment',
      'Accumulated Depreciation - Equipment',
      'Furniture & Fixtures',
      'Accumulated Depreciation - Furniture & Fixtures',
    ],
  },
  {
    key: 'liabilities',
    label: 'Liabilities',
    accounts: [
      'Accounts Payable',
      'Credit Card Payable',
      'Accrued Expenses',
      'Short Term Notes Payable',
      'Long Term Notes Payable',
      'Mortgage Payable',
    ],
  },
  {
    key: 'equity',
    label: 'Equity',
    accounts: ["Owner's Capital", "Owner's Draw", 'Retained Earnings'],
  },
  {
    key: 'income',
    label: 'Income',
    accounts: ['Sales Revenue', 'Service Revenue', 'Interest Income', 'Other Income'],
  },
  {
    key: 'expenses',
    label: 'Expenses',
    accounts: [
      'Cost of Goods Sold',
      'Advertising Expense',
      'Office Supplies Expense',
      'Rent Expense',
      'Utilities Expense',
      'Telephone Expense',
      'Insurance Expense',
      'Professional Fees',
      'Bank Fees',
      'Depreciation Expense',
      'Travel & Entertainment',
      'Vehicle Expense',
      'Repairs & Maintenance',
      'Payroll Expense',
      'Payroll Tax Expense',
      'Interest Expense',
    ],
  },
];
