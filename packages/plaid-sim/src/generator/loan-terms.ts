import type { AccountKey } from './types.ts';

/** The loans' terms as their lenders would state them; /liabilities/get reports these. */
export interface LoanTerms {
  ratePercent: number;
  dueDay: number;
  originationDate: string;
  originationPrincipal: number;
  termYears: number;
}

export const LOAN_TERMS: Partial<Record<AccountKey, LoanTerms>> = {
  student: {
    ratePercent: 5.5,
    dueDay: 15,
    originationDate: '2017-08-21',
    originationPrincipal: 38000,
    termYears: 10,
  },
  mortgage: {
    ratePercent: 6.375,
    dueDay: 1,
    originationDate: '2021-05-14',
    originationPrincipal: 290000,
    termYears: 30,
  },
  auto: {
    ratePercent: 7.49,
    dueDay: 20,
    originationDate: '2024-03-09',
    originationPrincipal: 24500,
    termYears: 5,
  },
};
