import { ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import {
  accountDisplayName,
  accountSelectionLabel,
  periodCoverage,
  periodShowsDatePickers,
  REPORT_PERIOD_OPTIONS,
  PERIOD_LABELS,
  type PeriodKey,
  type PeriodOption,
} from '@tourniquet/domain';
import { IconButton } from '../ui/icon-button.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { FilterDateInput } from './filter-date-input.tsx';
import { SelectAccountsDialog } from './select-accounts-dialog.tsx';
import type { DisplayCriteriaState } from './use-display-criteria.ts';
import { FormAlert } from '../ui/form-alert.tsx';

const CUSTOM = '__custom__';

/**
 * The Display Criteria filter bar (docs/product.md#2-screens): report period, From and To (hidden for All time;
 * picking a date switches to Custom), and the accounts selector, whose Custom choice opens Select Accounts.
 */
export function DisplayCriteriaBar({
  criteria,
  periods = REPORT_PERIOD_OPTIONS,
}: {
  criteria: DisplayCriteriaState;
  /** The period choices; the spec's report periods unless a screen offers more (Fees: this year). */
  periods?: readonly PeriodOption[];
}) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const accounts = criteria.accounts ?? [];
  const { selection } = criteria;
  const single = selection.kind === 'ids' && selection.ids.length === 1 ? selection.ids[0]! : null;
  const accountValue =
    selection.kind === 'ids'
      ? (single ?? CUSTOM)
      : accounts.length === 0 && criteria.accounts
        ? ''
        : selection.kind;
  const customLabel =
    selection.kind === 'ids' && !single ? accountSelectionLabel(selection, accounts) : 'Custom';
  // Keys the report periods do not list (e.g. this_month from a shared link) still show their name.
  const periodOptions = periods.some((o) => o.value === criteria.period)
    ? periods
    : [...periods, { value: criteria.period, label: PERIOD_LABELS[criteria.period] }];

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Display Criteria
      </h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-period`}>Report period</Label>
        <NativeSelect
          id={`${id}-period`}
          value={criteria.period}
          aria-describedby={criteria.range ? `${id}-coverage` : undefined}
          onChange={(e) => criteria.setPeriod(e.target.value as PeriodKey)}
        >
          {periodOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        {criteria.range && (
          // The spec's labels stay; this line says what each covers (Last year = the 365 days up to today).
          <p id={`${id}-coverage`} className="text-xs text-slate-600">
            {periodCoverage(criteria.period, criteria.range)}
          </p>
        )}
      </div>
      {periodShowsDatePickers(criteria.period) && (
        // Side by side once a whole MM/dd/yy fits beside its calendar button; stacked on narrower phones.
        <div className="grid grid-cols-1 gap-3 min-[380px]:grid-cols-2">
          <FilterDateInput
            label="From"
            value={criteria.from}
            today={criteria.today}
            onChange={(iso) => criteria.setDate('from', iso)}
          />
          <FilterDateInput
            label="To"
            value={criteria.to}
            today={criteria.today}
            onChange={(iso) => criteria.setDate('to', iso)}
          />
        </div>
      )}
      {criteria.periodError && <FormAlert>{criteria.periodError}</FormAlert>}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-accounts`}>Accounts</Label>
        <div className="flex items-center gap-1">
          <NativeSelect
            id={`${id}-accounts`}
            className="min-w-0 flex-1"
            value={accountValue}
            disabled={!criteria.accounts}
            onChange={(e) => {
              const value = e.target.value;
              if (value === CUSTOM) return setChoosing(true);
              if (value === 'all' || value === 'personal' || value === 'business') {
                return criteria.setSelection({ kind: value });
              }
              criteria.setSelection({ kind: 'ids', ids: [value] });
            }}
          >
            {accountValue === '' && (
              <option value="" disabled>
                Select account
              </option>
            )}
            <option value="all">All accounts</option>
            <option value="personal">Combined Personal</option>
            <option value="business">Combined Business</option>
            <option value={CUSTOM}>{customLabel}</option>
            {accounts.length > 0 && (
              <optgroup label="Single account">
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {accountDisplayName(a)}
                  </option>
                ))}
              </optgroup>
            )}
          </NativeSelect>
          <IconButton
            label="Select Accounts"
            disabled={accounts.length === 0}
            onClick={() => setChoosing(true)}
          >
            <ListChecks className="size-5" aria-hidden />
          </IconButton>
        </div>
      </div>
      {choosing && (
        <SelectAccountsDialog
          open
          accounts={accounts}
          selection={selection}
          onClose={(next) => {
            setChoosing(false);
            criteria.setSelection(next);
          }}
        />
      )}
    </section>
  );
}
