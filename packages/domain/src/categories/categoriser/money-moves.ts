import { pfc, type PersonalCategory } from './pfc';

/**
 * Rows whose text says what kind of money movement they are: card payments, transfers, P2P, cash,
 * wages, interest, fees, loans. Phrases are matched as whole words in the padded, punctuation-free text
 * (" ONLINE TRANSFER TO SAV "), a plain substring search: no regular expressions to backtrack.
 */
export interface Movement {
  category: PersonalCategory;
  reason: string;
}

/** A list of phrases, each padded (" AUTO PAY "), held as a set: looked up, not searched for. */
type Phrases = ReadonlySet<string>;

/** The most words in any phrase (set as the lists are built): grams longer than that match nothing. */
let maxWords = 1;

export const phrases = (list: string): Phrases =>
  new Set(
    list.split(';').map((p) => {
      const words = p.trim().split(/\s+/);
      maxWords = Math.max(maxWords, words.length);
      return ` ${words.join(' ')} `;
    }),
  );

/**
 * Every run of 1..maxWords whole words of `flat`, padded as the phrases are: " A ", " A B ", " B ", ...
 * A word counts only with a space on both sides, as `flat.includes(" A B ")` would require. `has` is
 * called about thirty times per row with the same text, each list up to 80 phrases long: one set of runs
 * per text and a lookup per run is far cheaper than a substring search per phrase (two 50,000-row imports
 * of the bench spent 1.2 s in those searches).
 */
let lastFlat: string | null = null;
let lastRuns: string[] = [];
function runsOf(flat: string): string[] {
  if (flat === lastFlat) return lastRuns;
  const tokens = flat.split(' ');
  const runs: string[] = [];
  // tokens[0] has no space before it and the last token none after it: neither is a whole word.
  for (let i = 1; i < tokens.length - 1; i++) {
    let run = ' ';
    for (let j = i; j < Math.min(tokens.length - 1, i + maxWords); j++) {
      if (tokens[j] === '') break;
      run += `${tokens[j]} `;
      runs.push(run);
    }
  }
  lastFlat = flat;
  lastRuns = runs;
  return runs;
}

export const has = (flat: string, list: Phrases) => runsOf(flat).some((run) => list.has(run));

// "DES" is any ACH debit: an issuer pulling money from a bank account is always a card payment.
const PAYMENT_WORDS = phrases(
  'PAYMENT;PYMT;PMT;PAYMT;AUTOPAY;AUTO PAY;AUTOMATIC PAYMENT;EPAY;E PAYMENT;EPAYMENT;ONLINE PMT;BILL PAY;THANK YOU;PAYMNT;PYMNT;CRCARDPMT;MOBILE PMT;ONLINE PYMT;CREDITCARD;CREDIT CARD;CCPYMT;CC PYMT;CC PAYMENT;CRCARD;DES',
);
// Who a depository account pays when it pays a card: the issuer's or the card's own words.
const CARD_ISSUERS = phrases(
  'CREDIT CRD;CREDIT CARD;CRD EPAY;CRD AUTOPAY;CARDMEMBER;CARDMEMBER SERV;CARD SERVICES;CARD SRVC;CARDSVCS;CITICARD;CITICARDS;CITI CARD;CITI AUTOPAY;AMEX;AMERICAN EXPRESS;DISCOVER;DISCOVER CARD;DISCOVER FIN;CAPITAL ONE;CAPITALONE;APPLECARD;APPLE CARD;GSBANK;GS BANK;BARCLAYCARD;BARCLAYS;SYNCHRONY;SYNCB;CHASE CARD;CHASE CREDIT;WELLS FARGO CARD;CARD AUTOPAY;CARD PAYMENT;CARD PMT;TO CRD;PAYMENT TO CRD;COMENITY;CREDIT ONE;MISSION LANE;WF CREDIT CARD;BK OF AMER VISA;BOFA CARD;US BANK CARD;ELAN;PAYMENT TO CARD;TO CREDIT CARD;CARD ENDING',
);
// A card issuer's own words for a payment ("MOBILE PYMT - THANK YOU"): whichever account it shows on, it
// pays a card; "MOBILE" in it is never a phone bill.
const THANKED_PAYMENT = phrases(
  'PAYMENT THANK YOU;PYMT THANK YOU;PMT THANK YOU;PAYMENT THANKYOU;PYMT THANKYOU',
);
const CARD_PAYMENT_IN = phrases(
  'PAYMENT;PYMT;PMT;AUTOPAY;AUTO PAY;AUTOMATIC PAYMENT;THANK YOU;EPAY;E PAYMENT;ONLINE PAYMENT;MOBILE PAYMENT;PAYMENT RECEIVED;DIRECTPAY;ACH PAYMENT',
);
const REWARD_WORDS = phrases('CASHBACK;CASH BACK;REWARD;REWARDS;REDEMPTION;BONUS;DAILY CASH;POINTS');
const REFUND_WORDS = phrases(
  'REFUND;RETURN;RETURNS;CREDIT VOUCHER;REVERSAL;RETURNED;ADJUSTMENT CREDIT;MERCHANDISE CREDIT;REFUNDED;CHARGEBACK',
);

