import { daysBetween } from '@tourniquet/domain';
import type { IsoDate } from '@tourniquet/domain';
import { transactionId } from './labels';
import type { PriceChangeLabel, SeriesLabel } from './labels';

/** What the scorer needs of a detected stream (the engine's DetectedStream is a structural superset). */
export interface DetectedStreamLike {
  accountId: string;
  cadence: string;
  kind: string;
  active: boolean;
  transactionIds: readonly string[];
  priceChanges: readonly { date: IsoDate; fromCents: number; toCents: number }[];
}

export interface SeriesMatch {
  label: SeriesLabel;
  stream: DetectedStreamLike;
  shared: number;
}

/** A detected price change counts when it is within this many days of a labelled one, same amounts. */
export const PRICE_CHANGE_TOLERANCE_DAYS = 7;

export function labelIds(label: SeriesLabel): Set<string> {
  return new Set(label.lines.map((line) => transactionId(label.file, line)));
}

/**
 * Pairs streams with labels. A stream's candidate is the label it shares most transactions with; the pair
 * counts when the shared transactions are at least half of the stream AND at least half of the label. A
 * label is matched at most once: when several streams claim it, the largest overlap wins (ties: the
 * stream listed first), and the others stay unmatched (false positives).
 */
export function matchSeries(
  labels: readonly SeriesLabel[],
  streams: readonly DetectedStreamLike[],
): SeriesMatch[] {
  const owner = new Map<string, number>();
  const sizes = labels.map((label, index) => {
    const ids = labelIds(label);
    for (const id of ids) {
      if (owner.has(id)) throw new Error(`Transaction ${id} is labelled in two series`);
      owner.set(id, index);
    }
    return ids.size;
  });
  const candidates: { labelIndex: number; streamIndex: number; shared: number }[] = [];
  streams.forEach((stream, streamIndex) => {
    const ids = new Set(stream.transactionIds);
    const counts = new Map<number, number>();
    for (const id of ids) {
      const labelIndex = owner.get(id);
      if (labelIndex !== undefined) counts.set(labelIndex, (counts.get(labelIndex) ?? 0) + 1);
    }
    let best: { labelIndex: number; shared: number } | null = null;
    for (const [labelIndex, shared] of counts) {
      if (!best || shared > best.shared || (shared === best.shared && labelIndex < best.labelIndex)) {
        best = { labelIndex, shared };
      }
    }
    if (!best) return;
    const labelSize = sizes[best.labelIndex] ?? 0;
    if (best.shared * 2 >= ids.size && best.shared * 2 >= labelSize)
      candidates.push({ ...best, streamIndex });
  });
  candidates.sort((a, b) => b.shared - a.shared || a.streamIndex - b.streamIndex);
  const taken = new Set<number>();
  const matches: SeriesMatch[] = [];
  for (const candidate of candidates) {
    if (taken.has(candidate.labelIndex)) continue;
    taken.add(candidate.labelIndex);
    const label = labels[candidate.labelIndex];
    const stream = streams[candidate.streamIndex];
    if (label && stream) matches.push({ label, stream, shared: candidate.shared });
  }
  return matches;
}

/** How many labelled changes of a matched pair the stream found (each detected change used once). */
export function matchPriceChanges(
  labelled: readonly PriceChangeLabel[],
  detected: DetectedStreamLike['priceChanges'],
): { matched: number; missed: PriceChangeLabel[]; extra: DetectedStreamLike['priceChanges'] } {
  const unused = [...detected];
  const missed: PriceChangeLabel[] = [];
  let matched = 0;
  for (const change of labelled) {
    const index = unused.findIndex(
      (d) =>
        d.fromCents === change.fromCents &&
        d.toCents === change.toCents &&
        Math.abs(daysBetween(change.date, d.date)) <= PRICE_CHANGE_TOLERANCE_DAYS,
    );
    if (index === -1) missed.push(change);
    else {
      unused.splice(index, 1);
      matched++;
    }
  }
  return { matched, missed, extra: unused };
}
