import { MANUAL_ACCOUNT_TYPES, type ManualAccountType } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useCreateManualAccount } from '../api/create-manual-account.ts';

const TYPE_LABELS: Record<ManualAccountType, string> = {
  asset: 'Asset (cash, savings elsewhere)',
  liability: 'Liability (a debt you owe)',
  investment: 'Investment',
};

/** A manual account: a name and asset/liability/investment. A blank name is ignored (docs/product.md#5-validation). */
export function AddManualAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Mounted only while open, so every visit starts with an empty form.
  return open ? <AddManualAccountForm onClose={onClose} /> : null;
}

function AddManualAccountForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<ManualAccountType>('asset');
  const create = useCreateManualAccount();
  const id = useId();
  const blank = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    create.mutate(
      { name: name.trim(), type },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Account added successfully!', variant: 'success' });
          onClose();
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to add account. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !create.isPending && onClose()}
      title="Add Manual Account"
      description="Track cash, property or a debt your bank cannot link. Once added, enter its balance with Update balance."
      actions={
        <>
          <Button variant="secondary" disabled={create.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={blank || create.isPending}>
            {create.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Add Account
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Account name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. Emergency cash"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Account type</Label>
          <NativeSelect
            id={`${id}-type`}
            value={type}
            onChange={(e) => setType(e.target.value as ManualAccountType)}
          >
            {MANUAL_ACCOUNT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>
    </Dialog>
  );
}
