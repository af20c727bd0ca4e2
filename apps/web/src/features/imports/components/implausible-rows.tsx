import { EXTREME_AMOUNT_CENTS, formatDate, formatUsd } from '@tourniquet/domain';
import { AlertTriangle } from 'lucide-react';
import type { ImportPreview } from '@tourniquet/domain/contracts';
import { plural } from '../lib/import-text.ts';

/**
 * Rows of the file dated after today or of an extreme amount: they import as they are (they can be real),
 * but one such row swamps every total it joins, so the user sees them before importing.
 */
export function ImplausibleRows({ implausible }: { implausible: ImportPreview['implausible'] | undefined }) {
  if (!implausible || implausible.rows.length === 0) return null;
  const { futureDated, extremeAmounts, rows } = implausible;
  const parts = [
    futureDated > 0 && `${plural(futureDated, 'row')} dated in the future`,
    extremeAmounts > 0 && `${plural(extremeAmounts, 'row')} of ${formatUsd(EXTREME_AMOUNT_CENTS)} or more`,
  ].filter(Boolean);
  return (
    <section
      aria-label="Rows to check"
      className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3"
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        Check before importing: {parts.join(' and ')}
      </h4>
      <p className="text-sm text-amber-950">
        They will be imported as they are. If one is a mistake, fix the file first.
      </p>
      <ul className="flex flex-col gap-1 text-sm text-amber-950">
        {rows.map((row) => (
          <li key={row.importId} className="break-words">
            Line {row.line}: {formatDate(row.date)} · {row.description} ·{' '}
            {formatUsd(Math.abs(row.amountCents))}
          </li>
        ))}
      </ul>
    </section>
  );
}
