import { describe, expect, it } from 'vitest';
import {
  canPair,
  LOAN_PAYMENT_CATEGORY,
  pairedTransferIds,
  PAYROLL_CATEGORY,
  reportCategory,
  reportFlow,
  type FlowRow,
} from './transfer-pairing';

let next = 0;
function row(fields: Partial<FlowRow> & Pick<FlowRow, 'accountId' | 'date' | 'amountCents'>): FlowRow {
  next += 1;
  return {
    id: `t${next}`,
    pfcPrimary: 'TRANSFER_OUT',
    pfcDetailed: 'TRANSFER_OUT_SAVINGS',
    category: ['Transfer'],
    userEdited: false,
    ...fields,
  };
}

const out = (accountId: string, date: string, amountCents: number, more: Partial<FlowRow> = {}) =>
  row({ accountId, date, amountCents, ...more });
const into = (accountId: string, date: string, amountCents: number, more: Partial<FlowRow> = {}) =>
  row({
    accountId,
    date,
    amountCents: -amountCents,
    pfcPrimary: 'TRANSFER_IN',
    pfcDetailed: 'TRANSFER_IN_SAVINGS',
    ...more,
  });

describe('pairedTransferIds', () => {
  const cases: { name: string; rows: () => FlowRow[]; paired: number[] }[] = [
    {
      name: 'same day, two accounts',
      rows: () => [out('chk', '2026-11-03', 30000), into('sav', '2026-11-03', 30000)],
      paired: [0, 1],
    },
    {
      name: 'five days apart',
      rows: () => [out('chk', '2026-11-01', 30000), into('sav', '2026-11-06', 30000)],
      paired: [0, 1],
    },
    {
      name: 'six days apart',
      rows: () => [out('chk', '2026-11-01', 30000), into('sav', '2026-11-07', 30000)],
      paired: [],
    },
    {
      name: 'the money-in side first',
      rows: () => [into('sav', '2026-10-30', 30000), out('chk', '2026-11-02', 30000)],
      paired: [0, 1],
    },
    {
      name: 'across a month end',
      rows: () => [out('chk', '2026-10-29', 12345), into('sav', '2026-11-02', 12345)],
      paired: [0, 1],
    },
    {
      name: 'one cent different',
      rows: () => [out('chk', '2026-11-03', 30000), into('sav', '2026-11-03', 29999)],
      paired: [],
    },
    {
      name: 'same sign',
      rows: () => [out('chk', '2026-11-03', 30000), out('sav', '2026-11-03', 30000)],
      paired: [],
    },
    {
      name: 'same account',
      rows: () => [out('chk', '2026-11-03', 30000), into('chk', '2026-11-03', 30000)],
      paired: [],
    },
    {
      name: 'card payment and the card side',
      rows: () => [
        out('chk', '2026-11-17', 152311, {
          pfcPrimary: 'LOAN_PAYMENTS',
          pfcDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
          category: ['Payment', 'Credit Card'],
        }),
        into('card', '2026-11-17', 152311, {
          pfcPrimary: 'LOAN_PAYMENTS',
          pfcDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
          category: ['Payment', 'Credit Card'],
        }),
      ],
      paired: [0, 1],
    },
    {
      name: 'loan payment and the loan side',
      rows: () => [
        out('chk', '2026-11-01', 138520, {
          pfcPrimary: 'LOAN_PAYMENTS',
          pfcDetailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
          category: ['Payment', 'Loan'],
        }),
        into('mortgage', '2026-11-02', 138520, {
          pfcPrimary: 'LOAN_PAYMENTS',
          pfcDetailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
          category: ['Payment', 'Loan'],
        }),
      ],
      paired: [0, 1],
    },
    {
      name: 'a purchase and a refund of the same amount are not a movement',
      rows: () => [
        out('card', '2026-11-03', 4500, {
          pfcPrimary: 'GENERAL_MERCHANDISE',
          pfcDetailed: 'GENERAL_MERCHANDISE_SUPERSTORES',
          category: ['Shops'],
        }),
        into('chk', '2026-11-04', 4500, {
          pfcPrimary: 'GENERAL_MERCHANDISE',
          pfcDetailed: 'GENERAL_MERCHANDISE_SUPERSTORES',
          category: ['Shops'],
        }),
      ],
      paired: [],
    },
    {
      name: 'pay is never one side of a movement',
      rows: () => [
        into('chk', '2026-11-05', 358540, {
          pfcPrimary: 'INCOME',
          pfcDetailed: 'INCOME_WAGES',
          category: ['Transfer', 'Payroll'],
        }),
        out('sav', '2026-11-05', 358540),
      ],
      paired: [],
    },
    {
      name: 'imported rows without a Plaid category pair by their first item',
      rows: () => [
        out('chk', '2026-11-03', 20000, { pfcPrimary: null, pfcDetailed: null, category: [' Transfer '] }),
        into('sav', '2026-11-04', 20000, { pfcPrimary: null, pfcDetailed: null, category: ['Transfer'] }),
      ],
      paired: [0, 1],
    },
    {
      name: 'an edited row keeps the category its owner gave it',
      rows: () => [out('chk', '2026-11-03', 30000, { userEdited: true }), into('sav', '2026-11-03', 30000)],
      paired: [],
    },
    {
      name: 'every row with a counterpart is paired, however many there are',
      rows: () => [
        out('chk', '2026-11-03', 5000),
        into('sav', '2026-11-03', 5000),
        out('chk', '2026-11-04', 5000),
      ],
      paired: [0, 1, 2],
    },
    {
      name: 'zero amounts never pair',
      rows: () => [out('chk', '2026-11-03', 0), into('sav', '2026-11-03', 0)],
      paired: [],
    },
  ];
  it.each(cases)('$name', ({ rows, paired }) => {
    const list = rows();
    const ids = pairedTransferIds(list);
    expect([...ids].sort()).toEqual(paired.map((i) => list[i]!.id).sort());
  });
});

