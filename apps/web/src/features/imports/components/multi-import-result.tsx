import { CheckCircle2 } from 'lucide-react';
import type { RoutedResult } from '../hooks/use-multi-import.ts';
import { plural, resultSummary } from '../lib/import-text.ts';
import { RejectedLines } from './rejected-lines.tsx';

/** A multi-account file's import: what went into each account. Each can be undone under Recent imports. */
export function MultiImportResult({ done }: { done: readonly RoutedResult[] }) {
  const imported = done.reduce((sum, r) => sum + r.result.imported, 0);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3 rounded-xl bg-gain-soft p-4">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-gain" aria-hidden />
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-slate-900">
            {plural(imported, 'transaction')} imported into {plural(done.length, 'account')}
          </p>
          <ul aria-label="Accounts imported" className="flex flex-col gap-1 text-slate-700">
            {done.map((r) => (
              <li key={r.result.batchId}>
                <span className="font-medium text-slate-900">{r.from}</span> into {r.into}:{' '}
                {resultSummary(r.result)}
              </li>
            ))}
          </ul>
          <p className="text-slate-700">Each import can be undone from Recent imports.</p>
        </div>
      </div>
      {done.map((r) => (
        <RejectedLines
          key={r.result.batchId}
          lines={r.result.rejected}
          heading={`${r.from}: ${plural(r.result.rejected.length, 'line')} left out`}
        />
      ))}
    </div>
  );
}
