/** The fee radar: bank fees found in a user's rows, what offsets them, totals and how to avoid them. */
export * from './fee-kinds';
export * from './fee-labels';
export { classifyFee, explainFee, type FeeVerdict } from './classify-fee';
export { feeReason } from './fee-reason';
export { classifyFeeRefund, isFeeReversal } from './fee-refunds';
export { detectFees } from './detect-fees';
export { feeTotals, yearlyFeeCost, type FeeTotals } from './fee-totals';
export {
  isRefundableFee,
  matchFeeReversals,
  REVERSAL_WINDOW_DAYS,
  type RefundableInput,
  type ReversalMatch,
} from './fee-reversal-matching';
export { BANK_PHONE_BOOK, findBankContact, type BankContact } from './bank-phone-book';
export { buildRefundRequest, type RefundRequest, type RefundRequestInput } from './refund-request';
