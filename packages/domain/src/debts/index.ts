export * from './types';
export { aprThousandths, monthlyInterestCents } from './interest';
export { issuerMinimumCents, ISSUER_MINIMUM_FLOOR_CENTS } from './minimum-payment';
export { minimumForMonth, minimumOnlyPayoff, payoffIn36Months, PAYOFF_HORIZON_MONTHS } from './payoff';
export { planPayoff, planOrder, minimumsOnlyInterest } from './plan';
export { gracePeriodLost } from './grace-period';
export { TYPICAL_CARD_APR_PERCENT } from './typical-apr';
export {
  paymentDueAlerts,
  PAYMENT_DUE_ALERT_DAYS,
  PAYMENT_DUE_DEDUPE_PREFIX,
  type DueDebt,
} from './due-alert';
export { planPaymentEvents, planPaymentName, type PlanPaymentDebt } from './plan-events';
