// A Vitest reporter that records, for scripts/run-tests.mjs, how many tests a suite ran (by state) and how long
// each test file took from its first import to its last hook (collect + setup + tests and hooks). The file
// is named by TQ_TIMINGS_FILE; without it the reporter does nothing, so a plain `npx vitest run` is unchanged.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** An error's first line, cut to 300 characters: what a summary line has room for. */
function firstLine(error) {
  return String(error?.message ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

export default class TimingReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules, unhandledErrors) {
    const out = process.env.TQ_TIMINGS_FILE;
    if (!out) return;
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    // The failed tests' names and first error line, so the summary at the very end of a long CI log (the part
    // that is kept when the log is cut) still says what failed.
    const failures = [];
    const flaky = [];
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests += 1;
        const result = test.result();
        counts[result.state] = (counts[result.state] ?? 0) + 1;
        // A test that passed only on its retry (the e2e suite retries once) is named too: a flake to fix.
        if (result.state === 'passed' && test.diagnostic()?.flaky) {
          // The failed try's error stays on the task (Vitest does not clear it for the retry): print its
          // first line, so the log says why it failed the first time.
          const message = firstLine(result.errors?.[0] ?? test.task?.result?.errors?.[0]);
          flaky.push({ file: relative(this.root, module.moduleId), name: test.fullName, message });
        }
        if (result.state === 'failed') {
          const message = firstLine(result.errors?.[0]);
          failures.push({ file: relative(this.root, module.moduleId), name: test.fullName, message });
        }
      }
      return {
        file: relative(this.root, module.moduleId),
        ms: Math.round(
          d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration,
        ),
        collectMs: Math.round(d.collectDuration),
        tests,
        ok: module.ok(),
      };
    });
    writeFileSync(
      out,
      JSON.stringify({ counts, files, failures, flaky, unhandledErrors: unhandledErrors.length }),
    );
  }
}
