import { describe, expect, it } from 'vitest';
import { merchantKeyOf } from '../categories/categoriser/merchant-key';
import { BUSINESS_CATEGORY_BY_PFC } from './business-category-by-pfc';
import {
  suggestBusinessCategories,
  suggestBusinessCategory,
  type SuggestionInput,
  type SuggestionMemory,
} from './business-suggestion';
import { scheduleCMappingOf } from './schedule-c-lines';

/**
 * The suggestion rules by the kind of row (issue 35): what the statement's structure says (money in on a
 * business account, a person paid, a bill-pay payee, a refund, estimated tax), then the row's kind words,
 * then what the owner taught. Descriptors are made up for each kind, in several banks' wordings.
 */
const none: SuggestionMemory = { byMerchant: new Map(), lastIncomeCategory: null };

/** A row as the server builds it: house sign (positive = money out), the categoriser's merchant key. */
function row(text: string, amountCents: number, extra: Partial<SuggestionInput> = {}): SuggestionInput {
  return {
    text,
    amountCents,
    personalDetailed: null,
    merchantKey: merchantKeyOf(text, null),
    onBusinessAccount: true,
    ...extra,
  };
}
const category = (input: SuggestionInput, memory = none) =>
  suggestBusinessCategory(input, memory)?.category ?? null;

describe('money in on a business account', () => {
  it.each([
    ['MOBILE DEPOSIT : REF NUMBER :419220871', 'TRANSFER_IN_DEPOSIT'],
    ['REMOTE ONLINE DEPOSIT # 1', 'TRANSFER_IN_DEPOSIT'],
    ['DEPOSIT', null],
    ['ETSY, INC. DES:PAYOUT ID:A88123 INDN:JUNE PARK CO ID:XXXXX PPD', 'TRANSFER_IN_DEPOSIT'],
    ['CLOVER MERCH DEP 2281', null],
    ['Zelle payment from ROBERT HALL 9981', 'TRANSFER_IN_ACCOUNT_TRANSFER'],
    ['BILL.COM 015QWERTY ACCTVERIFY', null],
    ['LAKESIDE HOA VENDORPAY 880213', 'RENT_AND_UTILITIES_RENT'],
    ['ORIG CO NAME:BRIGHTLINE MEDIA CO ENTRY DESCR:EDI PYMNTS', 'TRANSFER_IN_OTHER_TRANSFER_IN'],
    ['Zelle Transfer Conf# k8w2x1; Okafor, Ngozi', 'TRANSFER_IN_ACCOUNT_TRANSFER'],
  ])('%s is sales', (text, pfc) => {
    expect(category(row(text, -120_000, { personalDetailed: pfc }))).toBe('Service Sales');
  });

  it('follows the income category the owner chose last', () => {
    const memory = { ...none, lastIncomeCategory: 'Product Sales' };
    expect(category(row('MOBILE DEPOSIT REF 77', -5_000), memory)).toBe('Product Sales');
  });

  it.each([
    ['ONLINE TRANSFER FROM SAVINGS XXXXXX1234', 'TRANSFER_IN_SAVINGS'],
    ['TRANSFER FROM CHK 4821 CONF# 11', 'TRANSFER_IN_ACCOUNT_TRANSFER'],
    ['SBA LOAN PROCEEDS DISBURSEMENT', 'TRANSFER_IN_CASH_ADVANCES_AND_LOANS'],
    ['OWNER CONTRIBUTION', null],
  ])('%s is not sales (moved or borrowed)', (text, pfc) => {
    expect(category(row(text, -300_000, { personalDetailed: pfc }))).toBeNull();
  });

  it('gives a tax refund, interest and dividends their own off-Schedule-C categories', () => {
    expect(category(row('IRS TREAS 310 TAX REF', -81_200))).toBe('Tax Refund');
    expect(category(row('INTEREST PAYMENT', -45, { personalDetailed: 'INCOME_INTEREST_EARNED' }))).toBe(
      'Interest Income',
    );
  });

  it('on a personal card marked business, money in from an expense merchant is a refund of that line', () => {
    const refund = row('DELTA AIR 0062', -18_500, {
      onBusinessAccount: false,
      personalDetailed: 'TRAVEL_FLIGHTS',
    });
    expect(category(refund)).toBe('flights');
  });
});

