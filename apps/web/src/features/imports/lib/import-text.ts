import type { ImportBatch, ImportResult } from '@tourniquet/domain/contracts';

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "32 transactions imported, 3 skipped as duplicates". */
export function resultSummary(result: Pick<ImportResult, 'imported' | 'duplicates'>): string {
  return `${plural(result.imported, 'transaction')} imported, ${result.duplicates.toLocaleString('en-US')} skipped as duplicates`;
}

/** One line for an import in the Recent imports list: "32 imported · 3 duplicates · 1 rejected". */
export function batchCounts(batch: Pick<ImportBatch, 'imported' | 'duplicates' | 'rejectedCount'>): string {
  const parts = [`${batch.imported.toLocaleString('en-US')} imported`];
  if (batch.duplicates > 0) parts.push(plural(batch.duplicates, 'duplicate'));
  if (batch.rejectedCount > 0) parts.push(`${batch.rejectedCount.toLocaleString('en-US')} rejected`);
  return parts.join(' · ');
}

/** A timestamp as the spec shows dates: "Nov 21, 2026" (the user's own calendar day). */
export function shortDate(timestamp: string): string {
  return new Date(timestamp).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['.csv', '.tsv', '.txt', '.ofx', '.qfx', '.qif'] as const;

/** Why a chosen file cannot be sent, or null. The server checks again; this saves a 10 MB upload. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    return `${file.name} is not a statement file. Choose a CSV, TSV, OFX, QFX or QIF file from your bank.`;
  }
  if (file.size === 0) return `${file.name} is empty. Choose a statement file to import.`;
  if (file.size > MAX_FILE_BYTES) {
    return `${file.name} is larger than the 10 MB limit. Split it into smaller date ranges.`;
  }
  return null;
}

/** The kinds of account a statement can come from, as Plaid types them, so reports treat them right. */
export const ACCOUNT_KINDS = [
  { key: 'checking', label: 'Checking', type: 'depository', subtype: 'checking' },
  { key: 'savings', label: 'Savings', type: 'depository', subtype: 'savings' },
  { key: 'credit-card', label: 'Credit card', type: 'credit', subtype: 'credit card' },
  { key: 'loan', label: 'Loan', type: 'loan', subtype: undefined },
  { key: 'investment', label: 'Investment', type: 'investment', subtype: 'brokerage' },
] as const;
export type AccountKindKey = (typeof ACCOUNT_KINDS)[number]['key'];
