import { categoryDisplayName, formatDate, pfcDetailedLabel } from '@tourniquet/domain';
import type { RulePreviewResponse } from '@tourniquet/domain/contracts';
import { amountDisplay } from '../../../components/transactions/transaction-row.tsx';

/** What a rule would do: how many past rows match, and the first of them with their changes. */
export function PreviewList({ preview }: { preview: RulePreviewResponse }) {
  return (
    <section aria-label="Preview" className="rounded-xl bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900" aria-live="polite">
        {preview.matches} past row{preview.matches === 1 ? '' : 's'} match
        {preview.matches > preview.sample.length ? ` (first ${preview.sample.length} shown)` : ''}
      </p>
      <ul className="mt-2 flex flex-col divide-y divide-slate-200 text-sm">
        {preview.sample.map((t) => {
          const changes = [
            t.changes.personalCategory && pfcDetailedLabel(t.changes.personalCategory.detailed),
            t.changes.merchantName && `"${t.changes.merchantName}"`,
            t.changes.businessUse && (t.changes.businessUse === 'business' ? 'Business' : 'Personal'),
            t.changes.businessCategory && categoryDisplayName(t.changes.businessCategory),
          ].filter(Boolean);
          return (
            <li key={t.id} className="flex justify-between gap-2 py-1.5">
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{t.displayMerchant}</span>
                <span className="block text-xs text-slate-500">
                  {formatDate(t.date)} · {changes.length ? `→ ${changes.join(', ')}` : 'no change'}
                </span>
              </span>
              <span className="tabular shrink-0">{amountDisplay(t.amountCents).text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
