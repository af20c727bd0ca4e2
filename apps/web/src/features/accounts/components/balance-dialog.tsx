import { accountDisplayName, parseAmountToCents } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useServerToday } from '../../../components/display-criteria/use-server-today.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useUpdateAccount } from '../api/update-account.ts';

/**
 * "Balance on date" for an account that is not linked (a house, a car loan, an imported card): the figure the
 * user knows for a day. Imported rows dated after that day move it; the user can correct it at any time.
 */
export function BalanceDialog({
  account,
  debt,
  onClose,
}: {
  account: AccountDto | null;
  debt: boolean;
  onClose: () => void;
}) {
  return account ? <BalanceForm account={account} debt={debt} onClose={onClose} /> : null;
}

function BalanceForm({
  account,
  debt,
  onClose,
}: {
  account: AccountDto;
  debt: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const today = useServerToday().data;
  const update = useUpdateAccount();
  const current = account.balanceCurrentCents ?? 0;
  const [amount, setAmount] = useState(account.balanceSource ? (current / 100).toFixed(2) : '');
  const [date, setDate] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const day = date ?? today ?? '';
  const cents = parseAmountToCents(amount);
  const problem =
    cents === null ? 'Enter an amount like 1,234.56.' : day === '' ? 'Choose the day of this balance.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || cents === null) return;
    update.mutate(
      { id: account.id, patch: { balanceCents: cents, balanceDate: day } },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Balance updated.', variant: 'success' });
          onClose();
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: err.message || 'Failed to update the balance.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !update.isPending && onClose()}
      title="Update balance"
      description={`${accountDisplayName(account)}: ${debt ? 'the amount you owed' : 'the balance'} on a day. Imported transactions after that day move it.`}
      actions={
        <>
          <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={update.isPending}>
            {update.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Save Balance
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-amount`}>{debt ? 'Amount owed ($)' : 'Balance ($)'}</Label>
          <Input
            id={`${id}-amount`}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-invalid={(tried && cents === null) || undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>On</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={day}
            max={today}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <p aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
          {tried ? problem : ''}
        </p>
      </form>
    </Dialog>
  );
}
