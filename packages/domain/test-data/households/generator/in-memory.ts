import type { HouseholdFiles } from '../../score';
import { HOUSEHOLDS } from './build-all';
import { buildLabels, renderCsv } from './output';

/**
 * The three households drawn with other seeds, straight into memory: same scenarios and traps, different
 * amounts, gaps, ids and noise. Scoring these as well as the committed draw shows whether a detector
 * learned the traps or just this one file.
 */
export function generateHouseholds(seedOffset: number): HouseholdFiles[] {
  return HOUSEHOLDS.map(([name, build], index) => {
    const household = build((index + 1) * 101 + seedOffset);
    const labels = buildLabels(household);
    const statements = household.accounts.map((account) => ({ file: account.file, csv: renderCsv(account) }));
    return { name, labels, statements };
  });
}
