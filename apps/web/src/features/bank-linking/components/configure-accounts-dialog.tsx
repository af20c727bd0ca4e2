import {
  accountCategoryFromProviderType,
  type AccountCategory,
  type BusinessPersonal,
} from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useUpdateAccountConfigs, type StoredAccountConfig } from '../../accounts/index.ts';
import type { AccountDto } from '@tourniquet/domain/contracts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const ACCOUNT_TYPE_LABELS: Record<BusinessPersonal, string> = { personal: 'Personal', business: 'Business' };
const CATEGORY_LABELS: Record<AccountCategory, string> = { bank: 'Bank', credit: 'Credit', loan: 'Loan' };

function initialConfig(account: AccountDto): StoredAccountConfig {
  return {
    account_id: account.id,
    nickname: account.nickname || account.accountName,
    account_type: account.businessPersonal ?? 'personal',
    account_category: account.accountCategory ?? accountCategoryFromProviderType(account.accountType),
  };
}

/**
 * Configure Your Accounts (docs/product.md#4-states): opens after a link with the accounts just connected, already
 * saved with their defaults. Update re-sends the edited configurations; closing keeps the defaults.
 */
export function ConfigureAccountsDialog({
  accounts,
  onClose,
}: {
  accounts: AccountDto[] | null;
  onClose: () => void;
}) {
  if (!accounts) return null;
  // Keyed by the accounts so each link starts from that link's defaults.
  return <ConfigureDialog key={accounts.map((a) => a.id).join()} accounts={accounts} onClose={onClose} />;
}

function ConfigureDialog({ accounts, onClose }: { accounts: AccountDto[]; onClose: () => void }) {
  const [configs, setConfigs] = useState(() => accounts.map(initialConfig));
  const update = useUpdateAccountConfigs();
  const formId = useId();
  const change = (index: number, patch: Partial<StoredAccountConfig>) =>
    setConfigs((all) => all.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      configs.map((c) => ({ ...c, nickname: c.nickname.trim() })),
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title="Configure Your Accounts"
      description="Your accounts are connected. Name them and tell us how you use each one."
      actions={
        <>
          <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {update.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Update
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        className="-mx-5 flex max-h-[52dvh] flex-col gap-3 overflow-y-auto border-y border-slate-100 bg-slate-50 px-5 py-3"
      >
        {accounts.map((account, index) => (
          <AccountConfigFields
            key={account.id}
            account={account}
            config={configs[index]!}
            onChange={(patch) => change(index, patch)}
          />
        ))}
      </form>
      {update.isError && <FormAlert>Your changes were not saved. Please try again.</FormAlert>}
    </Dialog>
  );
}

function AccountConfigFields({
  account,
  config,
  onChange,
}: {
  account: AccountDto;
  config: StoredAccountConfig;
  onChange: (patch: Partial<StoredAccountConfig>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-3">
      <legend className="sr-only">
        {account.accountName}
        {account.mask ? ` ending in ${account.mask}` : ''}
      </legend>
      <div aria-hidden className="flex items-baseline justify-between gap-2">
        <p className="truncate text-sm font-semibold text-slate-900">{account.accountName}</p>
        {account.mask && <p className="tabular shrink-0 text-xs text-slate-500">•••• {account.mask}</p>}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-nickname`}>Nickname</Label>
        <Input
          id={`${id}-nickname`}
          value={config.nickname}
          maxLength={100}
          onChange={(e) => onChange({ nickname: e.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Account type</Label>
          <NativeSelect
            id={`${id}-type`}
            value={config.account_type}
            onChange={(e) => onChange({ account_type: e.target.value as BusinessPersonal })}
          >
            {Object.entries(ACCOUNT_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect
            id={`${id}-category`}
            value={config.account_category}
            onChange={(e) => onChange({ account_category: e.target.value as AccountCategory })}
          >
            {Object.entries(CATEGORY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </fieldset>
  );
}
