import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from '@tourniquet/labelled-statements';
import {
  formatHoldout4,
  runWrittenFromProse,
  scoreHoldout4,
  type Holdout4Run,
} from '../../testing/labelled/recurring-sets-through-api.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// The blind written-from-prose set (issue 28: three households written from prose first, 29 months, in Chase checking
// and card, a QIF, a tidy CSV, Capital One, an OFX and Citi shapes) imported through the API and scored
// through /api/recurring and /api/fees against the targets, as bank-file-shapes is.
describe('written-from-prose through the import API', () => {
  let ctx: TestContext;
  let run: Holdout4Run;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-24' });
    run = await runWrittenFromProse(ctx);
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
