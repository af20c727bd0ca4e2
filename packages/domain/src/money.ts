/**
 * Money is integer cents everywhere (docs/decisions/003-integer-cents.md). Sign follows Plaid and the spec:
 * positive = money out (spending), negative = money in (income). Floats never get added; the only
 * float we accept is a provider amount in dollars, converted once through its decimal string.
 */
export type Cents = number;

function assertCents(cents: Cents): void {
  // A non-integer here means someone added dollars as floats upstream: fail loudly, never round it away.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
}

/** Plain decimal dollars without grouping or symbol, for CSV and inputs: -1234.5 dollars -> "-1234.50". */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const remainder = abs % 100;
  // (abs - remainder) / 100 divides an exact multiple of 100, so it cannot round up the way abs / 100 can.
  const dollars = (abs - remainder) / 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}${dollars}.${String(remainder).padStart(2, '0')}`;
}

/** en-US USD: 123456 -> "$1,234.56", -1200 -> "-$12.00", 0 -> "$0.00". */
export function formatUsd(cents: Cents): string {
  const plain = centsToDecimalString(cents);
  const negative = plain.startsWith('-');
  const [dollars = '0', fraction = '00'] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${fraction}`;
}

// Optional minus, optional "$", then either plain digits or correctly grouped thousands, then up to two
// decimals. "12." and ".5" are accepted because number inputs and people type them.
const AMOUNT_PATTERN = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Parses a form amount into cents: "12.3" -> 1230, "1,234.56" -> 123456, "-5" -> -500.
 * Returns null for empty input, junk, more than two decimals, bad grouping or amounts beyond safe integers.
 */
export function parseAmountToCents(input: string): Cents | null {
  const match = AMOUNT_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, minus, whole = '', fraction] = match;
  const digits = whole.replace(/,/g, '');
  if (digits === '' && (fraction === undefined || fraction === '')) return null;
  const cents = BigInt(digits || '0') * 100n + BigInt((fraction ?? '').padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(cents);
  return minus && value !== 0 ? -value : value;
}

/**
 * Converts a provider amount in dollars (a JS float such as 12.34 or 1.005) to cents, rounding half away
 * from zero on the decimal the float prints as. Math.round(n * 100) is wrong here: 1.005 * 100 is
 * 100.49999999999999 in binary, so it would give 100 instead of 101.
 */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite dollar amount: ${dollars}`);
  // toString gives the shortest decimal that round-trips, possibly in exponent form (1e-7, 1.5e+21).
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(Math.abs(dollars).toString());
  if (!match) throw new RangeError(`Unexpected number format: ${dollars}`);
  const [, whole = '0', fraction = '', exponent = '0'] = match;
  const mantissa = BigInt(whole + fraction);
  // value = mantissa * 10^(exponent - fraction.length); cents shift that by two more places.
  const shift = Number(exponent) - fraction.length + 2;
  let cents: bigint;
  if (shift >= 0) {
    cents = mantissa * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    cents = mantissa / divisor;
    if ((mantissa % divisor) * 2n >= divisor) cents += 1n;
  }
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount too large: ${dollars}`);
  const value = Number(cents);
  return dollars < 0 && value !== 0 ? -value : value;
}

/** Sum of integer cents; integers below 2^53 add exactly, so we only guard the range. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
    // Checked per step: once past 2^53 a float sum can silently lose cents and drift back into range.
    assertCents(total);
  }
  return total;
}

export function absCents(cents: Cents): Cents {
  assertCents(cents);
  return cents === 0 ? 0 : Math.abs(cents);
}
