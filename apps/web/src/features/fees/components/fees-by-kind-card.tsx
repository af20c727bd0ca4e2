import { formatUsd } from '@tourniquet/domain';
import { Lightbulb } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { kindRows, pluralFees } from '../lib/fees-view.ts';
import type { FeesResponse } from '@tourniquet/domain/contracts';

/** Fees by kind, each with the one habit that stops it. */
export function FeesByKindCard({ data }: { data: FeesResponse }) {
  return (
    <Card aria-labelledby="fees-by-kind" className="overflow-hidden">
      <div id="fees-by-kind">
        <CardHeader className="border-b border-slate-100 px-4 py-3" title="Fees by kind" />
      </div>
      <ul className="divide-y divide-slate-100">
        {kindRows(data).map((row) => (
          <li key={row.kind} aria-label={row.label} className="flex flex-col gap-1.5 px-4 py-3">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 text-sm font-semibold text-slate-900">
                {row.label}
                <span className="ml-1.5 text-xs font-normal text-slate-500">{pluralFees(row.count)}</span>
              </p>
              <p className="tabular money-out shrink-0 text-sm font-semibold">{formatUsd(row.totalCents)}</p>
            </div>
            <p className="flex gap-1.5 text-xs leading-relaxed text-slate-600">
              <Lightbulb className="mt-0.5 size-3.5 shrink-0 text-amber-600" aria-hidden />
              <span>
                <span className="sr-only">How to avoid it: </span>
                {row.tip}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
