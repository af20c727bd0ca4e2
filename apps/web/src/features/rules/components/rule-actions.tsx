import { BUSINESS_CATEGORY_GROUPS, categoryDisplayName } from '@tourniquet/domain';
import { CategoryPicker } from '../../../components/category-picker.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import type { RuleDraft } from '../lib/rule-draft.ts';

/** Then: what the rule sets on a matching row (category, a move between accounts, a name, business use). */
export function RuleActions({
  draft,
  edit,
}: {
  draft: RuleDraft;
  edit: (change: Partial<RuleDraft>) => void;
}) {
  return (
    <>
      <p className="mt-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">Then</p>
      <Field label="Category">
        {(c) => (
          // The one category picker, as in Edit Transaction.
          <CategoryPicker
            control={c}
            value={draft.category}
            emptyLabel="Leave as it is"
            disabled={draft.moved}
            onChange={(option) => edit({ category: option?.detailed ?? '' })}
          />
        )}
      </Field>
      <Checkbox
        label="Money moved between my accounts (not earnings or spending)"
        checked={draft.moved}
        onChange={(e) => edit({ moved: e.target.checked })}
      />
      <Field label="Show merchant as">
        {(c) => (
          <Input {...c} value={draft.merchantName} onChange={(e) => edit({ merchantName: e.target.value })} />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label="Business or personal">
          {(c) => (
            <NativeSelect
              {...c}
              value={draft.businessUse}
              onChange={(e) => edit({ businessUse: e.target.value as RuleDraft['businessUse'] })}
            >
              <option value="">Leave as it is</option>
              <option value="business">Business</option>
              <option value="personal">Personal</option>
            </NativeSelect>
          )}
        </Field>
        <Field label="Business category">
          {(c) => (
            <NativeSelect
              {...c}
              value={draft.businessCategory}
              onChange={(e) => edit({ businessCategory: e.target.value })}
            >
              <option value="">Leave as it is</option>
              {BUSINESS_CATEGORY_GROUPS.map((group) => (
                <optgroup key={group.key} label={group.label}>
                  {group.categories.map((name) => (
                    <option key={name} value={name}>
                      {categoryDisplayName(name)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
    </>
  );
}
