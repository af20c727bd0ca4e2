/** Household 2 of bank-file-shapes: its accounts, text helpers and generator state, shared by its section files. */
import { mmSlashDd, yymmdd } from '../../kit/calendar';
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';

// A careful tool maps Wells Fargo's header-less columns by position.
const WELLS_QUERY = { date: '0', amount: '1', description: '4' };

export function setUp(seedOffset = 0) {
  const r = createRng(4202 + seedOffset);
  const h = new Household(
    'household-2',
    "Family of four, Tampa FL. Wells Fargo checking and savings in Wells Fargo's header-less CSV (newest first; " +
      'ACH text "<CO NAME> <DESCR> <YYMMDD> <ID> <NAME>", "PURCHASE AUTHORIZED ON mm/dd ... S<15 digits> CARD 0912", ' +
      '"RECURRING PAYMENT AUTHORIZED ON mm/dd ...", "ZELLE TO ... ON mm/dd REF # ...", "ONLINE TRANSFER ... REF ' +
      '#IB... ON mm/dd/yy", checks with a check number). Capital One Quicksilver (Debit/Credit columns) and Discover ' +
      'it (charges positive). Biweekly hospital pay (fixed, a raise) and semi-monthly county pay (fixed), one ' +
      'expense reimbursement under the payroll text. Mr. Cooper mortgage, TECO electric and Tampa water ' +
      "(variable), Frontier internet (price rise), homeowner's insurance annual, HOA dues quarterly by paper check " +
      '(only "CHECK # nnnn" in the text), Netflix and YouTube TV on the debit card, a house cleaner paid every two ' +
      'weeks by Zelle (price rise), a lawn service biweekly on Discover, Way2Save transfer (both sides) and savings ' +
      'interest (monthly income, cents), two card payments on both sides. Cards: Hulu, Max (price rise), ' +
      'YouTube Premium via Google, SiriusXM, LA Fitness dues and its annual fee (subscription), Progressive monthly, ' +
      'Xfinity Mobile, Spotify, Disney+ via PayPal, Amazon Prime monthly beside Amazon orders, ChatGPT (started ' +
      '2026), Peacock (ended). Fees: Wells monthly service fee, overdraft fees naming the item, a non-Wells ATM fee, ' +
      'a wire service charge, the savings excess-activity fee, Capital One interest and a past-due fee, Discover ' +
      'interest and a late fee. Not fees: "OVERDRAFT PROTECTION FROM SAVINGS" transfers, ATM withdrawals, a fee ' +
      "refund, Discover cashback credits, WAWA COFFEE, the county tax collector's convenience fee.",
  );
  const chk = h.account('wellsfargo-checking.csv', 'depository', {
    subtype: 'checking',
    format: 'wells-fargo',
    query: WELLS_QUERY,
  });
  const sav = h.account('wellsfargo-savings.csv', 'depository', {
    subtype: 'savings',
    format: 'wells-fargo',
    query: WELLS_QUERY,
  });
  const cap = h.account('capitalone-quicksilver.csv', 'credit', {
    subtype: 'credit card',
    format: 'capital-one',
  });
  const disc = h.account('discover-it.csv', 'credit', {
    subtype: 'credit card',
    format: 'discover',
    query: {
      amountSign: 'positive-out',
    },
  });
  const ach = (co: string, descr: string, d: string, id: string) =>
    `${co} ${descr} ${yymmdd(d)} ${id} DANA SMITH`;
  const purchase = (d: string, text: string) =>
    `PURCHASE AUTHORIZED ON ${mmSlashDd(d)} ${text} S${r.digits(15)} CARD 0912`;
  const recurring = (d: string, text: string) =>
    `RECURRING PAYMENT AUTHORIZED ON ${mmSlashDd(d)} ${text} S${r.digits(15)} CARD 0912`;
  return { r, h, chk, sav, cap, disc, ach, purchase, recurring };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Tampa = ReturnType<typeof setUp>;
