import { z } from 'zod';
import { PlaidApiError } from '../core/plaid-error.ts';
import { cardFigures, loanFigures, type LoanFigures } from '../generator/liabilities.ts';
import { accountsView, itemAccounts, itemObject, requireHealthy, resolveItem } from '../item/item-service.ts';
import { defineEndpoint } from './endpoint.ts';

const SERVICER_ADDRESS = {
  city: 'Lincoln',
  country: 'US',
  postal_code: '68501',
  region: 'NE',
  street: '121 South 13th Street',
};

function studentShape(accountId: string, name: string, mask: string, f: LoanFigures, minimum: number) {
  return {
    account_id: accountId,
    account_number: `4277075${mask}`,
    disbursement_dates: [f.terms.originationDate],
    expected_payoff_date: `${Number(f.terms.originationDate.slice(0, 4)) + f.terms.termYears}${f.terms.originationDate.slice(4)}`,
    guarantor: 'DEPT OF ED',
    interest_rate_percentage: f.terms.ratePercent,
    is_overdue: f.isOverdue,
    last_payment_amount: f.lastPaymentAmount,
    last_payment_date: f.lastPaymentDate,
    last_statement_balance: f.lastStatementBalance,
    last_statement_issue_date: f.lastStatementIssueDate,
    loan_name: name,
    loan_status: { end_date: null, type: 'repayment' },
    minimum_payment_amount: minimum,
    next_payment_due_date: f.nextPaymentDueDate,
    origination_date: f.terms.originationDate,
    origination_principal_amount: f.terms.originationPrincipal,
    outstanding_interest_amount: 0,
    payment_reference_number: `4277075${mask}`,
    pslf_status: { estimated_eligibility_date: null, payments_made: null, payments_remaining: null },
    repayment_plan: { description: 'Standard Repayment', type: 'standard' },
    sequence_number: '1',
    servicer_address: SERVICER_ADDRESS,
    ytd_interest_paid: f.ytdInterestPaid,
    ytd_principal_paid: f.ytdPrincipalPaid,
  };
}

function mortgageShape(accountId: string, mask: string, f: LoanFigures, monthly: number) {
  return {
    account_id: accountId,
    account_number: `3120194${mask}`,
    current_late_fee: 0,
    escrow_balance: 0,
    has_pmi: false,
    has_prepayment_penalty: false,
    interest_rate: { percentage: f.terms.ratePercent, type: 'fixed' },
    last_payment_amount: f.lastPaymentAmount,
    last_payment_date: f.lastPaymentDate,
    loan_type_description: 'conventional',
    loan_term: `${f.terms.termYears} year`,
    maturity_date: `${Number(f.terms.originationDate.slice(0, 4)) + f.terms.termYears}${f.terms.originationDate.slice(4)}`,
    next_monthly_payment: monthly,
    next_payment_due_date: f.nextPaymentDueDate,
    origination_date: f.terms.originationDate,
    origination_principal_amount: f.terms.originationPrincipal,
    past_due_amount: f.isOverdue ? monthly : 0,
    property_address: {
      city: 'Malakoff',
      country: 'US',
      postal_code: '14236',
      region: 'NY',
      street: '2992 Cameron Road',
    },
    ytd_interest_paid: f.ytdInterestPaid,
    ytd_principal_paid: f.ytdPrincipalPaid,
  };
}

/**
 * Plaid's /liabilities/get: credit cards (with aprs[]), student loans and mortgages, read off the same
 * household timeline as the transactions, so a card's APR is the one its interest charge rows follow.
 * Plaid covers no auto or personal loans here: they are in `accounts` only. An Item with none of the
 * three kinds answers NO_LIABILITY_ACCOUNTS, as Plaid does.
 */
const liabilitiesGet = defineEndpoint(
  '/liabilities/get',
  z.object({
    access_token: z.string(),
    options: z.object({ account_ids: z.array(z.string()).optional() }).optional(),
  }),
  (input, ctx) => {
    const item = resolveItem(ctx, input.access_token);
    requireHealthy(ctx, item);
    const today = ctx.today();
    const household = ctx.household(item.spec, today);
    const accounts = accountsView(ctx, item, { accountIds: input.options?.account_ids });
    const wanted = new Set(accounts.map((a) => a.account_id));
    const chosen = itemAccounts(item, household).filter((a) => wanted.has(a.id));
    const credit = [];
    const student = [];
    const mortgage = [];
    for (const account of chosen) {
      const { key, mask } = account.spec;
      if (account.spec.type === 'credit')
        credit.push({ account_id: account.id, ...cardFigures(household, today) });
      const figures = loanFigures(household, key, today);
      if (!figures) continue;
      const instalment = figures.lastPaymentAmount ?? 0;
      if (key === 'student')
        student.push(studentShape(account.id, account.spec.officialName, mask, figures, instalment));
      if (key === 'mortgage') mortgage.push(mortgageShape(account.id, mask, figures, instalment));
    }
    const liable = itemAccounts(item, household).some(
      (a) => a.spec.type === 'credit' || a.spec.key === 'student' || a.spec.key === 'mortgage',
    );
    if (!liable) throw new PlaidApiError('NO_LIABILITY_ACCOUNTS');
    return {
      accounts,
      item: itemObject(ctx, item),
      liabilities: {
        credit: credit.length > 0 ? credit : null,
        mortgage: mortgage.length > 0 ? mortgage : null,
        student: student.length > 0 ? student : null,
      },
    };
  },
);

export const liabilitiesEndpoints = [liabilitiesGet];
