import { formatDate, formatUsd } from '@tourniquet/domain';
import type { AccountDto, ImportPreview } from '@tourniquet/domain/contracts';
import { ACCOUNT_KINDS } from '../lib/import-text.ts';
import { isCardStatement, newAccountKind, type NewAccountDraft } from '../lib/new-account.ts';

/**
 * What the import will do to the account: the kind a new account will be made as (a card statement makes a
 * credit card), and the balance the file states, which becomes the account's balance on that day.
 */
export function StatementAccountSummary({
  preview,
  account,
  draft,
}: {
  preview: ImportPreview;
  account: AccountDto | null;
  draft: NewAccountDraft | null;
}) {
  const card = account ? account.accountType === 'credit' : isCardStatement(preview);
  const balance = preview.statementBalance;
  const kind = draft && !account ? ACCOUNT_KINDS.find((k) => k.key === newAccountKind(draft, preview)) : null;
  if (!kind && !balance) return null;
  // OFX and bank files write a card's amount owed as a negative balance; card issuers' own files as positive.
  const owed =
    balance && (preview.amountSign === 'positive-out' ? balance.amountCents : -balance.amountCents);
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
      {kind && draft && (
        <p>
          New account: <span className="font-semibold text-slate-900">{draft.name}</span> · {kind.label}
          {!draft.kindChosen && isCardStatement(preview) && ' (this is a credit card statement)'}
        </p>
      )}
      {balance && (
        <p>
          Statement balance:{' '}
          <span className="tabular font-semibold text-slate-900">
            {card ? `${formatUsd(owed ?? 0)} owed` : formatUsd(balance.amountCents)}
          </span>{' '}
          on {formatDate(balance.date)}. It becomes the account&apos;s balance; later rows move it.
        </p>
      )}
    </div>
  );
}
