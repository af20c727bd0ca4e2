import {
  accountDisplayName,
  extremeAmountWarning,
  formatDate,
  futureDateWarning,
  parseAmountToCents,
  type TransactionDto,
} from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useAccounts } from '../../data/accounts/get-accounts.ts';
import { useServerToday } from '../display-criteria/use-server-today.ts';
import { ApiError } from '../../lib/api.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { ruleFromTransactionPath } from './rule-link.ts';
import { Dialog } from '../ui/dialog.tsx';
import { BusinessFields } from './business-fields.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { toast } from '../ui/toast-store.ts';
import { useApplyToMerchantOffer } from './apply-to-merchant.tsx';
import { CategoryPicker } from '../category-picker.tsx';
import {
  currentCategoryNote,
  initialValues,
  toEditRequest,
  type EditErrors,
  type EditField,
  type EditFormValues,
} from './edit-transaction-form.ts';
import { useUpdateTransaction } from './update-transaction.ts';
import { SplitButton } from './split-button.tsx';

// The split editor, loaded when first opened.
const SplitEditor = lazy(() => import('./split-editor.tsx'));

/** Edit Transaction (docs/product.md sections 2 and 5). Mounted per transaction so each opening starts fresh. */
export function EditTransactionDialog({
  transaction,
  onClose,
}: {
  transaction: TransactionDto | null;
  onClose: () => void;
}) {
  // The id of the row whose split editor is open, in place of the form (one dialog at a time).
  const [splitting, setSplitting] = useState<string | null>(null);
  if (!transaction) return null;
  if (splitting === transaction.id) {
    return (
      <Suspense fallback={null}>
        <SplitEditor
          transaction={transaction}
          onBack={() => setSplitting(null)}
          onDone={() => {
            setSplitting(null);
            onClose();
          }}
        />
      </Suspense>
    );
  }
  return (
    <EditTransactionForm
      key={transaction.id}
      transaction={transaction}
      onClose={onClose}
      onSplit={() => setSplitting(transaction.id)}
    />
  );
}

function EditTransactionForm({
  transaction,
  onClose,
  onSplit,
}: {
  transaction: TransactionDto;
  onClose: () => void;
  onSplit: () => void;
}) {
  const initial = useMemo(() => initialValues(transaction), [transaction]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EditErrors>({});
  // Said inside the dialog too: while it is open the page behind it (the toaster included) is hidden from
  // screen readers, so the failure toast alone would go unheard.
  const [saveFailed, setSaveFailed] = useState(false);
  const accounts = useAccounts();
  const update = useUpdateTransaction();
  const formId = useId();
  const income = transaction.amountCents < 0;
  const merchantOffer = useApplyToMerchantOffer(onClose);
  const now = currentCategoryNote(transaction);
  // Allowed, since they can be real, but said: a mistyped year or amount swamps every total it joins.
  const today = useServerToday();
  const dateWarning = futureDateWarning(values.date, today.data);
  const amountWarning = extremeAmountWarning(parseAmountToCents(values.amount));

  const set = (field: EditField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }) as EditFormValues);
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = toEditRequest(values, initial);
    if ('errors' in request) return setErrors(request.errors);
    setSaveFailed(false);
    update.mutate(
      { id: transaction.id, edit: request.edit },
      {
        onSuccess: ({ transaction: saved, otherMerchantRows }) => {
          toast({ title: 'Success', description: 'Transaction updated successfully!', variant: 'success' });
          if (otherMerchantRows > 0) merchantOffer.offer(saved, otherMerchantRows);
          else onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields as EditErrors);
          setSaveFailed(true);
          toast({
            title: 'Error',
            description: 'Failed to update transaction. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  // The row's own account stays choosable even before (or if) the accounts list loads.
  const accountOptions = accounts.data?.length
    ? accounts.data.map((a) => ({ id: a.id, label: `${accountDisplayName(a)} · ${a.institutionName}` }))
    : [{ id: transaction.accountId, label: `${transaction.accountName} · ${transaction.institutionName}` }];

  const step = merchantOffer.step;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !update.isPending && !merchantOffer.busy && onClose()}
      title="Edit Transaction"
      description={
        step?.description ??
        `${transaction.merchantName?.trim() || transaction.description} · ${formatDate(transaction.date)}`
      }
      actions={
        step ? (
          step.actions
        ) : (
          <>
            {/* A rule prefilled from this row, on Settings → Rules. */}
            <ButtonLink variant="ghost" to={ruleFromTransactionPath(transaction)}>
              Create a rule
            </ButtonLink>
            {/* Side by side even at phone width: the form keeps the height (the business fields sit last). */}
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={update.isPending}>
                {update.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </>
        )
      }
    >
      {step ? (
        step.body
      ) : (
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          className="-mx-1 flex max-h-[calc(100dvh-16rem)] flex-col gap-3 overflow-y-auto px-1"
        >
          <Field label="Date" error={errors.date} hint={dateWarning && <Warning text={dateWarning} />}>
            {(p) => <Input {...p} type="date" required value={values.date} onChange={set('date')} />}
          </Field>
          <Field label="Account" error={errors.accountId}>
            {(p) => (
              <NativeSelect {...p} value={values.accountId} onChange={set('accountId')}>
                {accountOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Payee/Payor" error={errors.merchantName}>
            {(p) => (
              <Input
                {...p}
                value={values.merchantName}
                maxLength={100}
                autoComplete="off"
                onChange={set('merchantName')}
              />
            )}
          </Field>
          <Field label="Description" error={errors.description}>
            {(p) => (
              <Input
                {...p}
                required
                value={values.description}
                maxLength={200}
                autoComplete="off"
                onChange={set('description')}
              />
            )}
          </Field>
          <Field
            label="Category"
            hint={
              <>
                Now: <span className="font-medium text-slate-700">{now.name}</span>
                {now.reason && <span className="block">{now.reason}</span>}
              </>
            }
            error={errors.category}
          >
            {(p) => (
              // The one picker of PFC categories; the legacy words are never offered.
              <CategoryPicker
                control={p}
                value={values.category}
                emptyLabel="Uncategorized"
                onChange={(option) => set('category')({ target: { value: option?.value ?? '' } })}
              />
            )}
          </Field>
          <Field
            label="Amount"
            hint={
              <>
                In US dollars, without a sign: this stays {income ? 'money in' : 'money out'}.
                {amountWarning && <Warning text={amountWarning} />}
              </>
            }
            error={errors.amount}
          >
            {(p) => (
              <div className="relative">
                <span
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
                >
                  $
                </span>
                <Input
                  {...p}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  required
                  className="tabular pl-7"
                  value={values.amount}
                  onChange={set('amount')}
                />
              </div>
            )}
          </Field>
          <SplitButton transaction={transaction} onSplit={onSplit} />
          <p role="alert" className="text-sm font-medium text-bleed empty:hidden">
            {saveFailed ? 'Failed to update transaction. Please try again.' : ''}
          </p>
          {/* Saved on its own, outside the form's Save. */}
          <BusinessFields transaction={transaction} />
        </form>
      )}
    </Dialog>
  );
}

/** A warning under a field: the value is allowed, and saves, but looks like a typo. */
function Warning({ text }: { text: string }) {
  return <span className="mt-1 block font-medium text-amber-800">{text}</span>;
}
