/**
 * The review inbox (decision 025): which rows the app is least sure of, how sure it is, and
 * which one card stands for each payee. Pure: the server reads the rows, this decides.
 *
 * Confidence comes from where a row's category came from (transactions.category_source and
 * business_source):
 * - confirmed: the owner's own choice or a rule's ('user', 'rule'): never in the inbox;
 * - high: what the owner taught for this payee ('learned' from their choice) or a merchant the catalogue
 *   knows by name ('catalogue'): not in the inbox;
 * - medium: the bank's or the file's word ('provider', 'file', 'learned' from the bank), a word in the name
 *   (the categoriser's keyword rules: "TRADING" says a shop) and a business category only suggested;
 * - low: a guess (the categoriser's likeliest default, a payment to a person not yet said what for) or
 *   nothing at all.
 * The inbox holds the medium and low rows, each payee once (its largest row), ordered by the money a wrong
 * answer would misplace: the size of all of that payee's rows still to review, each weighed by how likely
 * its present answer is wrong (AT_STAKE).
 */
import type { BusinessUse } from '../business/business-use';
import { categoryDisplayName } from '../categories/category-labels';
import type { PersonalCategory } from '../categories/categoriser/pfc';

export type ReviewConfidence = 'high' | 'medium' | 'low';
export type RowConfidence = ReviewConfidence | 'confirmed';
export type ReviewSide = 'business' | 'personal';

const CONFIRMED = new Set(['user', 'rule']);
// The categoriser's words for a default it could not back (categorise.ts: likeliest, personMove).
const KEYWORD_REASON = /in the name says it is/i;
const LOW_REASONS = [/: a guess:/i, /until you say what it paid for/i, /merchant we do not know/i];

/** How sure the app is of a row's personal category. */
export function personalConfidence(source: string | null, reason: string | null): RowConfidence {
  if (source === null) return 'low';
  if (CONFIRMED.has(source)) return 'confirmed';
  if (LOW_REASONS.some((pattern) => pattern.test(reason ?? ''))) return 'low';
  // A keyword in an unknown name is a likely kind, not a known merchant.
  if (source === 'catalogue') return KEYWORD_REASON.test(reason ?? '') ? 'medium' : 'high';
  // Learned from the owner's own choice for the payee ("you filed ..."), else from the bank's.
  if (source === 'learned') return /: you filed /i.test(reason ?? '') ? 'high' : 'medium';
  return 'medium';
}

/**
 * How sure the app is of a business row's business category; a suggestion's own confidence, when the
 * suggestion engine gave one, tells a default from the personal category (low) from what the statement's
 * structure or the row's words say (medium).
 */
export function businessConfidence(
  source: string | null,
  category: string | null,
  suggested?: ReviewConfidence,
): RowConfidence {
  if (source !== null && CONFIRMED.has(source)) return 'confirmed';
  if (category === null) return 'low';
  if (source === 'learned') return 'high';
  return suggested === 'low' ? 'low' : 'medium';
}

/**
 * The share of a payee's money a wrong answer is expected to misplace: all of it when the app is unsure
 * (low), a fifth when it stands behind its suggestion (medium: right about four times in five on the
 * labelled sets before their tuning, better after). The inbox asks first where the most money is at stake.
 */
const AT_STAKE: Record<ReviewConfidence, number> = { low: 1, medium: 0.2, high: 0 };

export interface ReviewRow {
  id: string;
  date: string;
  description: string;
  payee: string;
  accountName: string;
  /** House sign: positive = money out. */
  amountCents: number;
  merchantKey: string;
  /** The row's effective use: its own choice, else its account's. */
  use: BusinessUse;
  personalCategory: PersonalCategory | null;
  categorySource: string | null;
  categoryReason: string | null;
  businessCategory: string | null;
  businessSource: string | null;
  /** The business suggestion's own confidence and why (business-suggestion.ts), when it was just made. */
  businessSuggestion?: { confidence: ReviewConfidence; reason: string } | null;
}

export interface ReviewCard {
  row: ReviewRow;
  side: ReviewSide;
  confidence: ReviewConfidence;
  impactCents: number;
  reason: string;
  similarCount: number;
}

/** Which review a row waits for: a business row its business category, a personal row its category. */
export function reviewSideOf(row: ReviewRow): { side: ReviewSide; confidence: ReviewConfidence } | null {
  const side: ReviewSide = row.use === 'business' ? 'business' : 'personal';
  const confidence =
    side === 'business'
      ? businessConfidence(row.businessSource, row.businessCategory, row.businessSuggestion?.confidence)
      : personalConfidence(row.categorySource, row.categoryReason);
  return confidence === 'medium' || confidence === 'low' ? { side, confidence } : null;
}

function reasonOf(row: ReviewRow, side: ReviewSide): string {
  if (side === 'personal') return row.categoryReason ?? 'No category yet: nothing names what it is';
  if (row.businessCategory === null) {
    return 'No business category yet: nothing says which Schedule C line it goes on';
  }
  const why = row.businessSuggestion?.reason;
  return why
    ? `${categoryDisplayName(row.businessCategory)}: ${why}`
    : `${categoryDisplayName(row.businessCategory)}: suggested from the payee and its category, not yet confirmed`;
}

const larger = (a: ReviewRow, b: ReviewRow) =>
  Math.abs(b.amountCents) - Math.abs(a.amountCents) ||
  b.date.localeCompare(a.date) ||
  a.id.localeCompare(b.id);

/**
 * The inbox: every payee with rows to review in the scope, once (its largest row), most money at stake
 * first; `limit` cards and how many more there are.
 */
export function buildReviewInbox(
  rows: readonly ReviewRow[],
  scope: ReviewSide | 'all',
  limit: number,
): { cards: ReviewCard[]; remaining: number } {
  const byPayee = new Map<string, { rows: ReviewRow[]; impact: number }>();
  for (const row of rows) {
    const needs = reviewSideOf(row);
    if (!needs || (scope !== 'all' && needs.side !== scope)) continue;
    const group = byPayee.get(row.merchantKey) ?? { rows: [], impact: 0 };
    group.rows.push(row);
    group.impact += Math.abs(row.amountCents) * AT_STAKE[needs.confidence];
    byPayee.set(row.merchantKey, group);
  }
  const cards = [...byPayee.values()].map((group): ReviewCard => {
    const row = [...group.rows].sort(larger)[0]!;
    const { side, confidence } = reviewSideOf(row)!;
    return {
      row,
      side,
      confidence,
      impactCents: Math.round(group.impact),
      reason: reasonOf(row, side),
      similarCount: group.rows.length,
    };
  });
  cards.sort((a, b) => b.impactCents - a.impactCents || larger(a.row, b.row));
  return { cards: cards.slice(0, limit), remaining: Math.max(0, cards.length - limit) };
}
