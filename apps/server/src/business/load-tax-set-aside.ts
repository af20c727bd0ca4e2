import { estimatedTaxPeriods, minIso, scheduleC, taxToSetAside, type IsoDate } from '@tourniquet/domain';
import type { TaxSetAside } from '@tourniquet/domain/contracts';
import type { Db } from '../db/client.ts';
import { businessBookTotals } from '../db/queries/business-books.ts';
import { readTaxRatePercent } from '../db/queries/tax-settings.ts';
import { resolveReportCriteria } from '../reports/report-criteria.ts';
import { bookScope } from './load-business-books.ts';

/** Schedule C's net profit of the user's business rows over a range (every account, or the chosen ones). */
async function netProfit(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
  accountIds: string[] | null,
): Promise<number> {
  if (from > to) return 0;
  const totals = await businessBookTotals(db, { userId, from, to, accountIds });
  return scheduleC(Number(from.slice(0, 4)), totals).netProfitCents;
}

/**
 * Set aside for taxes: the rate times the tax year's net profit to today, and each of the four
 * federal payments as the rate times the profit of the months it covers (months still to come count what
 * has happened so far).
 */
export async function loadTaxSetAside(
  db: Db,
  userId: string,
  year: number,
  today: IsoDate,
  /** The Schedule C's account choice (`accounts=`): another user's id is a 404, as on every report. */
  accounts?: string,
): Promise<TaxSetAside> {
  const criteria = await resolveReportCriteria(
    db,
    userId,
    { period: 'custom', from: `${year}-01-01`, to: `${year}-12-31`, accounts },
    today,
  );
  const { accountIds } = bookScope(userId, criteria);
  const ratePercent = await readTaxRatePercent(db, userId);
  const end = minIso(`${year}-12-31`, today);
  const netProfitYearToDateCents = await netProfit(db, userId, `${year}-01-01`, end, accountIds);
  const payments = [];
  for (const period of estimatedTaxPeriods(year)) {
    const net = await netProfit(db, userId, period.from, minIso(period.to, today), accountIds);
    payments.push({ ...period, netProfitCents: net, amountCents: taxToSetAside(net, ratePercent) });
  }
  return {
    year,
    ratePercent,
    netProfitYearToDateCents,
    setAsideCents: taxToSetAside(netProfitYearToDateCents, ratePercent),
    payments,
  };
}
