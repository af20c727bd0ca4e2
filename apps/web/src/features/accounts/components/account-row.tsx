import {
  accountDisplayName,
  BUSINESS_PERSONAL,
  formatDate,
  formatUsd,
  MANUAL_ACCOUNT_TYPES,
  type AccountTypeCustom,
} from '@tourniquet/domain';
import { ChevronRight, Flag, Loader2, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { ImportButton } from '../../imports/index.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useRefreshAccountBalance } from '../api/refresh-account-balance.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import type { AccountDto } from '@tourniquet/domain/contracts';

const TYPE_LABELS: Record<AccountTypeCustom, string> = {
  personal: 'Personal',
  business: 'Business',
  asset: 'Asset',
  liability: 'Liability',
  investment: 'Investment',
};

export interface AccountRowActions {
  onRefreshed: (account: AccountDto) => void;
  onRefreshFailed: (account: AccountDto) => void;
  onShowAccessIssue: (account: AccountDto) => void;
  onRemove: (account: AccountDto) => void;
  /** An account that is not linked: the user enters its balance on a day. */
  onEditBalance: (account: AccountDto) => void;
}

/**
 * One account: name (nickname first), institution and mask, balance, its type (personal/business for linked
 * accounts, asset/liability/investment for manual ones), and refresh / access-issue / remove actions.
 */
export function AccountRow({
  account,
  debt,
  accessIssue,
  actions,
}: {
  account: AccountDto;
  debt: boolean;
  accessIssue: boolean;
  actions: AccountRowActions;
}) {
  const name = accountDisplayName(account);
  const refresh = useRefreshAccountBalance();
  const update = useUpdateAccount();
  const typeOptions = account.isManual ? MANUAL_ACCOUNT_TYPES : BUSINESS_PERSONAL;
  const currentType =
    account.accountTypeCustom ?? (account.isManual ? 'asset' : (account.businessPersonal ?? 'personal'));

  const changeType = (accountTypeCustom: AccountTypeCustom) =>
    update.mutate(
      { id: account.id, patch: { accountTypeCustom } },
      {
        onSuccess: () =>
          toast({ title: 'Success', description: 'Account type updated successfully!', variant: 'success' }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update account type. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  // A manual or imported account keeps its asset/liability type and takes Personal/Business apart.
  const changeUse = (businessPersonal: 'personal' | 'business') =>
    update.mutate(
      { id: account.id, patch: { businessPersonal } },
      {
        onSuccess: () =>
          toast({ title: 'Success', description: 'Account type updated successfully!', variant: 'success' }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update account type. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const refreshBalance = () =>
    refresh.mutate(account.id, {
      onSuccess: () => actions.onRefreshed(account),
      onError: () => actions.onRefreshFailed(account),
    });

  const balance = account.balanceCurrentCents;
  const balanceTone = !balance ? 'text-slate-900' : debt ? 'money-out' : 'money-in';
  return (
    <li className="flex flex-col gap-2 px-4 py-3" aria-label={name}>
      <div className="flex items-start justify-between gap-3">
        {/* The name leads to the account's transactions; the row's own controls stay separate buttons. */}
        <Link
          to={`/account-transactions/${encodeURIComponent(account.id)}`}
          className="group -m-1.5 flex min-h-11 min-w-0 flex-col justify-center rounded-lg p-1.5 hover:bg-slate-50"
        >
          <span className="flex min-w-0 items-center gap-1 text-sm font-semibold text-slate-900">
            <span className="truncate group-hover:underline">{name}</span>
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
          </span>
          <span className="truncate text-xs text-slate-500">
            {account.institutionName}
            {account.mask && <span className="tabular"> · •••• {account.mask}</span>}
          </span>
          <span className="sr-only">View transactions</span>
        </Link>
        <div className="flex shrink-0 flex-col items-end">
          <p
            className={`tabular text-right text-sm font-semibold ${balanceTone}`}
            data-testid="account-balance"
          >
            {account.isManual && account.balanceSource === null ? (
              // No balance given yet is a blank, not $0.00.
              <span className="text-amber-800">Balance missing</span>
            ) : balance === null ? (
              <span className="text-slate-400" title="Balance unavailable">
                —<span className="sr-only">Balance unavailable</span>
              </span>
            ) : (
              formatUsd(balance)
            )}
          </p>
          {account.isManual && (
            <p className="text-xs text-slate-500" data-testid="balance-as-of">
              {account.balanceAsOf
                ? `as of ${formatDate(account.balanceAsOf)}`
                : 'Not in net worth until you add it'}
            </p>
          )}
        </div>
      </div>
      {/* A manual account has two choices (its kind and its use): they share a line and the actions go under. */}
      <div className={`flex items-center gap-1 ${account.isManual ? 'flex-wrap' : ''}`}>
        <NativeSelect
          aria-label={`Account type for ${name}`}
          className={account.isManual ? 'min-w-0 flex-1 basis-[45%]' : 'mr-1 w-40 shrink-0'}
          selectClassName="h-10 text-sm"
          value={currentType}
          disabled={update.isPending}
          onChange={(e) => changeType(e.target.value as AccountTypeCustom)}
        >
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
        {account.isManual && (
          <NativeSelect
            aria-label={`Personal or business use of ${name}`}
            className="min-w-0 flex-1 basis-[45%]"
            selectClassName="h-10 text-sm"
            value={account.businessPersonal ?? 'personal'}
            disabled={update.isPending}
            onChange={(e) => changeUse(e.target.value as 'personal' | 'business')}
          >
            {BUSINESS_PERSONAL.map((use) => (
              <option key={use} value={use}>
                {TYPE_LABELS[use]}
              </option>
            ))}
          </NativeSelect>
        )}
        {accessIssue && (
          <IconButton label="Access Issue" tone="bleed" onClick={() => actions.onShowAccessIssue(account)}>
            <Flag className="size-4 fill-current" aria-hidden />
          </IconButton>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ImportButton account={account} icon />
          {account.isManual && (
            <IconButton label={`Update balance of ${name}`} onClick={() => actions.onEditBalance(account)}>
              <Pencil className="size-4" aria-hidden />
            </IconButton>
          )}
          {!account.isManual && (
            <IconButton
              label={`Refresh ${name}`}
              disabled={refresh.isPending}
              aria-busy={refresh.isPending || undefined}
              onClick={refreshBalance}
            >
              {refresh.isPending ? (
                <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden />
              ) : (
                <RefreshCw className="size-4" aria-hidden />
              )}
            </IconButton>
          )}
          <IconButton
            label={`Remove ${name}`}
            className="hover:bg-bleed-soft! hover:text-bleed!"
            onClick={() => actions.onRemove(account)}
          >
            <Trash2 className="size-4" aria-hidden />
          </IconButton>
        </div>
      </div>
    </li>
  );
}
