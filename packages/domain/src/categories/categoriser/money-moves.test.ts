import { describe, expect, it } from 'vitest';
import { cardPayment, has, patternMove, phrases, transferMove } from './money-moves';
import { words } from './normalise';

const flat = (text: string) => ` ${words(text.toUpperCase()).join(' ')} `;

describe('card payments', () => {
  it.each([
    ['PAYMENT - THANK YOU', -50000, 'credit'],
    ['MOBILE PYMT', -20000, 'credit'],
    ['AUTOPAY PAYMENT', -20000, 'credit'],
    ['ONLINE PAYMENT RECEIVED', -20000, 'credit'],
    ['CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224', 50000, 'depository'],
    ['Payment to Chase card ending in 1234 03/12', 50000, 'depository'],
    ['CAPITAL ONE DES:MOBILE PMT ID:XXXXX INDN:JANE DOE', 30000, 'depository'],
    ['DISCOVER DES:E-PAYMENT ID:1234', 30000, 'depository'],
    ['AMEX EPAYMENT ACH PMT', 30000, 'depository'],
    ['APPLECARD GSBANK DES:PAYMENT', 30000, 'depository'],
    ['CITI CARD ONLINE PAYMENT', 30000, 'depository'],
    ['ACH DEPOSIT INTERNET TRANSFER FROM ACCOUNT ENDING IN 1234', -30000, 'credit'],
    ['BARCLAYCARD US DES:CREDITCARD ID:1234', 15000, 'depository'],
    ['WELLS FARGO CARD CCPYMT 123456 XXXXXXXXXX1234 JANE DOE', 30000, 'depository'],
    ['ONLINE TRANSFER REF #IBEXYZ TO PLATINUM CARD XXXXXX1234 ON 03/12/26', 15000, 'depository'],
    ['Online Banking payment to CRD 1234 Confirmation# 1234567', 30000, 'depository'],
    // An issuer's "thank you" on the paying account: never the phone bill "MOBILE" would suggest.
    ['MOBILE PYMT - THANK YOU', 50000, 'depository'],
    ['PAYMENT THANK YOU-MOBILE', 20000, 'depository'],
  ])('%s (%i, %s) is a card payment', (text, amount, type) => {
    expect(cardPayment(flat(text), amount, type)?.category.detailed).toBe(
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    );
  });

  it.each([
    ['AMAZON.COM RETURN PAYMENT', -2500, 'credit'],
    ['RECURRING PAYMENT AUTHORIZED ON 03/12 NETFLIX.COM CARD 1234', 1599, 'depository'],
    ['PAYMENT - THANK YOU', 5000, 'credit'],
    ['CASHBACK BONUS REDEMPTION PYMT/STMT CRDT', -2500, 'credit'],
  ])('%s (%i, %s) is not', (text, amount, type) => {
    expect(cardPayment(flat(text), amount, type)).toBeNull();
  });
});

