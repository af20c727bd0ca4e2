import { cleanMerchantName } from '../categories/categoriser/clean-merchant-name';
import { pfc, pfcDetailedLabel } from '../categories/categoriser/pfc';
import type { RuleActions, RuleChanges, RuleConditions } from '../contracts/rules';

/**
 * Rules, pure: does a rule's every condition hold for a row, and what would the rules change.
 * Text is compared with case and every space ignored. Rules run in position order and, field by field,
 * the first matching rule wins. A user's hand edit always stays: a category whose source is 'user', a
 * business choice whose source is 'user', and the merchant of a row edited in the Edit Transaction dialog.
 */

export interface RuleRow {
  accountId: string;
  description: string;
  merchantName: string | null;
  /** Positive = money out. */
  amountCents: number;
  personalPrimary: string | null;
  personalDetailed: string | null;
  categorySource: string | null;
  merchantDisplayName: string | null;
  businessUse: string | null;
  businessCategory: string | null;
  businessSource: string | null;
  /** Edited in the Edit Transaction dialog (user_edited_at set). */
  userEdited: boolean;
}

export interface RuleDefinition {
  conditions: RuleConditions;
  actions: RuleActions;
}

export interface CompiledRule {
  matches(row: RuleRow, texts?: RowTexts): boolean;
  actions: RuleActions;
  /** The outcome fields its actions can set (rulesOutcome skips a rule with nothing left to set). */
  sets: readonly (keyof RuleOutcome)[];
}

/** A row's texts normalised once, however many rules read them (the cost that grows with rules x rows). */
export class RowTexts {
  private d: string | undefined;
  private m: string | null | undefined;
  private c: string | undefined;
  constructor(private readonly row: RuleRow) {}
  description(): string {
    return (this.d ??= normaliseRuleText(this.row.description));
  }
  merchantName(): string | null {
    if (this.m === undefined)
      this.m = this.row.merchantName === null ? null : normaliseRuleText(this.row.merchantName);
    return this.m;
  }
  cleanName(): string {
    return (this.c ??= cleanNameOf(this.row));
  }
}

/** What the rules set on a row, before comparing with what it holds. */
export interface RuleOutcome {
  personalCategory?: { primary: string; detailed: string; reason: string };
  merchantName?: string;
  businessUse?: 'business' | 'personal';
  businessCategory?: string;
}

/** Lower case, no whitespace at all: "Blue  Bottle" and "bluebottle" are the same text. */
export function normaliseRuleText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

// The clean name costs a catalogue lookup; descriptions repeat a lot, so it is computed once per text.
const cleanNames = new Map<string, string>();
function cleanNameOf(row: RuleRow): string {
  const key = `${row.description}\u0000${row.merchantName ?? ''}`;
  let name = cleanNames.get(key);
  if (name === undefined) {
    if (cleanNames.size > 100_000) cleanNames.clear();
    name = normaliseRuleText(cleanMerchantName(row.description, row.merchantName));
    cleanNames.set(key, name);
  }
  return name;
}

function textTest(op: 'contains' | 'is' | 'starts', value: string): (text: string) => boolean {
  const wanted = normaliseRuleText(value);
  if (op === 'is') return (text) => text === wanted;
  if (op === 'starts') return (text) => text.startsWith(wanted);
  return (text) => text.includes(wanted);
}

