import { useId } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import {
  DRAFT,
  fileAccountKind,
  fileAccountLabel,
  NEW,
  newAccountName,
  routesProblem,
  SKIP,
  type Route,
} from '../lib/account-routes.ts';
import { ACCOUNT_KINDS, plural } from '../lib/import-text.ts';
import type { NewAccountDraft } from '../lib/new-account.ts';
import { accountDisplayName } from '@tourniquet/domain';
import type { AccountDto, FileAccount } from '@tourniquet/domain/contracts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/** "New account: Holiday fund (Checking)"; the kind is left out where the name says it already. */
function newOptionLabel(account: FileAccount): string {
  const name = newAccountName(account);
  const kind = ACCOUNT_KINDS.find((k) => k.key === fileAccountKind(account))!.label;
  return name.toLowerCase().includes(kind.toLowerCase())
    ? `New account: ${name}`
    : `New account: ${name} (${kind})`;
}

function RouteSelect({
  account,
  route,
  existing,
  draft,
  disabled,
  onChange,
}: {
  account: FileAccount;
  route: Route;
  existing: readonly AccountDto[];
  draft: NewAccountDraft | null;
  disabled: boolean;
  onChange: (route: Route) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>
        {fileAccountLabel(account)}{' '}
        <span className="font-normal text-slate-600">({plural(account.rows, 'transaction')})</span>
      </Label>
      <NativeSelect
        id={id}
        value={route}
        disabled={disabled}
        selectClassName="text-sm"
        onChange={(e) => onChange(e.target.value)}
      >
        <option value={NEW}>{newOptionLabel(account)}</option>
        {draft && <option value={DRAFT}>The new account {draft.name}</option>}
        {existing.map((a) => (
          <option key={a.id} value={a.id}>
            {accountDisplayName(a)} · {a.institutionName}
          </option>
        ))}
        <option value={SKIP}>Skip: do not import it</option>
      </NativeSelect>
    </div>
  );
}

/**
 * A file of several accounts (OFX statements, QIF !Account blocks, a Mint CSV's Account Name column): where
 * each goes, a new account (made only when the user imports), one they have, or nowhere. One Import brings
 * them all in, each with its own balance where the file states one.
 */
export function AccountRouting({
  accounts,
  routes,
  existing,
  draft,
  disabled,
  onChange,
}: {
  accounts: readonly FileAccount[];
  routes: readonly Route[];
  existing: readonly AccountDto[];
  draft: NewAccountDraft | null;
  disabled: boolean;
  onChange: (routes: Route[]) => void;
}) {
  const problem = routesProblem(routes);
  return (
    <section aria-labelledby="account-routing" className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
      <div>
        <h4 id="account-routing" className="text-sm font-semibold text-slate-900">
          This file holds {accounts.length} accounts
        </h4>
        <p className="text-sm text-slate-600">
          Choose where each one goes. New accounts are added only when you import.
        </p>
      </div>
      {accounts.map((account, i) => (
        <RouteSelect
          key={account.index}
          account={account}
          route={routes[i] ?? SKIP}
          existing={existing}
          draft={draft}
          disabled={disabled}
          onChange={(route) => onChange(routes.map((r, j) => (j === i ? route : r)))}
        />
      ))}
      {problem && <FormAlert>{problem}</FormAlert>}
    </section>
  );
}
