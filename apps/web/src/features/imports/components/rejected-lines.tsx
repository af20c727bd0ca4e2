import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { RejectedLine } from '@tourniquet/domain/contracts';

const SHOWN = 5;

/** Lines that could not be read, each with its line number and reason; the rest of the file still goes in. */
export function RejectedLines({ lines, heading }: { lines: readonly RejectedLine[]; heading: string }) {
  const [all, setAll] = useState(false);
  if (lines.length === 0) return null;
  const shown = all ? lines : lines.slice(0, SHOWN);
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {heading}
      </h4>
      <ul className="flex flex-col gap-1 text-sm text-amber-950">
        {shown.map((line) => (
          <li key={line.line} className="break-words">
            {line.reason}
          </li>
        ))}
      </ul>
      {lines.length > SHOWN && (
        <button
          type="button"
          className="min-h-11 self-start text-sm font-semibold text-amber-950 underline"
          onClick={() => setAll((a) => !a)}
        >
          {all ? 'Show fewer' : `Show all ${lines.length.toLocaleString('en-US')} lines`}
        </button>
      )}
    </section>
  );
}
