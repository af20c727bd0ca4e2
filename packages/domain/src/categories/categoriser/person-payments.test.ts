import { describe, expect, it } from 'vitest';
import { categorise, type CategoriseRow } from './categorise';
import { learnCategories } from './learned';
import { merchantKeyOf } from './merchant-key';
import { pfc } from './pfc';
import { paymentPurpose } from './payment-purpose';
import { isPersonKey, learningKey, looksLikePersonName, personPayment } from './person-payments';

describe('personPayment: a payment to a person in real bank texts', () => {
  it.each([
    ['Zelle payment to JOHN SMITH Conf# abc123', 'Zelle', 'JOHN SMITH'],
    ['Zelle Payment To John Smith Jpm99b3x4k2l', 'Zelle', 'JOHN SMITH'],
    ['ZELLE TO SMITH JOHN ON 03/01 REF # PP0ABC123 RENT', 'Zelle', 'SMITH JOHN'],
    ['Zelle payment to JOHN SMITH for "Rent March"; Conf# abc123', 'Zelle', 'JOHN SMITH'],
    ['Zelle Transfer Conf# 1a2b3c; Smith, John', 'Zelle', 'SMITH JOHN'],
    ['Zelle payment from MARIA GARCIA Conf# x9y8z7', 'Zelle', 'MARIA GARCIA'],
    ['VENMO PAYMENT 1234567 JANE DOE', 'Venmo', 'JANE DOE'],
    ['CASH APP*JANE DOE*4085551234 OAKLAND CA', 'Cash App', 'JANE DOE'],
    ['SQ *CASH APP*KEVIN NGUYEN', 'Cash App', 'KEVIN NGUYEN'],
    ['Cash App*Tyrone Williams*Visa Direct CA', 'Cash App', 'TYRONE WILLIAMS'],
    ['APPLE CASH SENT MONEY TO PRIYA PATEL', 'Apple Cash', 'PRIYA PATEL'],
    ['PAYPAL TRANSFER TO JANE DOE', 'PayPal', 'JANE DOE'],
    ['BILL PAY TO JOHN SMITH', 'bill pay', 'JOHN SMITH'],
    ['ONLINE BILL PAY MARY JOHNSON 03/05', 'bill pay', 'MARY JOHNSON'],
    ['Online Payment 12345678 To Linda Okafor 03/05', 'bill pay', 'LINDA OKAFOR'],
    ['Zelle money sent to Ana Lopez', 'Zelle', 'ANA LOPEZ'],
    ['ZELLE BUSINESS PAYMENT TO JOHN SMITH 88123', 'Zelle', 'JOHN SMITH'],
    ['ZELLE INSTANT PMT TO KIM LEE', 'Zelle', 'KIM LEE'],
    ['Venmo *Jane Doe Visa Direct NY', 'Venmo', 'JANE DOE'],
    ['BILL PAY JOHN SMITH ON-LINE xxxxx12345 ON 03-05', 'bill pay', 'JOHN SMITH'],
    ['CHECK 1043', 'check', null],
    ['CK 1043', 'check', null],
    ['CHECK WITHDRAWAL 1043', 'check', null],
    ['CHECK # 1044 PIANO LESSONS', 'check', 'PIANO LESSONS'],
    ['SHARE DRAFT 001043', 'check', null],
    ['CHK 2201 PAID', 'check', null],
    ['Check or Slip #1190', 'check', null],
  ])('%s is paid to a person by %s (%s)', (text, rail, name) => {
    expect(personPayment(text)).toMatchObject({ rail, name });
  });

  it.each([
    'VENMO CASHOUT',
    'VENMO INSTANT TRANSFER',
    'CASH APP*CASH OUT',
    'CASH APP*ADD CASH',
    'Cash App Card PARAMOUNT+ 855-274-6683 CA',
    'CHECKCARD 0412 SQ *BLUE BOTTLE COFFEE 9988 OAKLAND CA',
    'CHECK CARD PURCHASE SAFEWAY #1234',
    'MOBILE CHECK DEPOSIT',
    'CHECK DEPOSIT 03/05',
    'DELUXE CHECK ORDER',
    'CHECK ORDER FEE',
    'RETURN OF POSTED CHECK 1043',
    'PAYPAL *HANDMADEGOODS 402-935-7733',
    'BILL PAY COMCAST CABLE',
    'BILL PAY CITY OF AUSTIN UTILITIES',
    'BILL PAY CHASE CARD SERVICES',
    'ONLINE PAYMENT THANK YOU',
    'ONLINE TRANSFER TO SAV XXXXXX1234',
    'SAFEWAY #1234 SAN RAMON CA',
    'TRANSFER TO CHECKING 1234',
    'CKE RESTAURANTS 1234',
    'DRAFTKINGS 1234',
    '',
  ])('%j is not a payment to a person', (text) => {
    expect(personPayment(text)).toBeNull();
  });

  it('tells a person from a business by the payee’s words', () => {
    expect(looksLikePersonName(['JOHN', 'SMITH'])).toBe(true);
    expect(looksLikePersonName(['MARY', 'ANN', 'JOHNSON'])).toBe(true);
    expect(looksLikePersonName(['ACME', 'PLUMBING'])).toBe(false);
    expect(looksLikePersonName(['OAKWOOD', 'APARTMENTS'])).toBe(false);
    expect(looksLikePersonName(['STATE', 'FARM'])).toBe(false);
    expect(looksLikePersonName(['JOHN'])).toBe(false);
  });
});

