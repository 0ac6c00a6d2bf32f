import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createWireServer } from './wire-server';

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Live heap after a full collection, in MB. */
function liveHeapMb(): number {
  gc();
  gc();
  return v8.getHeapStatistics().used_heap_size / 1024 / 1024;
}

describe('wire server memory', () => {
  let db: PGlite;
  let socketDir: string;
  let server: ReturnType<typeof createWireServer>;
  let client: pg.Client;

  beforeAll(async () => {
    const snapshot = inject('pgliteSnapshot');
    db = snapshot
      ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) })
      : await PGlite.create();
    socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-wire-'));
    server = createWireServer(db);
    await new Promise<void>((resolve) => server.listen(path.join(socketDir, '.s.PGSQL.5432'), resolve));
    client = new pg.Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end().catch(() => {});
    server?.close();
    await db?.close();
    fs.rmSync(socketDir, { recursive: true, force: true });
  });

  // PGlite's execProtocolRaw kept every parsed answer until an execProtocol that the wire
  // server never makes: the database process grew with each query (decision 024).
  it('keeps nothing of the answers it has sent', async () => {
    const query = "select n, repeat('x', 40) as label from generate_series(1, 50) as n where n > $1";
    for (let i = 0; i < 100; i++) await client.query(query, [0]);
    const before = liveHeapMb();
    for (let i = 0; i < 2000; i++) {
      const { rows } = await client.query(query, [0]);
      expect(rows).toHaveLength(50);
    }
    expect(liveHeapMb() - before).toBeLessThan(4);
  }, 120_000);
});