export function compileRule(rule: RuleDefinition): CompiledRule {
  const { text, amountCents, direction, accountIds } = rule.conditions;
  const tests: ((row: RuleRow) => boolean)[] = [];
  const textTests: ((texts: RowTexts) => boolean)[] = [];
  if (text) {
    const test = textTest(text.op, text.value);
    // The merchant is the name shown (the clean name) or the provider's merchant name, as written.
    const merchant = (texts: RowTexts) => {
      const name = texts.merchantName();
      return (name !== null && test(name)) || test(texts.cleanName());
    };
    const description = (texts: RowTexts) => test(texts.description());
    const field =
      text.field === 'merchant'
        ? merchant
        : text.field === 'description'
          ? description
          : (texts: RowTexts) => description(texts) || merchant(texts);
    textTests.push(field);
  }
  if (amountCents) {
    const { min, max } = amountCents;
    tests.push((row) => {
      const size = Math.abs(row.amountCents);
      return (min === undefined || size >= min) && (max === undefined || size <= max);
    });
  }
  if (direction === 'in') tests.push((row) => row.amountCents < 0);
  if (direction === 'out') tests.push((row) => row.amountCents > 0);
  if (accountIds) {
    const ids = new Set(accountIds);
    tests.push((row) => ids.has(row.accountId));
  }
  // Cheap tests first: text matching comes last, so many rows are ruled out by amount or account.
  const { actions } = rule;
  const sets: (keyof RuleOutcome)[] = [];
  if (actions.moved || actions.personalCategory) sets.push('personalCategory');
  if (actions.merchantName !== undefined) sets.push('merchantName');
  if (actions.businessUse !== undefined) sets.push('businessUse');
  if (actions.businessCategory !== undefined) sets.push('businessCategory');
  return {
    matches: (row, texts) =>
      tests.every((t) => t(row)) && textTests.every((t) => t(texts ?? new RowTexts(row))),
    actions,
    sets,
  };
}

const MOVED_IN = pfc('TRANSFER_IN_ACCOUNT_TRANSFER');
const MOVED_OUT = pfc('TRANSFER_OUT_ACCOUNT_TRANSFER');

/** One rule's actions on a row, leaving out what the user set by hand. */
function actionOutcome(actions: RuleActions, row: RuleRow): RuleOutcome {
  const out: RuleOutcome = {};
  if (row.categorySource !== 'user') {
    // Money moved is the category system's own mechanism (decision 021): an account transfer is "moved".
    if (actions.moved) {
      const category = row.amountCents < 0 ? MOVED_IN : MOVED_OUT;
      out.personalCategory = { ...category, reason: 'Moved between your accounts: your rule' };
    } else if (actions.personalCategory) {
      const { primary, detailed } = actions.personalCategory;
      out.personalCategory = { primary, detailed, reason: `${pfcDetailedLabel(detailed)}: your rule` };
    }
  }
  if (actions.merchantName !== undefined && !row.userEdited) out.merchantName = actions.merchantName;
  if (row.businessSource !== 'user') {
    if (actions.businessUse !== undefined) out.businessUse = actions.businessUse;
    if (actions.businessCategory !== undefined) out.businessCategory = actions.businessCategory;
  }
  return out;
}

/** The rules in position order over one row: for each field, the first matching rule's value. */
export function rulesOutcome(rules: readonly CompiledRule[], row: RuleRow): RuleOutcome {
  const out: RuleOutcome = {};
  const texts = new RowTexts(row);
  for (const rule of rules) {
    // An earlier rule already decided every field this one sets: matching it cannot change the outcome.
    if (rule.sets.every((field) => out[field] !== undefined)) continue;
    if (!rule.matches(row, texts)) continue;
    const next = actionOutcome(rule.actions, row);
    out.personalCategory ??= next.personalCategory;
    out.merchantName ??= next.merchantName;
    out.businessUse ??= next.businessUse;
    out.businessCategory ??= next.businessCategory;
  }
  return out;
}

/** One rule alone (apply to past rows, preview). */
export function ruleOutcome(rule: CompiledRule, row: RuleRow): RuleOutcome {
  return rule.matches(row) ? actionOutcome(rule.actions, row) : {};
}

/** The fields of an outcome that differ from what the row holds. */
export function changesOf(outcome: RuleOutcome, row: RuleRow): RuleChanges {
  const changes: RuleChanges = {};
  const category = outcome.personalCategory;
  if (category && (category.primary !== row.personalPrimary || category.detailed !== row.personalDetailed)) {
    changes.personalCategory = { primary: category.primary, detailed: category.detailed };
  }
  if (outcome.merchantName !== undefined && outcome.merchantName !== row.merchantDisplayName) {
    changes.merchantName = outcome.merchantName;
  }
  if (outcome.businessUse !== undefined && outcome.businessUse !== row.businessUse) {
    changes.businessUse = outcome.businessUse;
  }
  if (outcome.businessCategory !== undefined && outcome.businessCategory !== row.businessCategory) {
    changes.businessCategory = outcome.businessCategory;
  }
  return changes;
}

export function hasChanges(changes: RuleChanges): boolean {
  return Object.keys(changes).length > 0;
}
