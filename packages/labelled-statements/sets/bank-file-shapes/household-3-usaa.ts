/** Household 3's USAA savings (QIF) withdrawals for tax payments, with their checking side. */
import type { Raleigh } from './household-3-setup';

export function addUsaaWithdrawals({ r, h, chk, usaa, des }: Raleigh): void {
  // USAA savings (QIF): withdrawals for tax payments.
  h.add(usaa, '2025-04-11', 'USAA FUNDS TRANSFER DB TO BANK OF AMERICA', -300_000);
  h.add(usaa, '2026-04-10', 'USAA FUNDS TRANSFER DB TO BANK OF AMERICA', -350_000);
  h.add(chk, '2025-04-11', des('USAA FSB', 'TRANSFER', r.digits(8), '1742045112', 'PPD'), 300_000);
  h.add(chk, '2026-04-10', des('USAA FSB', 'TRANSFER', r.digits(8), '1742045112', 'PPD'), 350_000);
}
