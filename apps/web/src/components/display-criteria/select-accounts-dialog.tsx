import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { selectAccountsGroup, type AccountSelection } from '@tourniquet/domain';
import { Button } from '../ui/button.tsx';
import { useReturnFocus } from '../ui/return-focus.ts';
import type { AccountDto } from '@tourniquet/domain/contracts';

const SECTIONS = [
  { group: 'Personal', title: 'Personal Accounts' },
  { group: 'Business', title: 'Business Accounts' },
  { group: 'Other', title: 'Other Accounts' },
] as const;

function initialIds(selection: AccountSelection, accounts: readonly AccountDto[]): Set<string> {
  if (selection.kind === 'ids') return new Set(selection.ids);
  if (selection.kind === 'all') return new Set(accounts.map((a) => a.id));
  return new Set(
    accounts.filter((a) => (a.businessPersonal ?? 'personal') === selection.kind).map((a) => a.id),
  );
}

/**
 * The Select Accounts screen (docs/product.md#2-screens). Ticks are a draft; Close applies them. Nothing ticked, or
 * everything, means all accounts ("if no accounts are selected the selection defaults to all").
 */
export function SelectAccountsDialog({
  open,
  accounts,
  selection,
  onClose,
}: {
  open: boolean;
  accounts: readonly AccountDto[];
  selection: AccountSelection;
  onClose: (selection: AccountSelection) => void;
}) {
  // Mounted when opened (the caller renders it only then), so the draft starts from the current choice.
  const [ticked, setTicked] = useState<Set<string>>(() => initialIds(selection, accounts));
  const returnFocus = useReturnFocus();

  const close = () => {
    const ids = accounts.filter((a) => ticked.has(a.id)).map((a) => a.id);
    onClose(ids.length === 0 || ids.length === accounts.length ? { kind: 'all' } : { kind: 'ids', ids });
  };
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[398px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-card bg-white p-5 shadow-2xl focus:outline-none"
        >
          <div className="flex flex-col gap-1">
            <RadixDialog.Title className="text-lg font-bold tracking-tight text-slate-900">
              Select Accounts
            </RadixDialog.Title>
            <RadixDialog.Description className="text-sm text-slate-600">
              {ticked.size === 0
                ? 'No accounts ticked: the report shows all accounts.'
                : `${ticked.size} of ${accounts.length} accounts ticked.`}
            </RadixDialog.Description>
          </div>
          <section aria-labelledby="quick-actions" className="flex flex-col gap-2">
            <h3 id="quick-actions" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Quick Actions
            </h3>
            <div className="grid grid-cols-3 gap-2">
              <Button
                variant="secondary"
                className="px-1 whitespace-nowrap"
                onClick={() => setTicked(new Set(accounts.map((a) => a.id)))}
              >
                Select All
              </Button>
              <Button
                variant="secondary"
                className="px-1 whitespace-nowrap"
                onClick={() => setTicked(new Set())}
              >
                Select None
              </Button>
              <Button className="px-1 whitespace-nowrap" onClick={close}>
                Close
              </Button>
            </div>
          </section>
          <div className="-mx-1 max-h-60 overflow-y-auto px-1" data-testid="select-accounts-list">
            {SECTIONS.map(({ group, title }) => {
              const members = accounts.filter((a) => selectAccountsGroup(a.accountName) === group);
              if (members.length === 0) return null;
              return (
                <section key={group} aria-label={title} className="mb-3 last:mb-0">
                  <h3 className="sticky top-0 z-10 bg-white py-1 text-sm font-semibold text-slate-900">
                    {title}
                  </h3>
                  <ul className="flex flex-col divide-y divide-slate-100">
                    {members.map((a) => (
                      <li key={a.id}>
                        <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
                          <input
                            type="checkbox"
                            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
                            checked={ticked.has(a.id)}
                            onChange={(e) => toggle(a.id, e.target.checked)}
                          />
                          <span className="flex min-w-0 flex-col">
                            <span className="text-sm font-medium text-slate-900">{a.accountName}</span>
                            <span className="text-xs text-slate-600">{a.institutionName}</span>
                            <span className="text-xs text-slate-500">
                              {a.nickname.trim() || 'No nickname'}
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
