import { describe, expect, it } from 'vitest';
import type { RulePreviewResponse } from '@tourniquet/domain/contracts';
import { EMPTY_DRAFT } from '../lib/rule-draft.ts';
import { ruleFormReducer, type RuleFormState } from './use-rule-form.ts';

const preview = { matched: 0, rows: [] } as unknown as RulePreviewResponse;
const previewed: RuleFormState = { draft: EMPTY_DRAFT, error: null, preview };

describe('ruleFormReducer', () => {
  it('drops the preview when a condition or an action changes, keeps it for Apply to past rows', () => {
    const edited = ruleFormReducer(previewed, { type: 'edit', change: { textValue: 'netflix' } });
    expect(edited.preview).toBeNull();
    expect(edited.draft.textValue).toBe('netflix');
    const ticked = ruleFormReducer(previewed, { type: 'applyToPast', applyToPast: true });
    expect(ticked.preview).toBe(preview);
    expect(ticked.draft.applyToPast).toBe(true);
  });

  it("keeps the draft's problem until the draft is checked again", () => {
    const refused = ruleFormReducer(previewed, { type: 'failed', message: 'Too many rules' });
    expect(refused.error).toBe('Too many rules');
    expect(ruleFormReducer(refused, { type: 'edit', change: { amountMin: '5' } }).error).toBe(
      'Too many rules',
    );
    expect(ruleFormReducer(refused, { type: 'checked', error: null }).error).toBeNull();
  });
});
