import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The CI dependency check (scripts/audit-deps.mjs, run by .ci/run) tested here with the other issue-13
// properties. A stand-in `npm` first on PATH answers `npm audit --json` as the registry would, so each
// outcome is reached without the network: a clean tree passes, a high advisory fails, and an unreachable
// advisory service says plainly that the audit did not run.
const SCRIPT = resolve(import.meta.dirname, '../../../../scripts/audit-deps.mjs');

describe('dependency audit in CI', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** Runs the script with an `npm` that prints `answer` and exits with `exitCode`. */
  function auditWith(answer: string, exitCode: number) {
    dir = mkdtempSync(join(tmpdir(), 'audit-deps-'));
    writeFileSync(join(dir, 'answer.json'), answer);
    const npm = join(dir, 'npm');
    writeFileSync(npm, `#!/bin/sh\ncat "${join(dir, 'answer.json')}"\nexit ${exitCode}\n`);
    chmodSync(npm, 0o755);
    const run = spawnSync(process.execPath, [SCRIPT], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH ?? ''}` },
    });
    return { status: run.status, out: run.stdout };
  }

  const report = (counts: Record<string, number>, vulnerabilities: object = {}) =>
    JSON.stringify({ vulnerabilities, metadata: { vulnerabilities: counts } });

  it('passes when no advisory is high or critical', () => {
    const run = auditWith(report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0 }), 1);
    expect(run.status).toBe(0);
    expect(run.out).toContain('npm audit: no high or critical advisories.');
  });

  it('fails on a high or critical advisory, naming the package', () => {
    const run = auditWith(
      report(
        { info: 0, low: 0, moderate: 0, high: 1, critical: 0 },
        { 'left-pad': { severity: 'high', range: '<1.3.1' } },
      ),
      1,
    );
    expect(run.status).toBe(1);
    expect(run.out).toContain('high: left-pad (<1.3.1)');
    expect(run.out).toContain('1 high or critical advisories. Failing.');
  });

  it.each([
    [
      'a network error',
      JSON.stringify({
        error: {
          code: 'ENOTFOUND',
          summary: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed',
        },
      }),
    ],
    ['no answer at all', ''],
    ['a mirror without the audit endpoint', JSON.stringify({ message: 'Not Found' })],
  ])('says plainly that the audit did not run on %s, never that it passed', (_name, answer) => {
    const run = auditWith(answer, 1);
    expect(run.out).toContain('DEPENDENCY AUDIT NOT RUN');
    expect(run.out).toContain('This is not a pass.');
    expect(run.out).not.toContain('no high or critical advisories');
  });
});
