import { formatDate, TRANSACTION_EDIT_CATEGORIES, type TransactionDto } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { accountDisplayName } from '../../features/accounts/api/account-dto.ts';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { toast } from '../ui/toast-store.ts';
import {
  initialValues,
  storedCategoryNote,
  toEditRequest,
  type EditErrors,
  type EditField,
  type EditFormValues,
} from './edit-transaction-form.ts';
import { useUpdateTransaction } from './update-transaction.ts';

/** Edit Transaction (spec sections 2 and 5). Mounted per transaction so each opening starts fresh. */
export function EditTransactionDialog({
  transaction,
  onClose,
}: {
  transaction: TransactionDto | null;
  onClose: () => void;
}) {
  return transaction ? (
    <EditTransactionForm key={transaction.id} transaction={transaction} onClose={onClose} />
  ) : null;
}

function EditTransactionForm({ transaction, onClose }: { transaction: TransactionDto; onClose: () => void }) {
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
        onSuccess: () => {
          toast({ title: 'Success', description: 'Transaction updated successfully!', variant: 'success' });
          onClose();
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

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title="Edit Transaction"
      description={`${transaction.merchantName?.trim() || transaction.description} · ${formatDate(transaction.date)}`}
      actions={
        <>
          <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {update.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        className="-mx-1 flex max-h-[calc(100dvh-16rem)] flex-col gap-3 overflow-y-auto px-1"
      >
        <Field label="Date" error={errors.date}>
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
          hint={values.category === initial.category ? storedCategoryNote(transaction) : null}
          error={errors.category}
        >
          {(p) => (
            <NativeSelect {...p} value={values.category} onChange={set('category')}>
              <option value="">Uncategorized</option>
              {TRANSACTION_EDIT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label="Amount"
          hint={`In US dollars, without a sign: this stays ${income ? 'money in' : 'money out'}.`}
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
        <p role="alert" className="text-sm font-medium text-bleed empty:hidden">
          {saveFailed ? 'Failed to update transaction. Please try again.' : ''}
        </p>
      </form>
    </Dialog>
  );
}
