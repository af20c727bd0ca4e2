import {
  buildReviewInbox,
  pfcDetailedLabel,
  type PersonalCategory,
  type ReviewRow,
} from '@tourniquet/domain';
import type {
  ReviewAnswer,
  ReviewItem,
  ReviewQuery,
  ReviewResponse,
  ReviewSuggestion,
} from '@tourniquet/domain/contracts';
import { setUserCategory } from '../categories/category-edits.ts';
import type { Db } from '../db/client.ts';
import {
  answerFieldsOf,
  findReviewRow,
  loadPayeeRows,
  loadReviewRows,
  setRowsBusinessUse,
  setRowsOwnBusinessCategory,
  setRowsOwnCategory,
} from '../db/queries/review.ts';
import { categoriseBusinessRows, readBusinessSuggestions } from './business-categorising.ts';

/**
 * The review inbox (decision 025): GET reads the rows the app is least sure of (the pure rule is
 * packages/domain/src/review/review-inbox.ts); an answer is the suggestion with the owner's fields over
 * it, stored as the owner's own choice, and with applyToSimilar given to the payee's other rows not yet
 * settled. Later rows follow through the categoriser's learning: a personal category of source 'user'
 * (loadLearned) and a business category of source 'user' (categoriseBusinessRows' memory).
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONFIRMED = new Set(['user', 'rule']);
const settled = (source: string | null) => source !== null && CONFIRMED.has(source);

function suggestionOf(row: ReviewRow): ReviewSuggestion {
  return {
    personalCategory: row.personalCategory,
    businessUse: row.use,
    businessCategory: row.businessCategory,
  };
}

export async function loadReviewInbox(db: Db, userId: string, query: ReviewQuery): Promise<ReviewResponse> {
  // Why each business row was suggested what it carries: the suggestions were stored when the rows were
  // written (categoriseBusinessRows); the read works out their confidence and reason again, writing nothing.
  const suggestions = await readBusinessSuggestions(db, userId);
  const rows = (await loadReviewRows(db, userId)).map((row) => {
    const suggestion = row.businessSource === 'suggested' ? suggestions.get(row.id) : undefined;
    return suggestion
      ? { ...row, businessSuggestion: { confidence: suggestion.confidence, reason: suggestion.reason } }
      : row;
  });
  const { cards, remaining } = buildReviewInbox(rows, query.scope, query.limit);
  const items = cards.map(({ row, confidence, impactCents, reason, similarCount }): ReviewItem => ({
    transactionId: row.id,
    date: row.date,
    description: row.description,
    amountCents: row.amountCents,
    suggested: suggestionOf(row),
    confidence,
    impactCents,
    reason,
    payee: row.payee,
    accountName: row.accountName,
    similarCount,
  }));
  return { items, remaining };
}

const chosenReason = (category: PersonalCategory | null, similar: boolean) =>
  category
    ? `${pfcDetailedLabel(category.detailed)}: ${similar ? 'you filed this payee so' : 'you chose it'}`
    : 'You left it uncategorised';

/**
 * Saves the owner's answer on the row (and on the payee's unsettled rows with applyToSimilar). Returns
 * how many other rows of the payee changed, or null when the row is not the user's.
 */
export async function answerReview(
  db: Db,
  userId: string,
  id: string,
  answer: ReviewAnswer,
): Promise<number | null> {
  // Not an id this server wrote: no such row (the uuid column would refuse it with an error, a 500).
  if (!UUID_PATTERN.test(id)) return null;
  const row = await findReviewRow(db, userId, id);
  if (!row) return null;
  const use = answer.businessUse ?? row.use;
  const businessCategory =
    answer.businessCategory !== undefined ? answer.businessCategory : row.businessCategory;
  const setsPersonal = use === 'personal' || answer.personalCategory !== undefined;
  const personal = answer.personalCategory ?? row.personalCategory;

  const others = await loadPayeeRows(db, userId, id, row.merchantKey);
  const before = await answerFieldsOf(
    db,
    userId,
    others.map((r) => r.id),
  );

  await setRowsBusinessUse(db, userId, [id], use);
  if (use === 'business') await setRowsOwnBusinessCategory(db, userId, [id], businessCategory);
  if (setsPersonal) await setUserCategory(db, userId, id, personal, chosenReason(personal, false));

  if (answer.applyToSimilar) {
    // Rows the owner (or a rule) settled on either side stay exactly as they are.
    const open = others.filter((r) => !settled(r.businessSource) && !settled(r.categorySource));
    if (answer.businessUse !== undefined) {
      await setRowsBusinessUse(
        db,
        userId,
        open.map((r) => r.id),
        use,
      );
    }
    if (use === 'business') {
      const business = open.filter((r) => answer.businessUse !== undefined || r.use === 'business');
      await setRowsOwnBusinessCategory(
        db,
        userId,
        business.map((r) => r.id),
        businessCategory,
      );
    }
    if (setsPersonal) {
      const ids = open.map((r) => r.id);
      await setRowsOwnCategory(db, userId, ids, personal, chosenReason(personal, true));
    }
  }
  // Suggestions again: the payee's other business rows learn the owner's category (as after an edit).
  await categoriseBusinessRows(db, userId);
  const after = await answerFieldsOf(db, userId, [...before.keys()]);
  return [...before.keys()].filter((key) => before.get(key) !== after.get(key)).length;
}
