import { FileText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge, Card, CardHeader } from '../../../components/ui/card.tsx';
import { useImports } from '../api/imports-api.ts';
import { batchCounts, shortDate } from '../lib/import-text.ts';
import { UndoImportDialog, type UndoTarget } from './undo-import-dialog.tsx';
import type { ImportBatch } from '@tourniquet/domain/contracts';

const SHOWN = 5;

/**
 * Recent imports with Undo import, newest first; undone ones stay listed as Undone. Only the account's own
 * when `accountId` is given. Shows nothing until there is an import (the Import buttons say how to start).
 */
export function RecentImports({ accountId }: { accountId?: string }) {
  const imports = useImports();
  const [all, setAll] = useState(false);
  const [undoing, setUndoing] = useState<UndoTarget | null>(null);
  const batches = (imports.data ?? []).filter((b) => accountId === undefined || b.accountId === accountId);
  if (batches.length === 0) return null;
  const shown = all ? batches : batches.slice(0, SHOWN);
  return (
    <Card aria-label="Recent imports" className="flex flex-col">
      <CardHeader className="px-4 pt-4 pb-2" title="Recent imports" />
      <ul className="divide-y divide-slate-100">
        {shown.map((batch) => (
          <ImportRow
            key={batch.batchId}
            batch={batch}
            showAccount={accountId === undefined}
            onUndo={setUndoing}
          />
        ))}
      </ul>
      {batches.length > SHOWN && (
        <button
          type="button"
          className="min-h-11 border-t border-slate-100 text-sm font-semibold text-brand-700 hover:bg-slate-50"
          onClick={() => setAll((a) => !a)}
        >
          {all ? 'Show fewer' : `Show all ${batches.length} imports`}
        </button>
      )}
      <UndoImportDialog target={undoing} onClose={() => setUndoing(null)} />
    </Card>
  );
}

function ImportRow({
  batch,
  showAccount,
  onUndo,
}: {
  batch: ImportBatch;
  showAccount: boolean;
  onUndo: (target: UndoTarget) => void;
}) {
  const name = batch.fileName ?? `${batch.format.toUpperCase()} file`;
  const undone = batch.status === 'undone';
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <FileText className={`size-5 shrink-0 ${undone ? 'text-slate-400' : 'text-brand-700'}`} aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className={`truncate text-sm font-semibold ${undone ? 'text-slate-500' : 'text-slate-900'}`}>
          {name}
        </span>
        <span className="text-xs text-slate-600">
          {showAccount && `${batch.accountName} · `}
          {shortDate(batch.createdAt)}
        </span>
        <span className="text-xs text-slate-600">{batchCounts(batch)}</span>
      </div>
      {undone ? (
        <Badge>Undone</Badge>
      ) : batch.imported === 0 ? (
        // Every row was a duplicate: there is nothing to take back.
        <Badge>Nothing new</Badge>
      ) : (
        <button
          type="button"
          aria-label={`Undo import of ${name}`}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          onClick={() => onUndo({ ...batch, fileName: batch.fileName })}
        >
          <Undo2 className="size-4" aria-hidden />
          Undo import
        </button>
      )}
    </li>
  );
}
