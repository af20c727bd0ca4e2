import type { Random } from '../lib/seeded-random.ts';

export type ScenarioName = 'sync' | 'import' | 'edits';

export interface AcknowledgedEdit {
  id: string;
  description: string;
}

export interface TrialInput {
  baseUrl: string;
  trial: number;
  random: Random;
}

/**
 * One crash scenario. `prepare` sets up on the running server; `run` performs the operation (requests cut
 * by the kill end with a network error, which `run` records as unacknowledged); `verify` runs on the
 * restarted server and returns every violation found plus a short word on where the kill landed.
 */
export interface Scenario<P = unknown, R = unknown> {
  name: ScenarioName;
  /** A stream runs from the trial's start until the kill; the kill moment is drawn from the others. */
  stream?: boolean;
  prepare(input: TrialInput): Promise<P>;
  /** `stop` resolves when a stream should end on its own (calibration); a one-off operation ignores it. */
  run(prepared: P, stop: Promise<void>): Promise<R>;
  verify(prepared: P, ran: R): Promise<{ violations: string[]; landed: string }>;
  /** Acknowledged writes the SQL audit re-reads at the end (edits only). */
  acknowledged?(prepared: P, ran: R): AcknowledgedEdit[];
}
