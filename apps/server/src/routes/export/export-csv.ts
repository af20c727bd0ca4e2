import {
  categoryDisplayName,
  centsToDecimalString,
  csvTextCell,
  goalCategoryLabel,
  goalsCsv,
  rowCategoryGroupLabel,
  rowCategoryLabel,
  type PersonalCategory,
} from '@tourniquet/domain';
import type {
  ExportAccount,
  ExportGoal,
  ExportImport,
  ExportProfile,
  ExportRecurringDecision,
  ExportTransaction,
} from '../../db/queries/export.ts';

/**
 * The CSV files of "Download my data", RFC 4180 with CRLF line ends. Text cells go through csvTextCell, which
 * neutralises spreadsheet formulas (a leading = + - @, their fullwidth forms, tab or CR); numbers and dates
 * we produce ourselves are written raw, so an amount of -12.34 stays a number.
 */

type Cell = string;
const line = (cells: readonly Cell[]) => `${cells.join(',')}\r\n`;
const text = (value: string | null | undefined) => csvTextCell(value);
const money = (cents: number | null) => (cents === null ? '' : centsToDecimalString(cents));
const flag = (value: boolean) => (value ? 'Yes' : 'No');
const time = (value: Date | null) => (value ? value.toISOString() : '');
const day = (value: Date) => value.toISOString().slice(0, 10);

/**
 * The first five columns are the import's own headers, so the file goes back in with no mapping: dates
 * YYYY-MM-DD and Amount in a bank's convention (negative = money out). "Debit/Credit" pins each row's
 * direction for the importer whatever the descriptions say, and Status keeps pending rows pending.
 * Category is the row's one category by its friendly PFC label ("Groceries"), Category Group its primary's
 * ("Food & Drink"); both empty for a row with none, so it goes back in uncategorised.
 * Split Parts is how many parts a split row has in splits.csv (empty when it is not split): the row
 * stays one line here with its whole amount, so the file still re-imports to the same totals.
 * Business Use is Business or Personal as the books count the row (its own choice, else its account's),
 * Business Category its business category's label ("Office Supplies", "Service Sales"), empty when none.
 */
export const TRANSACTIONS_HEADER = [
  'Date',
  'Description',
  'Merchant',
  'Amount',
  'Category',
  'Account',
  'Debit/Credit',
  'Status',
  'Id',
  'Category Group',
  'Split Parts',
  'Business Use',
  'Business Category',
] as const;

/** A page of transactions with the name of each one's account (as the accounts file has it). */
export type NamedTransaction = ExportTransaction & { accountName: string };

const personalCategoryOf = (t: NamedTransaction): PersonalCategory | null =>
  t.personalPrimary && t.personalDetailed
    ? { primary: t.personalPrimary, detailed: t.personalDetailed }
    : null;

export function transactionLines(rows: readonly NamedTransaction[]): string {
  return rows
    .map((t) => {
      const category = personalCategoryOf(t);
      return line([
        t.date,
        text(t.description),
        text(t.merchantName),
        // Stored as positive = money out; a bank's file says money out with a minus sign.
        money(-t.amountCents),
        text(category ? rowCategoryLabel(category) : ''),
        text(t.accountName),
        t.amountCents > 0 ? 'Debit' : t.amountCents < 0 ? 'Credit' : '',
        t.pending ? 'Pending' : 'Posted',
        t.id,
        text(category ? rowCategoryGroupLabel(category) : ''),
        t.parts > 0 ? String(t.parts) : '',
        t.businessUse === 'business' ? 'Business' : 'Personal',
        text(t.businessCategory ? categoryDisplayName(t.businessCategory) : ''),
      ]);
    })
    .join('');
}

export const ACCOUNTS_HEADER = [
  'Name',
  'Institution',
  'Mask',
  'Type',
  'Subtype',
  'Kind',
  'Personal or Business',
  'Category',
  'Current Balance',
  'Available Balance',
  'Balance Refreshed',
  'Manual',
  'Id',
] as const;

