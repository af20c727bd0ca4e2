import type { DebtDto } from '@tourniquet/domain/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSaveDebtTerms, type DebtTermsInput } from '../api/save-debt-terms.ts';
import { parseAprInput, parseMinimumInput } from '../lib/terms-input.ts';

/**
 * The user's own APR and minimum for a card or loan the provider gives no terms for (or gives wrong): a
 * debt without a rate stays out of the plan until it has one.
 */
export function DebtTermsForm({ debt }: { debt: DebtDto }) {
  const id = useId();
  const [aprText, setAprText] = useState('');
  const [minimumText, setMinimumText] = useState('');
  const [errors, setErrors] = useState<{ apr?: string; minimum?: string; form?: string }>({});
  const save = useSaveDebtTerms(debt.accountId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const apr = parseAprInput(aprText);
    const minimum = parseMinimumInput(minimumText);
    const terms: DebtTermsInput = {
      ...(apr.value !== undefined && { aprPercent: apr.value }),
      ...(minimum.value !== undefined && { minimumPaymentCents: minimum.value }),
    };
    const nothing = !apr.error && !minimum.error && Object.keys(terms).length === 0;
    setErrors({
      apr: apr.error,
      minimum: minimum.error,
      form: nothing ? 'Enter an APR or a minimum payment' : undefined,
    });
    if (apr.error || minimum.error || nothing) return;
    save.mutate(terms, {
      onSuccess: () => {
        setAprText('');
        setMinimumText('');
      },
      onError: (err) => setErrors({ form: err.message }),
    });
  };

  return (
    <details className="text-sm" data-testid="debt-terms">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
        {debt.aprSource === null || debt.aprSource === 'estimated'
          ? 'Add its APR and minimum'
          : 'Change its APR or minimum'}
      </summary>
      <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
        <div className="grid grid-cols-2 gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-apr`} className="font-medium text-slate-800">
              APR (%)
            </label>
            <Input
              id={`${id}-apr`}
              inputMode="decimal"
              placeholder="24.99"
              value={aprText}
              aria-invalid={errors.apr ? true : undefined}
              aria-describedby={errors.apr ? `${id}-apr-error` : undefined}
              onChange={(e) => setAprText(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-minimum`} className="font-medium text-slate-800">
              Minimum ($)
            </label>
            <Input
              id={`${id}-minimum`}
              inputMode="decimal"
              placeholder="35.00"
              value={minimumText}
              aria-invalid={errors.minimum ? true : undefined}
              aria-describedby={errors.minimum ? `${id}-minimum-error` : undefined}
              onChange={(e) => setMinimumText(e.target.value)}
            />
          </div>
        </div>
        {errors.apr && (
          <p id={`${id}-apr-error`} className="text-red-700">
            {errors.apr}
          </p>
        )}
        {errors.minimum && (
          <p id={`${id}-minimum-error`} className="text-red-700">
            {errors.minimum}
          </p>
        )}
        {errors.form && <p className="text-red-700">{errors.form}</p>}
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </details>
  );
}