const FEES: readonly (readonly [Phrases, string])[] = [
  [phrases('OVERDRAFT;OD FEE;OVERDRAFT ITEM FEE;ODP FEE;OVERDRAFT PROTECTION'), 'BANK_FEES_OVERDRAFT_FEES'],
  [phrases('NSF;INSUFFICIENT FUNDS;RETURNED ITEM;NSF FEE;RETURN ITEM FEE'), 'BANK_FEES_INSUFFICIENT_FUNDS'],
  [
    phrases(
      'ATM FEE;ATM SURCHARGE;NON CHASE ATM;ATM WITHDRAWAL FEE;OUT OF NETWORK ATM;NON WF ATM;ATM SERVICE FEE;FOREIGN ATM FEE',
    ),
    'BANK_FEES_ATM_FEES',
  ],
  [
    phrases(
      'FOREIGN TRANSACTION FEE;FOREIGN TRANS FEE;INTL TRANSACTION FEE;INTERNATIONAL TRANSACTION FEE;FOREIGN EXCHANGE FEE;FOREIGN CURRENCY FEE;FX FEE;INTL TRAN FEE',
    ),
    'BANK_FEES_FOREIGN_TRANSACTION_FEES',
  ],
  [
    phrases(
      'INTEREST CHARGE;INTEREST CHARGED;PURCHASE INTEREST;FINANCE CHARGE;CASH ADVANCE INTEREST;INTEREST CHARGE ON PURCHASES;INTEREST CHARGE ON CASH ADVANCES;PLAN FEE',
    ),
    'BANK_FEES_INTEREST_CHARGE',
  ],
  [
    phrases(
      'MONTHLY SERVICE FEE;SERVICE CHARGE;MAINTENANCE FEE;MONTHLY MAINTENANCE;ANNUAL FEE;ANNUAL MEMBERSHIP FEE;LATE FEE;LATE PAYMENT FEE;WIRE FEE;WIRE TRANSFER FEE;RETURNED PAYMENT FEE;CASH ADVANCE FEE;BALANCE TRANSFER FEE;PAPER STATEMENT FEE;STOP PAYMENT FEE;ACCOUNT FEE;MONTHLY FEE;SERVICE FEE;STATEMENT FEE;EXCESS WITHDRAWAL',
    ),
    'BANK_FEES_OTHER_BANK_FEES',
  ],
];

