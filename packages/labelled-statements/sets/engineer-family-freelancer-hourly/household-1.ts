/** Household 1: a software engineer in Austin TX. Ally checking + savings, an Amex Blue Cash card. */
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';
import { engineerChecking } from './household-1-checking';
import { engineerAmex } from './household-1-amex';
import { engineerAmexSpending } from './household-1-amex-spending';
import { engineerCheckingExtras } from './household-1-checking-extras';

export function engineer(): Household {
  const r = createRng(3101);
  const h = new Household(
    'household-1',
    'Software engineer, Austin TX. Ally checking/savings (Ally words: "ACH Deposit", "ACH Withdrawal", "Internet ' +
      'transfer", "Debit Card Purchase", "Zelle payment"), an Amex Blue Cash Preferred card (Amex words: AplPay ' +
      'prefix, city/state tail, "AUTOPAY PAYMENT RECEIVED - THANK YOU"). Biweekly salary (fixed with a raise, no ' +
      'price changes), plus an RSU/bonus payout and an expense reimbursement with the payroll description (one-offs). ' +
      'Rent by ACH on the 1st (next business day) with a renewal rise. Savings sweep both sides; a Zelle to his own ' +
      'savings is a one-off. Amazon: Prime monthly, Kindle Unlimited and Audible are three series beside Amazon ' +
      'orders. Apple: iCloud 2.99 and Apple One 19.95 -> 21.95 are two series beside App Store one-offs. Netflix ' +
      'taxed by Texas: 17.99 + tax charged 19.47; a tax-rate change moved it to 19.48 (labelled a price change: the ' +
      'charged amount changed). A free-trial then paid VPN (2CO.COM*NORDVPN): the $0.00 trial line is not in the ' +
      'series. DigitalOcean usage-billed monthly (variable). GoDaddy domain annual (DNH*GODADDY with an order id). ' +
      'Peloton app paused four months then resumed. Hulu ended. Fees: Amex foreign transaction fees on a Mexico ' +
      'trip, the Amex annual membership fee (annual_card, never a series), one interest charge, one late fee and ' +
      'its reversal (not a fee). Not fees: ATM withdrawals, Ally ATM fee reimbursements, COFFEE, CHOCOLATE, the ' +
      'TX DPS / Travis County portal service fees.',
  );
  const chk = h.account('ally-checking.csv', 'depository');
  const sav = h.account('ally-savings.csv', 'depository');
  const amex = h.account('amex-card.csv', 'credit');
  const debit = (d: string, text: string) => `Debit Card Purchase - ${text}`;
  const aplpay = (text: string) => (r.chance(0.35) ? `AplPay ${text}` : text);

  engineerChecking(h, r, chk, sav, amex);
  engineerAmex(h, r, amex);
  engineerAmexSpending(h, r, amex, aplpay);
  engineerCheckingExtras(h, r, chk, debit);
  return h;
}
