import { describe, expect, it } from 'vitest';
import { detectFees, detectRecurring } from '@tourniquet/domain';
import { loadSet } from './load-set';
import { scoreSet } from './score';
import { TARGETS } from './targets';

/**
 * The issue's quality targets for the recurring engine and the fee radar, measured on the independent
 * labelled households in sets/households (all households pooled). On a failure, run
 * `npm run score -w @tourniquet/labelled-statements -- households` to see which series and fees were missed.
 */
describe('recurring engine and fee radar on the labelled households', () => {
  const result = scoreSet(loadSet('households'), { detectRecurring, detectFees });

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
