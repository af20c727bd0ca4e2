/** Household 2: a family in Parma OH. KeyBank checking + savings, her Citizens checking, a Barclays card. */
import { addDays } from '@tourniquet/domain';
import { mmSlashDd } from '../../kit/calendar';
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';
import { familyIncomeAndBills } from './household-2-income-bills';
import { familyBarclays } from './household-2-barclays';
import { familyBarclaysSpending } from './household-2-barclays-spending';
import { familyKeybankExtras } from './household-2-keybank-extras';
import { familyCitizens } from './household-2-citizens';

export function family(): Household {
  const r = createRng(3202);
  const h = new Household(
    'household-2',
    'Family of four, Parma OH. KeyBank joint checking and savings (BoA-like ACH fields: "DES: ID: INDN: CO ID: PPD/WEB", ' +
      'debit lines "CHECKCARD mmdd ..."), her Citizens checking ("DBT PURCHASE - nnnnnn ..."), a Barclays View card. His ' +
      'salary is semi-monthly (15th and last business day; fixed with a raise, no price changes). Her pay is hourly and ' +
      'biweekly (variable) into Citizens; each month she sends a fixed 600 to the joint account by Zelle: transfer, ' +
      'both sides. Mortgage with an escrow change (loan, fixed, price change). Huntington auto loan paid off in ' +
      'March 2026 (ended). Dominion gas and Illuminating Co electric are variable; Cleveland water is quarterly ' +
      'and variable. Spectrum steps up twice. State Farm auto is semi-annual (fixed, one rise). Bright Horizons ' +
      'daycare weekly, ended August 2025. Planet Fitness: monthly dues and a separate "ANNUAL FEE" each February ' +
      '(two series; the gym annual fee is a membership charge, not a bank fee). Costco membership annual. Quarterly ' +
      'pest control. Disney+ on the card was declined in two months (no line) and continued. Fees: KeyBank ' +
      'maintenance fee in low-balance months, overdraft item fees, a returned-item (NSF) fee with its returned debit, ' +
      'non-KeyBank ATM fees, a stop-payment charge, an outgoing wire fee, Barclays interest and a late fee. Not ' +
      'fees: an overdraft fee refund, ATM withdrawals, the Ohio BMV online service fee, COFFEE, CHOCOLATE.',
  );
  const chk = h.account('keybank-checking.csv', 'depository');
  const sav = h.account('keybank-savings.csv', 'depository');
  const cit = h.account('citizens-checking.csv', 'depository');
  const card = h.account('barclays-card.csv', 'credit');
  const ach = (co: string, des: string, d: string, kind = 'PPD') =>
    `${co} DES:${des} ID:${r.alnum(r.int(6, 11))} INDN:ANDREW KOWALSKI CO ID:${r.digits(10)} ${kind}`;
  const checkcard = (d: string, text: string) =>
    `CHECKCARD ${mmSlashDd(addDays(d, -r.int(0, 2))).replace('/', '')} ${text} ${r.digits(23)}`;
  const dbt = (text: string) => `DBT PURCHASE - ${r.digits(6)} ${text}`;

  familyIncomeAndBills(h, r, chk, sav, cit, card, ach);
  familyBarclays(h, r, card);
  familyBarclaysSpending(h, r, card);
  familyKeybankExtras(h, r, chk, sav, ach, checkcard);
  familyCitizens(h, r, cit, dbt);
  return h;
}
