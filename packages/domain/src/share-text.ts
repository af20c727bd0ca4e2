/**
 * A part's share of a total in whole percent, "<1%" for a sliver that would read as zero, "0%" when there is
 * no total. One rule for the spending screens (list and donut) and the spending PDF, so they always agree.
 */
export function shareText(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  const pct = (part / whole) * 100;
  return pct > 0 && pct < 1 ? '<1%' : `${Math.round(pct)}%`;
}
