/**
 * The embedded database's own process (decision 018): PGlite on DATA_DIR/pglite behind a
 * wire-protocol server on a private Unix socket. Started by `startEmbeddedDatabase`; it
 * lives exactly as long as its parent: a `close` message shuts it down cleanly, and a lost
 * IPC channel (the parent exited or was killed) does the same, so no orphan keeps the files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../data-dir-lock';
import { createWireServer } from './wire-server';

export type EmbeddedReady = { type: 'ready'; socketDir: string; port: number };
export type EmbeddedFailed = { type: 'failed'; message: string };

const send = (message: EmbeddedReady | EmbeddedFailed) => process.send?.(message);

async function main() {
  const dataDir = process.env.EMBEDDED_DATA_DIR;
  if (!dataDir || !process.send) throw new Error('the embedded database runs as a child of the shop');
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = await lockDataDir(dataDir);
  const db = await PGlite.create({
    dataDir,
    // PGlite's default 160 MB of shared buffers would be most of its memory, all of it
    // touched at start; a shop's hot reads are cached by the server (decisions 005, 006), and
    // the operating system's file cache holds the rest of the files. 8 MB measured no slower
    // than 16 MB for the bench's writes and saves 7 MB.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB', '-c', 'wal_buffers=512kB'],
  });
  // The 9 MB of pglite.wasm read to compile it are garbage once compiled, but a heap this
  // small is not collected for a long while: collect it now (--expose-gc, start.ts).
  (globalThis as { gc?: () => void }).gc?.();
  if (process.env.EMBEDDED_INIT_ONLY === '1') {
    // initdb grows PGlite's memory to ~600 MB, which WebAssembly never gives back: a fresh
    // data dir is created by a process of its own that exits, and the server's starts lean.
    await db.close();
    releaseLock();
    process.exit(0);
  }

  // A private directory: only this user can reach the socket (PGlite does not authenticate).
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
  const port = 5432;
  const server = createWireServer(db);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path.join(socketDir, `.s.PGSQL.${port}`), resolve);
  });

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      server.close();
      // Let a statement in progress finish, then flush and release the files.
      await db.close().catch(() => {});
      fs.rmSync(socketDir, { recursive: true, force: true });
      releaseLock();
      process.exit(0);
    })();
    return closing;
  };
  process.on('message', (message) => {
    if ((message as { type?: string }).type === 'close') void close();
  });
  process.on('disconnect', () => void close());
  // Ctrl-C reaches the whole process group: the parent decides when the database closes.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  send({ type: 'ready', socketDir, port });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
