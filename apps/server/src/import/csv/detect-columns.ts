import type { ColumnMapping } from '../types.ts';
import { HEADER_NAMES, normalizeHeader, type HeaderRole } from './header-names.ts';

/** A ColumnMapping whose date may still be missing, plus the columns that steer sign and pending. */
export interface HeaderColumns {
  mapping: Omit<ColumnMapping, 'date'> & { date: number | null };
  /** DEBIT/CREDIT, Sale/Return...: used to find the sign convention, or the sign itself for unsigned amounts. */
  type: number | null;
  /** "Pending"/"Posted". */
  status: number | null;
  /** The other date column (Chase's Transaction Date beside Post Date): used when the chosen one is empty. */
  fallbackDate: number | null;
  /** Business Use and Business Category (the data download's): left out when the header names neither. */
  business?: { use: number | null; category: number | null };
}

/** Reads the roles of a header row by name. Each column serves one role; earlier roles choose first. */
export function columnsFromHeader(cells: string[]): HeaderColumns {
  const names = cells.map(normalizeHeader);
  const taken = new Set<number>();
  const find = (role: HeaderRole): number | null => {
    for (const synonym of HEADER_NAMES[role]) {
      const index = names.findIndex((name, i) => name === synonym && !taken.has(i));
      if (index >= 0) {
        taken.add(index);
        return index;
      }
    }
    return null;
  };

  const date = find('date');
  const fallbackDate = find('date');
  let amount = find('amount');
  const debit = find('debit');
  const credit = find('credit');
  if (amount === null && debit === null && credit === null) amount = findLooseAmount(names, taken);
  const description = find('description');
  const merchant = find('merchant');
  const category = find('category');
  const type = find('type');
  const status = find('status');
  const businessUse = find('businessUse');
  const businessCategory = find('businessCategory');
  // A signed amount column says everything; Debit/Credit columns beside it are then left alone.
  const useAmount = amount !== null;
  return {
    mapping: {
      date,
      description,
      merchant,
      amount,
      debit: useAmount ? null : debit,
      credit: useAmount ? null : credit,
      category,
    },
    type,
    status,
    fallbackDate,
    ...(businessUse !== null || businessCategory !== null
      ? { business: { use: businessUse, category: businessCategory } }
      : {}),
  };
}

/** "Amount in USD", "Original Amount": any header that says amount and is not a balance. */
function findLooseAmount(names: string[], taken: Set<number>): number | null {
  const index = names.findIndex(
    (name, i) => !taken.has(i) && /\bamount\b/.test(name) && !/balance/.test(name),
  );
  if (index < 0) return null;
  taken.add(index);
  return index;
}

export function hasDateAndAmount(mapping: HeaderColumns['mapping']): boolean {
  return (
    mapping.date !== null && (mapping.amount !== null || mapping.debit !== null || mapping.credit !== null)
  );
}
