import {
  formatDate,
  formatUsd,
  personalCategoryLabel,
  truncate,
  type TransactionDto,
} from '@tourniquet/domain';
import { Check, Clock } from 'lucide-react';
import { SplitRowNote } from './split-row-note.tsx';

/** Money in reads "+$2,500.00" in green, money out "-$15.49" in red: the sign says it without colour too. */
export function amountDisplay(amountCents: number): { text: string; tone: string } {
  if (amountCents < 0) return { text: `+${formatUsd(-amountCents)}`, tone: 'money-in' };
  if (amountCents > 0) return { text: formatUsd(-amountCents), tone: 'money-out' };
  return { text: formatUsd(0), tone: 'text-slate-700' };
}

/** Cut at 30 characters (docs/product.md#9-constants); the whole text stays in the tooltip and for screen readers. */
function Truncated({ text }: { text: string }) {
  const short = truncate(text);
  if (short === text) return <>{text}</>;
  return (
    <span title={text}>
      <span aria-hidden>{short}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

// The phone column cannot fit six columns side by side, so each row is a small grid of two columns and
// three lines. The DOM keeps the table's column order (Date, Paid In/Paid Out, Payee/Payor, Description,
// Category, Amount) so screen readers announce each cell under its header; CSS only places them.
const cell = 'min-w-0 break-words';
// Pending rows are dimmed (docs/product.md#2-screens): every text in a lighter grey and weight (the amount loses its
// colour; its sign still says in or out), on white so the grey keeps 4.5:1, with an amber edge matching the
// Pending badge, which keeps its full colour.

export function TransactionRow({
  transaction: t,
  onEdit,
  selected,
}: {
  transaction: TransactionDto;
  /** Omitted in read-only mode. */
  onEdit?: (transaction: TransactionDto) => void;
  /** Given while the list selects rows (many at once): a tap selects the row instead of editing it. */
  selected?: boolean;
}) {
  const amount = amountDisplay(t.amountCents);
  // The clean merchant name with the bank's text beneath; a row with neither shows its text.
  const payee = t.displayMerchant?.trim() || t.merchantName?.trim() || null;
  // The one category, never the provider's legacy word or a bank's column word.
  const category = personalCategoryLabel(t.personalCategory, 'table');
  const muted = 'text-slate-500';
  const selecting = selected !== undefined;
  const editLabel = `${selecting ? 'Select' : 'Edit'} transaction: ${payee ?? t.description}, ${formatDate(t.date)}, ${amount.text}`;
  // Without a payee, the description takes the first line (the empty payee cell stays for screen readers).
  // The badge wraps under a name it cannot sit beside, rather than squeezing the name until it breaks
  // mid-word ("Starbuck|s" at 320 px).
  const title = (
    <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1">
      {selecting && (
        <span
          aria-hidden
          className={`inline-flex size-5 shrink-0 items-center justify-center rounded border ${
            selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white'
          }`}
        >
          {selected && <Check className="size-3.5" />}
        </span>
      )}
      <span className="max-w-full">
        <Truncated text={payee ?? t.description} />
      </span>
      {t.pending && (
        <span className="inline-flex h-5 shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 text-[11px] font-semibold text-amber-900 ring-1 ring-amber-200">
          <Clock className="size-3" aria-hidden />
          Pending
        </span>
      )}
    </span>
  );
  const titleCell = `${cell} col-start-1 row-start-1 text-sm ${t.pending ? 'font-medium text-slate-500' : 'font-semibold text-slate-900'}`;

  return (
    <div
      role="row"
      data-pending={t.pending || undefined}
      data-selected={selected || undefined}
      className={`relative grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 px-4 py-3 ${
        selected
          ? 'bg-brand-50'
          : t.pending
            ? 'bg-white shadow-[inset_3px_0_0_var(--color-amber-300)]'
            : 'bg-white'
      } ${onEdit ? 'cursor-pointer transition-colors hover:bg-brand-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-brand-600' : ''}`}
    >
      <div role="cell" className={`col-start-2 row-start-2 text-right text-xs whitespace-nowrap ${muted}`}>
        {formatDate(t.date)}
      </div>
      <div
        role="cell"
        className={`${cell} col-start-1 row-start-3 text-xs ${muted}`}
        title={t.institutionName}
      >
        {t.amountCents < 0 ? 'Paid in' : 'Paid out'} · {t.accountName}
      </div>
      <div role="cell" className={payee ? titleCell : 'sr-only'}>
        {payee ? title : 'None'}
      </div>
      <div role="cell" className={payee ? `${cell} col-start-1 row-start-2 text-xs ${muted}` : titleCell}>
        {payee ? <Truncated text={t.description} /> : title}
      </div>
      <div role="cell" className="col-start-2 row-start-3 justify-self-end">
        <span
          className={`inline-flex h-5 items-center rounded-md px-1.5 text-[11px] font-medium ${
            t.pending
              ? `bg-white text-slate-500 ring-1 ring-slate-200 ${t.personalCategory ? '' : 'italic'}`
              : t.personalCategory
                ? 'bg-slate-100 text-slate-700'
                : 'bg-white text-slate-600 italic ring-1 ring-slate-200'
          }`}
        >
          {category}
        </span>
      </div>
      <div
        role="cell"
        className={`tabular col-start-2 row-start-1 text-right text-sm ${t.pending ? 'font-medium text-slate-500' : `font-semibold ${amount.tone}`}`}
      >
        {amount.text}
        {onEdit && (
          // Stretched over the whole row: a tap anywhere edits, while keyboard and screen readers get one
          // named button per row.
          <button
            type="button"
            aria-label={editLabel}
            aria-pressed={selecting ? selected : undefined}
            className="absolute inset-0 cursor-pointer focus-visible:outline-none"
            onClick={() => onEdit(t)}
          />
        )}
      </div>
      <SplitRowNote transaction={t} />
    </div>
  );
}