describe('the person key: learning per person, not per rail', () => {
  it('keys two people paid by Zelle apart', () => {
    const john = merchantKeyOf('Zelle payment to JOHN SMITH Conf# abc123', null);
    const maria = merchantKeyOf('Zelle payment to MARIA GARCIA Conf# def456', null);
    expect(john).toBe('person:john smith');
    expect(maria).toBe('person:garcia maria');
    expect(john).not.toBe(maria);
  });

  it('keys one person alike whatever the reference, the rail or the order of the name', () => {
    const keys = [
      'Zelle payment to JOHN SMITH Conf# abc123',
      'Zelle payment to JOHN SMITH Conf# zz9911',
      'ZELLE TO SMITH JOHN ON 03/01 REF # PP0ABC123',
      'VENMO PAYMENT 7654321 JOHN SMITH',
      'Zelle payment to JOHN A SMITH Conf# q1w2e3',
      'BILL PAY TO JOHN SMITH',
    ].map((text) => merchantKeyOf(text, null));
    expect(new Set(keys)).toEqual(new Set(['person:john smith']));
    expect(keys.every(isPersonKey)).toBe(true);
  });

  it('keys a cheque by its memo, and an unnamed one by its own number', () => {
    expect(merchantKeyOf('CHECK # 1044 PIANO LESSONS', null)).toBe('person:lessons piano');
    expect(merchantKeyOf('CHECK 1043', null)).toBe('person:check 1043');
    expect(merchantKeyOf('CHECK 1045', null)).not.toBe(merchantKeyOf('CHECK 1043', null));
  });

  it('leaves merchants’ keys as they were', () => {
    expect(merchantKeyOf('SAFEWAY #1234 SAN RAMON CA', null)).toBe('safeway');
    expect(merchantKeyOf('PAYPAL *HANDMADEGOODS 402-935-7733', null)).toBe('handmadegoods');
    expect(isPersonKey('safeway')).toBe(false);
    expect(isPersonKey(null)).toBe(false);
  });
});

