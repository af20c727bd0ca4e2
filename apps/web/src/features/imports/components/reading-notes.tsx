import type { ImportPreview, MappedColumn } from '@tourniquet/domain/contracts';
import type { ImportSettings } from '../api/import-settings.ts';
import { ChoiceGroup } from './choice-group.tsx';

const ROLE_NAMES: Record<MappedColumn, string> = {
  date: 'Date',
  description: 'Description',
  merchant: 'Merchant',
  amount: 'Amount',
  debit: 'Money out',
  credit: 'Money in',
  category: 'Category',
};

/**
 * What the server took from the file and why: each column with its reason, which date a row gets
 * (and, where the file has two, the choice of the other), the amounts' decimal mark (changeable), and for a
 * file of several accounts, which one to import.
 */
export function ReadingNotes({
  preview,
  settings,
  disabled,
  onChange,
  routed = false,
}: {
  preview: ImportPreview;
  settings: ImportSettings;
  disabled: boolean;
  onChange: (settings: ImportSettings) => void;
  /** The dialog sends each account of the file somewhere itself (AccountRouting): no one-account question. */
  routed?: boolean;
}) {
  const choices = Object.entries(preview.columnChoices ?? {}) as [
    MappedColumn,
    { column: string; reason: string },
  ][];
  const accounts = preview.accounts ?? [];
  // A file with a transaction date and a posting date: the one taken, and the other offered instead.
  const taken = preview.columnChoices?.date;
  const mapping = settings.mapping ?? preview.mapping;
  const twoDates =
    taken && preview.otherDate && mapping ? { taken, other: preview.otherDate, mapping } : null;
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      {accounts.length > 1 && !routed && (
        <ChoiceGroup
          legend="This file holds several accounts: which one goes into this account?"
          value={settings.account ?? (preview.accountIndex == null ? null : String(preview.accountIndex))}
          disabled={disabled}
          invalid={preview.accountIndex == null && settings.account === null}
          onChange={(account) => onChange({ ...settings, account })}
          choices={accounts.map((account) => ({
            value: String(account.index),
            label:
              [account.name, account.type, account.mask && `ending ${account.mask}`]
                .filter(Boolean)
                .join(' · ') || `Account ${account.index + 1}`,
            hint: `${account.rows} transaction${account.rows === 1 ? '' : 's'}`,
          }))}
        />
      )}
      {choices.length > 0 && (
        <ul aria-label="Columns used" className="flex flex-col gap-1">
          {choices.map(([role, choice]) => (
            <li key={role}>
              <span className="font-medium text-slate-900">{ROLE_NAMES[role]}</span>: &ldquo;{choice.column}
              &rdquo; <span className="text-slate-500">({choice.reason})</span>
            </li>
          ))}
        </ul>
      )}
      {preview.dateSource && <p>Dates are read from {preview.dateSource}.</p>}
      {twoDates && (
        <ChoiceGroup
          legend="Which date each transaction gets"
          description="The transaction date is the day of the purchase; the posting date is when the bank booked it."
          value={String(twoDates.taken.index)}
          disabled={disabled}
          onChange={(index) =>
            onChange({ ...settings, mapping: { ...twoDates.mapping, date: Number(index) } })
          }
          choices={[twoDates.taken, twoDates.other]
            .sort((a, b) => a.index - b.index)
            .map((column) => ({ value: String(column.index), label: column.column }))}
        />
      )}
      {preview.decimalSeparator && (
        <ChoiceGroup
          legend="Decimal mark in amounts"
          description={preview.decimalSeparatorSource === 'detected' ? 'Found in the file.' : undefined}
          value={settings.decimal ?? preview.decimalSeparator}
          disabled={disabled}
          onChange={(decimal) => onChange({ ...settings, decimal })}
          choices={[
            { value: 'point', label: 'Point: 1,234.56' },
            { value: 'comma', label: 'Comma: 1.234,56' },
          ]}
        />
      )}
    </div>
  );
}
