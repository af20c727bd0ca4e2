import { describe, expect, it } from 'vitest';
import {
  canPair,
  isPaidToPeople,
  pairedTransferIds,
  reportCategory,
  reportFlow,
  reportSide,
  type FlowRow,
} from './transfer-pairing';

let next = 0;
function row(fields: Partial<FlowRow> & Pick<FlowRow, 'accountId' | 'date' | 'amountCents'>): FlowRow {
  next += 1;
  return {
    id: `t${next}`,
    personalPrimary: 'TRANSFER_OUT',
    personalDetailed: 'TRANSFER_OUT_SAVINGS',
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
    personalPrimary: 'TRANSFER_IN',
    personalDetailed: 'TRANSFER_IN_SAVINGS',
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
          personalPrimary: 'LOAN_PAYMENTS',
          personalDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
        }),
        into('card', '2026-11-17', 152311, {
          personalPrimary: 'LOAN_PAYMENTS',
          personalDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
        }),
      ],
      paired: [0, 1],
    },
    {
      name: 'loan payment and the loan side',
      rows: () => [
        out('chk', '2026-11-01', 138520, {
          personalPrimary: 'LOAN_PAYMENTS',
          personalDetailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
        }),
        into('mortgage', '2026-11-02', 138520, {
          personalPrimary: 'LOAN_PAYMENTS',
          personalDetailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
        }),
      ],
      paired: [0, 1],
    },
    {
      name: 'a purchase and a refund of the same amount are not a movement',
      rows: () => [
        out('card', '2026-11-03', 4500, {
          personalPrimary: 'GENERAL_MERCHANDISE',
          personalDetailed: 'GENERAL_MERCHANDISE_SUPERSTORES',
        }),
        into('chk', '2026-11-04', 4500, {
          personalPrimary: 'GENERAL_MERCHANDISE',
          personalDetailed: 'GENERAL_MERCHANDISE_SUPERSTORES',
        }),
      ],
      paired: [],
    },
    {
      name: 'pay is never one side of a movement',
      rows: () => [
        into('chk', '2026-11-05', 358540, {
          personalPrimary: 'INCOME',
          personalDetailed: 'INCOME_WAGES',
        }),
        out('sav', '2026-11-05', 358540),
      ],
      paired: [],
    },
    {
      name: 'uncategorised rows never pair',
      rows: () => [
        out('chk', '2026-11-03', 20000, { personalPrimary: null, personalDetailed: null }),
        into('sav', '2026-11-04', 20000, { personalPrimary: null, personalDetailed: null }),
      ],
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

describe('reportFlow, reportCategory and reportSide', () => {
  const card = { personalPrimary: 'LOAN_PAYMENTS', personalDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' };
  const mortgage = { personalPrimary: 'LOAN_PAYMENTS', personalDetailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT' };
  const pay = { personalPrimary: 'INCOME', personalDetailed: 'INCOME_WAGES' };
  const groceries = { personalPrimary: 'FOOD_AND_DRINK', personalDetailed: 'FOOD_AND_DRINK_GROCERIES' };
  const none = { personalPrimary: null, personalDetailed: null };
  const cases: {
    name: string;
    row: FlowRow;
    paired: boolean;
    flow: 'moved' | 'counted';
    side: 'earnings' | 'spending';
  }[] = [
    {
      name: 'a paired transfer',
      row: out('chk', '2026-11-03', 30000),
      paired: true,
      flow: 'moved',
      side: 'spending',
    },
    {
      name: 'a transfer to savings that is not linked',
      row: out('chk', '2026-11-03', 30000),
      paired: false,
      flow: 'moved',
      side: 'spending',
    },
    {
      name: 'a card payment whose card is not linked',
      row: out('chk', '2026-11-17', 9000, card),
      paired: false,
      flow: 'moved',
      side: 'spending',
    },
    {
      name: "a card's payment received whose bank is not linked (never earnings)",
      row: into('card', '2026-11-17', 9000, card),
      paired: false,
      flow: 'moved',
      side: 'spending',
    },
    {
      name: "a loan's payment received whose bank is not linked",
      row: into('auto', '2026-11-20', 38941, { ...mortgage, personalDetailed: 'LOAN_PAYMENTS_CAR_PAYMENT' }),
      paired: false,
      flow: 'moved',
      side: 'spending',
    },
    {
      name: 'a loan payment whose loan is not linked',
      row: out('chk', '2026-11-01', 138520, mortgage),
      paired: false,
      flow: 'counted',
      side: 'spending',
    },
    {
      name: 'a loan payment whose loan is linked',
      row: out('chk', '2026-11-01', 138520, mortgage),
      paired: true,
      flow: 'moved',
      side: 'spending',
    },
    {
      name: 'pay',
      row: into('chk', '2026-11-05', 358540, pay),
      paired: false,
      flow: 'counted',
      side: 'earnings',
    },
    {
      name: 'a cash withdrawal is a transfer',
      row: out('chk', '2026-11-07', 6000, { personalDetailed: 'TRANSFER_OUT_WITHDRAWAL' }),
      paired: false,
      flow: 'moved',
      side: 'spending',
    },
    {
      name: 'a refund is negative spending in its category, never earnings',
      row: into('card', '2026-11-07', 2599, groceries),
      paired: false,
      flow: 'counted',
      side: 'spending',
    },
    {
      name: 'uncategorised money in',
      row: into('chk', '2026-11-17', 900, none),
      paired: false,
      flow: 'counted',
      side: 'earnings',
    },
    {
      name: 'uncategorised money out',
      row: out('chk', '2026-11-17', 900, none),
      paired: false,
      flow: 'counted',
      side: 'spending',
    },
  ];
  it.each(cases)('$name', ({ row: r, paired, flow, side }) => {
    expect(reportFlow(r, paired)).toBe(flow);
    expect(reportSide(r)).toBe(side);
    expect(reportCategory(r)).toBe(r.personalPrimary);
  });

  it('pairs only transfers and loan payments', () => {
    expect(canPair(out('chk', '2026-11-03', 100))).toBe(true);
    expect(canPair(out('chk', '2026-11-03', 100, mortgage))).toBe(true);
    expect(canPair(out('chk', '2026-11-03', 100, groceries))).toBe(false);
    expect(canPair(into('chk', '2026-11-03', 100, pay))).toBe(false);
    expect(canPair(out('chk', '2026-11-03', 100, none))).toBe(false);
  });
});

describe('isPaidToPeople (issue 36)', () => {
  const zelle = {
    merchantKey: 'person:john smith',
    personalDetailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
    categorySource: 'catalogue',
  };
  it.each([
    { name: 'a payment to a person, filed as a transfer out', more: {}, paired: false, people: true },
    {
      name: 'a transfer to savings (no person)',
      more: { merchantKey: 'online transfer' },
      paired: false,
      people: false,
    },
    { name: 'one whose key is not filled yet', more: { merchantKey: null }, paired: false, people: false },
    { name: 'a payment to a person paired with another own account', more: {}, paired: true, people: false },
    {
      name: 'one whose purpose is known (spending)',
      more: { personalPrimary: 'RENT_AND_UTILITIES', personalDetailed: 'RENT_AND_UTILITIES_RENT' },
      paired: false,
      people: false,
    },
    { name: 'one a rule marks as moved', more: { categorySource: 'rule' }, paired: false, people: false },
    {
      name: 'money in from a person',
      more: { amountCents: -5000, personalPrimary: 'TRANSFER_IN' },
      paired: false,
      people: false,
    },
  ])('$name: $people', ({ more, paired, people }) => {
    const r = out('chk', '2026-11-03', 5000, { ...zelle, ...more });
    expect(isPaidToPeople(r, paired)).toBe(people);
    // Every row paid to people is one reportFlow keeps out of earnings and spending.
    if (people) expect(reportFlow(r, paired)).toBe('moved');
  });
});
