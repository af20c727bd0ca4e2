import {
  categoryDisplayName,
  centsToDecimalString,
  csvTextCell,
  effectiveBusinessUse,
  rowCategoryGroupLabel,
  rowCategoryLabel,
} from '@tourniquet/domain';
import type { ExportAccount } from '../../db/queries/export.ts';
import type { ExportSplitPart } from '../../db/queries/export-splits.ts';

/**
 * splits.csv of "Download my data": one line per part of a split row, so the download carries
 * what the reports count. transactions.csv keeps one line per row (it goes back in through Import as it
 * is, and a part is not a bank transaction); its Split Parts column says how many lines a row has here,
 * and Transaction Id is that row's Id. Amounts follow transactions.csv's bank sign (negative = money out),
 * and the parts of a row add up to its Transaction Amount to the cent.
 */
export const SPLITS_HEADER = [
  'Transaction Id',
  'Date',
  'Description',
  'Merchant',
  'Transaction Amount',
  'Part',
  'Amount',
  'Category',
  'Category Group',
  'Business or Personal',
  'Business Category',
  'Note',
] as const;

const line = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
// Stored as positive = money out; the file says money out with a minus sign, as transactions.csv does.
const bankMoney = (cents: number) => centsToDecimalString(-cents);

/** Lines of splits.csv for a page of parts; `accounts` gives the business setting a part without its own follows. */
export function splitLines(parts: readonly ExportSplitPart[], accounts: readonly ExportAccount[]): string {
  const accountUse = new Map(accounts.map((a) => [a.id, a.businessPersonal]));
  return parts
    .map((p) => {
      const category =
        p.personalPrimary && p.personalDetailed
          ? { primary: p.personalPrimary, detailed: p.personalDetailed }
          : null;
      return line([
        p.transactionId,
        p.date,
        csvTextCell(p.description),
        csvTextCell(p.merchantName),
        bankMoney(p.transactionAmountCents),
        `${p.position + 1} of ${p.count}`,
        bankMoney(p.amountCents),
        csvTextCell(category ? rowCategoryLabel(category) : ''),
        csvTextCell(category ? rowCategoryGroupLabel(category) : ''),
        // A part without its own choice counts as its account's setting, as in the reports (report-lines.ts).
        effectiveBusinessUse(p.businessUse, accountUse.get(p.accountId) ?? null),
        csvTextCell(p.businessCategory && categoryDisplayName(p.businessCategory)),
        csvTextCell(p.note),
      ]);
    })
    .join('');
}
