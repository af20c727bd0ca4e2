/**
 * What the business sets (sets/business-*) write besides their rows: the statements in their banks' shapes,
 * the labels, and the Schedule C the labels add up to. The Schedule C is summed here from the labels and the
 * shared schedule-c-lines.csv alone (never the app's books code), so each set's API test compares the server
 * with an independent count.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeBankFile, type BankFormat, type BankRow } from './bank-formats';

/** business category -> Schedule C line and deductible share, read from the shared mapping file. */
function scheduleCMapping(): Map<string, { line: string; share: number }> {
  // The shared mapping file as committed beside the domain's table (a copy of ../shared/data's), read as data.
  const path = fileURLToPath(new URL('../../domain/src/business/schedule-c-lines.csv', import.meta.url));
  const mapping = new Map<string, { line: string; share: number }>();
  for (const text of readFileSync(path, 'utf8').trim().split('\n').slice(1)) {
    const [category, line, , share] = text.split(',');
    mapping.set(category!, { line: line!, share: Number(share) });
  }
  return mapping;
}

// Schedule C's own order: gross receipts, other income, cost of goods sold, then the expense lines.
const order = (l: string) =>
  l === '1'
    ? 0
    : l === '6'
      ? 1
      : l === '4'
        ? 2
        : 3 + parseFloat(l) + (l.endsWith('b') ? 0.2 : l.endsWith('a') ? 0.1 : 0);

/** A labelled business set's row: the bank's row, how it is used, its business category (business rows). */
export interface LabelledBusinessRow extends BankRow {
  use: 'business' | 'personal' | 'moved';
  label: string | null;
}

/**
 * [file name, content] for every file of a business set: each statement in its bank's shape, the labels,
 * and the Schedule C the labels add up to.
 */
export function businessSetFiles(
  statements: [string, BankFormat, LabelledBusinessRow[]][],
  span: { from: string; to: string },
): [string, string][] {
  const mapping = scheduleCMapping();
  const files: [string, string][] = [];
  const labels = [];
  // line -> money spent (or, for lines 1 and 6, money received), in cents.
  const lines = new Map<string, number>();
  for (const [file, format, rows] of statements) {
    files.push([file, writeBankFile(format, rows, span)]);
    for (const r of rows) {
      const line = r.label ? mapping.get(r.label)?.line : undefined;
      if (r.label && !line) throw new Error(`unknown category ${r.label}`);
      const { date, description, cents, use } = r;
      labels.push({ file, date, description, cents, use, category: r.label, line: line ?? null });
      if (line && line !== 'none') {
        lines.set(line, (lines.get(line) ?? 0) + (line === '1' || line === '6' ? cents : -cents));
      }
    }
  }
  files.push(['labels.json', JSON.stringify(labels, null, 1) + '\n']);
  const table = ['line,amount_cents,deductible_cents'];
  for (const [line, cents] of [...lines].sort((a, b) => order(a[0]) - order(b[0]))) {
    const share = [...mapping.values()].find((m) => m.line === line)!.share;
    table.push(`${line},${cents},${Math.sign(cents) * Math.round(Math.abs(cents) * share)}`);
  }
  files.push(['schedule-c-expected.csv', table.join('\n') + '\n']);
  return files;
}
