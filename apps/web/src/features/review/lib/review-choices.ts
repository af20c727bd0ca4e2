import type { ReviewItem } from '@tourniquet/domain/contracts';
import type { ReviewAnswerBody } from '../api/answer-review.ts';

/** What the owner picked on a card: business or personal, and the category on that side. */
export interface ReviewChoice {
  use: 'business' | 'personal';
  /** A business category name, or null: on no Schedule C line (an owner's draw, a transfer). */
  businessCategory: string | null;
  personalCategory: { primary: string; detailed: string } | null;
}

/** Money in and money out each have their own likely lines; the suggestion comes first. */
const LIKELY_IN = ['Product Sales', 'Service Sales', 'Consulting', 'Other Business Income'];
const LIKELY_OUT = ['contract_labor', 'raw_materials', 'office_supplies', 'software_and_cloud_services'];

/** The card's first business choices: the suggested category, then the likeliest for the direction. */
export function likelyBusinessCategories(item: ReviewItem, count = 4): string[] {
  const suggested = item.suggested.businessCategory;
  const likely = item.amountCents < 0 ? LIKELY_IN : LIKELY_OUT;
  return [...new Set([...(suggested ? [suggested] : []), ...likely])].slice(0, count);
}

export function choiceOf(item: ReviewItem): ReviewChoice {
  return {
    use: item.suggested.businessUse,
    businessCategory: item.suggested.businessCategory,
    personalCategory: item.suggested.personalCategory,
  };
}

/** The answer to POST: the owner's choice on the side it is on, whether or not it equals the suggestion. */
export function answerOf(choice: ReviewChoice, applyToSimilar: boolean): ReviewAnswerBody {
  if (choice.use === 'business') {
    return { businessUse: 'business', businessCategory: choice.businessCategory, applyToSimilar };
  }
  return {
    businessUse: 'personal',
    ...(choice.personalCategory ? { personalCategory: choice.personalCategory } : {}),
    applyToSimilar,
  };
}
