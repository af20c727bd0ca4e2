export * from './types';
export * from './business-days';
export { scheduledDates } from './occurrences';
export { streamEvents, expectedAmountCents } from './known-events';
export { dailyAllowance, ALLOWANCE_LOOKBACK_DAYS, type DailyAllowance } from './allowance';
export { projectForecast, FORECAST_DAY_CHOICES, EVERYDAY_SPENDING_NAME } from './project';
export { isCashAccount, type CashAccountCandidate } from './cash-accounts';
export { overdraftAlert, OVERDRAFT_ALERT_DAYS, OVERDRAFT_DEDUPE_PREFIX } from './overdraft-alert';
