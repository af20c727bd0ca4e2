import { seededRandom } from '../lib/seeded-random.ts';
import { baseUrlOf, startServer, type ServerChild, type ServerConfig } from '../lib/server-child.ts';
import type { AcknowledgedEdit, Scenario } from './scenario.ts';

export interface TrialResult {
  scenario: string;
  trial: number;
  /** Milliseconds from the operation's start to the SIGKILL. */
  killAfterMs: number;
  landed: string;
  violations: string[];
  /** The harness could not finish the trial (timeout, server not back, unexpected answer). */
  error: string | null;
  /** Seconds spent preparing, running until the kill, restarting and verifying. */
  phases?: string;
}

const TRIAL_TIMEOUT_MS = 120_000;
const STREAM_HEAD_START_MS = 1000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Keeps one server process running for a database and replaces it after every kill. */
export class ServerSlot {
  private current: ServerChild | null = null;
  constructor(readonly config: ServerConfig) {}
  get baseUrl() {
    return baseUrlOf(this.config);
  }
  get server() {
    if (!this.current) throw new Error('no server running');
    return this.current;
  }
  async ensureRunning() {
    if (!this.current || (await isGone(this.current))) this.current = await startServer(this.config);
    return this.current;
  }
  /** What the current server printed last, when it has died on its own (for a failure report). */
  async deathNote(): Promise<string> {
    if (!this.current || !(await isGone(this.current))) return '';
    const { code, signal } = await this.current.exited;
    return ` [server exited (${signal ?? code}); its log ends: ${this.current.logTail().slice(-1500)}]`;
  }
  async kill() {
    await this.current?.kill();
    this.current = null;
  }
  async stop() {
    await this.current?.stop();
    this.current = null;
  }
}

async function isGone(server: ServerChild) {
  return Promise.race([
    server.exited.then(() => true),
    new Promise<boolean>((r) => setImmediate(() => r(false))),
  ]);
}

/**
 * Calibration: the operations once, at the same time, not killed (a stream stops when the others are
 * done); each one-off operation's duration scales its random kill moments, and every check must pass (a
 * harness that fails without a crash proves nothing).
 */
export async function calibrate(slot: ServerSlot, scenarios: readonly Scenario[], seed: number) {
  const server = await slot.ensureRunning();
  const random = seededRandom(seed);
  const prepared = await Promise.all(
    scenarios.map((s) => s.prepare({ baseUrl: slot.baseUrl, trial: 0, random })),
  );
  let othersDone!: () => void;
  const stop = new Promise<void>((resolve) => (othersDone = resolve));
  const timed = scenarios.map(async (s, i) => {
    const started = performance.now();
    const ran = await s.run(prepared[i], stop);
    return { ran, ms: performance.now() - started };
  });
  void Promise.all(timed.filter((_, i) => !scenarios[i]!.stream)).then(() => othersDone());
  const runs = await Promise.all(timed);
  for (const [i, s] of scenarios.entries()) {
    const { violations } = await s.verify(prepared[i], runs[i]!.ran);
    if (violations.length) throw new Error(`${s.name} fails without a crash: ${violations.join('; ')}`);
  }
  if (await isGone(server)) throw new Error('the server stopped during calibration');
  return runs.map((r) => r.ms);
}

/**
 * One trial: every scenario prepared, then started so that one SIGKILL, at a seeded moment, lands a
 * seeded fraction (5-100%) into each one-off operation's calibrated duration (streams run from the start
 * to the kill); restart; verify each.
 */
export async function runTrial(
  slot: ServerSlot,
  scenarios: readonly Scenario[],
  opts: { trial: number; seed: number; durationsMs: readonly number[]; edits: AcknowledgedEdit[] },
): Promise<TrialResult[]> {
  const random = seededRandom(opts.seed);
  const drawn = opts.durationsMs.map((ms) => Math.round(ms * (0.05 + 0.95 * random.next())));
  // Streams start first and have this long on their own, so every trial has edits answered before the kill.
  const killAtMs = STREAM_HEAD_START_MS + Math.max(...drawn.filter((_, i) => !scenarios[i]!.stream));
  const intoOperation = drawn.map((ms, i) => (scenarios[i]!.stream ? killAtMs : ms));
  const results: TrialResult[] = scenarios.map((s, i) => ({
    scenario: s.name,
    trial: opts.trial,
    killAfterMs: intoOperation[i]!,
    landed: '',
    violations: [],
    error: null,
  }));
  const clock = { at: performance.now(), laps: [] as string[] };
  try {
    await withTimeout(
      (async () => {
        const lap = (name: string) => {
          clock.laps.push(`${name} ${((performance.now() - clock.at) / 1000).toFixed(1)}`);
          clock.at = performance.now();
        };
        const server = await slot.ensureRunning();
        const prepared = await Promise.all(
          scenarios.map((s) => s.prepare({ baseUrl: slot.baseUrl, trial: opts.trial, random })),
        );
        lap('prepare');
        const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
        const never = new Promise<void>(() => {});
        const runs = scenarios.map((s, i) =>
          sleep(killAtMs - intoOperation[i]!).then(() => s.run(prepared[i], never)),
        );
        await sleep(killAtMs);
        await server.kill();
        const ran = await Promise.all(runs);
        const { signal } = await server.exited;
        if (signal !== 'SIGKILL') throw new Error(`the server ended with ${signal}, not SIGKILL`);
        lap('run');
        await slot.ensureRunning();
        lap('restart');
        const verdicts = await Promise.all(scenarios.map((s, i) => s.verify(prepared[i], ran[i])));
        for (const [i, s] of scenarios.entries()) {
          results[i]!.landed = verdicts[i]!.landed;
          results[i]!.violations = verdicts[i]!.violations;
          opts.edits.push(...(s.acknowledged?.(prepared[i], ran[i]) ?? []));
        }
        lap('verify');
        results[0]!.phases = clock.laps.join(', ');
      })(),
      TRIAL_TIMEOUT_MS,
      `trial ${opts.trial}`,
    );
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    const message =
      `after ${clock.laps.join(', ') || 'start'}: ${text.split('\n').slice(0, 3).join(' | ')}` +
      (await slot.deathNote());
    for (const r of results) if (!r.landed) r.error = message;
    await slot.kill();
  }
  return results;
}