const INCOME_IN: readonly (readonly [Phrases, string])[] = [
  [
    phrases('TAX REF;TAX REFUND;TAXRFD;TAX RFD;IRS TREAS;STATE TAX REFUND;ST TAX REF;TREAS 310 TAX'),
    'INCOME_TAX_REFUND',
  ],
  [
    phrases('UNEMPLOYMENT;UI BENEFIT;UI BENEFITS;UNEMPL;EDD;UI PAYMENT;DEPT OF LABOR;TWC BENEFITS;DES UI'),
    'INCOME_UNEMPLOYMENT',
  ],
  // Above the pensions: the defence finance office pays serving members too, and says so ("DFAS MIL PAY").
  [phrases('MIL PAY;MILITARY PAY;ACTIVE DUTY PAY;ACTIVE DUTY'), 'INCOME_WAGES'],
  [
    phrases(
      'PENSION;ANNUITY;RETIREMENT PMT;OPM RETIRE;OPM1;CALPERS;DFAS;RETIRE PAY;PENSION PMT;TIAA ANNUITY',
    ),
    'INCOME_RETIREMENT_PENSION',
  ],
  [
    phrases('SSA TREAS;SOC SEC;SSI TREAS;SOCIAL SECURITY;XXSOC SEC;VA BENEFIT;CHILD SUPPORT;ALIMONY'),
    'INCOME_OTHER_INCOME',
  ],
  [
    phrases(
      'PAYROLL;PAYRLL;DIR DEP;DIRECT DEP;DIRECT DEPOSIT;DIRECTDEP;DIRDEP;SALARY;NET PAY;PAYCHECK;REG SALARY;PAYROLL PPD;ADP PAYROLL;GUSTO;PAYCHEX;TRINET;JUSTWORKS;RIPPLING;PAYLOCITY;PAYCOM;ADP;INTUIT PAYROLL;QUICKBOOKS PAYROLL;WAGES;ONEPAY;DOORDASH DASHER;DASHER;UBER DRIVER;LYFT DRIVER;DRIVER PAY;INSTACART SHOPPER;AMAZON FLEX;FAST DEPOSIT;EARNINGS;EDI PYMNTS;UBER TECHNOLOGIES;UBER USA;LYFT INC;DOORDASH INC;DOORDASH DES;INSTACART DES;MAPLEBEAR;GRUBHUB HOLDINGS;SHIPT INC;UPWORK;FIVERR;TASKRABBIT INC',
    ),
    'INCOME_WAGES',
  ],
  [phrases('DIVIDEND;DIVIDENDS;DIV PAYMENT;ORDINARY DIV;QUAL DIV'), 'INCOME_DIVIDENDS'],
  [
    phrases(
      'INTEREST PAYMENT;INTEREST PAID;INTEREST EARNED;INT EARNED;INTEREST CREDIT;INTEREST;INTRST PYMNT;INT PAYMENT;ACCRUED INTEREST;INTEREST DEPOSIT',
    ),
    'INCOME_INTEREST_EARNED',
  ],
  [
    phrases(
      'CASHBACK;CASH BACK REWARD;CASH REWARD;CASHBACK BONUS;REWARDS REDEMPTION;REWARD REDEMPTION;REDEMPTION CREDIT;STATEMENT CREDIT REWARD;DAILY CASH',
    ),
    'INCOME_OTHER_INCOME',
  ],
];