describe('paymentPurpose: what a payment to a person paid for, from its words', () => {
  const purpose = (text: string) => {
    const person = personPayment(text);
    if (!person) throw new Error(`not a payment to a person: ${text}`);
    return paymentPurpose(text, person)?.category.detailed ?? null;
  };

  it.each([
    ['ZELLE TO SMITH JOHN ON 03/01 REF # PP0ABC123 RENT', 'RENT_AND_UTILITIES_RENT'],
    ['Zelle payment to JOHN SMITH for "Rent March"; Conf# abc123', 'RENT_AND_UTILITIES_RENT'],
    ['Zelle payment to OAK ST LANDLORD Conf# 55aa', 'RENT_AND_UTILITIES_RENT'],
    ['CHECK # 1044 PIANO LESSONS', 'GENERAL_SERVICES_EDUCATION'],
    ['CHECK 1050 TUITION SPRING', 'GENERAL_SERVICES_EDUCATION'],
    ['VENMO PAYMENT 1234567 JANE DOE SITTER', 'GENERAL_SERVICES_CHILDCARE'],
    ['ZELLE TO DOE JANE ON 04/02 REF # PP0X1 DOG WALKING', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES'],
    ['Zelle payment to SUNRISE DAYCARE LLC Conf# 77bb', 'GENERAL_SERVICES_CHILDCARE'],
    ['ZELLE TO LOPEZ ANA ON 05/01 REF # PP0Q2 HOUSE CLEANING', 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES'],
  ])('%s paid for %s', (text, detailed) => {
    expect(purpose(text)).toBe(detailed);
  });

  it.each([
    'Zelle payment to JOHN SMITH Conf# abc123',
    'VENMO PAYMENT 1234567 JANE DOE',
    'CHECK 1043',
    'Zelle payment to JOHN BAKER Conf# abc123',
    'Zelle payment to SARAH WALKER Conf# abc123',
    'Zelle payment to MIKE TAYLOR Conf# abc123',
  ])('%s does not say what it paid for', (text) => {
    expect(purpose(text)).toBeNull();
  });
});

describe('categorise: a payment to a person', () => {
  const row = (
    description: string,
    amountCents: number,
    extra: Partial<CategoriseRow> = {},
  ): CategoriseRow => ({
    description,
    merchantName: null,
    amountCents,
    accountType: 'depository',
    providerPfc: null,
    providerLegacy: null,
    fileCategory: null,
    ...extra,
  });

  it('stays a transfer out, as a bank files it, when nothing says what it paid for', () => {
    const zelle = categorise(row('Zelle payment to JOHN SMITH Conf# abc123', 150000));
    expect(zelle.category).toEqual(pfc('TRANSFER_OUT_ACCOUNT_TRANSFER'));
    expect(zelle.reason).toContain('paid to John Smith by Zelle');
    expect(categorise(row('CHECK 1043', 120000)).category).toEqual(pfc('TRANSFER_OUT_OTHER_TRANSFER_OUT'));
    // Bill pay to a person was a guessed purchase: now a transfer out until the user says.
    expect(categorise(row('BILL PAY TO MARY JOHNSON', 20000)).category).toEqual(
      pfc('TRANSFER_OUT_OTHER_TRANSFER_OUT'),
    );
    // What the bank filed is kept: its transfer detail, or what it says the payment paid for.
    const lessons = { primary: 'GENERAL_SERVICES', detailed: 'GENERAL_SERVICES_EDUCATION' };
    expect(categorise(row('BILL PAY TO MARY JOHNSON', 20000, { providerPfc: lessons })).category).toEqual(
      lessons,
    );
    const provider = { primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_OTHER_TRANSFER_OUT' };
    expect(
      categorise(row('VENMO PAYMENT 1234567 JANE DOE', 4000, { providerPfc: provider })).category,
    ).toEqual(provider);
  });

  it('is spending when its text says what it paid for, whatever the bank filed', () => {
    const provider = { primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER' };
    const rent = categorise(
      row('ZELLE TO SMITH JOHN ON 03/01 REF # PP0ABC123 RENT', 150000, { providerPfc: provider }),
    );
    expect(rent).toMatchObject({ category: pfc('RENT_AND_UTILITIES_RENT'), source: 'catalogue' });
    expect(rent.reason).toBe('Rent: "RENT" in a payment to Smith John says it is rent');
    expect(categorise(row('CHECK # 1044 PIANO LESSONS', 12000)).category).toEqual(
      pfc('GENERAL_SERVICES_EDUCATION'),
    );
  });

  it('follows the user’s answer for that person only, and money from a person stays money in', () => {
    const john = 'Zelle payment to JOHN SMITH Conf# abc123';
    const learned = learnCategories([
      {
        merchantKey: merchantKeyOf(john, null),
        category: pfc('GENERAL_SERVICES_CHILDCARE'),
        date: '2026-03-01',
        by: 'user',
      },
      {
        merchantKey: merchantKeyOf('Zelle payment to MARIA GARCIA Conf# q1', null),
        category: pfc('HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE'),
        date: '2026-03-02',
        by: 'user',
      },
    ]);
    expect(categorise(row('Zelle payment to JOHN SMITH Conf# zz9', 9000), learned)).toMatchObject({
      category: pfc('GENERAL_SERVICES_CHILDCARE'),
      source: 'learned',
    });
    expect(categorise(row('Zelle payment to MARIA GARCIA Conf# zz8', 9000), learned).category).toEqual(
      pfc('HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE'),
    );
    // Nobody answered for a third person: a transfer out, not either of the others' categories.
    expect(categorise(row('Zelle payment to LEE CHEN Conf# zz7', 9000), learned).category).toEqual(
      pfc('TRANSFER_OUT_ACCOUNT_TRANSFER'),
    );
    expect(categorise(row('Zelle payment from LEE CHEN Conf# zz6 RENT', -9000)).category).toEqual(
      pfc('TRANSFER_IN_ACCOUNT_TRANSFER'),
    );
  });

  it('learns a person’s money in apart from money out to them, and reads money in for what it was for', () => {
    const out = 'Zelle payment to JOHN SMITH Conf# abc123';
    const into = 'Zelle payment from JOHN SMITH Conf# abc124';
    // One person, one stored key; learning keeps the two directions apart.
    expect(merchantKeyOf(into, null)).toBe(merchantKeyOf(out, null));
    expect(learningKey(merchantKeyOf(into, null), -5000)).not.toBe(
      learningKey(merchantKeyOf(out, null), 5000),
    );
    expect(learningKey('safeway', -5000)).toBe('safeway');
    const learned = learnCategories([
      {
        merchantKey: learningKey(merchantKeyOf(out, null), 9000),
        category: pfc('GENERAL_SERVICES_CHILDCARE'),
        date: '2026-03-01',
        by: 'user',
      },
      {
        merchantKey: learningKey(merchantKeyOf('Venmo from ANA RUIZ 998877', null), -3000),
        category: pfc('INCOME_OTHER_INCOME'),
        date: '2026-03-02',
        by: 'user',
      },
    ]);
    // Paying John for childcare says nothing of what John's payments to the user are.
    expect(categorise(row(into, -9000), learned)).toMatchObject({
      category: pfc('TRANSFER_IN_ACCOUNT_TRANSFER'),
      source: 'catalogue',
    });
    expect(categorise(row(into, -9000), learned).reason).toContain('received from John Smith by Zelle');
    // The user's answer for Ana's money in follows her later payments in, and not money out to her.
    expect(categorise(row('Venmo from ANA RUIZ 112233', -4500), learned)).toMatchObject({
      category: pfc('INCOME_OTHER_INCOME'),
      source: 'learned',
    });
    expect(categorise(row('Venmo to ANA RUIZ 112234', 4500), learned).category).toEqual(
      pfc('TRANSFER_OUT_ACCOUNT_TRANSFER'),
    );
    // Pay for work is earnings; a share of a meal paid back lowers the meals out; rent in stays to be said.
    expect(categorise(row('Zelle payment from KIM LEE Conf# z1 INVOICE 1042', -60000)).category).toEqual(
      pfc('INCOME_OTHER_INCOME'),
    );
    const dinner = categorise(row('Zelle payment from SAM PARK for "Dinner"; Conf# z4', -2500));
    expect(dinner.category).toEqual(pfc('FOOD_AND_DRINK_RESTAURANT'));
    expect(dinner.reason).toBe('Restaurants: "DINNER" in a payment from Sam Park says it is a meal out');
    expect(categorise(row('Zelle payment from KIM LEE Conf# z2 RENT', -90000)).category).toEqual(
      pfc('TRANSFER_IN_ACCOUNT_TRANSFER'),
    );
    // A business paying by Zelle names what it sells, not what the money was for.
    expect(categorise(row('Zelle payment from ACME PLUMBING LLC Conf# z3', -20000)).category).toEqual(
      pfc('TRANSFER_IN_ACCOUNT_TRANSFER'),
    );
  });
});
