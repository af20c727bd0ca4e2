import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARGETS } from '@tourniquet/labelled-statements';
import {
  formatHoldout4,
  runBankFileShapes,
  scoreHoldout4,
  type Holdout4Run,
} from '../../testing/labelled/recurring-sets-through-api.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

// The blind bank-file-shapes set (nine files in their banks' own export shapes: Chase, Wells Fargo header-less, Bank of
// America with its summary block, Capital One Debit/Credit, Amex and Discover with charges positive, Citi with
// negative credits, a Navy Federal QFX and a USAA QIF) imported through the API and scored through
// /api/recurring and /api/fees against the targets.
describe('bank-file-shapes through the import API', () => {
  let ctx: TestContext;
  let run: Holdout4Run;
  let bare: Holdout4Run;

  beforeAll(async () => {
    ctx = await createTestContext({ today: '2026-11-24' });
    run = await runBankFileShapes(ctx);
    bare = await runBankFileShapes(ctx, 'none');
  }, 480_000);
  afterAll(() => ctx.close());

  it('imports every line of every file and stores nothing extra', () => {
    expect(run.importProblems).toEqual([]);
  });

  // A less careful tool passes nothing: the import must still find Wells Fargo's header-less columns, the
  // card exports' positive charges (Amex, Discover), Citi's negative credits and the BofA summary block.
  it('reads every shape the same with no query values at all', () => {
    expect(bare.importProblems).toEqual([]);
    expect(scoreHoldout4(bare).tally).toEqual(scoreHoldout4(run).tally);
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
