/** Household 1 of bank-file-shapes: its accounts, text helpers and generator state, shared by its section files. */
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';

export function setUp(seedOffset = 0) {
  const r = createRng(4101 + seedOffset);
  const h = new Household(
    'household-1',
    "Teacher and nurse, Columbus OH. Chase checking in Chase's own CSV (newest first, running balance, Type " +
      'codes, padded "PPD ID:" ACH text, "ORIG CO NAME:" payroll text with DESC DATE and TRACE that change every ' +
      'time, "CARD PURCHASE mm/dd ... CARD 4417", "RECURRING CARD PURCHASE", Zelle QUICKPAY). Chase Freedom card ' +
      '(Chase card CSV with Type and Category) and an Amex Blue Cash (charges positive). Semi-monthly teacher pay ' +
      '(fixed, a raise, no price changes) and biweekly hourly nurse pay (variable) with a shift bonus deposited ' +
      'under the payroll text (not in the series). Mortgage (escrow change: labelled price change), AEP electric and ' +
      'Columbia Gas (variable), quarterly city water (variable), Spectrum by debit card, State Farm auto monthly, ' +
      'Nelnet student loan paused four months, a babysitter paid weekly by Zelle in the school year (ended), ' +
      'daycare started in July 2026, two card payments (both sides), a fixed monthly transfer to an outside ' +
      'savings account (one side only). Card: Netflix, Spotify, two Apple series beside App Store one-offs, ' +
      'Planet Fitness dues beside its annual fee (a subscription, not a fee), Disney+ cancelled three months and ' +
      'back at a new price, Paramount+ via PayPal, Costco membership annual beside Costco shopping, HelloFresh ' +
      'weekly (ended), Amazon Prime annual beside Amazon orders. Amex: AWS (variable), Google One, Adobe on the ' +
      '31st, SiriusXM quarterly, Verizon, GEICO semi-annual, Kindle Unlimited. Fees: Chase monthly service fee in ' +
      'low months, "INSUFFICIENT FUNDS FEE FOR A $x ITEM - DETAILS: <the bill\'s ACH text>", "OVERDRAFT FEE FOR A $x ' +
      'CARD PURCHASE - DETAILS: ...", non-Chase ATM fees, a stop payment fee, "FOREIGN EXCH RT ADJ FEE" on a ' +
      'Toronto trip, card purchase interest, a card late fee and foreign transaction fees, the Amex annual fee. Not ' +
      'fees: service fee reversals, ATM withdrawals, COFFEE shops, the BMV portal fee, Planet Fitness annual fee.',
  );
  const chk = h.account('chase-checking.csv', 'depository', {
    subtype: 'checking',
    format: 'chase-checking',
  });
  const card = h.account('chase-freedom.csv', 'credit', { subtype: 'credit card', format: 'chase-card' });
  const amex = h.account('amex-blue-cash.csv', 'credit', {
    subtype: 'credit card',
    format: 'amex',
    query: {
      amountSign: 'positive-out',
    },
  });
  const pad = (name: string, width = 16) => name.slice(0, width).padEnd(width);
  const ppd = (co: string, descr: string, id: string, sec = 'PPD') =>
    `${pad(co)} ${pad(descr, 10)}                 ${sec} ID: ${id}`;
  const cardBuy = (d: string, text: string) =>
    `CARD PURCHASE ${d.slice(5, 7)}/${d.slice(8, 10)} ${text} CARD 4417`;
  return { r, h, chk, card, amex, ppd, cardBuy };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Columbus = ReturnType<typeof setUp>;
