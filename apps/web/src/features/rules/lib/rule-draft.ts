import {
  categoryDisplayName,
  centsToDecimalString,
  formatUsd,
  parseAmountToCents,
  pfcDetailedLabel,
  PFC_V1,
} from '@tourniquet/domain';
import type { RuleDto } from '@tourniquet/domain/contracts';

/** The body of POST/PUT /api/rules and of the preview, as the contract reads it. */
export interface RuleRequest {
  conditions: {
    text?: { field: 'merchant' | 'description' | 'any'; op: 'contains' | 'is' | 'starts'; value: string };
    amountCents?: { min?: number; max?: number };
    direction?: 'in' | 'out';
    accountIds?: string[];
  };
  actions: {
    personalCategory?: { primary: string; detailed: string };
    merchantName?: string;
    businessUse?: 'business' | 'personal';
    businessCategory?: string;
    moved?: true;
  };
  applyToPast?: boolean;
}

/** The form's fields as typed (amounts in dollars, blanks for "not set"). */
export interface RuleDraft {
  textField: 'merchant' | 'description' | 'any';
  textOp: 'contains' | 'is' | 'starts';
  textValue: string;
  amountMin: string;
  amountMax: string;
  direction: '' | 'in' | 'out';
  accountId: string;
  category: string;
  merchantName: string;
  businessUse: '' | 'business' | 'personal';
  businessCategory: string;
  moved: boolean;
  applyToPast: boolean;
}

export const EMPTY_DRAFT: RuleDraft = {
  textField: 'merchant',
  textOp: 'contains',
  textValue: '',
  amountMin: '',
  amountMax: '',
  direction: '',
  accountId: '',
  category: '',
  merchantName: '',
  businessUse: '',
  businessCategory: '',
  moved: false,
  applyToPast: false,
};

const PRIMARY_OF = new Map(PFC_V1.map((c) => [c.detailed, c.primary]));

/** A saved rule in the form (one account: the form offers one; a rule saved with more keeps the first). */
export function draftOfRule(rule: Pick<RuleDto, 'conditions' | 'actions'>): RuleDraft {
  const { text, amountCents, direction, accountIds } = rule.conditions;
  const { personalCategory, merchantName, businessUse, businessCategory, moved } = rule.actions;
  const dollars = (cents?: number) => (cents === undefined ? '' : centsToDecimalString(cents));
  return {
    ...EMPTY_DRAFT,
    ...(text && { textField: text.field, textOp: text.op, textValue: text.value }),
    amountMin: dollars(amountCents?.min),
    amountMax: dollars(amountCents?.max),
    direction: direction ?? '',
    accountId: accountIds?.[0] ?? '',
    category: personalCategory?.detailed ?? '',
    merchantName: merchantName ?? '',
    businessUse: businessUse ?? '',
    businessCategory: businessCategory ?? '',
    moved: moved === true,
  };
}

/**
 * "Create a rule" from a row (the Edit Transaction dialog): the row's clean merchant name, its exact
 * amount, its direction and its account, read from the URL the dialog opened.
 */
export function draftOfSearch(params: URLSearchParams): RuleDraft | null {
  if (params.get('new') !== '1') return null;
  const cents = Number(params.get('amountCents') ?? '');
  const amount = Number.isSafeInteger(cents) && cents !== 0 ? centsToDecimalString(Math.abs(cents)) : '';
  return {
    ...EMPTY_DRAFT,
    textField: 'merchant',
    textOp: 'is',
    textValue: params.get('merchant') ?? '',
    amountMin: amount,
    amountMax: amount,
    direction: amount ? (cents < 0 ? 'in' : 'out') : '',
    accountId: params.get('accountId') ?? '',
  };
}

/** The request the draft says, or the first thing to fix, in words. */
export function requestOfDraft(draft: RuleDraft): { request: RuleRequest } | { error: string } {
  const conditions: RuleRequest['conditions'] = {};
  const value = draft.textValue.trim();
  if (value) conditions.text = { field: draft.textField, op: draft.textOp, value };
  const min = draft.amountMin.trim() ? parseAmountToCents(draft.amountMin) : undefined;
  const max = draft.amountMax.trim() ? parseAmountToCents(draft.amountMax) : undefined;
  if (min === null || max === null || (min ?? 0) < 0 || (max ?? 0) < 0)
    return { error: 'Enter amounts such as 12.99' };
  if (min !== undefined && max !== undefined && min > max)
    return { error: 'The largest amount must be at least the smallest' };
  if (min !== undefined || max !== undefined) conditions.amountCents = { min, max };
  if (draft.direction) conditions.direction = draft.direction;
  if (draft.accountId) conditions.accountIds = [draft.accountId];
  if (Object.keys(conditions).length === 0) return { error: 'Give at least one condition' };

  const actions: RuleRequest['actions'] = {};
  if (draft.moved) actions.moved = true;
  else if (draft.category) {
    actions.personalCategory = { primary: PRIMARY_OF.get(draft.category) ?? '', detailed: draft.category };
  }
  if (draft.merchantName.trim()) actions.merchantName = draft.merchantName.trim();
  if (draft.businessUse) actions.businessUse = draft.businessUse;
  if (draft.businessCategory) actions.businessCategory = draft.businessCategory;
  if (Object.keys(actions).length === 0) return { error: 'Give at least one action' };
  return { request: { conditions, actions, applyToPast: draft.applyToPast } };
}

const OP_WORDS = { contains: 'contains', is: 'is', starts: 'starts with' } as const;
const FIELD_WORDS = {
  merchant: 'Merchant',
  description: 'Description',
  any: 'Merchant or description',
} as const;

/** One line per rule in the list: "Merchant is "blue bottle" · $4.00 to $6.00 → Coffee, rename to …". */
export function describeRule(
  rule: Pick<RuleDto, 'conditions' | 'actions'>,
  accountName: (id: string) => string,
): { when: string; then: string } {
  const { text, amountCents, direction, accountIds } = rule.conditions;
  const when: string[] = [];
  if (text) when.push(`${FIELD_WORDS[text.field]} ${OP_WORDS[text.op]} "${text.value}"`);
  if (amountCents) {
    const { min, max } = amountCents;
    if (min !== undefined && min === max) when.push(`amount ${formatUsd(min)}`);
    else if (min !== undefined && max !== undefined)
      when.push(`amount ${formatUsd(min)} to ${formatUsd(max)}`);
    else if (min !== undefined) when.push(`amount at least ${formatUsd(min)}`);
    else if (max !== undefined) when.push(`amount at most ${formatUsd(max)}`);
  }
  if (direction) when.push(direction === 'in' ? 'money in' : 'money out');
  if (accountIds) when.push(accountIds.map(accountName).join(', '));
  const { personalCategory, merchantName, businessUse, businessCategory, moved } = rule.actions;
  const then: string[] = [];
  if (moved) then.push('money moved between your accounts');
  if (personalCategory) then.push(pfcDetailedLabel(personalCategory.detailed));
  if (merchantName) then.push(`show as "${merchantName}"`);
  if (businessUse) then.push(businessUse === 'business' ? 'Business' : 'Personal');
  if (businessCategory) then.push(categoryDisplayName(businessCategory));
  return { when: when.join(' · '), then: then.join(' · ') };
}
