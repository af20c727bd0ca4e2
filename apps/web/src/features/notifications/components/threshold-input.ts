import {
  centsToDecimalString,
  MAX_THRESHOLD_CENTS,
  MIN_THRESHOLD_CENTS,
  parseAmountToCents,
} from '@tourniquet/domain';

/** A threshold as typed ("500", "$1,250.00") -> cents, or the message that says what to fix. */
export function parseThreshold(input: string): { cents: number } | { error: string } {
  if (input.trim() === '') return { error: 'Enter an amount, like 500.00.' };
  const cents = parseAmountToCents(input);
  if (cents === null) return { error: 'Enter an amount in dollars, like 500.00.' };
  if (cents < MIN_THRESHOLD_CENTS) return { error: 'Enter at least $1.00.' };
  if (cents > MAX_THRESHOLD_CENTS) return { error: 'Enter at most $1,000,000.00.' };
  return { cents };
}

export const thresholdText = (cents: number) => centsToDecimalString(cents);

/** The overdraft cushion as typed: like a threshold, but $0 (or nothing) means "warn below zero". */
export function parseCushion(input: string): { cents: number } | { error: string } {
  if (input.trim() === '') return { cents: 0 };
  const cents = parseAmountToCents(input);
  if (cents === null || cents < 0) return { error: 'Enter an amount in dollars, like 200.00, or 0.' };
  if (cents > MAX_THRESHOLD_CENTS) return { error: 'Enter at most $1,000,000.00.' };
  return { cents };
}