const LOANS: readonly (readonly [Phrases, string])[] = [
  [
    phrases(
      'MORTGAGE;MTG;MTG PYMT;MORTGAGE PMT;ROCKET MORTGAGE;MR COOPER;LOANCARE;PENNYMAC;NEWREZ;SHELLPOINT;FREEDOM MORTGAGE;CENLAR;DOVENMUEHLE;HOME LOAN;UWM;CARRINGTON;LAKEVIEW LOAN;NATIONSTAR',
    ),
    'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
  ],
  [
    phrases(
      'NAVIENT;NELNET;GREAT LAKES;MOHELA;SALLIE MAE;EDFINANCIAL;AIDVANTAGE;DEPT EDUCATION;DEPT OF ED;STUDENT LN;STUDENT LOAN;FEDLOAN;EARNEST;COMMONBOND;ECMC',
    ),
    'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT',
  ],
  [
    phrases(
      'AUTO LOAN;CAR PAYMENT;AUTO PAYMENT;AUTO PMT;TOYOTA FINANCIAL;TOYOTA MOTOR CREDIT;TOYOTA MOTOR CR;MOTOR CREDIT;MOTOR CR;AUTO FIN;AUTO FINANCE;AUTO FINANCIAL;HONDA FINANCIAL;AMERICAN HONDA;ALLY AUTO;ALLY PAYMENT;GM FINANCIAL;FORD CREDIT;NISSAN MOTOR;NISSAN ACCEPTANCE;HYUNDAI MOTOR FIN;HYUNDAI CAPITAL;KIA MOTORS FIN;TESLA FINANCE;CARMAX AUTO;CAPITAL ONE AUTO;SANTANDER CONSUMER;CHASE AUTO;WESTLAKE;CREDIT ACCEPTANCE;BMW FINANCIAL;MERCEDES BENZ FIN;VW CREDIT;SUBARU MOTORS FIN;EXETER FINANCE;CARVANA;LEASE PMT;ALLY PAYMT;ALLY PMT;ALLY PYMT;ALLY AUTOPAY;TOYOTA PAYMT;TOYOTA PMT;LEXUS FINANCIAL;HONDA PMT;HONDA PAYMT;ACURA FINANCIAL;NISSAN PMT;INFINITI FIN;HYUNDAI PMT;KIA PMT;MAZDA FINANCIAL;SUBARU MOTORS;AMERICREDIT;BRIDGECREST;DRIVETIME;CHRYSLER CAPITAL;SANTANDER AUTO;TD AUTO FINANCE;US BANK AUTO;WELLS FARGO AUTO;WF AUTO LOAN;GLOBAL LENDING;CONSUMER PORTFOLIO;REGIONAL ACCEPTANCE;GATEWAY ONE;PENFED AUTO;TRUIST AUTO;PNC AUTO;AMERICAN CREDIT ACCEPTANCE;VEHICLE LOAN;VEH LOAN;CAR LOAN',
    ),
    'LOAN_PAYMENTS_CAR_PAYMENT',
  ],
  [
    phrases(
      'AFFIRM;KLARNA;AFTERPAY;SEZZLE;ZIP CO;QUADPAY;SOFI LOAN;LENDINGCLUB;LENDING CLUB;UPSTART;PROSPER;BEST EGG;LIGHTSTREAM;MARCUS LOAN;ONEMAIN;AVANT;PAYPAL CREDIT;PAYPAL PAY IN 4;LOAN PMT;LOAN PAYMENT;LOAN PYMT;PERSONAL LOAN;UPGRADE INC;HAPPY MONEY',
    ),
    'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT',
  ],
];
const LOAN_IN = phrases(
  'LOAN PROCEEDS;LOAN DISB;LOAN DISBURSEMENT;CASH ADVANCE;ADVANCE FROM;LOAN FUNDING;EARNIN;DAVE INC ADVANCE;BRIGIT;MONEYLION INSTACASH',
);

