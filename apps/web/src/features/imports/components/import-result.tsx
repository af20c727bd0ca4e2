import { CheckCircle2, Undo2 } from 'lucide-react';
import { plural, resultSummary } from '../lib/import-text.ts';
import { RejectedLines } from './rejected-lines.tsx';
import type { ImportResult } from '@tourniquet/domain/contracts';

/** What the import did: counts, then every rejected line with its number and reason; or that it was undone. */
export function ImportResultView({ result, removed }: { result: ImportResult; removed: number | null }) {
  if (removed !== null) {
    return (
      <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-4">
        <Undo2 className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden />
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-slate-900">Import undone</p>
          <p className="text-slate-700">
            {plural(removed, 'transaction')} removed. Reports, subscriptions and fees no longer count them.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3 rounded-xl bg-gain-soft p-4">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-gain" aria-hidden />
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-slate-900">{resultSummary(result)}</p>
          <p className="text-slate-700">
            {result.imported > 0
              ? 'They are in your transactions and reports now, and subscriptions and fees were checked again.'
              : 'Nothing new was added: every row is already in this account.'}
            {result.skipped > 0 && ` ${plural(result.skipped, 'balance or total line')} left out.`}
          </p>
        </div>
      </div>
      <RejectedLines
        lines={result.rejected}
        heading={`${plural(result.rejected.length, 'line')} could not be read and ${result.rejected.length === 1 ? 'was' : 'were'} left out`}
      />
    </div>
  );
}
