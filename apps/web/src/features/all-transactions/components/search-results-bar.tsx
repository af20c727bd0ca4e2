import { formatUsd, type PfcPickerOption, type TransactionFilter } from '@tourniquet/domain';
import { useState } from 'react';
import { CategoryPicker } from '../../../components/category-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useSearchTotals, useSetCategoryOnSearch } from '../data/search-results.ts';

/** "1 row" / "23 rows". */
const rowsText = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * What a search found ("23 rows, $442.18": money out less money in) and one change for all of its rows: a
 * category, saved as the user's own, as if each row were edited.
 */
export function SearchResultsBar({ filter, editable }: { filter: TransactionFilter; editable: boolean }) {
  const totals = useSearchTotals(filter, true);
  const setCategory = useSetCategoryOnSearch();
  const [picked, setPicked] = useState<PfcPickerOption | null>(null);
  const count = totals.data?.count ?? 0;

  const apply = () => {
    if (!picked?.detailed) return;
    const { primary, detailed, label } = picked;
    setCategory.mutate(
      { filter, category: { primary, detailed } },
      {
        onSuccess: (result) => {
          toast({
            title: `${rowsText(result.updated)} set to ${label}`,
            variant: 'success',
          });
          setPicked(null);
        },
        onError: (error) =>
          toast({
            title: 'Could not change the rows',
            description: error instanceof ApiError ? error.message : undefined,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card className="p-3" aria-live="polite">
      <p className="text-sm font-medium text-slate-900">
        {totals.isPending
          ? 'Counting the results…'
          : totals.isError
            ? 'Could not count the results'
            : `${rowsText(count)}, ${formatUsd(totals.data.totalCents)}`}
      </p>
      {editable && count > 0 && (
        <div className="mt-2 flex flex-col gap-2">
          <Field label={`Set a category for all ${rowsText(count)}`}>
            {(c) => <CategoryPicker control={c} value={picked?.value ?? ''} onChange={setPicked} />}
          </Field>
          <Button disabled={!picked?.detailed || setCategory.isPending} onClick={apply}>
            {setCategory.isPending ? 'Saving…' : `Set for all ${rowsText(count)}`}
          </Button>
        </div>
      )}
    </Card>
  );
}
