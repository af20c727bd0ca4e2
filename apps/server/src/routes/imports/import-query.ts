import { importQuerySchema, type ImportQuery } from '@tourniquet/domain/contracts';
import type { ImportOptions } from '../../import/index.ts';

// The query schema is the API contract (packages/domain/src/contracts/imports.ts); this turns it into
// the parser's options.
export { importQuerySchema };

export function importOptions(query: ImportQuery): ImportOptions {
  const mapping: NonNullable<ImportOptions['mapping']> = {};
  for (const key of ['date', 'description', 'merchant', 'amount', 'debit', 'credit', 'category'] as const) {
    const value = query[key];
    if (value !== undefined) mapping[key] = value;
  }
  return {
    format: query.format ?? 'auto',
    ...(query.amountSign && { amountSign: query.amountSign }),
    ...(query.dateFormat && { dateFormat: query.dateFormat }),
    ...(Object.keys(mapping).length > 0 && { mapping }),
    ...(query.account && { account: query.account }),
    ...(query.decimal && { decimal: query.decimal }),
    preview: query.preview === '1' || query.preview === 'true',
  };
}
