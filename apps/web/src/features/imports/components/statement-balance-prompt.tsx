import { formatDate, formatUsd, parseAmountToCents } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { CircleAlert, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useServerToday } from '../../../components/display-criteria/use-server-today.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useSetStatementBalance } from '../api/statement-balance.ts';

const owes = (a: AccountDto) =>
  a.accountTypeCustom === 'liability' || a.accountType === 'credit' || a.accountType === 'loan';

/**
 * After an import into an account that has no balance yet (the file stated none): asks for the
 * statement's balance and its date, so net worth counts the account instead of saying "balance missing".
 * Nothing for a linked account or one whose balance is known.
 */
export function StatementBalancePrompt({ account }: { account: AccountDto | null }) {
  const [saved, setSaved] = useState<{ cents: number; date: string } | null>(null);
  // Held here, not in the form: the saved balance reloads the account, which unmounts the form before the
  // save's own callback would run there.
  const save = useSetStatementBalance();
  if (saved && account) {
    return (
      <p role="status" className="rounded-xl bg-gain-soft p-3 text-sm text-slate-900">
        Balance saved: {formatUsd(saved.cents)}
        {owes(account) ? ' owed' : ''} on {formatDate(saved.date)}. Net worth counts this account now.
      </p>
    );
  }
  if (!account || !account.isManual || account.balanceSource !== null) return null;
  return <BalanceForm account={account} save={save} onSaved={setSaved} />;
}

function BalanceForm({
  account,
  save,
  onSaved,
}: {
  account: AccountDto;
  save: ReturnType<typeof useSetStatementBalance>;
  onSaved: (saved: { cents: number; date: string }) => void;
}) {
  const id = useId();
  const today = useServerToday().data;
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const day = date ?? today ?? '';
  const debt = owes(account);
  const cents = parseAmountToCents(amount);
  const problem =
    amount.trim() === '' || cents === null
      ? 'Enter the balance printed on the statement, like 1,234.56.'
      : day === ''
        ? 'Choose the day of this balance.'
        : today && day > today
          ? 'The balance date cannot be in the future.'
          : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || cents === null) return;
    save.mutate(
      { accountId: account.id, cents, date: day },
      { onSuccess: () => onSaved({ cents, date: day }) },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <div className="flex gap-2">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div className="flex flex-col gap-1">
          <h4 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
            Add the statement&apos;s balance
          </h4>
          <p className="text-sm text-slate-700">
            This file does not state the account&apos;s balance, so net worth shows it as balance missing.
            Enter the {debt ? 'amount owed' : 'balance'} printed on the statement and its date; later rows
            move it.
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-amount`}>{debt ? 'Amount owed ($)' : 'Balance ($)'}</Label>
          <Input
            id={`${id}-amount`}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-invalid={(tried && (amount.trim() === '' || cents === null)) || undefined}
            aria-describedby={`${id}-problem`}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Statement date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={day}
            max={today}
            aria-describedby={`${id}-problem`}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
      </div>
      <p id={`${id}-problem`} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {tried ? problem : save.isError ? `Failed to save the balance: ${save.error.message}` : ''}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
        Save Balance
      </Button>
    </form>
  );
}
