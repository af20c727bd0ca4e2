/** Household 3 of bank-file-shapes: its accounts, helpers and generator state, shared by its section files. */
import { mmdd } from '../../kit/calendar';
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';

export function setUp(seedOffset: number) {
  const r = createRng(4303 + seedOffset);
  const h = new Household(
    'household-3',
    'Freelance designer, Raleigh NC. Bank of America checking in BofA\'s CSV with its summary block ("DES: ID: ' +
      'INDN: CO ID: PPD/CCD/WEB" ACH text, "CHECKCARD mmdd ... <23-digit ref>", "Zelle payment to ... for \\"...\\"; ' +
      'Conf# ...", "BKOFAMERICA ATM mm/dd #... WITHDRWL"), a Navy Federal Visa as QFX (NAME cut at 32 characters, ' +
      'the rest in MEMO), a Citi Double Cash (Debit/Credit columns, credits negative) and a USAA savings as QIF. ' +
      'A fixed monthly client retainer (income) beside irregular Stripe payouts with the same ACH shape, rent by ' +
      'Zelle to a property manager (a bill, a rise), Duke Energy, Dominion gas and Raleigh water (variable), AT&T ' +
      'Fiber (a rise), BCBS NC health premium (January rises), IRS estimated taxes on the IRS dates (quarterly, ' +
      'variable), federal student loan paused six months, a monthly transfer to USAA savings (both sides), savings ' +
      'interest (income), two card payments (both sides). NFCU card: Figma (a rise), Adobe, ChatGPT, Notion (a ' +
      'rise), Google Workspace (a rise), Midjourney (ended), Dropbox annual, Squarespace annual, Canva annual. ' +
      'Citi: Netflix, Spotify, Crunch dues and its annual fee (subscription), Peloton app, iCloud, Patreon, ' +
      'Headspace annual, T-Mobile. Fees: BofA monthly maintenance, overdraft item fees naming the item, an ' +
      'international transaction fee on the debit card, a non-BofA ATM fee, an incoming wire fee, Citi interest ' +
      '("INTEREST CHARGED TO STANDARD PURCH"), Citi foreign transaction fees on a Lisbon trip, a late fee, an NFCU ' +
      'cash advance fee. Not fees: an overdraft fee refund, ATM withdrawals, USAA interest, the NCDMV service fee, ' +
      'a COFFEE roaster.',
  );
  const chk = h.account('bofa-checking.csv', 'depository', { subtype: 'checking', format: 'boa-checking' });
  const nfcu = h.account('navyfed-visa.qfx', 'credit', { subtype: 'credit card', format: 'ofx-card' });
  const citi = h.account('citi-double-cash.csv', 'credit', { subtype: 'credit card', format: 'citi-card' });
  const usaa = h.account('usaa-savings.qif', 'depository', { subtype: 'savings', format: 'qif-bank' });
  const des = (co: string, what: string, id: string, coId: string, sec: string) =>
    `${co} DES:${what} ID:${id} INDN:NAIR, PRIYA CO ID:${coId} ${sec}`;
  const checkcard = (d: string, text: string) => `CHECKCARD ${mmdd(d)} ${text} 2446${r.digits(19)}`;
  return { r, h, chk, nfcu, citi, usaa, des, checkcard };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Raleigh = ReturnType<typeof setUp>;
