import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';

/** The embedded database in its own process, reached through `pg` (decision 018). */
describe('embedded database process', () => {
  let dataDir: string;
  let database: Database;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
    database = await openDatabase({ dataDir });
    const setup = await connect();
    await setup.query('create table items (id int primary key, label text not null)');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is the pglite kind with a connection string, and a second process on the same files is refused', async () => {
    expect(database.kind).toBe('pglite');
    expect(database.url).toMatch(/^postgresql:\/\//);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
  }, 30_000);

  it("keeps one connection's transaction apart from the others", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await a.query('insert into items values ($1, $2)', [1, 'one']);
    const seen = b.query('select count(*)::int as n from items');
    // b waits for a's transaction instead of running inside it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.query('rollback');
    expect((await seen).rows[0].n).toBe(0);
  });

  it('answers many interleaved extended queries from several connections correctly', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 3 });
    const results = await Promise.all(
      Array.from({ length: 90 }, (_, i) => pool.query('select $1::int * 2 as x', [i])),
    );
    await pool.end();
    expect(results.map((r) => r.rows[0].x)).toEqual(Array.from({ length: 90 }, (_, i) => i * 2));
  });

  it('rolls back a transaction whose client vanished, so the others are not stuck behind it', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await a.query('insert into items values ($1, $2)', [2, 'two']);
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await b.query('select count(*)::int as n from items where id = 2');
    expect(rows[0].n).toBe(0);
  });

  it('delivers NOTIFY to the connections that LISTEN, wherever it was committed', async () => {
    const [listener, writer] = [await connect(), await connect()];
    const received: string[] = [];
    listener.on('notification', (m) => received.push(`${m.channel}:${m.payload}`));
    await listener.query('LISTEN shop_test_channel');
    await writer.query('begin');
    await writer.query("select pg_notify('shop_test_channel', 'after commit')");
    expect(received).toEqual([]);
    await writer.query('commit');
    await expect.poll(() => received).toEqual(['shop_test_channel:after commit']);
  });

  it('exits with its parent: a SIGKILLed server leaves no database process holding the files', async () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../../test/embedded-parent.ts'), otherDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out);
      });
      parent.once('exit', (code) => reject(new Error(`parent exited (${code})`)));
    });
    const { childPid } = JSON.parse(line) as { childPid: number };
    expect(isAlive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await expect.poll(() => isAlive(childPid), { timeout: 10_000 }).toBe(false);
    expect(fs.existsSync(path.join(otherDir, 'pglite.pid'))).toBe(false);
    fs.rmSync(otherDir, { recursive: true, force: true });
  }, 120_000);
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
