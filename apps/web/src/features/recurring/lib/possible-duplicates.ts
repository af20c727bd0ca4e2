import type { RecurringStreamDto } from '@tourniquet/domain/contracts';
import { serviceName } from './recurring-view.ts';

const key = (stream: Pick<RecurringStreamDto, 'name' | 'merchant'>) =>
  serviceName(stream)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The same service charged on two accounts (Spotify on the card and on checking) is often one subscription
 * paid twice: for each such stream, the other accounts the same service charges. Kept as two charges (they
 * are two), with a note; a service charged twice on one account is the engine's business, not this.
 */
export function possibleDuplicates(
  streams: readonly Pick<RecurringStreamDto, 'id' | 'accountId' | 'name' | 'merchant'>[],
): Map<string, string[]> {
  const byService = new Map<string, typeof streams>();
  for (const stream of streams) byService.set(key(stream), [...(byService.get(key(stream)) ?? []), stream]);
  const found = new Map<string, string[]>();
  for (const same of byService.values()) {
    for (const stream of same) {
      const others = [...new Set(same.map((s) => s.accountId))].filter((id) => id !== stream.accountId);
      if (others.length > 0) found.set(stream.id, others);
    }
  }
  return found;
}
