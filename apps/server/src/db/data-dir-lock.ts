import { closeSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per embedded database. PGlite keeps the database in this process's memory and writes it back
 * to DATA_DIR; two processes on one folder each acknowledge writes the other then overwrites. The lock file
 * holds the owner's PID and is created atomically (O_EXCL); a lock whose PID is dead is stale and taken over.
 * Returns the release function (safe to call twice).
 */
export function lockDataDir(dir: string, pid: number = process.pid): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // Written in full to a private file first, then linked into place: link() fails if the lock exists,
      // and nobody ever sees an empty lock file (which would read as stale).
      const draft = `${path}.${pid}.${process.hrtime.bigint()}`;
      const fd = openSync(draft, 'wx', 0o600);
      writeSync(fd, String(pid));
      closeSync(fd);
      try {
        linkSync(draft, path);
      } finally {
        unlinkSync(draft);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(path, 'utf8').trim() === String(pid)) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readLock(path), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `Another Tourniquet server (PID ${holder}) is already using the embedded database in ${dir}. ` +
          'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.',
      );
    }
    // Stale: the holder died without cleaning up (or the file is unreadable). Remove it and try again.
    try {
      unlinkSync(path);
    } catch {
      // Someone else removed it first; the next attempt decides.
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dir}; another server keeps starting there.`);
}

function readLock(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
