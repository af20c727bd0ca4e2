import type { PfcPickerOption } from '@tourniquet/domain';
import { useState } from 'react';
import { CategoryPicker } from '../../../components/category-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useChangeRows, type ChangeTarget, type SearchChange } from '../data/search-results.ts';

/** "1 row" / "23 rows". */
export const rowsText = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/** What the toast says was set: "Other Entertainment, Business, payee Corner cart". */
function changedText(set: SearchChange, categoryLabel: string | undefined): string {
  return [
    categoryLabel,
    set.businessUse === 'business' ? 'Business' : set.businessUse === 'personal' ? 'Personal' : undefined,
    set.merchantName && `payee ${set.merchantName}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * One change for many rows (the selected ones, or every row of a search): a category, business or personal,
 * a payee's name, each saved as the user's own, as if each row were edited.
 */
export function RowsChangeForm({
  target,
  count,
  onDone,
}: {
  target: ChangeTarget;
  count: number;
  onDone?: () => void;
}) {
  const change = useChangeRows();
  const [picked, setPicked] = useState<PfcPickerOption | null>(null);
  const [use, setUse] = useState<'' | 'business' | 'personal'>('');
  const [payee, setPayee] = useState('');
  const set: SearchChange = {
    ...(picked?.detailed && { personalCategory: { primary: picked.primary, detailed: picked.detailed } }),
    ...(use && { businessUse: use }),
    ...(payee.trim() && { merchantName: payee.trim() }),
  };
  const nothing = Object.keys(set).length === 0 || count === 0;

  const apply = () => {
    if (nothing) return;
    change.mutate(
      { target, set },
      {
        onSuccess: (result) => {
          toast({
            title: `${rowsText(result.updated)} set to ${changedText(set, picked?.label)}`,
            variant: 'success',
          });
          setPicked(null);
          setUse('');
          setPayee('');
          onDone?.();
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
    <div className="mt-2 grid grid-cols-2 gap-2">
      <Field label={`Set a category for all ${rowsText(count)}`} className="col-span-2">
        {(c) => <CategoryPicker control={c} value={picked?.value ?? ''} onChange={setPicked} />}
      </Field>
      <Field label="Set business use">
        {(c) => (
          <NativeSelect {...c} value={use} onChange={(e) => setUse(e.target.value as typeof use)}>
            <option value="">Leave as it is</option>
            <option value="business">Business</option>
            <option value="personal">Personal</option>
          </NativeSelect>
        )}
      </Field>
      <Field label="Set the payee">
        {(c) => (
          <Input
            {...c}
            maxLength={100}
            placeholder="Leave as it is"
            value={payee}
            onChange={(e) => setPayee(e.target.value)}
          />
        )}
      </Field>
      <Button className="col-span-2" disabled={nothing || change.isPending} onClick={apply}>
        {change.isPending ? 'Saving…' : `Set for all ${rowsText(count)}`}
      </Button>
    </div>
  );
}
