/**
 * The score report of a category set: the table (one column per household, then all, then the target, flagged
 * BELOW when missed), where the categories came from, accuracy by bank layout, import and API problems, then
 * the misses grouped by merchant. Reporting only; the API test asserts the targets.
 */
import {
  CATEGORY_TARGETS,
  addTallies,
  scoresOf,
  type CategoryScores,
  type CategoryTally,
  type HouseholdCategoryScore,
} from './category-score';
import type { ImportProblem } from './print';

const ROWS: [keyof CategoryScores, string, (t: CategoryTally) => string][] = [
  ['coverage', 'coverage', (t) => `${t.categorised}/${t.rows}`],
  ['primaryAccuracy', 'primary accuracy', (t) => `${t.primaryRight}/${t.judged}`],
  ['detailedAccuracy', 'detailed accuracy', (t) => `${t.detailedRight}/${t.judged}`],
  ['moneyMovedKeptOut', 'money moved kept out', (t) => `${t.movedKeptOut}/${t.moneyMoved}`],
  ['learningFollowRate', 'follows a correction', (t) => `${t.followed}/${t.followRows}`],
];

const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

export function categoryReport(
  households: readonly HouseholdCategoryScore[],
  problems: readonly ImportProblem[] = [],
  maxMissesPerKind = 40,
): string[] {
  const all = addTallies(households.map((h) => h.tally));
  const columns: [string, CategoryTally][] = [
    ...households.map((h): [string, CategoryTally] => [h.name, h.tally]),
    ['all', all],
  ];
  const out: string[] = [
    ['metric'.padEnd(24), ...columns.map(([name]) => name.padStart(18)), 'target'.padStart(9)].join(''),
  ];
  for (const [key, label, counts] of ROWS) {
    const cells = columns.map(([, t]) => `${pct(scoresOf(t)[key])} ${counts(t).padStart(9)} `.padStart(18));
    const flag = scoresOf(all)[key] < CATEGORY_TARGETS[key] ? '  BELOW' : '';
    out.push([label.padEnd(24), ...cells, pct(CATEGORY_TARGETS[key]).padStart(9) + flag].join(''));
  }
  const wrongly = columns.map(([, t]) => `${t.countedWronglyMoved}/${t.countedRows}`.padStart(18));
  out.push(['counted rows kept out'.padEnd(24), ...wrongly, '(info)'.padStart(9)].join(''));
  const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;
  const reported = (pick: (r: NonNullable<HouseholdCategoryScore['report']>) => [number, number]) =>
    households.map((h) => (h.report ? pick(h.report).map(dollars).join(' / ') : 'n/a').padStart(18));
  out.push(
    [
      'earnings report/labels'.padEnd(24),
      ...reported((r) => [r.earnings, r.labelledEarnings]),
      '(info)'.padStart(27),
    ].join(''),
    [
      'spending report/labels'.padEnd(24),
      ...reported((r) => [r.spending, r.labelledSpending]),
      '(info)'.padStart(27),
    ].join(''),
  );

  const sources: Record<string, number> = {};
  const byFormat: Record<string, { judged: number; detailedRight: number; primaryRight: number }> = {};
  for (const h of households) {
    for (const [s, n] of Object.entries(h.sources)) sources[s] = (sources[s] ?? 0) + n;
    for (const [f, v] of Object.entries(h.byFormat)) {
      const sum = (byFormat[f] ??= { judged: 0, detailedRight: 0, primaryRight: 0 });
      sum.judged += v.judged;
      sum.detailedRight += v.detailedRight;
      sum.primaryRight += v.primaryRight;
    }
  }
  out.push(
    '',
    `category sources: ${Object.entries(sources)
      .sort()
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
  );
  out.push('accuracy by layout (primary, detailed):');
  for (const [f, v] of Object.entries(byFormat).sort())
    out.push(
      `  ${f.padEnd(16)} ${pct(v.primaryRight / v.judged)} ${pct(v.detailedRight / v.judged)}  of ${v.judged}`,
    );
  if (problems.length > 0) {
    out.push('', '## import and API problems');
    for (const p of problems.slice(0, 60)) out.push(`  ${p.file}: ${p.problem}`);
    if (problems.length > 60) out.push(`  ... and ${problems.length - 60} more`);
  }
  for (const h of households) {
    out.push('', `## ${h.name}`);
    const kinds = [...new Set(h.misses.map((m) => m.kind))];
    for (const kind of kinds) {
      // Grouped by merchant and answer, so one wrong rule reads as one line.
      const groups = new Map<string, { count: number; example: string }>();
      for (const miss of h.misses.filter((m) => m.kind === kind)) {
        const key = `${miss.row.merchant}: want ${miss.row.detailed}, got ${miss.got}`;
        const g = groups.get(key) ?? { count: 0, example: miss.row.description };
        g.count++;
        groups.set(key, g);
      }
      out.push(`${kind} (${h.misses.filter((m) => m.kind === kind).length} rows):`);
      const sorted = [...groups].sort((a, b) => b[1].count - a[1].count);
      for (const [key, g] of sorted.slice(0, maxMissesPerKind))
        out.push(`  ${String(g.count).padStart(3)}x ${key}  e.g. "${g.example}"`);
      if (sorted.length > maxMissesPerKind)
        out.push(`  ... ${sorted.length - maxMissesPerKind} more merchants`);
    }
  }
  return out;
}
