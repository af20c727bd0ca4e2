import type { AprSource, DebtKind } from '@tourniquet/domain/contracts';

export const DEBT_KIND_LABELS: Record<DebtKind, string> = {
  credit_card: 'Credit card',
  student: 'Student loan',
  mortgage: 'Mortgage',
  auto: 'Auto loan',
  personal: 'Personal loan',
  other: 'Loan',
};

/** "2 years 3 months", "11 months", "1 year": how long a payoff takes, in words. */
export function monthsInWords(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (years === 0) return part(rest, 'month');
  return rest === 0 ? part(years, 'year') : `${part(years, 'year')} ${part(rest, 'month')}`;
}

/** The APR as printed: "21.99% APR", with where it came from when it is not the provider's. */
export function aprText(aprPercent: number | null, source: AprSource | null): string {
  if (aprPercent === null) return 'APR unknown';
  const apr = `${aprPercent}% APR`;
  if (source === 'estimated') return `${apr} (estimated)`;
  if (source === 'user') return `${apr} (yours)`;
  return apr;
}
