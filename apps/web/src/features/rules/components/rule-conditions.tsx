import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import type { RuleDraft } from '../lib/rule-draft.ts';

/** When every condition holds: the text, the amount, the direction and the account a row must have. */
export function RuleConditions({
  draft,
  accounts,
  edit,
}: {
  draft: RuleDraft;
  accounts: { id: string; label: string }[];
  edit: (change: Partial<RuleDraft>) => void;
}) {
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Text in">
          {(c) => (
            <NativeSelect
              {...c}
              value={draft.textField}
              onChange={(e) => edit({ textField: e.target.value as RuleDraft['textField'] })}
            >
              <option value="merchant">Merchant</option>
              <option value="description">Description</option>
              <option value="any">Either</option>
            </NativeSelect>
          )}
        </Field>
        <Field label="Match">
          {(c) => (
            <NativeSelect
              {...c}
              value={draft.textOp}
              onChange={(e) => edit({ textOp: e.target.value as RuleDraft['textOp'] })}
            >
              <option value="contains">contains</option>
              <option value="is">is</option>
              <option value="starts">starts with</option>
            </NativeSelect>
          )}
        </Field>
      </div>
      <Field label="Text" hint="Case and spaces are ignored">
        {(c) => (
          <Input {...c} value={draft.textValue} onChange={(e) => edit({ textValue: e.target.value })} />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Amount from">
          {(c) => (
            <Input
              {...c}
              inputMode="decimal"
              placeholder="0.00"
              value={draft.amountMin}
              onChange={(e) => edit({ amountMin: e.target.value })}
            />
          )}
        </Field>
        <Field label="Amount to">
          {(c) => (
            <Input
              {...c}
              inputMode="decimal"
              placeholder="0.00"
              value={draft.amountMax}
              onChange={(e) => edit({ amountMax: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Money">
          {(c) => (
            <NativeSelect
              {...c}
              value={draft.direction}
              onChange={(e) => edit({ direction: e.target.value as RuleDraft['direction'] })}
            >
              <option value="">In or out</option>
              <option value="in">Money in</option>
              <option value="out">Money out</option>
            </NativeSelect>
          )}
        </Field>
        <Field label="Account">
          {(c) => (
            <NativeSelect
              {...c}
              value={draft.accountId}
              onChange={(e) => edit({ accountId: e.target.value })}
            >
              <option value="">Any account</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
    </>
  );
}
