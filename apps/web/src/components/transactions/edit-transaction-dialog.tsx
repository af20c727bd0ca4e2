import { accountAsKnown, formatDate, type TransactionDto } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CategoryPicker } from '../category-picker.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { BusinessFields } from './business-fields.tsx';
import { EditAmountField, FieldWarning } from './edit-amount-field.tsx';
import { ruleFromTransactionPath } from './rule-link.ts';
import { SplitButton } from './split-button.tsx';
import { useEditTransactionForm } from './use-edit-transaction-form.ts';

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
  const form = useEditTransactionForm(transaction, onClose);

  const step = form.merchantOffer.step;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !form.update.isPending && !form.merchantOffer.busy && onClose()}
      title="Edit Transaction"
      description={
        step?.description ??
        `${transaction.merchantName?.trim() || transaction.description} · ${formatDate(transaction.date)} · ${accountAsKnown(transaction)}`
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
              <Button variant="secondary" disabled={form.update.isPending} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={form.formId} disabled={form.update.isPending}>
                {form.update.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {form.update.isPending ? 'Saving...' : 'Save'}
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
          id={form.formId}
          onSubmit={form.submit}
          noValidate
          className="-mx-1 flex max-h-[calc(100dvh-16rem)] flex-col gap-3 overflow-y-auto px-1"
        >
          <Field
            label="Date"
            error={form.errors.date}
            hint={form.dateWarning && <FieldWarning text={form.dateWarning} />}
          >
            {(p) => (
              <Input {...p} type="date" required value={form.values.date} onChange={form.set('date')} />
            )}
          </Field>
          <Field label="Account" error={form.errors.accountId}>
            {(p) => (
              <NativeSelect {...p} value={form.values.accountId} onChange={form.set('accountId')}>
                {form.accountOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Payee/Payor" error={form.errors.merchantName}>
            {(p) => (
              <Input
                {...p}
                value={form.values.merchantName}
                maxLength={100}
                autoComplete="off"
                onChange={form.set('merchantName')}
              />
            )}
          </Field>
          <Field label="Description" error={form.errors.description}>
            {(p) => (
              <Input
                {...p}
                required
                value={form.values.description}
                maxLength={200}
                autoComplete="off"
                onChange={form.set('description')}
              />
            )}
          </Field>
          <Field
            label="Category"
            hint={
              <>
                Now: <span className="font-medium text-slate-700">{form.now.name}</span>
                {form.now.reason && <span className="block">{form.now.reason}</span>}
              </>
            }
            error={form.errors.category}
          >
            {(p) => (
              // The one picker of PFC categories; the legacy words are never offered.
              <CategoryPicker
                control={p}
                value={form.values.category}
                emptyLabel="Uncategorized"
                onChange={(option) => form.set('category')({ target: { value: option?.value ?? '' } })}
              />
            )}
          </Field>
          <EditAmountField
            value={form.values.amount}
            error={form.errors.amount}
            income={form.income}
            warning={form.amountWarning}
            onChange={form.set('amount')}
          />
          <SplitButton transaction={transaction} onSplit={onSplit} />
          <FormAlert live>
            {form.saveFailed ? 'Failed to update transaction. Please try again.' : ''}
          </FormAlert>
          {/* Saved on its own, outside the form's Save. */}
          <BusinessFields transaction={transaction} />
        </form>
      )}
    </Dialog>
  );
}
