import { formatDate, formatUsd, SPLIT_NOTE_MAX_LENGTH, type TransactionDto } from '@tourniquet/domain';
import { Loader2, Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api.ts';
import { CategoryPicker } from '../category-picker.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { DollarInput, Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { toast } from '../ui/toast-store.ts';
import {
  canAddPart,
  EMPTY_PART,
  initialParts,
  remainingText,
  toSplitRequest,
  type SplitPartValues,
} from './split-form.ts';
import { useSplitTransaction } from './split-transaction.ts';
import { FormAlert } from '../ui/form-alert.tsx';

type KeyedPart = SplitPartValues & { key: number };
let nextKey = 0;
const keyed = (p: SplitPartValues): KeyedPart => ({ ...p, key: nextKey++ });

/**
 * Split Transaction: 2 to 10 parts, each an amount, a category, business or personal and a note,
 * with the amount left to place under them as the user types. A save that does not add up is refused with
 * the server's own sentence. Unsplit restores the row. Loaded lazily: the category list stays out of the
 * screens that never split.
 */
export default function SplitEditor({
  transaction,
  onBack,
  onDone,
}: {
  transaction: TransactionDto;
  /** Back to Edit Transaction. */
  onBack: () => void;
  /** Saved, unsplit or closed. */
  onDone: () => void;
}) {
  const [parts, setParts] = useState<KeyedPart[]>(() => initialParts(transaction).map(keyed));
  const [error, setError] = useState<string | null>(null);
  const split = useSplitTransaction();
  const formId = useId();
  const merchant = transaction.merchantName?.trim() || transaction.description;

  const change = (key: number, patch: Partial<SplitPartValues>) => {
    setParts((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));
    setError(null);
  };

  const save = (request: Parameters<typeof split.mutate>[0]['request'], done: string) =>
    split.mutate(
      { id: transaction.id, request },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: done, variant: 'success' });
          onDone();
        },
        onError: (e) =>
          setError(e instanceof ApiError ? e.message : 'Failed to save the split. Please try again.'),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toSplitRequest(transaction.amountCents, parts);
    if ('error' in result) return setError(result.error);
    save(result.request, `Split into ${parts.length} parts.`);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !split.isPending && onDone()}
      title="Split Transaction"
      description={`${merchant} · ${formatDate(transaction.date)} · ${formatUsd(Math.abs(transaction.amountCents))}`}
      actions={
        <>
          <Button variant="secondary" disabled={split.isPending} onClick={onBack}>
            Back
          </Button>
          {transaction.splits && (
            <Button
              variant="secondary"
              disabled={split.isPending}
              onClick={() => save(null, 'Transaction unsplit.')}
            >
              Unsplit
            </Button>
          )}
          <Button type="submit" form={formId} disabled={split.isPending}>
            {split.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {split.isPending ? 'Saving...' : 'Save split'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        {parts.map((p, i) => (
          <fieldset key={p.key} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">Part {i + 1}</legend>
            <div className="flex items-center gap-2">
              <div className="flex-1">
                <DollarInput
                  aria-label={`Part ${i + 1} amount`}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  className="tabular"
                  value={p.amount}
                  onChange={(e) => change(p.key, { amount: e.target.value })}
                />
              </div>
              {parts.length > 2 && (
                <button
                  type="button"
                  aria-label={`Remove part ${i + 1}`}
                  className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
                  onClick={() => setParts((ps) => ps.filter((x) => x.key !== p.key))}
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </div>
            {/* The one category picker, as in Edit Transaction. */}
            <CategoryPicker
              label={`Part ${i + 1} category`}
              placeholder="Choose a category"
              value={p.detailed}
              onChange={(option) => change(p.key, { detailed: option?.detailed ?? '' })}
            />
            <div className="flex items-center justify-between gap-2">
              <span aria-hidden className="text-sm text-slate-600">
                Business or personal
              </span>
              <NativeSelect
                className="w-44 shrink-0"
                aria-label={`Part ${i + 1} business or personal`}
                value={p.use}
                onChange={(e) => change(p.key, { use: e.target.value as SplitPartValues['use'] })}
              >
                <option value="">As the account</option>
                <option value="personal">Personal</option>
                <option value="business">Business</option>
              </NativeSelect>
            </div>
            <Input
              aria-label={`Part ${i + 1} note`}
              placeholder="Note (optional)"
              maxLength={SPLIT_NOTE_MAX_LENGTH}
              value={p.note}
              onChange={(e) => change(p.key, { note: e.target.value })}
            />
          </fieldset>
        ))}
        {canAddPart(parts) && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => setParts((ps) => [...ps, keyed({ ...EMPTY_PART })])}
          >
            <Plus className="size-4" aria-hidden />
            Add a part
          </Button>
        )}
        <p
          data-testid="split-remaining"
          aria-live="polite"
          className="tabular text-sm font-semibold text-slate-700"
        >
          {remainingText(transaction.amountCents, parts)}
        </p>
        <FormAlert live>{error ?? ''}</FormAlert>
      </form>
    </Dialog>
  );
}
