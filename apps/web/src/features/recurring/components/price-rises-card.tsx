import { formatDate, formatUsd } from '@tourniquet/domain';
import { TrendingUp } from 'lucide-react';
import type { PriceRise } from '../lib/bleed-alerts.ts';
import { serviceName } from '../lib/recurring-view.ts';

/** A card per fixed price that went up: old and new amount, since when, and what it adds per year. */
export function PriceRisesSection({ rises }: { rises: readonly PriceRise[] }) {
  if (rises.length === 0) return null;
  return (
    <section aria-labelledby="price-rises-heading" className="flex flex-col gap-2">
      <h2 id="price-rises-heading" className="text-base font-semibold text-slate-900">
        Price rises
      </h2>
      <ul className="flex flex-col gap-2">
        {rises.map((rise) => {
          const name = serviceName(rise.stream);
          return (
            <li
              key={rise.stream.id}
              aria-label={name}
              className="flex items-start gap-3 rounded-card border border-red-200 bg-white p-3 shadow-sm shadow-slate-900/5"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-bleed-soft text-bleed">
                <TrendingUp className="size-5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold break-words text-slate-900">{name}</p>
                <p className="tabular text-sm text-slate-700">
                  <span className="sr-only">Was </span>
                  <span className="line-through decoration-slate-400">{formatUsd(rise.fromCents)}</span>
                  <span aria-hidden> → </span>
                  <span className="sr-only">, now </span>
                  <span className="font-semibold text-slate-900">{formatUsd(rise.toCents)}</span>
                </p>
                <p className="text-xs text-slate-500">Since {formatDate(rise.date)}</p>
              </div>
              <p className="tabular money-out shrink-0 text-right text-sm font-semibold">
                +{formatUsd(rise.yearlyImpactCents)}
                <span className="block text-xs font-normal text-slate-500">a year</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
