/** Household 3: a freelance designer in Denver CO. Bellco credit union checking, SoFi savings, a Discover card. */
import { addDays } from '@tourniquet/domain';
import { mmSlashDd } from '../../kit/calendar';
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';
import { freelancerChecking } from './household-3-checking';
import { freelancerDiscover } from './household-3-discover';
import { freelancerDiscoverSpending } from './household-3-discover-spending';
import { freelancerCheckingExtras } from './household-3-checking-extras';

export function freelancer(): Household {
  const r = createRng(3303);
  const h = new Household(
    'household-3',
    'Freelance designer, Denver CO. Bellco Credit Union checking (credit-union words: "POS PURCHASE", "ACH DEBIT", ' +
      '"SHARE DRAFT", "COURTESY PAY FEE", "INTL SERVICE ASSESSMENT"), SoFi savings, a Discover it card ("DIRECTPAY FULL ' +
      'BALANCE", "INTERNET PAYMENT - THANK YOU"). A fixed monthly client retainer by ACH (income; a second client ' +
      'pays irregular invoices with the same ACH company name: one-offs); Stripe and PayPal payouts are irregular. ' +
      'Rent by Zelle to the landlord on the 1st with a confirmation code (bill, rise in 2026). IRS estimated taxes ' +
      'quarterly on the IRS dates (bill; amounts vary). Bellco auto loan payment (loan). Adobe anchored on the 31st. ' +
      'Figma annual, Squarespace annual with an order id, Fontstand semi-annual through Paddle, 1Password annual ' +
      'through FastSpring (FS *). Google Workspace is per seat: 7.20 -> 14.40 when a second seat was added -> 16.80 ' +
      '(fixed price steps). Notion monthly then switched to annual (two series). Climbing gym frozen three months. ' +
      'Xcel Energy variable; Comcast internet; Mint Mobile prepaid 12 months (annual). Zelle to her own SoFi ' +
      'account and SoFi -> Bellco transfers are irregular (no series); the monthly SoFi "vault" transfer is a ' +
      'series both sides. SoFi interest monthly income. Fees: Bellco courtesy pay (overdraft) fees, an NSF fee, a ' +
      'paper statement fee charged monthly for a year (fees, not a series), foreign ATM fees and the ISA (foreign ' +
      'transaction) fees on a Lisbon trip, an incoming wire fee, Discover interest. Not fees: a courtesy pay refund, ' +
      'Denver Motor Vehicle portal convenience fee, ATM withdrawals, SQ * coffee, chocolate.',
  );
  const chk = h.account('bellco-checking.csv', 'depository');
  const sav = h.account('sofi-savings.csv', 'depository');
  const card = h.account('discover-card.csv', 'credit');
  const pos = (d: string, text: string) => `POS PURCHASE ${mmSlashDd(addDays(d, -r.int(0, 1)))} ${text}`;
  const achDebit = (text: string) => `ACH DEBIT ${text}`;

  freelancerChecking(h, r, chk, sav, card, achDebit);
  freelancerDiscover(h, r, card);
  freelancerDiscoverSpending(h, r, card);
  freelancerCheckingExtras(h, r, chk, pos, achDebit);
  return h;
}
