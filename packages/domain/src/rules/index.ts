export {
  compileRule,
  rulesOutcome,
  ruleOutcome,
  changesOf,
  hasChanges,
  normaliseRuleText,
} from './apply-rules';
export { RowTexts } from './apply-rules';
export type { RuleRow, RuleDefinition, CompiledRule, RuleOutcome } from './apply-rules';
