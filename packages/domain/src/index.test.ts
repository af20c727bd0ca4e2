import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@tourniquet/domain entry', () => {
  it('exports every module', () => {
    for (const name of [
      'formatUsd',
      'parseAmountToCents',
      'dollarsToCents',
      'sumCents',
      'absCents',
      'addDays',
      'addMonths',
      'addYears',
      'startOfMonth',
      'endOfMonth',
      'isIsoDate',
      'compareIso',
      'daysBetween',
      'formatDate',
      'formatFilterDate',
      'parseFilterDate',
      'resolvePeriod',
      'periodKeySchema',
      'passwordRuleResults',
      'passwordRuleFailures',
      'strongPasswordSchema',
      'isUsPhone',
      'validateOnboarding',
      'profileFieldsSchema',
      'displayCountry',
      'categorySummary',
      'titleCaseCategory',
      'categoryLabel',
      'personalGroupOf',
      'editCategoryOf',
      'accountCategoryFromProviderType',
      'isCreditAccount',
      'hasCheckingAccount',
      'selectAccountsGroup',
      'netWorth',
      'nextDate',
      'classifyRecurring',
      'dedupeRecurring',
      'truncate',
      'transactionsCsv',
      'goalsCsv',
      'csvFileName',
      'transactionFilterSchema',
      'transactionEditSchema',
      'effectiveFrequency',
      'parseAccountSelection',
      'isAssetGroup',
      'goalTypeSchema',
      'buildGoalProgress',
      'targetAccumulation',
      'stackMoreMessage',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
    expect(domain.DEFAULT_PERIOD).toBe('30');
    expect(domain.PERSONAL_CATEGORY_GROUPS).toHaveLength(15);
  });
});
