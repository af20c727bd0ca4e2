import { formatDate, formatUsd } from '@tourniquet/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSaveTaxRate, useTaxSetAside } from '../api/tax-set-aside.ts';

/**
 * Set aside for taxes: the rate (25% until the user sets one) of this year's net profit, and what to pay
 * at each federal estimated-tax due date. An alert comes 7 days before each (Settings turns it off).
 */
export function TaxSetAsideCard() {
  const setAside = useTaxSetAside();
  const save = useSaveTaxRate();
  const [draft, setDraft] = useState<string | null>(null);
  const data = setAside.data;
  if (!data) return null;
  const value = draft ?? String(data.ratePercent);
  const rate = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(rate) && rate >= 0 && rate <= 60;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <CardHeader title="Set aside for taxes" />
      <p className="text-sm text-slate-700">
        Set aside <span className="tabular font-semibold">{formatUsd(data.setAsideCents)}</span>:{' '}
        {data.ratePercent}% of your {formatUsd(data.netProfitYearToDateCents)} net profit so far in{' '}
        {data.year}.
      </p>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate(rate, { onSuccess: () => setDraft(null) });
        }}
      >
        <label className="flex w-28 flex-col gap-1 text-sm text-slate-700">
          Rate (%)
          <Input
            inputMode="numeric"
            value={value}
            aria-invalid={!valid}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <Button
          type="submit"
          variant="secondary"
          disabled={!valid || save.isPending || rate === data.ratePercent}
        >
          Save rate
        </Button>
      </form>
      {!valid && <p className="text-xs text-bleed">Enter a whole percent from 0 to 60.</p>}
      <ul className="flex flex-col gap-1 text-sm" aria-label="Federal estimated tax due dates">
        {data.payments.map((p) => (
          <li key={p.due} className="flex justify-between gap-2 border-t border-slate-100 pt-1">
            <span>
              <span className="font-medium text-slate-900">{formatDate(p.due)}</span>
              <span className="block text-xs text-slate-500">
                {formatDate(p.from)} – {formatDate(p.to)}
              </span>
            </span>
            <span className="tabular font-medium">{formatUsd(p.amountCents)}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500">An estimate to plan with, not tax advice.</p>
    </Card>
  );
}
