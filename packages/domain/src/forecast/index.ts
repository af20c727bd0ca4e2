export * from './types';
export * from './business-days';
export { scheduledDates } from './occurrences';
export { streamEvents, expectedAmountCents } from './known-events';
export {
  dailyAllowance,
  dailyIrregularIncome,
  ALLOWANCE_LOOKBACK_DAYS,
  IRREGULAR_INCOME_LOOKBACK_DAYS,
  IRREGULAR_INCOME_MIN_CENTS,
  type DailyAllowance,
} from './allowance';
export {
  projectForecast,
  FORECAST_DAY_CHOICES,
  EVERYDAY_SPENDING_NAME,
  IRREGULAR_INCOME_NAME,
} from './project';
export { isCashAccount, type CashAccountCandidate } from './cash-accounts';
export { overdraftAlert, OVERDRAFT_ALERT_DAYS, OVERDRAFT_DEDUPE_PREFIX } from './overdraft-alert';
export { findStatementCloseDay, statementClose, statementPayments } from './card-statements';
