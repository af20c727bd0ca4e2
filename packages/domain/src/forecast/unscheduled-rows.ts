import type { ForecastRow, ForecastStream } from './types';

/**
 * The rows the daily amounts are learned from: those no projected series stands for. A row of a series the
 * engine saw stop (a client who paid every other week for a while, a gym left in the summer) is unscheduled money
 * like any other, so it counts; a row of a series the user cancelled or dismissed never comes back, nor does a row
 * already taken as an occurrence of a series (`matched`).
 */
export function unscheduledRows(
  rows: readonly ForecastRow[],
  streams: readonly ForecastStream[],
  matched: ReadonlySet<string>,
): ForecastRow[] {
  const byId = new Map(streams.map((s) => [s.id, s]));
  const unscheduled: ForecastRow[] = [];
  for (const row of rows) {
    if (matched.has(row.id)) continue;
    const stream = row.streamId === null ? undefined : byId.get(row.streamId);
    if (stream === undefined) {
      unscheduled.push(row);
    } else if (stream.status === 'active' && !stream.active) {
      unscheduled.push({ ...row, streamId: null });
    } else if (stream.status === 'active') {
      unscheduled.push(row);
    }
  }
  return unscheduled;
}
