import type { ScheduleCRecurringLine } from '../contracts/business';
import { isLiveCharge, type LiveChargeFields } from '../recurring/live-charge';
import type { BusinessUse } from './business-use';
import { SCHEDULE_C_LINE_ORDER, scheduleCMappingOf } from './schedule-c-lines';

/** What a recurring stream brings to Schedule C (its DTO has all of it). */
export interface BusinessStreamFields extends LiveChargeFields {
  id: string;
  name: string;
  businessUse: BusinessUse;
  businessCategory: string | null;
  yearlyCostCents: number;
}

/**
 * Business subscriptions and bills on Schedule C: each live charge whose latest row is business
 * adds its yearly cost (monthly cost x 12) to the line of its business category. A forecast beside the
 * year's actual totals, not part of them: the rows it charged already count on their lines. Streams with no
 * category, or a category not on Schedule C, are left out (the uncategorised rows are fixed in the books).
 */
export function scheduleCRecurring(streams: readonly BusinessStreamFields[]): ScheduleCRecurringLine[] {
  const lines = new Map<string, ScheduleCRecurringLine & { share: number }>();
  for (const s of streams) {
    if (s.businessUse !== 'business' || !isLiveCharge(s) || s.businessCategory === null) continue;
    const mapping = scheduleCMappingOf(s.businessCategory);
    if (!mapping || mapping.line === 'none') continue;
    const line = lines.get(mapping.line) ?? {
      line: mapping.line,
      label: mapping.label,
      yearlyCents: 0,
      deductibleCents: 0,
      items: [],
      share: mapping.deductibleShare,
    };
    line.yearlyCents += s.yearlyCostCents;
    line.items.push({ streamId: s.id, name: s.name, yearlyCents: s.yearlyCostCents });
    lines.set(mapping.line, line);
  }
  return SCHEDULE_C_LINE_ORDER.filter((l) => lines.has(l)).map((l) => {
    const { share, ...line } = lines.get(l)!;
    return {
      ...line,
      // The line's share (meals 50%) once on its total, as on the year's lines.
      deductibleCents: Math.round(line.yearlyCents * share),
      items: line.items.sort((a, b) => b.yearlyCents - a.yearlyCents || a.name.localeCompare(b.name)),
    };
  });
}
