import { useId, useState, type FormEvent } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { ACCOUNT_KINDS, type AccountKindKey } from '../lib/import-text.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

export type AccountChoice =
  | { kind: 'existing'; accountId: string }
  | { kind: 'new'; name: string; accountKind: AccountKindKey; kindChosen: boolean };

/**
 * Which account the statement goes into: one the user has, or a new manual account named and typed here
 * (Checking, Savings, Credit card, Loan, Investment). Submitting the form (the dialog's Continue) decides;
 * a new account is only made when the user imports, and a card's statement makes it a credit card unless
 * the user picked the kind.
 */
export function AccountStep({
  formId,
  accounts,
  error,
  onSubmit,
}: {
  formId: string;
  accounts: readonly AccountDto[];
  error: string | null;
  onSubmit: (choice: AccountChoice) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'existing' | 'new'>(accounts.length > 0 ? 'existing' : 'new');
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [name, setName] = useState('');
  const [accountKind, setAccountKind] = useState<AccountKindKey>('checking');
  const [kindChosen, setKindChosen] = useState(false);
  const [tried, setTried] = useState(false);
  const blank = name.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (mode === 'existing' && accountId) onSubmit({ kind: 'existing', accountId });
    if (mode === 'new' && !blank) onSubmit({ kind: 'new', name: name.trim(), accountKind, kindChosen });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {accounts.length > 0 && (
        <ChoiceGroup
          legend="Import into"
          value={mode}
          onChange={setMode}
          choices={[
            { value: 'existing', label: 'An account I already have' },
            { value: 'new', label: 'A new account', hint: 'For a bank or card you have not linked.' },
          ]}
        />
      )}
      {mode === 'existing' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-account`}>Account</Label>
          <NativeSelect id={`${id}-account`} value={accountId} onChange={(e) => setAccountId(e.target.value)}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {accountDisplayName(account)} · {account.institutionName}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>Account name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={100}
              autoComplete="off"
              placeholder="e.g. Credit union checking"
              aria-invalid={(tried && blank) || undefined}
              aria-describedby={`${id}-name-error`}
              onChange={(e) => setName(e.target.value)}
            />
            <p
              id={`${id}-name-error`}
              aria-live="polite"
              className="text-sm font-medium text-red-700 empty:hidden"
            >
              {tried && blank ? 'Enter a name for the account.' : ''}
            </p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-kind`}>Kind of account</Label>
            <NativeSelect
              id={`${id}-kind`}
              value={accountKind}
              aria-describedby={`${id}-kind-hint`}
              onChange={(e) => {
                setAccountKind(e.target.value as AccountKindKey);
                setKindChosen(true);
              }}
            >
              {ACCOUNT_KINDS.map((kind) => (
                <option key={kind.key} value={kind.key}>
                  {kind.label}
                </option>
              ))}
            </NativeSelect>
            <p id={`${id}-kind-hint`} className="text-sm text-slate-600">
              The account is added when you import. A credit card statement makes a credit card.
            </p>
          </div>
        </>
      )}
      {error && <FormAlert look="box">{error}</FormAlert>}
    </form>
  );
}
