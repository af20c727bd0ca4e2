export {
  PFC_V1,
  PFC_V1_PRIMARIES,
  pfcPrimaryLabel,
  pfcDetailedLabel,
  parsePersonalCategory,
  toPfcV1,
  isSpendingPrimary,
} from './pfc';
export type { PersonalCategory } from './pfc';
export { categorise } from './categorise';
export type { CategorySource, CategoriseRow, Categorised } from './categorise';
export { learnCategories, NOTHING_LEARNED } from './learned';
export type { LearnedExample, LearnedCategories } from './learned';
export { merchantEvidence, merchantKeyOf } from './merchant-key';
export type { MerchantEvidence } from './merchant-key';
export {
  isPersonKey,
  learningKey,
  looksLikePersonName,
  personPayment,
  PERSON_KEY_PREFIX,
} from './person-payments';
export type { PersonPayment, PersonRail } from './person-payments';
export { paymentPurpose } from './payment-purpose';
export type { PaymentPurpose } from './payment-purpose';
export { cleanMerchantName } from './clean-merchant-name';
export { CATALOGUE_SIZE } from './catalogue';
export { KEYWORD_RULE_COUNT } from './keywords';
export { legacyMapping } from './legacy-categories';
export { fileMapping } from './file-categories';
export { mappedCategory } from './source-tables';
export {
  pfcOfEditCategory,
  editCategoryPrimaries,
  editCategoryOfPfc,
  pfcOfPersonalEntry,
  PERSONAL_ENTRIES_PFC,
} from './spec-lists';
export {
  goalPrimaryOfWord,
  goalWordKey,
  goalCategoryMigrationSql,
  goalCategoryCaseSql,
  sqlWordKey,
} from './legacy-goal-words';
export type { GoalSide } from './legacy-goal-words';
