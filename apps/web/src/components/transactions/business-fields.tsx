import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransactionPatchResponse } from '@tourniquet/domain/contracts';
import {
  BUSINESS_EXPENSE_GROUPS,
  BUSINESS_INCOME_GROUPS,
  categoryDisplayName,
  type TransactionDto,
} from '@tourniquet/domain';
import { useId, useState } from 'react';
import { api } from '../../lib/api.ts';
import { NativeSelect } from '../ui/native-select.tsx';
import { TRANSACTIONS_KEY } from './use-transactions.ts';
import { FormAlert } from '../ui/form-alert.tsx';

type BusinessChange = { businessUse: 'business' | 'personal' } | { businessCategory: string | null };

// The one label of a category name ('business_meals' -> 'Business Meals', 'fuel' -> 'Fuel').
const label = (name: string) => categoryDisplayName(name);

/**
 * Edit Transaction's business fields: one control for business or personal, and for a business
 * row its business category. Each change is saved at once (PATCH with that field alone), apart from the
 * form's Save, so the dialog's own fields stay as they are.
 */
export function BusinessFields({ transaction }: { transaction: TransactionDto }) {
  const queryClient = useQueryClient();
  const [row, setRow] = useState(transaction);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const save = useMutation({
    mutationFn: (change: BusinessChange) =>
      api<TransactionPatchResponse>(`/api/transactions/${encodeURIComponent(row.id)}`, {
        method: 'PATCH',
        body: change,
      }),
    // The choice shows at once: a controlled select would otherwise spring back to the old value until the
    // server answers. A failed save puts the last saved row back.
    onMutate: (change) => {
      const previous = row;
      setRow({ ...row, ...change });
      return { previous };
    },
    onSuccess: ({ transaction: saved }) => {
      setRow(saved);
      setFailed(false);
      for (const queryKey of [TRANSACTIONS_KEY, ['reports']])
        void queryClient.invalidateQueries({ queryKey });
    },
    onError: (_error, _change, context) => {
      if (context) setRow(context.previous);
      setFailed(true);
    },
  });
  const business = row.businessUse === 'business';
  const groups =
    row.amountCents < 0
      ? [...BUSINESS_INCOME_GROUPS, ...BUSINESS_EXPENSE_GROUPS]
      : BUSINESS_EXPENSE_GROUPS.concat(BUSINESS_INCOME_GROUPS);
  return (
    <fieldset className="flex flex-col gap-2" disabled={save.isPending}>
      <legend className="mb-1 text-sm font-medium text-slate-900">Business or personal</legend>
      <div
        role="radiogroup"
        aria-label="Business or personal"
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {(['personal', 'business'] as const).map((use) => (
          <button
            key={use}
            type="button"
            role="radio"
            aria-checked={row.businessUse === use}
            onClick={() => row.businessUse !== use && save.mutate({ businessUse: use })}
            className={`min-h-9 rounded-md text-sm font-medium capitalize ${
              row.businessUse === use ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
            }`}
          >
            {use}
          </button>
        ))}
      </div>
      {business && (
        <label htmlFor={id} className="flex flex-col gap-1 text-sm text-slate-700">
          Business category
          <NativeSelect
            id={id}
            value={row.businessCategory ?? ''}
            onChange={(e) => save.mutate({ businessCategory: e.target.value || null })}
          >
            <option value="">No category</option>
            {groups.map((group) => (
              <optgroup key={group.key} label={group.label}>
                {group.categories.map((name) => (
                  <option key={name} value={name}>
                    {label(name)}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
          {row.businessSource === 'suggested' || row.businessSource === 'learned' ? (
            <span className="text-xs text-slate-500">
              {row.businessSource === 'learned' ? 'As you chose for this merchant.' : 'Suggested.'} Change it
              if it is wrong.
            </span>
          ) : null}
        </label>
      )}
      {/* Only when it failed: the dialog's own alert stays the one live region while nothing is wrong. */}
      {failed && <FormAlert>Failed to save business or personal. Please try again.</FormAlert>}
    </fieldset>
  );
}
