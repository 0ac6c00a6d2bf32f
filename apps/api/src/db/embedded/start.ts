import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmbeddedFailed, EmbeddedReady } from './process';

export type EmbeddedDatabase = {
  /** A `pg` connection string to the embedded database's socket. */
  url: string;
  /** The database process's id (for memory figures and tests). */
  pid: number;
  /** Closes the database cleanly and waits for its process to exit. */
  close(): Promise<void>;
};

const START_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 15_000;

/**
 * Starts PGlite on `dataDir` in a child process (embedded/process.ts) and answers once it
 * accepts connections. Its synchronous WebAssembly queries then never block this process's
 * event loop (decision 018).
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // First start: initdb in a process of its own that exits (see process.ts), then the server's.
    const init = forkDatabaseProcess(dataDir, { EMBEDDED_INIT_ONLY: '1' });
    const code = await new Promise<number | null>((resolve) => init.once('exit', resolve));
    if (code !== 0) throw new Error(`the embedded database could not be created in ${dataDir}`);
  }
  const child = forkDatabaseProcess(dataDir, {});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the embedded database did not start in time'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded database exited during start-up (code ${code})`));
    });
    child.once('message', (message: EmbeddedReady | EmbeddedFailed) => {
      clearTimeout(timer);
      if (message.type === 'failed') {
        reject(new Error(message.message));
        return;
      }
      // The parent must not wait for its database process to exit on its own.
      child.unref();
      child.channel?.unref();
      const url = `postgresql://postgres@localhost:${message.port}/postgres?host=${encodeURIComponent(message.socketDir)}`;
      let closing: Promise<void> | null = null;
      resolve({
        url,
        pid: child.pid ?? 0,
        close: () => {
          closing ??= (async () => {
            if (child.exitCode === null && child.connected) child.send({ type: 'close' });
            const timeout = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
            await exited;
            clearTimeout(timeout);
          })();
          return closing;
        },
      });
    });
  });
}

function forkDatabaseProcess(dataDir: string, extraEnv: Record<string, string>): ChildProcess {
  // Compiled: the bundle's embedded-db.js (scripts/api-build.mjs). From source (tests, dev):
  // process.ts through tsx.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fromSource
    ? path.join(import.meta.dirname, 'process.ts')
    : fileURLToPath(new URL('./embedded-db.js', import.meta.url));
  return fork(entry, [], {
    env: { ...process.env, ...extraEnv, EMBEDDED_DATA_DIR: dataDir },
    // Liftoff only: PGlite's WebAssembly runs as fast without V8's optimising tier (measured,
    // decision 018), which would cost ~45 MB and a CPU burst at start.
    // --expose-gc: one collection after start-up (process.ts).
    execArgv: [
      ...(fromSource ? ['--import', 'tsx'] : []),
      '--liftoff-only',
      '--max-semi-space-size=1',
      '--expose-gc',
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
}
