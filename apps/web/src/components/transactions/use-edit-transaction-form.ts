import {
  accountDisplayName,
  extremeAmountWarning,
  futureDateWarning,
  parseAmountToCents,
  type TransactionDto,
} from '@tourniquet/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAccounts } from '../../data/accounts/get-accounts.ts';
import { ApiError } from '../../lib/api.ts';
import { useServerToday } from '../display-criteria/use-server-today.ts';
import { toast } from '../ui/toast-store.ts';
import { useApplyToMerchantOffer } from './apply-to-merchant.tsx';
import {
  currentCategoryNote,
  initialValues,
  toEditRequest,
  type EditErrors,
  type EditField,
  type EditFormValues,
} from './edit-transaction-form.ts';
import { useUpdateTransaction } from './update-transaction.ts';

/**
 * Edit Transaction's form state, one place for it: the fields as typed, their errors (the schema's, then the
 * API's), whether the save failed, the save itself and the merchant offer that may follow it; and what the
 * fields show beside them (the category now, the date and amount warnings, the accounts to choose from).
 * EditTransactionForm only lays the fields out.
 */
export function useEditTransactionForm(transaction: TransactionDto, onClose: () => void) {
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

  return {
    values,
    errors,
    saveFailed,
    update,
    formId,
    income,
    merchantOffer,
    now,
    dateWarning,
    amountWarning,
    set,
    submit,
    accountOptions,
  };
}
