import type { MappedColumn } from '@tourniquet/domain/contracts';
import type { ImportSettings } from './import-settings.ts';

const MAPPED_COLUMNS: MappedColumn[] = [
  'date',
  'description',
  'merchant',
  'amount',
  'debit',
  'credit',
  'category',
];

/**
 * POST /api/accounts/:id/import (or, for a preview before any account exists, POST
 * /api/accounts/import-preview) with the user's choices: the whole column mapping once they changed it
 * (an index per column, "none" to leave one out), the date format and the sign convention when chosen.
 */
export function importUrl(
  accountId: string | null,
  settings: ImportSettings,
  options: { preview: boolean; fileName: string; accountType?: string },
): string {
  const query = new URLSearchParams();
  if (options.preview) query.set('preview', '1');
  if (settings.mapping) {
    for (const column of MAPPED_COLUMNS) {
      const index = settings.mapping[column];
      query.set(column, index === null ? 'none' : String(index));
    }
  }
  if (settings.dateFormat) query.set('dateFormat', settings.dateFormat);
  if (settings.amountSign) query.set('amountSign', settings.amountSign);
  if (settings.account) query.set('account', settings.account);
  if (settings.decimal) query.set('decimal', settings.decimal);
  if (options.fileName) query.set('fileName', options.fileName.slice(0, 255));
  if (accountId === null) {
    // Only a preview before the account exists takes it: the account's own type decides after that.
    if (options.accountType) query.set('accountType', options.accountType);
    return `/api/accounts/import-preview?${query.toString()}`;
  }
  return `/api/accounts/${encodeURIComponent(accountId)}/import?${query.toString()}`;
}

const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  ofx: 'application/x-ofx',
  qfx: 'application/x-ofx',
  qif: 'application/qif',
};

/** The body's type from the file's extension; the server looks at the content itself either way. */
export function contentTypeFor(fileName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
