import type { HouseholdLabels } from '../../score/labels';
import type { HouseholdBuilder } from './household';

type Counts = Record<string, number>;

function bump(counts: Counts, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

function sorted(counts: Counts): Counts {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** Counts per household and per trap, for docs/recurring-quality.md and for reviewers. */
export function summarise(households: readonly (readonly [string, HouseholdBuilder, HouseholdLabels])[]) {
  const totals = { transactions: 0, series: 0, fees: 0, priceChanges: 0, inactiveSeries: 0 };
  const rowTraps: Counts = {};
  const seriesTraps: Counts = {};
  const cadences: Counts = {};
  const kinds: Counts = {};
  const feeKinds: Counts = {};
  const perHousehold = households.map(([name, household, labels]) => {
    const files: Counts = {};
    for (const account of household.accounts) {
      files[account.file] = account.rows.length;
      for (const row of account.rows) for (const trap of new Set(row.traps ?? [])) bump(rowTraps, trap);
    }
    for (const spec of household.series) for (const trap of spec.traps) bump(seriesTraps, trap);
    for (const series of labels.series) {
      bump(cadences, series.cadence);
      bump(kinds, series.kind);
    }
    for (const fee of labels.fees) bump(feeKinds, fee.kind);
    const transactions = Object.values(files).reduce((a, b) => a + b, 0);
    const priceChanges = labels.series.reduce((n, s) => n + s.priceChanges.length, 0);
    const inactive = labels.series.filter((s) => !s.active).length;
    totals.transactions += transactions;
    totals.series += labels.series.length;
    totals.fees += labels.fees.length;
    totals.priceChanges += priceChanges;
    totals.inactiveSeries += inactive;
    return {
      household: name,
      transactions,
      files,
      series: labels.series.length,
      fees: labels.fees.length,
      priceChanges,
      inactiveSeries: inactive,
    };
  });
  return {
    totals,
    perHousehold,
    seriesByCadence: sorted(cadences),
    seriesByKind: sorted(kinds),
    feesByKind: sorted(feeKinds),
    seriesTraps: sorted(seriesTraps),
    lineTraps: sorted(rowTraps),
  };
}
