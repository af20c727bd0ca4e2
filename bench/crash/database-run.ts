import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase } from '../lib/fresh-postgres.ts';
import { freePort } from '../lib/server-child.ts';
import { editScenario } from './edit-scenario.ts';
import { importScenario } from './import-scenario.ts';
import type { AcknowledgedEdit, Scenario } from './scenario.ts';
import { auditDatabase } from './sql-audit.ts';
import { syncScenario } from './sync-scenario.ts';
import { calibrate, runTrial, ServerSlot, type TrialResult } from './trial-runner.ts';

export const SCENARIOS = [syncScenario, importScenario, editScenario] as Scenario[];
export type DatabaseName = 'PostgreSQL' | 'PGlite';

export interface DatabaseRunResult {
  database: DatabaseName;
  calibrationMs: Record<string, number>;
  trials: TrialResult[];
  skipped: number;
  auditViolations: string[];
  error: string | null;
}

/** A number from the run's seed and a trial's coordinates, so every trial has its own reproducible draw. */
const trialSeed = (seed: number, ...parts: (string | number)[]) =>
  [...parts.join('/')].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, seed >>> 0);

/**
 * Every trial on one database: a fresh PGlite DATA_DIR, or a fresh PostgreSQL database created for the run
 * and dropped afterwards. Each trial runs the three scenarios at once under one kill (one restart per
 * trial, not three). Ends with the SQL audit on the stopped database.
 */
export async function runOnDatabase(opts: {
  database: DatabaseName;
  postgresUrl: string;
  trials: number;
  seed: number;
  deadline: number;
  log: (line: string) => void;
}): Promise<DatabaseRunResult> {
  const { database, log } = opts;
  const result: DatabaseRunResult = {
    database,
    calibrationMs: {},
    trials: [],
    skipped: 0,
    auditViolations: [],
    error: null,
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'tq-crash-'));
  const fresh = database === 'PostgreSQL' ? await createFreshDatabase(opts.postgresUrl, 'tq_crash') : null;
  const slot = new ServerSlot({ port: await freePort(), dataDir, databaseUrl: fresh?.url });
  const edits: AcknowledgedEdit[] = [];
  try {
    // Twice: the first round warms the server up (JIT, caches) and would overstate every duration.
    await calibrate(slot, SCENARIOS, trialSeed(opts.seed, database, -1));
    const durations = await calibrate(slot, SCENARIOS, trialSeed(opts.seed, database, 0));
    SCENARIOS.forEach((s, i) => {
      if (!s.stream) result.calibrationMs[s.name] = Math.round(durations[i]!);
    });
    log(`${database}: uninterrupted, at once: ${JSON.stringify(result.calibrationMs)} ms`);
    let averageMs = 0;
    for (let trial = 1; trial <= opts.trials; trial++) {
      if (Date.now() + averageMs * 1.2 > opts.deadline) {
        result.skipped += opts.trials - trial + 1;
        break;
      }
      const started = Date.now();
      const outcomes = await runTrial(slot, SCENARIOS, {
        trial,
        seed: trialSeed(opts.seed, database, trial),
        durationsMs: durations,
        edits,
      });
      result.trials.push(...outcomes);
      averageMs = (averageMs * (trial - 1) + (Date.now() - started)) / trial;
      log(`${database} #${trial}: ${outcomes[0]!.phases ?? 'no timings'} s`);
      for (const o of outcomes) {
        const verdict = o.error ? `ERROR ${o.error}` : o.violations.join('; ') || 'ok';
        log(
          `${database} #${trial} ${o.scenario}: killed ${o.killAfterMs} ms in, ${o.landed || '-'}: ${verdict}`,
        );
      }
    }
    await slot.stop();
    result.auditViolations = await auditDatabase(
      fresh ? { databaseUrl: fresh.url } : { pgliteDir: join(dataDir, 'pglite') },
      edits,
    );
  } catch (err) {
    result.error = err instanceof Error ? err.message : String(err);
  } finally {
    await slot.kill();
    await fresh?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}
