/** Household 1: a graduate student in Ann Arbor MI. Chime checking + savings, a Bilt card (rent), Venmo. */
import { Household } from '../../kit/household';
import { createRng } from '../../kit/random';
import { gradStudentBiltCard } from './household-1-bilt-card';
import { gradStudentPayAndLoan } from './household-1-pay-and-loan';
import { gradStudentSpending } from './household-1-spending';
import { gradStudentVenmo } from './household-1-venmo';

export function gradStudent(): Household {
  const r = createRng(2101);
  const h = new Household(
    'household-1',
    'Graduate student, Ann Arbor MI. Chime checking/savings (POS PURCHASE - mmdd style), Bilt Mastercard (rent is ' +
      'charged to the card), Venmo as its own account. Stipend on the last business day (two off-cycle deposits ' +
      'with the same description are not in the series; fixed pay has no price changes). MOHELA student loan in ' +
      'deferment until June 2026 (one voluntary payment in 2025 is not in the series); repayment started 5 months ' +
      'ago. Spotify student 5.99 converts to 11.99. Card payment: checking side and card side are both transfer ' +
      'series. Chime Save When I Get Paid is a fixed-percent transfer (both sides). Chime savings interest is a ' +
      'monthly income series. Not fees: ATM withdrawals, the library late fee, the landlord late fee charged through ' +
      'Bilt, COFFEE and CHOCOLATE shops. Fees: out-of-network ATM fees, one purchase interest charge, one late ' +
      'payment fee, one returned-deposit chargeback fee (the chargeback of the deposited check itself is principal, ' +
      'not a fee). DoorDash orders beside DashPass, Google Play beside Google One, App Store beside iCloud: one-offs.',
  );
  const chk = h.account('chime-checking.csv', 'depository');
  const sav = h.account('chime-savings.csv', 'depository');
  const card = h.account('bilt-card.csv', 'credit');
  const venmo = h.account('venmo.csv', 'other');

  gradStudentPayAndLoan(h, r, chk, sav);
  gradStudentBiltCard(h, r, chk, card);
  gradStudentSpending(h, r, chk, card);
  gradStudentVenmo(h, r, chk, venmo);
  return h;
}
