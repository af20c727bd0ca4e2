export interface QifRecord {
  /** 1-based line of the record's first field. */
  line: number;
  /** First value of each field code: D date, T/U amount, P payee, M memo, L category, N number, C cleared. */
  fields: Map<string, string>;
  /** The !Type of the section it is in, lower-cased: 'bank', 'ccard', 'invst', 'cat'... */
  section: string;
}

/**
 * Splits a QIF file into records (fields up to a "^" line), each tagged with its section. Splits (S, E, $
 * lines) are left out: the record's T is the transaction's total. "!Option"/"!Clear" lines only steer
 * Quicken's account switching.
 */
export function readQifRecords(text: string): QifRecord[] {
  const records: QifRecord[] = [];
  let section = '';
  let current: QifRecord | null = null;
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('!')) {
      if (current) records.push(current);
      current = null;
      const header = sectionOf(line);
      if (header !== null) section = header;
      continue;
    }
    if (line.startsWith('^')) {
      if (current) records.push(current);
      current = null;
      continue;
    }
    current ??= { line: index + 1, fields: new Map(), section };
    const code = line[0]!.toUpperCase();
    if (!current.fields.has(code)) current.fields.set(code, line.slice(1).trim());
  }
  if (current) records.push(current);
  return records;
}

/**
 * "!Type:Bank" -> "bank", "!Account" -> "account", null for other lines. Read by hand: the pattern it replaces,
 * /^!(Type:\s*(.+)|Account)\b/, took cubic time on "!Type:" followed by spaces and no word.
 */
function sectionOf(line: string): string | null {
  if (/^!account\b/i.test(line)) return 'account';
  if (line.slice(0, 6).toLowerCase() !== '!type:') return null;
  let end = line.length;
  while (end > 6 && !/\w/.test(line[end - 1]!)) end -= 1;
  const name = line.slice(6, end).trim().toLowerCase();
  return name === '' ? null : name;
}

/**
 * Quicken's dates: "3/15'25" and "1/ 5' 5" are 2025 and 2005 (the apostrophe marks the 2000s), "3/15'2025" is
 * written by some other tools; "03/15/2025" and "3/15/25" pass as they are.
 */
export function normalizeQifDate(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const quicken = /^(\d{1,2})[/.-](\d{1,2})'(\d{1,2}|\d{4})$/.exec(compact);
  if (quicken) {
    const year = quicken[3]!.length === 4 ? Number(quicken[3]) : 2000 + Number(quicken[3]);
    return `${quicken[1]}/${quicken[2]}/${year}`;
  }
  return compact;
}