describe('transfers', () => {
  it.each([
    ['ZELLE PAYMENT TO JOHN SMITH JPM99A1B2C3', 5000, 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
    ['VENMO CASHOUT', -5000, 'TRANSFER_IN_ACCOUNT_TRANSFER'],
    ['ONLINE TRANSFER TO SAV ...1234', 50000, 'TRANSFER_OUT_SAVINGS'],
    ['ONLINE TRANSFER FROM CHK ...9876', -50000, 'TRANSFER_IN_ACCOUNT_TRANSFER'],
    ['ATM WITHDRAWAL 001234 MAIN ST', 10000, 'TRANSFER_OUT_WITHDRAWAL'],
    ['MOBILE DEPOSIT REF 123', -10000, 'TRANSFER_IN_DEPOSIT'],
    ['VANGUARD BUY INVESTMENT', 100000, 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS'],
    ['CHECK 1043', 120000, 'TRANSFER_OUT_OTHER_TRANSFER_OUT'],
    ['FID BKG SVC LLC DES:MONEYLINE ID:1234', 100000, 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS'],
  ])('%s (%i) -> %s', (text, amount, detailed) => {
    expect(transferMove(flat(text), amount)?.category.detailed).toBe(detailed);
  });

  it('leaves fees, payroll direct deposits and purchases alone', () => {
    expect(transferMove(flat('WIRE TRANSFER FEE'), 2500)).toBeNull();
    expect(transferMove(flat('ACME DIRECT DEPOSIT'), -250000)).toBeNull();
    expect(transferMove(flat('SAFEWAY #123'), 2500)).toBeNull();
  });
});

describe('fees, income and loans', () => {
  it.each([
    ['OVERDRAFT ITEM FEE', 3400, 'BANK_FEES_OVERDRAFT_FEES'],
    ['NON-CHASE ATM FEE-WITH', 300, 'BANK_FEES_ATM_FEES'],
    ['FOREIGN TRANSACTION FEE', 120, 'BANK_FEES_FOREIGN_TRANSACTION_FEES'],
    ['PURCHASE INTEREST CHARGE', 2200, 'BANK_FEES_INTEREST_CHARGE'],
    ['MONTHLY SERVICE FEE', 1200, 'BANK_FEES_OTHER_BANK_FEES'],
    ['OVERDRAFT FEE REVERSAL', -3400, 'BANK_FEES_OVERDRAFT_FEES'],
    ['GUSTO DES:PAYROLL ID:123', -250000, 'INCOME_WAGES'],
    ['ACME INC DIRECT DEP', -250000, 'INCOME_WAGES'],
    ['INTEREST PAYMENT', -123, 'INCOME_INTEREST_EARNED'],
    ['IRS TREAS 310 TAX REF', -120000, 'INCOME_TAX_REFUND'],
    ['SSA TREAS 310 XXSOC SEC', -150000, 'INCOME_OTHER_INCOME'],
    ['UBER TECHNOLOGIES DES:EDI PYMNTS ID:1234', -41200, 'INCOME_WAGES'],
    ['ROCKET MORTGAGE DES:MTG PYMT', 210000, 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'],
    ['NAVIENT DES:STUDNTLOAN', 30000, 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT'],
    ['TOYOTA FINANCIAL DES:PAYMENT', 45000, 'LOAN_PAYMENTS_CAR_PAYMENT'],
    ['AFFIRM * PAY 123', 8000, 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT'],
  ])('%s (%i) -> %s', (text, amount, detailed) => {
    expect(patternMove(flat(text), amount)?.category.detailed).toBe(detailed);
  });

  it('never reads a refund as income, nor income words on money out', () => {
    expect(patternMove(flat('TARGET REFUND INTEREST'), -2500)).toBeNull();
    expect(patternMove(flat('PAYROLL SERVICES INC'), 5000)).toBeNull();
  });
});

describe('phrase lookup', () => {
  // The definition the lookup must keep: a phrase is found exactly where the padded phrase is a substring.
  const bySubstring = (flat: string, list: string) =>
    list.split(';').some((p) => flat.includes(` ${p.trim()} `));

  it('finds a phrase exactly where a substring search finds it, at the ends, across the gap and beyond the longest', () => {
    const list = 'AUTO PAY;PAY;CARD ENDING 1234;X';
    const texts = [
      ' AUTO PAY ',
      ' AUTOPAY ',
      'AUTO PAY ',
      ' AUTO PAY',
      ' AUTO  PAY ',
      ' MY AUTO PAY TODAY ',
      ' CARD ENDING 1234 ',
      ' CARD ENDING 12345 ',
      ' A B C D E F G X ',
      ' ACME  PAY ',
      ' ACME  ',
      '  ',
      '',
      ' PAYPAL ',
    ];
    const seeded = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const random = seeded(7);
    const vocabulary = ['AUTO', 'PAY', 'CARD', 'ENDING', '1234', 'X', 'ACME', '', 'PAYX'];
    for (let i = 0; i < 500; i++) {
      const length = Math.floor(random() * 8);
      const words = Array.from({ length }, () => vocabulary[Math.floor(random() * vocabulary.length)]!);
      texts.push(`${random() < 0.8 ? ' ' : ''}${words.join(' ')}${random() < 0.8 ? ' ' : ''}`);
    }
    const set = phrases(list);
    for (const text of texts) expect([text, has(text, set)]).toEqual([text, bySubstring(text, list)]);
  });
});