const P2P = phrases(
  'VENMO;ZELLE;CASH APP;CASHAPP;SQUARE CASH;SQ CASH;APPLE CASH;PAYPAL TRANSFER;PAYPAL INST XFER;PAYPAL INSTANT;GOOGLE PAY SEND;TRANSFERWISE;WISE COM;REMITLY;WESTERN UNION;MONEYGRAM;XOOM',
);
const INVESTMENT = phrases(
  'VANGUARD;FIDELITY;FID BKG;MONEYLINE;SCHWAB;CHARLES SCHWAB;ROBINHOOD;ACORNS;BETTERMENT;WEALTHFRONT;ETRADE;E TRADE;COINBASE;STASH;M1 FINANCE;MERRILL;EDWARD JONES;TD AMERITRADE;WEBULL;SOFI INVEST;STOCKPILE;IRA CONTRIB;401K;TIAA;FUNDRISE;PUBLIC COM;KRAKEN;GEMINI;TREASURYDIRECT;INTERACTIVE BROKERS;ELLEVEST;TRANSAMERICA 401',
);
const OWN_TRANSFER = phrases(
  'ONLINE TRANSFER;TRANSFER TO;TRANSFER FROM;XFER;INTERNET TRANSFER;ONLINE BANKING TRANSFER;FUNDS TRANSFER;BOOK TRANSFER;WIRE TRANSFER;WIRE TYPE;INCOMING WIRE;OUTGOING WIRE;WT FED;WIRE TRANS SVC;WIRE TRANS;WIRE IN;WIRE OUT;FED WIRE;ACCOUNT TRANSFER;INTERNAL TRANSFER;MOBILE TRANSFER;TRANSFER;WITHDRAWAL TO;DEPOSIT FROM;TFR;TRNSFR;EXTERNAL TRANSFER;ACH TRANSFER;INST XFER;RECURRING TRANSFER;AUTOMATIC TRANSFER;AUTO TRANSFER;OVERDRAFT TRANSFER;SWEEP',
);
// A credit union's savings account is a share ("TRANSFER TO SHARE 01").
const SAVINGS = phrases(
  'SAV;SAVINGS;SAVING;SAVE;HIGH YIELD;HYSA;MMA;MONEY MARKET;KEEP THE CHANGE;SHARE;SHARES',
);
const ATM = phrases(
  'ATM;ATM WITHDRAWAL;ATM WD;ATM CASH;CASH WITHDRAWAL;WITHDRAWAL;WITHDRWL;WITHDRAW;TELLER WITHDRAWAL;CASH WD;BRANCH WITHDRAWAL',
);
// Cash for certain, whatever else the text says.
const CASH = phrases(
  'ATM;ATM WITHDRAWAL;ATM WD;ATM CASH;CASH WITHDRAWAL;TELLER WITHDRAWAL;CASH WD;BRANCH WITHDRAWAL',
);
// A payment rail: "Withdrawal ACH ...", "ACH WITHDRAWAL ...", "Withdrawal POS #..." and "ACH DEPOSIT ..." name the
// direction of a payment to or from a company (credit unions print it first), not cash or a cheque paid in.
// "EXTERNAL WITHDRAWAL <company> - <entry>" and "Electronic Deposit <company> - PAYROLL" are ACH by other words.
const RAIL = phrases(
  'ACH;POS;DEBIT CARD;DBT CRD;CARD PURCHASE;PURCHASE;PPD;CCD;WEB;EXTERNAL WITHDRAWAL;EXTERNAL DEPOSIT;ELECTRONIC WITHDRAWAL;ELECTRONIC DEPOSIT',
);
const DEPOSIT = phrases(
  'DEPOSIT;MOBILE DEPOSIT;REMOTE DEPOSIT;ATM DEPOSIT;BRANCH DEPOSIT;CHECK DEPOSIT;CASH DEPOSIT;COUNTER DEPOSIT;EDEPOSIT;DEPOSIT ID;MOBILE CHECK DEPOSIT;TELLER DEPOSIT;DEP',
);
const CHECK = phrases('CHECK;CHECK PAID;CHK;CHECK NO;CHECK NUMBER;SHARE DRAFT;DRAFT');

const CARD_WORDS = phrases('CARD;VISA;MASTERCARD');
const INVESTMENT_INCOME = phrases('DIVIDEND;DIVIDENDS;INTEREST');
const FEE_WORD = phrases('FEE');
const DIRECT_DEPOSIT = phrases('DIRECT DEPOSIT;DIR DEP;DIRECT DEP');

const move = (detailed: string, reason: string): Movement => ({ category: pfc(detailed), reason });

/** A credit-card payment, seen from the card (money in) or from the paying account (money out). */
export function cardPayment(flat: string, amountCents: number, accountType: string): Movement | null {
  // On a card, money in that is a payment, or a transfer or deposit from another account, pays the card.
  const paysCard = has(flat, CARD_PAYMENT_IN) || has(flat, OWN_TRANSFER) || has(flat, DEPOSIT);
  if (
    accountType === 'credit' &&
    amountCents < 0 &&
    paysCard &&
    !has(flat, REFUND_WORDS) &&
    !has(flat, REWARD_WORDS)
  ) {
    return move(
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      'a payment received on a credit card is money moved, not earnings',
    );
  }
  if (accountType === 'loan' && amountCents < 0 && paysCard && !has(flat, REFUND_WORDS)) {
    return move('LOAN_PAYMENTS_OTHER_PAYMENT', 'a payment received on a loan is money moved, not earnings');
  }
  const toCard = has(flat, OWN_TRANSFER) && flat.includes(' TO ') && has(flat, CARD_WORDS);
  if (
    accountType !== 'credit' &&
    amountCents > 0 &&
    ((has(flat, CARD_ISSUERS) && has(flat, PAYMENT_WORDS)) || toCard || has(flat, THANKED_PAYMENT))
  ) {
    return move(
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      'a payment to a credit card is money moved, not spending',
    );
  }
  return null;
}

