import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Real shop processes for tests that need more than one (scale-out, backup drill): started
 * as production starts them, `node --import tsx apps/api/src/server.ts`, on a free port.
 */

export const ROOT = path.resolve(import.meta.dirname, '../../../..');

export type Shop = { name: string; child: ChildProcess; base: string; output: () => string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startShop(name: string, env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (exited) throw new Error(`shop ${name} exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`shop ${name} did not answer /api/health in time:\n${output}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { name, child, base, output: () => output };
    await sleep(100);
  }
}

export async function stopShop(shop: Shop | undefined): Promise<void> {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  const exited = new Promise((resolve) => shop.child.once('exit', resolve));
  shop.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ThrowawayPostgres = { url: string; stop: () => Promise<void> };

/** The newest installed PostgreSQL server programs (Debian's layout), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL cluster of its own in a temporary directory on a free loopback port, as
 * .ci/run starts one (as the `postgres` user when running as root: initdb refuses root).
 * For running the server-only tests without TEST_DATABASE_URL.
 */
export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (program: string, args: string[]) => {
    const command = [path.join(binDir, program), ...args];
    if (asRoot) {
      const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'ignore' });
    } else {
      execFileSync(command[0] as string, command.slice(1), { stdio: 'ignore' });
    }
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
