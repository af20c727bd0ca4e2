import { useMutation } from '@tanstack/react-query';
import type { RulePreviewResponse } from '@tourniquet/domain/contracts';
import { useReducer, type FormEvent } from 'react';
import { previewRule, saveRule } from '../api/rules-api.ts';

type RuleRequest = Parameters<typeof saveRule>[1];
import { requestOfDraft, type RuleDraft } from '../lib/rule-draft.ts';

export interface RuleFormState {
  draft: RuleDraft;
  /** What stops the rule: the draft's own problem, or the server's refusal of a preview or a save. */
  error: string | null;
  /** The past rows the draft matches, until the draft's conditions or actions change. */
  preview: RulePreviewResponse | null;
}

export type RuleFormAction =
  | { type: 'edit'; change: Partial<RuleDraft> }
  | { type: 'applyToPast'; applyToPast: boolean }
  | { type: 'checked'; error: string | null }
  | { type: 'previewed'; preview: RulePreviewResponse }
  | { type: 'failed'; message: string };

export function ruleFormReducer(state: RuleFormState, action: RuleFormAction): RuleFormState {
  switch (action.type) {
    // A changed condition or action makes the preview stale; "Apply to past rows" does not.
    case 'edit':
      return { ...state, draft: { ...state.draft, ...action.change }, preview: null };
    case 'applyToPast':
      return { ...state, draft: { ...state.draft, applyToPast: action.applyToPast } };
    case 'checked':
      return { ...state, error: action.error };
    case 'previewed':
      return { ...state, preview: action.preview };
    case 'failed':
      return { ...state, error: action.message };
  }
}

/** The rule form's state (the draft, its error, its preview) and its two calls: Preview and Save rule. */
export function useRuleForm(id: string | null, initial: RuleDraft, onSaved: (changed: number) => void) {
  const [state, dispatch] = useReducer(ruleFormReducer, { draft: initial, error: null, preview: null });
  const request = (): RuleRequest | null => {
    const result = requestOfDraft(state.draft);
    dispatch({ type: 'checked', error: 'error' in result ? result.error : null });
    return 'error' in result ? null : result.request;
  };
  const previewing = useMutation({
    mutationFn: previewRule,
    onSuccess: (preview) => dispatch({ type: 'previewed', preview }),
    onError: (e) => dispatch({ type: 'failed', message: e.message }),
  });
  const saving = useMutation({
    mutationFn: (body: RuleRequest) => saveRule(id, body),
    onSuccess: (saved) => onSaved(saved.changed),
    onError: (e) => dispatch({ type: 'failed', message: e.message }),
  });
  return {
    ...state,
    previewing: previewing.isPending,
    saving: saving.isPending,
    edit: (change: Partial<RuleDraft>) => dispatch({ type: 'edit', change }),
    setApplyToPast: (applyToPast: boolean) => dispatch({ type: 'applyToPast', applyToPast }),
    runPreview: () => {
      const body = request();
      if (body) previewing.mutate(body);
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      const body = request();
      if (body) saving.mutate(body);
    },
  };
}