describe('money out to people and payees', () => {
  it.each([
    'ZELLE TO LUNA HECTOR ON 03/20 REF #RP0QK3BTN9Z4',
    'Zelle payment to Priya Raman JPM99A1B2C3D',
    'CHECK # 1184',
    'VENMO PAYMENT 1029384 JOHN OKAFOR',
  ])('%s is contract labor', (text) => {
    expect(category(row(text, 95_000, { personalDetailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER' }))).toBe(
      'contract_labor',
    );
  });

  it('a payee paid by bill pay for a service is contract labor, a supplier paid so is materials', () => {
    const web = row('BILL PAY NORTHSTAR WEB DEV ON-LINE xxxxx1187 ON 04-02', 240_000, {
      personalDetailed: 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
    });
    const trade = row('BILL PAY RIVERTON ROOFING ON-LINE xxxxx9902 ON 05-10', 180_000, {
      personalDetailed: 'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE',
    });
    const supplier = row('BILL PAY MIDWEST PAPER SUPPLY ON-LINE xxxxx1200 ON 05-01', 64_000);
    expect([category(web), category(trade), category(supplier)]).toEqual([
      'contract_labor',
      'contract_labor',
      'inventory_and_materials',
    ]);
  });

  it('never files money moved to the owner or a card payment', () => {
    expect(category(row('ONLINE TRANSFER TO CHK ...4821 TRANSACTION#: 1', 200_000))).toBeNull();
    expect(
      category(
        row('CAPITAL ONE MOBILE PMT 3Q1Z', 90_000, { personalDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' }),
      ),
    ).toBeNull();
  });

  it('files a tax refund in, from the IRS or a state, as a tax refund in any bank wording, never as sales', () => {
    for (const text of [
      'IRS TREAS 310 TAX REF',
      'NYS DTF PIT REFUND 0427',
      'MN DEPT OF REVENUE MNTAXRFD',
      'COMM OF MASS EFT TAXRFD 99',
      'STATE OF OHIO ST TREAS REFUND',
      'PA DEPT REVENUE PIT RFD',
      'CA FTB TAX REFUND',
    ]) {
      const suggestion = suggestBusinessCategory(row(text, -61_200), none)!;
      expect([text, suggestion.category]).toEqual([text, 'Tax Refund']);
      expect(suggestion.reason).toBe('A tax refund gives back tax already paid; it is not business income');
    }
    // The owner filed the IRS's payments as income tax: its refund is still a refund, never less tax paid.
    const irs = [
      row('IRS USATAXPYMT 270655', 380_000, { date: '2026-04-15' }),
      row('IRS TREAS 310 TAX REF', -81_200),
    ];
    expect(irs[0]!.merchantKey).toBe(irs[1]!.merchantKey);
    const taught = { ...none, byMerchant: new Map([[irs[0]!.merchantKey, 'income_tax']]) };
    expect(suggestBusinessCategory(irs[1]!, taught)?.category).toBe('Tax Refund');
    expect(suggestBusinessCategories(irs, none).map((s) => s?.category)).toEqual([
      'income_tax',
      'Tax Refund',
    ]);
    // A state's estimated tax out, in the same banks' wordings, at estimated-tax time.
    expect(category(row('NYS DTF PIT EST TAX', 150_000, { date: '2026-06-15' }))).toBe('income_tax');
    expect(category(row('PA DEPT REVENUE PIT', 90_000, { date: '2026-01-14' }))).toBe('income_tax');
    // A client whose name holds a refund-like word is still a client paying.
    expect(category(row('DORSEY REFINISHING ACH PMT', -240_000))).toBe('Service Sales');
  });

  it('files a loan payment whose split is unknown as principal, asking the owner; one part alone as itself', () => {
    const unknown = suggestBusinessCategory(row('ONDECK TERM LOAN ACH PMT', 120_000), none)!;
    expect(unknown).toMatchObject({ category: 'loan_principal', confidence: 'low' });
    expect(unknown.reason).toContain("give the loan's rate on Debts or split it");
    const byPfc = row('FORD CREDIT 8812', 45_000, { personalDetailed: 'LOAN_PAYMENTS_CAR_PAYMENT' });
    expect(suggestBusinessCategory(byPfc, none)).toMatchObject({
      category: 'loan_principal',
      confidence: 'low',
    });
    expect(category(row('SBA LOAN 88 INTEREST', 4_567))).toBe('loan_interest');
    expect(category(row('SBA LOAN 88 PRINCIPAL', 30_000))).toBe('loan_principal');
  });

  it('files the IRS, and a state revenue department at estimated-tax time, as income tax', () => {
    expect(category(row('IRS USATAXPYMT 270655', 380_000, { date: '2026-09-14' }))).toBe('income_tax');
    const state = 'CA FRANCHISE TAX BD PYMT 11';
    expect(category(row(state, 95_000, { date: '2026-04-15' }))).toBe('income_tax');
    // Another month: a state's other tax (sales tax, a licence), by its personal category.
    expect(
      category(
        row(state, 95_000, {
          date: '2026-08-02',
          personalDetailed: 'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES',
        }),
      ),
    ).toBe('licenses_and_permits');
  });
});

describe('kind words', () => {
  it.each([
    ['NEXTDOOR ADS*LOCAL 42', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', '8'],
    ['BING ADVERTISING 1100', null, '8'],
    ['RINGCENTRAL PHONE SVC', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', '25'],
    ['US CELLULAR 8812', null, '25'],
    ['GOOGLE *VOICE 650-253-0000', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES', '25'],
    ['PRINTIFY 1129 NEW YORK NY', 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', '4'],
    ['BLUE HARBOR HEALTH PLAN PREMIUM', 'GENERAL_SERVICES_INSURANCE', 'none'],
    ['UNITED RENTALS #118', 'RENT_AND_UTILITIES_RENT', '20a'],
    ['NORTHERN TOOL + EQUIP 202', 'HOME_IMPROVEMENT_HARDWARE', '22'],
    ['ACME FRAME WHOLESALE', null, '4'],
    ['KELLER SUPPLY CO 118', 'HOME_IMPROVEMENT_HARDWARE', '4'],
    ['ORCHARD CPA GROUP', null, '17'],
    ['STATE BOARD LICENSE RENEWAL', null, '23'],
    ['OFFICE SUPPLY DEPOT 9', 'GENERAL_MERCHANDISE_OFFICE_SUPPLIES', '18'],
    ['BIG O TIRES 5521', null, '9'],
    ['VALLEY TIRE & AUTO', 'GENERAL_SERVICES_AUTOMOTIVE', '9'],
    ['COUNTY LANDFILL SCALE 2', null, '27a'],
    ['NORTH CITY TRANSFER STATION', 'TRANSFER_OUT_ACCOUNT_TRANSFER', '27a'],
    ['WA CONTRACTORS BD RENEWAL', null, '23'],
    ['BILL PAY HERON TAX AND BOOKS LLC', 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS', '17'],
  ])('%s (%s) lands on line %s', (text, pfc, line) => {
    const got = category(row(text, 12_000, { personalDetailed: pfc, onBusinessAccount: false }));
    expect(got && scheduleCMappingOf(got)?.line).toBe(line);
  });

  it('a hardware store is materials for the job unless it says tools', () => {
    expect(
      category(row('THE HOME DEPOT #4021', 40_000, { personalDetailed: 'HOME_IMPROVEMENT_HARDWARE' })),
    ).toBe('inventory_and_materials');
  });
});

describe('what the owner taught', () => {
  it('a personal category the owner filed somewhere takes its other payees there', () => {
    const memory = {
      ...none,
      byPersonalCategory: new Map([['GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE', 'raw_materials']]),
    };
    const suggestion = suggestBusinessCategory(
      row('PAPER MILL OUTLET 2', 30_000, {
        personalDetailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
      }),
      memory,
    );
    expect(suggestion).toMatchObject({ category: 'raw_materials', source: 'suggested' });
  });

  it('a payee the owner filed keeps its rows there, before any rule', () => {
    const zelle = row('ZELLE TO MAYA CRUZ ON 01/02 REF #A1', 50_000);
    const memory = { ...none, byMerchant: new Map([[zelle.merchantKey, 'professional_services']]) };
    expect(category(zelle, memory)).toBe('professional_services');
  });
});

describe('suggestBusinessCategories', () => {
  it('sends money back from a payee the business buys from to that cost, and keeps a payout as sales', () => {
    const rows = [
      row('KELLER SUPPLY CO 118', 40_000, { onBusinessAccount: false }),
      row('KELLER SUPPLY CO 118', -6_000, { onBusinessAccount: false }),
      row('SQUARE INC SQ260314 L2044', -52_000),
    ];
    expect(suggestBusinessCategories(rows, none).map((s) => s?.category ?? null)).toEqual([
      'inventory_and_materials',
      'inventory_and_materials',
      'Service Sales',
    ]);
  });

  it('says why for every suggestion', () => {
    const rows = [row('MOBILE DEPOSIT REF 1', -9_000), row('ZELLE TO ANA REYES ON 02/02 REF #Q', 9_000)];
    for (const suggestion of suggestBusinessCategories(rows, none))
      expect(suggestion?.reason).toMatch(/\w+ \w+/);
  });
});

describe('BUSINESS_CATEGORY_BY_PFC', () => {
  it('names only categories Schedule C knows', () => {
    for (const [pfc, business] of Object.entries(BUSINESS_CATEGORY_BY_PFC)) {
      expect(scheduleCMappingOf(business), `${pfc} -> ${business}`).toBeDefined();
    }
  });
});
