import { useMutation } from '@tanstack/react-query';
import { BUSINESS_CATEGORY_GROUPS, categoryDisplayName } from '@tourniquet/domain';
import type { RulePreviewResponse } from '@tourniquet/domain/contracts';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CategoryPicker } from '../../../components/category-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { previewRule, saveRule } from '../api/rules-api.ts';
import { requestOfDraft, type RuleDraft } from '../lib/rule-draft.ts';
import { PreviewList } from './rule-preview-list.tsx';

/**
 * The create/edit form of a rule: conditions, actions, a preview of the past rows it matches,
 * and "Apply to past rows", unticked unless the person ticks it.
 */
export function RuleForm({
  id,
  initial,
  accounts,
  onSaved,
  onCancel,
}: {
  id: string | null;
  initial: RuleDraft;
  accounts: { id: string; label: string }[];
  onSaved: (changed: number) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<RulePreviewResponse | null>(null);
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setPreview(null);
  };
  const request = () => {
    const result = requestOfDraft(draft);
    if ('error' in result) {
      setError(result.error);
      return null;
    }
    setError(null);
    return result.request;
  };
  const previewing = useMutation({
    mutationFn: previewRule,
    onSuccess: setPreview,
    onError: (e) => setError(e.message),
  });
  const saving = useMutation({
    mutationFn: (body: Parameters<typeof saveRule>[1]) => saveRule(id, body),
    onSuccess: (saved) => onSaved(saved.changed),
    onError: (e) => setError(e.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    if (body) saving.mutate(body);
  };

  return (
    <Card className="p-4">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
        aria-label={id ? 'Edit rule' : 'New rule'}
      >
        <h2 className="text-base font-semibold text-slate-900">{id ? 'Edit rule' : 'New rule'}</h2>
        <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
          When every condition holds
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Text in">
            {(c) => (
              <NativeSelect
                {...c}
                value={draft.textField}
                onChange={(e) => set('textField', e.target.value as RuleDraft['textField'])}
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
                onChange={(e) => set('textOp', e.target.value as RuleDraft['textOp'])}
              >
                <option value="contains">contains</option>
                <option value="is">is</option>
                <option value="starts">starts with</option>
              </NativeSelect>
            )}
          </Field>
        </div>
        <Field label="Text" hint="Case and spaces are ignored">
          {(c) => <Input {...c} value={draft.textValue} onChange={(e) => set('textValue', e.target.value)} />}
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Amount from">
            {(c) => (
              <Input
                {...c}
                inputMode="decimal"
                placeholder="0.00"
                value={draft.amountMin}
                onChange={(e) => set('amountMin', e.target.value)}
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
                onChange={(e) => set('amountMax', e.target.value)}
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
                onChange={(e) => set('direction', e.target.value as RuleDraft['direction'])}
              >
                <option value="">In or out</option>
                <option value="in">Money in</option>
                <option value="out">Money out</option>
              </NativeSelect>
            )}
          </Field>
          <Field label="Account">
            {(c) => (
              <NativeSelect {...c} value={draft.accountId} onChange={(e) => set('accountId', e.target.value)}>
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

        <p className="mt-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">Then</p>
        <Field label="Category">
          {(c) => (
            // The one category picker, as in Edit Transaction.
            <CategoryPicker
              control={c}
              value={draft.category}
              emptyLabel="Leave as it is"
              disabled={draft.moved}
              onChange={(option) => set('category', option?.detailed ?? '')}
            />
          )}
        </Field>
        <Checkbox
          label="Money moved between my accounts (not earnings or spending)"
          checked={draft.moved}
          onChange={(e) => set('moved', e.target.checked)}
        />
        <Field label="Show merchant as">
          {(c) => (
            <Input {...c} value={draft.merchantName} onChange={(e) => set('merchantName', e.target.value)} />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Business or personal">
            {(c) => (
              <NativeSelect
                {...c}
                value={draft.businessUse}
                onChange={(e) => set('businessUse', e.target.value as RuleDraft['businessUse'])}
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
                onChange={(e) => set('businessCategory', e.target.value)}
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

        <Checkbox
          label="Apply to past rows"
          checked={draft.applyToPast}
          onChange={(e) => setDraft((d) => ({ ...d, applyToPast: e.target.checked }))}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {preview && <PreviewList preview={preview} />}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            disabled={previewing.isPending}
            onClick={() => {
              const body = request();
              if (body) previewing.mutate(body);
            }}
          >
            {previewing.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Preview
          </Button>
          <Button type="submit" disabled={saving.isPending}>
            {saving.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {saving.isPending ? 'Saving...' : 'Save rule'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
