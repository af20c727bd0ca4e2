import type { FeeKind } from './fee-kinds';

/** Plural headings, as the fee radar lists them ("ATM fees: $12.00"). */
export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  atm: 'ATM fees',
  overdraft: 'Overdraft fees',
  insufficient_funds: 'Insufficient funds fees',
  foreign_transaction: 'Foreign transaction fees',
  monthly_maintenance: 'Monthly maintenance fees',
  late: 'Late fees',
  interest: 'Interest charges',
  annual_card: 'Annual card fees',
  wire: 'Wire transfer fees',
  other: 'Other bank fees',
};

/** One plain line per kind: the cheapest habit that stops that fee. */
export const FEE_AVOIDANCE_TIPS: Record<FeeKind, string> = {
  atm: "Use your bank's in-network ATMs, or get cash back at a store checkout.",
  overdraft: 'Turn on overdraft protection from savings, or a low-balance alert.',
  insufficient_funds: 'Set a low-balance alert and keep a small cushion so payments are not returned unpaid.',
  foreign_transaction: 'Use a card with no foreign transaction fee when you travel or buy from sites abroad.',
  monthly_maintenance:
    'Ask your bank how to waive the monthly fee (direct deposit or minimum balance), or switch to a free checking account.',
  late: 'Set up autopay for at least the minimum payment so a due date never slips by.',
  interest: 'Pay the statement balance in full each month, or move the balance to a 0% APR offer.',
  annual_card:
    'Check whether the rewards still beat the annual fee; if not, ask for a no-fee version of the card.',
  wire: 'Use a free bank transfer (ACH or Zelle) instead of a wire when the money is not urgent.',
  other: 'Call your bank and ask what this fee is for; many banks waive a first-time fee when asked.',
};
