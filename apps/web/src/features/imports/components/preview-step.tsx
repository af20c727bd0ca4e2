import { lazy, Suspense } from 'react';
import { Loader2 } from 'lucide-react';
import type { PreviewState } from '../hooks/use-statement-preview.ts';
import { columnOptions, rawDates } from '../lib/column-options.ts';
import { writeDateAs } from '../lib/date-reading.ts';
import { plural } from '../lib/import-text.ts';
import { ColumnMappingFields } from './column-mapping.tsx';
import { DateFormatChoice } from './date-format-choice.tsx';
import { PreviewTable } from './preview-table.tsx';
import { ReadingNotes } from './reading-notes.tsx';
import { RejectedLines } from './rejected-lines.tsx';
import { SignConventionChoice } from './sign-convention-choice.tsx';
import type { ImportSettings } from '../api/import-settings.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

// Loaded only for a file that has such rows: most never do, and the accounts page carries this dialog.
const ImplausibleRows = lazy(() =>
  import('./implausible-rows.tsx').then((m) => ({ default: m.ImplausibleRows })),
);

const FORMAT_NAMES = { csv: 'CSV', tsv: 'TSV', ofx: 'OFX', qfx: 'QFX (Quicken)', qif: 'QIF' } as const;

/** The user must still say how to read ambiguous dates before importing. */
export function mustChooseDateFormat(state: Pick<PreviewState, 'preview' | 'settings'>): boolean {
  return Boolean(state.preview?.dateFormatAmbiguous) && state.settings.dateFormat === null;
}

/** A file of several accounts imports only once the user has said which one. */
export function mustChooseAccount(state: Pick<PreviewState, 'preview' | 'settings'>): boolean {
  return state.preview?.accountIndex === null && !state.settings.account;
}

/**
 * The preview: the layout the server found (columns, date format, sign convention), each changeable, the
 * first rows as they will be stored, and the lines it could not read. Every change asks the server again.
 */
export function PreviewStep({
  state,
  fileName,
  onChange,
  routed = false,
}: {
  state: PreviewState;
  fileName: string;
  onChange: (settings: ImportSettings) => void;
  /** Each account of a multi-account file is sent somewhere by the dialog (see ReadingNotes). */
  routed?: boolean;
}) {
  const { preview, peek, settings, loading, error } = state;
  if (!preview) {
    return error ? (
      <FormAlert look="box" icon>
        {error}
      </FormAlert>
    ) : (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden />
        Reading {fileName}...
      </p>
    );
  }
  const mapping = settings.mapping ?? preview.mapping;
  // OFX states its dates and signs itself; CSV, TSV and QIF leave both to be read.
  const ofx = preview.format === 'ofx' || preview.format === 'qfx';
  const hasDateChoice = !ofx && (preview.dateFormat !== null || preview.dateFormatCandidates.length > 0);
  const singleAmount = mapping ? mapping.amount !== null : preview.format === 'qif';
  const examples = rawDates(preview, peek);
  const dates =
    examples.length > 0 || !preview.dateFormat
      ? examples
      : preview.rows.map((row) => writeDateAs(row.date, preview.dateFormat!));
  // Several formats fit every date: the question comes first, since the import waits for its answer.
  const askDates = preview.dateFormatCandidates.length > 1;
  const signChoice = singleAmount && !ofx;
  const dateChoice = (
    <DateFormatChoice
      detected={preview.dateFormat}
      candidates={preview.dateFormatCandidates}
      chosen={settings.dateFormat}
      examples={dates}
      mustChoose={mustChooseDateFormat(state)}
      disabled={loading}
      onChange={(dateFormat) => onChange({ ...settings, dateFormat })}
    />
  );
  return (
    <div className="flex flex-col gap-5" aria-busy={loading || undefined}>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{fileName}</span> · {FORMAT_NAMES[preview.format]} ·{' '}
        {plural(preview.totalRows, 'transaction')}
        {preview.skipped > 0 && ` · ${plural(preview.skipped, 'balance or total line')} left out`}
      </p>
      {(preview.alreadyImported ?? 0) > 0 && (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700" data-testid="already-imported">
          {preview.alreadyImported === preview.totalRows
            ? `All ${plural(preview.totalRows, 'transaction')} are already in this account: there is nothing new to import.`
            : `${plural(preview.alreadyImported ?? 0, 'transaction')} of this file ${preview.alreadyImported === 1 ? 'is' : 'are'} already in this account and will be skipped.`}
        </p>
      )}
      {error && (
        <FormAlert look="box" icon>
          {error}
        </FormAlert>
      )}
      {hasDateChoice && askDates && dateChoice}
      {preview.rows.length > 0 ? (
        <PreviewTable rows={preview.rows} totalRows={preview.totalRows} />
      ) : (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          No transactions could be read with these settings. Check how the file is read below.
        </p>
      )}
      {(preview.implausible?.rows.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <ImplausibleRows implausible={preview.implausible} />
        </Suspense>
      )}
      <RejectedLines
        lines={preview.rejected}
        heading={`${plural(preview.rejected.length, 'line')} cannot be read and will be left out`}
      />
      {(mapping ||
        (hasDateChoice && !askDates) ||
        signChoice ||
        ((preview.accounts?.length ?? 0) > 1 && !routed)) && (
        <section className="flex flex-col gap-4 border-t border-slate-100 pt-4">
          <div>
            <h4 className="text-base font-semibold text-slate-900">How the file is read</h4>
            <p className="text-sm text-slate-600">Change anything that looks wrong: the preview updates.</p>
          </div>
          {mapping && (
            <ColumnMappingFields
              mapping={mapping}
              options={columnOptions(preview, peek)}
              headerLine={preview.headerLine}
              disabled={loading}
              onChange={(next) => onChange({ ...settings, mapping: next })}
            />
          )}
          <ReadingNotes
            preview={preview}
            settings={settings}
            disabled={loading}
            onChange={onChange}
            routed={routed}
          />
          {hasDateChoice && !askDates && dateChoice}
          {signChoice && (
            <SignConventionChoice
              value={settings.amountSign ?? preview.amountSign}
              assumed={settings.amountSign === null && preview.amountSignSource === 'default'}
              disabled={loading}
              onChange={(amountSign) => onChange({ ...settings, amountSign })}
            />
          )}
        </section>
      )}
    </div>
  );
}
