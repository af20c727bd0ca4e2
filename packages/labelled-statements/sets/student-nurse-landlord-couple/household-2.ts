/** Household 2: a nurse in Columbus OH. Navy Federal checking + savings, a Synchrony store card, a Huntington card. */
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';
import { nurseBills } from './household-2-bills';
import { nurseCardSpending } from './household-2-card-spending';
import { nurseCheckingSpending } from './household-2-checking-spending';
import { nursePayAndSavings } from './household-2-pay-and-savings';

export function nurse(): Household {
  const r = createRng(2202);
  const h = new Household(
    'household-2',
    'Nurse, Columbus OH. Navy Federal checking + savings (dividends monthly on both: income series), Synchrony ' +
      'Amazon store card paid by a monthly minimum payment (transfer both sides, variable; February 2026 paid ' +
      'late, still the series line, with a LATE PAYMENT FEE), Huntington card on autopay. Biweekly shift pay ' +
      'varies with overtime (variable, no price changes); two off-cycle bonuses share the payroll description. ' +
      'Biweekly transfer to savings on payday (both sides). Healthy Paws pet insurance steps up each July; ' +
      'Anytime Fitness anchored on the 31st (clamped) with a 3-month freeze (Jun-Aug 2025, one series); Public ' +
      'Storage steps up each April (bill: rent for a unit). Progressive steps up AND down at each 6-month ' +
      'renewal. AEP Ohio debit returned once for NSF and re-presented 3 days later: the re-presented debit is the ' +
      'series line, the NSF fee is a fee. Purchase interest on the store card every month is a fee, never a ' +
      'series. Not fees: Ohio eGov service fee, City of Columbus parking convenience fee, OD fee refund, ' +
      'dividends, ATM withdrawals, COFFEE.',
  );
  const chk = h.account('nfcu-checking.csv', 'depository');
  const sav = h.account('nfcu-savings.csv', 'depository');
  const store = h.account('synchrony-amazon-card.csv', 'credit');
  const card = h.account('huntington-card.csv', 'credit');

  nursePayAndSavings(h, r, chk, sav);
  nurseBills(h, r, chk, store, card);
  nurseCardSpending(h, r, store, card);
  nurseCheckingSpending(h, r, chk);
  return h;
}
