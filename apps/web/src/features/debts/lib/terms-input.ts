import { parseAmountToCents } from '@tourniquet/domain';

// 0 to 100 with up to 3 decimals, as the API takes it ("24.99", "7.125", "0").
const APR_PATTERN = /^\d{1,3}(?:\.\d{1,3})?$/;

/** The form's APR text as a number, or an error message; empty is "not given". */
export function parseAprInput(text: string): { value?: number; error?: string } {
  const trimmed = text.trim().replace(/%$/, '');
  if (trimmed === '') return {};
  if (!APR_PATTERN.test(trimmed) || Number(trimmed) > 100)
    return { error: 'Enter an APR from 0 to 100, with at most 3 decimals' };
  return { value: Number(trimmed) };
}

/** The form's minimum payment text in cents, or an error message; empty is "not given". */
export function parseMinimumInput(text: string): { value?: number; error?: string } {
  if (text.trim() === '') return {};
  const cents = parseAmountToCents(text);
  if (cents === null || cents < 0) return { error: 'Enter the minimum payment as an amount, like 35.00' };
  return { value: cents };
}
