/** Household 4's Cash App: card purchases, Paramount+, Roblox, transfers, cash-outs to M&T and cash-ins. */
import { addDays } from '@tourniquet/domain';
import { dayInMonth, dayOfWeek } from '../../kit/calendar';
import { MONTHS, nextBiz } from '../../kit/household';
import type { Buffalo } from './household-4-setup';

export function addCashApp({ r, h, chk, cash }: Buffalo): void {
  // Cash App: card purchases, Paramount+ monthly (ended), Roblox (irregular), cash-outs and their fees.
  const paramount = h.defineSeries('paramount-plus', cash, 'monthly', 'subscription', true);
  for (const [y, m] of MONTHS) {
    const ym = `${y}-${String(m).padStart(2, '0')}`;
    if (ym >= '2025-01' && ym <= '2025-10')
      h.add(
        cash,
        dayInMonth(y, m, 15),
        'Cash App Card PARAMOUNT+ 888-274-5343 CA',
        ym < '2025-08' ? -799 : -899,
        {
          merchant: 'Paramount+',
          category: 'Entertainment',
          series: paramount,
        },
      );
  }
  for (let d = '2024-11-26'; d <= '2026-11-20'; d = addDays(d, r.int(2, 16))) {
    const kind = r.int(0, 5);
    if (kind <= 1)
      h.add(cash, d, 'Cash App Card ROBLOX.COM 888-858-2569 CA', -r.pick([499, 999, 999, 1999]), {
        merchant: 'Roblox',
        category: 'Entertainment',
      });
    else if (kind === 2)
      h.add(
        cash,
        d,
        `Received from $${r.pick(['KeishaB', 'Tmoney716', 'auntdee'])}`,
        r.centsFromDollars(20, 150),
        {
          category: 'Transfer',
        },
      );
    else if (kind === 3)
      h.add(
        cash,
        d,
        `Sent to $${r.pick(['KeishaB', 'Tmoney716', 'MarcoP', 'sitter-jas'])}`,
        -r.centsFromDollars(15, 120),
        { category: 'Transfer' },
      );
    else {
      const c = r.centsFromDollars(40, 300);
      const instant = r.chance(0.4);
      h.add(cash, d, instant ? 'Instant Cash Out to M&T BANK' : 'Standard Cash Out to M&T BANK', -c, {
        category: 'Transfer',
      });
      if (instant)
        h.add(cash, d, 'Instant Deposit Fee', -Math.max(50, Math.round(c * 0.0175)), {
          category: '',
          fee: 'other',
        });
      const landing = instant ? d : nextBiz(addDays(d, dayOfWeek(d) === 5 ? 3 : 1));
      h.add(chk, landing, `ACH CREDIT CASH APP*CASH OUT ${r.digits(9)}`, c, {
        merchant: 'Cash App',
        category: 'Transfer',
      });
    }
  }
  for (let d = '2024-12-02'; d <= '2026-11-20'; d = addDays(d, r.int(20, 45))) {
    const c = r.centsFromDollars(50, 200);
    h.add(chk, d, `ACH DEBIT CASH APP*ADD CASH ${r.digits(9)}`, -c, {
      merchant: 'Cash App',
      category: 'Transfer',
    });
    h.add(cash, d, 'Cash in from M&T BANK', c, { category: 'Transfer' });
  }
}
