import { queryOptions } from '@tanstack/react-query';
import type {
  RulePreviewResponse,
  RuleSaveResponse,
  RulesResponse,
  RuleUndoResponse,
} from '@tourniquet/domain/contracts';
import { api } from '../../../lib/api.ts';
import type { RuleRequest } from '../lib/rule-draft.ts';

// Rules: the list under ['rules']; a save, an undo or a delete also changes rows and reports,
// so the screens invalidate every query after one (rules-screen.tsx).
export const rulesQuery = queryOptions({
  queryKey: ['rules', 'list'],
  queryFn: () => api<RulesResponse>('/api/rules').then((r) => r.rules),
});

export function saveRule(id: string | null, body: RuleRequest) {
  return id
    ? api<RuleSaveResponse>(`/api/rules/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : api<RuleSaveResponse>('/api/rules', { method: 'POST', body });
}

export function previewRule(body: RuleRequest) {
  return api<RulePreviewResponse>('/api/rules/preview', { method: 'POST', body });
}

export function deleteRule(id: string) {
  return api<void>(`/api/rules/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function orderRules(ids: string[]) {
  return api<RulesResponse>('/api/rules/order', { method: 'POST', body: { ids } });
}

export function undoRuleApply(id: string) {
  return api<RuleUndoResponse>(`/api/rules/${encodeURIComponent(id)}/undo-apply`, {
    method: 'POST',
    body: {},
  });
}
