import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORY_GROUPS } from '../categories/business-categories';
import { SCHEDULE_C_LINE_ORDER, SCHEDULE_C_MAPPINGS } from './schedule-c-lines';

// schedule-c-lines.csv beside this file is ../shared/data/schedule-c-lines.csv as the product was given it,
// committed so the check runs wherever the repository is cloned.
const csvPath = fileURLToPath(new URL('./schedule-c-lines.csv', import.meta.url));

describe('the Schedule C table', () => {
  it('matches schedule-c-lines.csv (the shared mapping) row for row', () => {
    const [header, ...lines] = readFileSync(csvPath, 'utf8').trim().split(/\r?\n/);
    expect(header).toBe('business_category,schedule_c_line,line_label,deductible_share');
    const fromCsv = lines.map((line) => {
      const [category, scheduleLine, label, share] = line.split(',');
      return { category, line: scheduleLine, label, deductibleShare: Number(share) };
    });
    expect(SCHEDULE_C_MAPPINGS).toEqual(fromCsv);
  });

  it('maps every catalogue name, and only catalogue names', () => {
    const catalogue = BUSINESS_CATEGORY_GROUPS.flatMap((g) => g.categories).sort();
    expect(SCHEDULE_C_MAPPINGS.map((m) => m.category).sort()).toEqual(catalogue);
  });

  it('names only lines of the form, or none', () => {
    for (const m of SCHEDULE_C_MAPPINGS) {
      expect(m.line === 'none' || SCHEDULE_C_LINE_ORDER.includes(m.line), m.category).toBe(true);
    }
  });
});
