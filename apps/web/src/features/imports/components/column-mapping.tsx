import { useId } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { amountLayout, switchAmountLayout, type ColumnOption } from '../lib/column-options.ts';
import { ChoiceGroup } from './choice-group.tsx';
import type { ColumnMapping, MappedColumn } from '@tourniquet/domain/contracts';

const NONE = '';

function ColumnSelect({
  label,
  column,
  mapping,
  options,
  optional,
  disabled,
  onChange,
}: {
  label: string;
  column: MappedColumn;
  mapping: ColumnMapping;
  options: readonly ColumnOption[];
  optional: boolean;
  disabled: boolean;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const id = useId();
  const value = mapping[column];
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value === null ? NONE : String(value)}
        disabled={disabled}
        selectClassName="text-sm"
        onChange={(e) =>
          onChange({ ...mapping, [column]: e.target.value === NONE ? null : Number(e.target.value) })
        }
      >
        {optional && <option value={NONE}>None</option>}
        {options.map((option) => (
          <option key={option.index} value={option.index}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * Which column holds what, as detected, each changeable: date, description, merchant or payee, the amount
 * as one signed column or as debit and credit columns, and category.
 */
export function ColumnMappingFields({
  mapping,
  options,
  headerLine,
  disabled,
  onChange,
}: {
  mapping: ColumnMapping;
  options: readonly ColumnOption[];
  headerLine: number | null;
  disabled: boolean;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const layout = amountLayout(mapping);
  const select = (label: string, column: MappedColumn, optional = true) => (
    <ColumnSelect
      label={label}
      column={column}
      mapping={mapping}
      options={options}
      optional={optional}
      disabled={disabled}
      onChange={onChange}
    />
  );
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h5 className="text-sm font-semibold text-slate-900">Columns</h5>
        <p className="text-sm text-slate-600">
          {headerLine === null
            ? 'This file has no header row: the columns were recognised by what they hold.'
            : `Header row found on line ${headerLine}.`}
        </p>
      </div>
      {select('Date', 'date', false)}
      {select('Description', 'description')}
      {select('Merchant or payee', 'merchant')}
      <ChoiceGroup
        legend="Amounts"
        value={layout}
        disabled={disabled}
        onChange={(next) => onChange(switchAmountLayout(mapping, next))}
        choices={[
          { value: 'single', label: 'One amount column' },
          {
            value: 'split',
            label: 'Debit and credit columns',
            hint: 'Money out and money in in two columns.',
          },
        ]}
      />
      {layout === 'single' ? (
        select('Amount', 'amount', false)
      ) : (
        <div className="grid grid-cols-1 gap-3">
          {select('Debit (money out)', 'debit')}
          {select('Credit (money in)', 'credit')}
        </div>
      )}
      {select('Category', 'category')}
    </section>
  );
}