describe('reportFlow and reportCategory', () => {
  const card = {
    pfcPrimary: 'LOAN_PAYMENTS',
    pfcDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    category: ['Payment', 'Credit Card'],
  };
  const mortgage = {
    pfcPrimary: 'LOAN_PAYMENTS',
    pfcDetailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
    category: ['Payment', 'Loan'],
  };
  const pay = { pfcPrimary: 'INCOME', pfcDetailed: 'INCOME_WAGES', category: ['Transfer', 'Payroll'] };
  const cases: {
    name: string;
    row: FlowRow;
    paired: boolean;
    flow: 'moved' | 'counted';
    category: string | null;
  }[] = [
    {
      name: 'a paired transfer',
      row: out('chk', '2026-11-03', 30000),
      paired: true,
      flow: 'moved',
      category: 'Transfer',
    },
    {
      name: 'a transfer to savings that is not linked',
      row: out('chk', '2026-11-03', 30000),
      paired: false,
      flow: 'moved',
      category: 'Transfer',
    },
    {
      name: 'a card payment whose card is not linked',
      row: out('chk', '2026-11-17', 9000, card),
      paired: false,
      flow: 'moved',
      category: 'Payment',
    },
    {
      name: "a card's payment received whose bank is not linked",
      row: into('card', '2026-11-17', 9000, card),
      paired: false,
      flow: 'moved',
      category: 'Payment',
    },
    {
      name: "a loan's payment received whose bank is not linked",
      row: into('auto', '2026-11-20', 38941, { ...mortgage, pfcDetailed: 'LOAN_PAYMENTS_CAR_PAYMENT' }),
      paired: false,
      flow: 'moved',
      category: LOAN_PAYMENT_CATEGORY,
    },
    {
      name: 'a loan payment whose loan is not linked',
      row: out('chk', '2026-11-01', 138520, mortgage),
      paired: false,
      flow: 'counted',
      category: LOAN_PAYMENT_CATEGORY,
    },
    {
      name: 'a loan payment whose loan is linked',
      row: out('chk', '2026-11-01', 138520, mortgage),
      paired: true,
      flow: 'moved',
      category: LOAN_PAYMENT_CATEGORY,
    },
    {
      name: 'pay (Plaid v1)',
      row: into('chk', '2026-11-05', 358540, pay),
      paired: false,
      flow: 'counted',
      category: PAYROLL_CATEGORY,
    },
    {
      name: 'pay (Plaid v2)',
      row: into('chk', '2026-11-05', 358540, { ...pay, pfcDetailed: 'INCOME_SALARY' }),
      paired: false,
      flow: 'counted',
      category: PAYROLL_CATEGORY,
    },
    {
      name: 'a retirement contribution',
      row: out('chk', '2026-11-07', 25000, {
        pfcDetailed: 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS',
        category: ['Transfer', 'Debit'],
      }),
      paired: false,
      flow: 'moved',
      category: 'Transfer',
    },
    {
      name: 'a cash withdrawal',
      row: out('chk', '2026-11-07', 6000, {
        pfcDetailed: 'TRANSFER_OUT_WITHDRAWAL',
        category: ['Transfer', 'Withdrawal', 'ATM'],
      }),
      paired: false,
      flow: 'counted',
      category: 'Transfer',
    },
    {
      name: 'rent',
      row: out('chk', '2026-11-01', 165000, {
        pfcPrimary: 'RENT_AND_UTILITIES',
        pfcDetailed: 'RENT_AND_UTILITIES_RENT',
        category: ['Payment', 'Rent'],
      }),
      paired: false,
      flow: 'counted',
      category: 'Payment',
    },
    {
      name: 'pay by its legacy category only',
      row: into('chk', '2026-11-05', 358540, {
        pfcPrimary: null,
        pfcDetailed: null,
        category: ['Transfer', 'Payroll'],
      }),
      paired: false,
      flow: 'counted',
      category: PAYROLL_CATEGORY,
    },
    {
      name: 'pay the user recategorised',
      row: into('chk', '2026-11-05', 358540, { ...pay, category: ['Bonus'], userEdited: true }),
      paired: false,
      flow: 'counted',
      category: 'Bonus',
    },
    {
      name: 'a card payment the user recategorised',
      row: out('chk', '2026-11-17', 9000, { ...card, category: ['Gifts'], userEdited: true }),
      paired: false,
      flow: 'counted',
      category: 'Gifts',
    },
    {
      name: 'no category',
      row: out('chk', '2026-11-17', 900, { pfcPrimary: null, pfcDetailed: null, category: [' '] }),
      paired: false,
      flow: 'counted',
      category: null,
    },
  ];
  it.each(cases)('$name', ({ row: r, paired, flow, category }) => {
    expect(reportFlow(r, paired)).toBe(flow);
    expect(reportCategory(r)).toBe(category);
  });

  it('pairs only rows that may be a movement', () => {
    expect(canPair(out('chk', '2026-11-03', 100))).toBe(true);
    expect(
      canPair(out('chk', '2026-11-03', 100, { pfcPrimary: null, pfcDetailed: null, category: ['Payment'] })),
    ).toBe(true);
    expect(
      canPair(out('chk', '2026-11-03', 100, { pfcPrimary: null, pfcDetailed: null, category: ['Shops'] })),
    ).toBe(false);
    expect(canPair(out('chk', '2026-11-03', 100, { pfcPrimary: 'FOOD_AND_DRINK' }))).toBe(false);
    const legacyPay = { pfcPrimary: null, pfcDetailed: null, category: ['Transfer', 'Payroll'] };
    expect(canPair(into('chk', '2026-11-03', 100, legacyPay))).toBe(false);
    expect(
      canPair(
        into('chk', '2026-11-03', 100, {
          pfcPrimary: null,
          pfcDetailed: null,
          category: ['Transfer', 'Payroll'],
        }),
      ),
    ).toBe(false);
  });
});