/** Transfers between own accounts, P2P, cash in and out, investments, loans: never spending or earnings. */
export function transferMove(flat: string, amountCents: number): Movement | null {
  const into = amountCents < 0;
  if (has(flat, P2P)) {
    return into
      ? move('TRANSFER_IN_ACCOUNT_TRANSFER', 'money received through a payment app is a transfer')
      : move('TRANSFER_OUT_ACCOUNT_TRANSFER', 'money sent through a payment app is a transfer');
  }
  if (has(flat, INVESTMENT) && !has(flat, INVESTMENT_INCOME)) {
    return into
      ? move('TRANSFER_IN_INVESTMENT_AND_RETIREMENT_FUNDS', 'money from an investment account is a transfer')
      : move(
          'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS',
          'money into an investment account is a transfer',
        );
  }
  if (has(flat, OWN_TRANSFER) && !has(flat, FEE_WORD)) {
    if (into) return move('TRANSFER_IN_ACCOUNT_TRANSFER', 'a transfer between accounts is money moved');
    return has(flat, SAVINGS)
      ? move('TRANSFER_OUT_SAVINGS', 'a transfer to savings is money moved')
      : move('TRANSFER_OUT_ACCOUNT_TRANSFER', 'a transfer between accounts is money moved');
  }
  const onRail = has(flat, RAIL);
  const cheque = has(flat, CHECK); // "Withdrawal Check 1207" is a cheque paid, not cash
  if (!into && (has(flat, CASH) || (!onRail && !cheque && has(flat, ATM))) && !has(flat, FEE_WORD)) {
    return move('TRANSFER_OUT_WITHDRAWAL', 'a cash withdrawal is money moved');
  }
  // A credit union's dividend is its savers' interest, paid in as a "Deposit Dividend": earned, not moved.
  if (into && has(flat, DEPOSIT) && !has(flat, DIRECT_DEPOSIT) && !onRail && !has(flat, INVESTMENT_INCOME)) {
    return move('TRANSFER_IN_DEPOSIT', 'a deposit is money moved in');
  }
  if (!into && has(flat, CHECK) && flat.length < 40) {
    return move('TRANSFER_OUT_OTHER_TRANSFER_OUT', 'a paper check leaves the account');
  }
  return null;
}

/** Fees (either sign: a reversal is a negative fee), income by its words (money in), loan payments. */
export function patternMove(flat: string, amountCents: number): Movement | null {
  for (const [list, detailed] of FEES) if (has(flat, list)) return move(detailed, 'the bank charged it');
  if (amountCents < 0) {
    if (has(flat, REFUND_WORDS)) return null;
    for (const [list, detailed] of INCOME_IN)
      if (has(flat, list)) return move(detailed, 'the text says what was earned');
    if (has(flat, LOAN_IN))
      return move('TRANSFER_IN_CASH_ADVANCES_AND_LOANS', 'loan proceeds are borrowed, not earned');
    return null;
  }
  for (const [list, detailed] of LOANS) {
    if (!has(flat, list)) continue;
    // A credit union's own loan names its kind after the number ("LOAN PMT KEESLER FCU AUTO 0009").
    if (detailed === 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT' && namesVehicle(flat)) {
      return move('LOAN_PAYMENTS_CAR_PAYMENT', 'it repays a vehicle loan');
    }
    return move(detailed, 'it repays a loan');
  }
  return null;
}

// "AUTO" as the loan's kind, not "AUTO PAY" / "AUTOPAY" (how it is drawn).
const namesVehicle = (flat: string): boolean =>
  flat.includes(' VEHICLE ') ||
  flat.includes(' CAR ') ||
  (flat.includes(' AUTO ') && !/ AUTO (?:PAY|PYMT|PMT|DEBIT|DRAFT|XFER|TRANSFER) /.test(flat));

export const isRefundText = (flat: string): boolean => has(flat, REFUND_WORDS);
