import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from '@tourniquet/labelled-statements';
import {
  formatHoldout4,
  runCreditUnionAndOnlineBank,
  scoreHoldout4,
  type Holdout4Run,
} from '../../testing/labelled/recurring-sets-through-api.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// The blind credit-union-and-online-bank set (issue 41: two households written from prose first, an Iowa credit union's checking
// and Visa as OFX, a Maine online bank's CSV and an Amex) imported through the API and scored through
// /api/recurring and /api/fees against the targets, as bank-file-shapes and written-from-prose are.
describe('credit-union-and-online-bank through the import API', () => {
  let ctx: TestContext;
  let run: Holdout4Run;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-24' });
    run = await runCreditUnionAndOnlineBank(ctx);
  }, 480_000);
  afterAll(() => ctx.close());

  it('imports every line of every file and stores nothing extra', () => {
    expect(run.importProblems).toEqual([]);
  });

  it('meets the issue targets when read back through /api/recurring and /api/fees', () => {
    const scored = scoreHoldout4(run);
    const report = formatHoldout4(run, scored).join('\n');
    for (const [metric, target] of Object.entries(TARGETS))
      expect(
        scored.overall[metric as keyof typeof scored.overall],
        `${metric}\n${report}`,
      ).toBeGreaterThanOrEqual(target!);
  });
});
