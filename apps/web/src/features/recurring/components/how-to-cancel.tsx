import { ChevronDown, ExternalLink } from 'lucide-react';
import type { CancelGuideDto } from '@tourniquet/domain/contracts';

/** The cancel guide of a known subscription: its steps and its cancel page (a new tab). */
export function HowToCancel({ guide }: { guide: CancelGuideDto }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
        How to cancel
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="flex flex-col gap-2 border-t border-slate-100 px-3 py-3">
        <ol className="list-decimal space-y-1 pl-5 text-sm leading-relaxed text-slate-700">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <a
          href={guide.cancelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          Open the {guide.name} cancel page
          <ExternalLink className="size-4" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </details>
  );
}
