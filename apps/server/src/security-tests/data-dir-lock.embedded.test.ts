import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'tq-lock-'));
const lockFile = (dir: string) => join(dir, 'server.lock');

/** A process that stays alive until killed: its PID is a live holder that is not this process. */
function startSleeper(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(child));
    child.once('error', reject);
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Two servers on one embedded database lose writes: the data folder has one owner, named by PID. */
describe('one server per PGlite data folder', () => {
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
  });

  it('takes a free folder, writing its PID, and releases it (twice is harmless)', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    release();
    // Free again: the next server takes it.
    lockDataDir(dir)();
  });

  it('refuses while a live process holds the folder, with a message that says what to do', async () => {
    const holder = await startSleeper();
    children.push(holder);
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(holder.pid));
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toBe(
      `Another Tourniquet server (PID ${holder.pid}) is already using the embedded database in ${dir}. ` +
        'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
    );
    // The holder's lock is left alone.
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(holder.pid));

    // Once the holder has died, its lock is stale and the next server takes over.
    holder.kill('SIGKILL');
    await exited(holder);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over the lock of a dead process', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await exited(gone);
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over its own PID (a restarted container is PID 1 again) and an unreadable lock', () => {
    for (const content of [String(process.pid), 'not a pid', '']) {
      const dir = freshDir();
      writeFileSync(lockFile(dir), content);
      const release = lockDataDir(dir);
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('release leaves a lock that another server has taken over since', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(lockFile(dir), '4242424');
    release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe('4242424');
  });
});

describe('one server per PGlite data folder, with real servers', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('a second server on the same DATA_DIR refuses to start; after a crash the folder is free again', async () => {
    const first = await startServerProcess();
    servers.push(first);
    expect(readFileSync(lockFile(first.dataDir), 'utf8')).toBe(String(first.child.pid));

    const second = await startServerProcess({ dataDir: first.dataDir, waitUntilHealthy: false });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Tourniquet server (PID ${first.child.pid}) is already using the embedded database in ${first.dataDir}.`,
    );
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // A crash leaves the lock behind with a dead PID: the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(lockFile(first.dataDir))).toBe(true);
    const third = await startServerProcess({ dataDir: first.dataDir });
    servers.push(third);
    expect(readFileSync(lockFile(first.dataDir), 'utf8')).toBe(String(third.child.pid));
    // A clean stop releases it.
    await third.stop();
    expect(existsSync(lockFile(first.dataDir))).toBe(false);
  }, 400_000);
});
