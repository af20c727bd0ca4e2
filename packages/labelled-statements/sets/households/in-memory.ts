import type { HouseholdFiles } from '../../score/score';
import { HOUSEHOLDS } from './build-all';

/**
 * The three households drawn with other seeds, straight into memory: same scenarios and traps, different
 * amounts, gaps, ids and noise. Scoring these as well as the committed draw shows whether a detector
 * learned the traps or just this one file.
 */
export function generateHouseholds(seedOffset: number): HouseholdFiles[] {
  return HOUSEHOLDS.map(([name, build], index) => {
    const household = build((index + 1) * 101 + seedOffset);
    const { accounts, labels } = household.build();
    const statements = accounts.map((account) => ({ file: account.file, csv: account.csv }));
    return { name, labels, statements };
  });
}
