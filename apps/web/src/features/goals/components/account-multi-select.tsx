import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto } from '@tourniquet/domain/contracts';

/** The selector's label, as the spec words it (docs/product.md#2-screens, Display Criteria). */
function selectionLabel(accounts: readonly AccountDto[], selected: readonly string[] | null): string {
  if (selected === null || (accounts.length > 0 && selected.length === accounts.length))
    return 'All accounts';
  if (selected.length === 0) return 'Select account';
  if (selected.length === 1) {
    const account = accounts.find((a) => a.id === selected[0]);
    return account ? accountDisplayName(account) : '1 account selected';
  }
  return `${selected.length} accounts selected`;
}

/**
 * Which accounts the goals page reads: a disclosure button that opens a checklist. null = all accounts.
 * Ticking every account goes back to null, so accounts linked later are included too.
 */
export function AccountMultiSelect({
  accounts,
  selected,
  onChange,
}: {
  accounts: readonly AccountDto[];
  selected: readonly string[] | null;
  onChange: (ids: readonly string[] | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const isChecked = (accountId: string) => selected === null || selected.includes(accountId);
  const toggle = (accountId: string, checked: boolean) => {
    const current = selected ?? accounts.map((a) => a.id);
    const next = checked ? [...current, accountId] : current.filter((x) => x !== accountId);
    onChange(next.length === accounts.length ? null : next);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        Accounts
      </span>
      <button
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        className="flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3 text-left text-base text-slate-900 hover:border-slate-400"
      >
        <span id={`${id}-value`} className="truncate">
          {selectionLabel(accounts, selected)}
        </span>
        <ChevronDown
          className={`size-4 shrink-0 text-slate-500 transition ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </button>
      {open && (
        <fieldset id={`${id}-panel`} className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
          <legend className="sr-only">Choose accounts</legend>
          <div className="flex gap-2 pb-1">
            <Button variant="ghost" className="h-9 px-2 text-brand-800" onClick={() => onChange(null)}>
              Select All
            </Button>
            <Button variant="ghost" className="h-9 px-2 text-brand-800" onClick={() => onChange([])}>
              Select None
            </Button>
          </div>
          <div className="flex max-h-60 flex-col overflow-y-auto">
            {accounts.map((account) => (
              <Checkbox
                key={account.id}
                checked={isChecked(account.id)}
                onChange={(e) => toggle(account.id, e.target.checked)}
                label={
                  <>
                    <span className="block font-medium text-slate-900">{accountDisplayName(account)}</span>
                    <span className="block text-xs text-slate-500">{account.institutionName}</span>
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
