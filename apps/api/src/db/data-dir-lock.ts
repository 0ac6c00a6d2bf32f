import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: a second process on the same files would corrupt them.
 * A pid file next to the data dir refuses that with a clear message. A stale file from a
 * crash is taken over; a holder that is still shutting down (the database process of a
 * server killed a moment ago) is given `waitMs` to exit first.
 */
export async function lockDataDir(dataDir: string, waitMs = 5000): Promise<() => void> {
  const lockFile = path.join(dataDir, '..', 'pglite.pid');
  const deadline = Date.now() + waitMs;
  for (;;) {
    const holder = Number(fs.readFileSync(lockFile, { encoding: 'utf8', flag: 'a+' }).trim());
    if (!holder || holder === process.pid || !isAlive(holder)) break;
    if (Date.now() >= deadline) {
      throw new Error(
        `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
          'Stop it, use another DATA_DIR, or run several processes on a PostgreSQL server (DATABASE_URL).',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    // Only our own lock: a successor may already have taken over a stale one.
    const holder = Number(fs.readFileSync(lockFile, { encoding: 'utf8', flag: 'a+' }).trim());
    if (holder === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
