import { formatUsd } from '@tourniquet/domain';
import type { CategoryRow } from '@tourniquet/domain/contracts';

/**
 * A report category opens into its detailed categories (PFC v1): "Food & Drink" into Groceries,
 * Restaurant... Choosing one narrows the transaction list to it; "All" goes back to the whole category.
 */
export function CategoryDetails({
  row,
  selected,
  onSelect,
}: {
  row: CategoryRow | undefined;
  /** The chosen detailed name, or null for the whole category. */
  selected: string | null;
  onSelect: (detailed: string | null) => void;
}) {
  const details = (row?.details ?? []).filter((d) => d.detailed !== null);
  if (details.length < 2) return null;
  const chip = (key: string, label: string, active: boolean, onClick: () => void) => (
    <button
      key={key}
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={`rounded-full border px-3 py-1 text-sm ${
        active ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-800'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Detailed categories" className="flex flex-wrap gap-2">
      {chip('all', 'All', selected === null, () => onSelect(null))}
      {details.map((d) =>
        chip(d.detailed!, `${d.label} ${formatUsd(d.amountCents)}`, selected === d.detailed, () =>
          onSelect(d.detailed),
        ),
      )}
    </div>
  );
}
