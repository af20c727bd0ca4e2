import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import type { RuleDraft } from '../lib/rule-draft.ts';
import { RuleActions } from './rule-actions.tsx';
import { RuleConditions } from './rule-conditions.tsx';
import { PreviewList } from './rule-preview-list.tsx';

/**
 * The create/edit form of a rule: conditions, actions, a preview of the past rows it matches,
 * and "Apply to past rows", unticked unless the person ticks it. Its state is useRuleForm's.
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
  const form = useRuleForm(id, initial, onSaved);

  return (
    <Card className="p-4">
      <form
        onSubmit={form.submit}
        noValidate
        className="flex flex-col gap-3"
        aria-label={id ? 'Edit rule' : 'New rule'}
      >
        <h2 className="text-base font-semibold text-slate-900">{id ? 'Edit rule' : 'New rule'}</h2>
        <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
          When every condition holds
        </p>
        <RuleConditions draft={form.draft} accounts={accounts} edit={form.edit} />
        <RuleActions draft={form.draft} edit={form.edit} />

        <Checkbox
          label="Apply to past rows"
          checked={form.draft.applyToPast}
          onChange={(e) => form.setApplyToPast(e.target.checked)}
        />
        {form.error && <FormAlert>{form.error}</FormAlert>}
        {form.preview && <PreviewList preview={form.preview} />}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" disabled={form.previewing} onClick={form.runPreview}>
            {form.previewing && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Preview
          </Button>
          <Button type="submit" disabled={form.saving}>
            {form.saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {form.saving ? 'Saving...' : 'Save rule'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={form.saving}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
