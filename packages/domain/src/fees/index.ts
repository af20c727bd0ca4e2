/** The fee radar: bank fees found in a user's rows, what offsets them, totals and how to avoid them. */
export * from './fee-kinds';
export * from './fee-labels';
export { classifyFee } from './classify-fee';
export { classifyFeeRefund, isFeeReversal } from './fee-refunds';
export { detectFees } from './detect-fees';
export { feeTotals, yearlyFeeCost, type FeeTotals } from './fee-totals';
