import { describe, expect, it } from 'vitest';
import { detectFees } from '../fees/index';
import { detectRecurring } from '../recurring-engine/index';
import { loadHouseholds } from '../../test-data/load-households';
import { scoreSet } from '../../test-data/score';
import { TARGETS } from '../../test-data/targets';

/**
 * The issue's quality targets for the recurring engine and the fee radar, measured on the independent
 * labelled households in packages/domain/test-data (all households pooled). On a failure, run
 * `npx tsx packages/domain/test-data/print-scores.ts --details` to see which series and fees were missed.
 */
describe('recurring engine and fee radar on the labelled households', () => {
  const result = scoreSet(loadHouseholds(), { detectRecurring, detectFees });

  it.each(Object.entries(TARGETS))('%s meets its target', (metric, target) => {
    const value = result.overall[metric as keyof typeof result.overall];
    const reasons = result.households.map((h) => ({ household: h.name, ...h.issues }));
    expect(
      value,
      `${metric} = ${value.toFixed(3)}; issues: ${JSON.stringify(reasons, null, 1).slice(0, 4000)}`,
    ).toBeGreaterThanOrEqual(target!);
  });

  it('reports fee kinds right for most detected fees', () => {
    expect(result.overall.feeKindAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});
