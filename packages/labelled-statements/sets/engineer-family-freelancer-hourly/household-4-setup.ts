/** Household 4 of engineer-family-freelancer-hourly: its accounts, helpers and generator state, shared by its section files. */
import { addDays } from '@tourniquet/domain';
import { mmSlashDd } from '../../kit/calendar';
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';

export function setUp() {
  const r = createRng(3404);
  const h = new Household(
    'household-4',
    'Single parent, Buffalo NY. M&T checking (M&T words: "ACH ... DEBIT", "POS DEBIT ... mmdd", "RECURRING PAYMENT ' +
      'AUTHORIZED ON mm/dd", "OVERDRAFT PAID FEE"), a Capital One Quicksilver card that carries a balance (monthly ' +
      'interest charges are fees, never a series), Cash App as its own account (type other). Weekly hourly pay on ' +
      'Fridays (variable, income) with a 5-week layoff in January 2026 (one series). A child survivor benefit from ' +
      'SSA on the 3rd (fixed with a COLA rise, income, no price changes). Rent on the 1st by ACH to the property ' +
      'manager (bill, one rise); a late month paid on the 9th stays in the series. National Grid gas/electric is ' +
      'variable. Cricket Wireless bill. Capital One autopay is the minimum payment (variable; both sides transfer). ' +
      'Affirm loan for a laptop, 12 monthly payments (loan, ended). Xbox Game Pass rises; Crunchyroll declined two ' +
      'months and ended; Netflix with ads through the debit card (RECURRING PAYMENT AUTHORIZED ON wording). Cash App ' +
      'card pays Roblox (irregular, not a series) and a monthly Paramount+ that ended. Cash App "Cash Out" to M&T is ' +
      'irregular. Cash App instant deposit fees are fees (other). Fees: overdraft paid fees, a returned item fee, ' +
      'non-M&T ATM fees, a monthly maintenance fee, Capital One interest and past-due fees. Not fees: an overdraft ' +
      'fee reversal, ATM withdrawals, the NYS DMV portal fee, Tim Hortons COFFEE.',
  );
  const chk = h.account('mt-checking.csv', 'depository');
  const card = h.account('capital-one-card.csv', 'credit');
  const cash = h.account('cash-app.csv', 'other');
  const posDebit = (d: string, text: string) =>
    `POS DEBIT ${text} ${mmSlashDd(addDays(d, -r.int(0, 2))).replace('/', '')}`;
  const recurring = (d: string, text: string) =>
    `RECURRING PAYMENT AUTHORIZED ON ${mmSlashDd(addDays(d, -r.int(1, 2)))} ${text} S${r.digits(15)} CARD 7781`;
  return { r, h, chk, card, cash, posDebit, recurring };
}

/** What each of this household's files is handed: the generator, the household, its accounts, helpers. */
export type Buffalo = ReturnType<typeof setUp>;
