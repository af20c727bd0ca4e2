import { finishDrafts, type DraftRow } from '../draft-row.ts';
import type { DetectedFormat } from '../detect-format.ts';
import type { ImportOptions, ParsedStatement, ProgressListener, TextEncoding } from '../types.ts';
import { detectDecimalSeparator } from './decimal-separator.ts';
import { detectLayout, type CsvLayout } from './detect-layout.ts';
import {
  offsetOfLine,
  isRecordError,
  readRecords,
  screenLongLines,
  tsvIsQuoted,
  type CsvRecord,
  type CsvRecordError,
} from './read-records.ts';
import { csvCardReason } from './card-signals.ts';
import { CsvRowCollector } from './row-collector.ts';
import { amountsAreUnsigned, inferAmountSign } from './sign-convention.ts';

/** Records read before deciding on the header: enough for any bank's summary block above it. */
const SAMPLE_RECORDS = 50;
const SAMPLE_LINES = 200;

export async function parseCsv(
  fullText: string,
  detected: DetectedFormat & { delimiter: string },
  encoding: TextEncoding,
  options: ImportOptions,
  onProgress?: ProgressListener,
): Promise<ParsedStatement> {
  const screened = screenLongLines(fullText);
  const text = screened.text;
  const quoted = detected.delimiter !== '\t' || tsvIsQuoted(text);
  const sample: (CsvRecord | CsvRecordError)[] = [];
  // The sample comes from the first lines only: csv-parse reads a whole chunk ahead of what is taken.
  for await (const record of readRecords(
    text.slice(0, offsetOfLine(text, SAMPLE_LINES + 1)),
    detected.delimiter,
    1,
    quoted,
  )) {
    sample.push(record);
    if (sample.length === SAMPLE_RECORDS) break;
  }
  const layout = detectLayout(sample, options.mapping, detected.format.toUpperCase());
  const decimal = decimalOf(sample, layout, options);
  const collector = new CsvRowCollector(layout, decimal.separator, onProgress);
  // Over-long lines above the data (in the sample) were errors there already; below it they are rejected.
  for (const line of screened.rejected) if (line.line >= layout.dataLine) collector.add(line);
  // The data is read again from its first line on, in a parser of its own (see readRecords).
  const data = text.slice(offsetOfLine(text, layout.dataLine));
  for await (const record of readRecords(data, detected.delimiter, layout.dataLine, quoted)) {
    collector.add(record);
  }

  dropDirectionCategories(collector.drafts);
  const dates = collector.dates.resolve(options.dateFormat, decimal.separator === 'comma');
  const inferred = options.amountSign ? null : inferAmountSign(collector.drafts, layout.headers);
  const amountSign = options.amountSign ?? inferred ?? 'positive-in';
  // Unsigned amounts with a debit/credit type column (Mint) carry their direction in that column; a sign
  // convention the user chose still wins.
  const directionFromType = options.amountSign === undefined && amountsAreUnsigned(collector.drafts);
  // Debit/Credit columns say the direction by where the number sits: no sign convention is assumed there.
  const signedByColumns = layout.columns.mapping.amount === null && !layout.directionAssumed;
  const { rows, rejected } = finishDrafts(collector.drafts, dates, { amountSign, directionFromType });
  onProgress?.(rows.length + rejected.length + collector.rejected.length);
  const allRejected = [...collector.rejected, ...rejected].sort((a, b) => a.line - b.line);
  const amountSignSource = options.amountSign
    ? 'given'
    : inferred !== null || directionFromType || signedByColumns
      ? 'detected'
      : 'default';
  const cardStatement = csvCardReason(sample, layout, { amountSign, amountSignSource });

  return {
    format: detected.format,
    encoding,
    headerLine: layout.headerLine,
    headers: layout.headers,
    mapping: layout.columns.mapping,
    dateFormat: dates.format,
    dateFormatAmbiguous: dates.ambiguous,
    dateFormatCandidates: dates.candidates,
    amountSign,
    amountSignSource,
    ...(cardStatement && { cardStatement }),
    rows,
    rejected: allRejected,
    skipped: collector.skipped,
    columnChoices: layout.described.columnChoices,
    dateSource: layout.described.dateSource,
    ...(layout.described.otherDate && { otherDate: layout.described.otherDate }),
    decimalSeparator: decimal.separator,
    decimalSeparatorSource: decimal.source,
    ...accountsOfCsv(collector.accountOfLine, rows, allRejected),
  };
}

/** The query's decimal mark, else the one the sample's amount cells vote for, else the point. */
function decimalOf(sample: (CsvRecord | CsvRecordError)[], layout: CsvLayout, options: ImportOptions) {
  if (options.decimal) return { separator: options.decimal, source: 'given' as const };
  const { amount, debit, credit } = layout.columns.mapping;
  const columns = [amount, debit, credit].filter((column) => column !== null);
  const cells = sample
    .filter((record) => !isRecordError(record) && record.line >= layout.dataLine)
    .flatMap((record) => columns.map((column) => (record as CsvRecord).cells[column] ?? ''));
  const detected = detectDecimalSeparator(cells);
  return detected === null
    ? { separator: 'point' as const, source: 'default' as const }
    : { separator: detected, source: 'detected' as const };
}

/** Several values in an Account Name column (Mint) make several accounts, in order of first appearance. */
function accountsOfCsv(
  accountOfLine: Map<number, string>,
  rows: { line: number }[],
  rejected: { line: number }[],
): Pick<ParsedStatement, 'accountsOfFile'> {
  const names = [...new Set([...accountOfLine.values()].filter((name) => name !== ''))];
  if (names.length < 2) return {};
  const indexOf = new Map(names.map((name, i) => [name, i]));
  const place = (line: number) => indexOf.get(accountOfLine.get(line) ?? '') ?? -1;
  return {
    accountsOfFile: {
      accounts: names.map((name) => ({ name: name.slice(0, 100) })),
      ofRows: rows.map((row) => place(row.line)),
      ofRejected: rejected.map((line) => place(line.line)),
    },
  };
}

/** Barclays writes DEBIT/CREDIT in its Category column: that says the direction, not a category. */
function dropDirectionCategories(drafts: DraftRow[]): void {
  const categories = drafts.map((draft) => draft.category).filter((category) => category !== null);
  if (categories.length === 0 || !categories.every((category) => /^(debit|credit)$/i.test(category))) return;
  for (const draft of drafts) draft.category = null;
}