export function accountsCsv(rows: readonly ExportAccount[]): string {
  return (
    line([...ACCOUNTS_HEADER]) +
    rows
      .map((a) =>
        line([
          text(a.name),
          text(a.institutionName),
          text(a.mask),
          text(a.accountType),
          text(a.accountSubtype),
          text(a.accountTypeCustom),
          text(a.businessPersonal),
          text(a.accountCategory),
          // An account that is not linked has no balance until a statement or the user gives one, and never an
          // available balance (only a bank says what may be spent): both are blanks, not 0.00.
          money(a.isManual && a.balanceSource === null ? null : a.balanceCurrentCents),
          money(a.isManual ? null : a.balanceAvailableCents),
          time(a.balanceLastRefreshed),
          flag(a.isManual),
          text(a.id),
        ]),
      )
      .join('')
  );
}

/** The money-goals CSV of the goals screen (same columns), so both exports read alike. */
export function goalsCsvFile(rows: readonly ExportGoal[]): string {
  return goalsCsv(
    rows.map((g) => ({
      goalType: g.goalType,
      category: goalCategoryLabel(g.category),
      targetAmountCents: g.amountCents,
      createdDate: day(g.createdAt),
      lastUpdated: day(g.updatedAt),
    })),
  );
}

export const RECURRING_DECISIONS_HEADER = [
  'Name',
  'Merchant',
  'Decision',
  'Decided At',
  'Last Charge Date',
  'Stream Key',
  'Transaction Ids',
] as const;

const DECISION_LABELS = { dismissed: 'Not recurring', cancelled: 'Cancelled' } as const;

export function recurringDecisionsCsv(rows: readonly ExportRecurringDecision[]): string {
  return (
    line([...RECURRING_DECISIONS_HEADER]) +
    rows
      .map((d) =>
        line([
          text(d.name),
          text(d.merchant),
          DECISION_LABELS[d.status],
          time(d.decidedAt),
          d.lastChargeDate ?? '',
          text(d.streamKey),
          text(d.transactionIds.join(' ')),
        ]),
      )
      .join('')
  );
}

export const PROFILE_HEADER = [
  'Email',
  'Name',
  'Display Name',
  'Phone',
  'SMS Consent',
  'Street Address',
  'City',
  'State',
  'Postal Code',
  'Country',
  'Company',
  'Job Title',
  'Bio',
  'Email Verified',
  'Two-Factor Enabled',
  'Member Since',
] as const;

function profileName(p: ExportProfile): string | null {
  const given = p.displayName?.trim();
  if (given) return given;
  return p.name && p.name.trim().toLowerCase() !== p.email.toLowerCase() ? p.name : null;
}

export function profileCsv(p: ExportProfile): string {
  return (
    line([...PROFILE_HEADER]) +
    line([
      text(p.email),
      // The sign-up's name is the e-mail address when none was given: the name is the one of the profile.
      text(profileName(p)),
      text(p.displayName),
      text(p.phone),
      flag(p.smsOptIn),
      text(p.streetAddress),
      text(p.city),
      text(p.state),
      text(p.postalCode),
      text(p.country),
      text(p.company),
      text(p.jobTitle),
      text(p.bio),
      flag(p.emailVerified),
      flag(p.twoFactorEnabled),
      time(p.memberSince),
    ])
  );
}

export const IMPORTS_HEADER = [
  'Imported At',
  'Account',
  'File Name',
  'Format',
  'Imported',
  'Duplicates',
  'Rejected',
  'Status',
  'Undone At',
  'Batch Id',
] as const;

export function importsCsv(rows: readonly ExportImport[]): string {
  return (
    line([...IMPORTS_HEADER]) +
    rows
      .map((i) =>
        line([
          time(i.createdAt),
          text(i.accountName),
          text(i.fileName),
          text(i.format),
          String(i.imported),
          String(i.duplicates),
          String(i.rejected),
          i.undoneAt ? 'Undone' : 'Imported',
          time(i.undoneAt),
          i.batchId,
        ]),
      )
      .join('')
  );
}
