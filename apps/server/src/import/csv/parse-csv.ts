import { finishDrafts, type DraftRow } from '../draft-row.ts';
import type { DetectedFormat } from '../detect-format.ts';
import type { ImportOptions, ParsedStatement, ProgressListener, TextEncoding } from '../types.ts';
import { detectLayout } from './detect-layout.ts';
import {
  offsetOfLine,
  readRecords,
  tsvIsQuoted,
  type CsvRecord,
  type CsvRecordError,
} from './read-records.ts';
import { CsvRowCollector } from './row-collector.ts';
import { amountsAreUnsigned, inferAmountSign } from './sign-convention.ts';

/** Records read before deciding on the header: enough for any bank's summary block above it. */
const SAMPLE_RECORDS = 50;
const SAMPLE_LINES = 200;

export async function parseCsv(
  text: string,
  detected: DetectedFormat & { delimiter: string },
  encoding: TextEncoding,
  options: ImportOptions,
  onProgress?: ProgressListener,
): Promise<ParsedStatement> {
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
  const collector = new CsvRowCollector(layout, onProgress);
  // The data is read again from its first line on, in a parser of its own (see readRecords).
  const data = text.slice(offsetOfLine(text, layout.dataLine));
  for await (const record of readRecords(data, detected.delimiter, layout.dataLine, quoted)) {
    collector.add(record);
  }

  dropDirectionCategories(collector.drafts);
  const dates = collector.dates.resolve(options.dateFormat);
  const inferred = options.amountSign ? null : inferAmountSign(collector.drafts, layout.headers);
  const amountSign = options.amountSign ?? inferred ?? 'positive-in';
  // Unsigned amounts with a debit/credit type column (Mint) carry their direction in that column; a sign
  // convention the user chose still wins.
  const directionFromType = options.amountSign === undefined && amountsAreUnsigned(collector.drafts);
  // Debit/Credit columns say the direction by where the number sits: no sign convention is assumed there.
  const signedByColumns = layout.columns.mapping.amount === null;
  const { rows, rejected } = finishDrafts(collector.drafts, dates, { amountSign, directionFromType });
  onProgress?.(rows.length + rejected.length + collector.rejected.length);

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
    amountSignSource: options.amountSign
      ? 'given'
      : inferred !== null || directionFromType || signedByColumns
        ? 'detected'
        : 'default',
    rows,
    rejected: [...collector.rejected, ...rejected].sort((a, b) => a.line - b.line),
    skipped: collector.skipped,
  };
}

/** Barclays writes DEBIT/CREDIT in its Category column: that says the direction, not a category. */
function dropDirectionCategories(drafts: DraftRow[]): void {
  const categories = drafts.map((draft) => draft.category).filter((category) => category !== null);
  if (categories.length === 0 || !categories.every((category) => /^(debit|credit)$/i.test(category))) return;
  for (const draft of drafts) draft.category = null;
}
