import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The shop process the benches measure (run.ts, payments.ts). */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const STAFF = { STAFF_EMAIL: 'staff@bench.local', STAFF_PASSWORD: 'bench-password-123' };

export type Shop = { child: ChildProcess; base: string; stop: () => Promise<void> };

/** The arguments of `npm start` after `node` (its V8 settings), read from package.json. */
function startArguments(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const [node, ...args] = String(manifest.scripts.start).split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not run node: ${manifest.scripts.start}`);
  return args;
}

/**
 * Starts the shop exactly as `npm start` does, its log lines going to `logFile`. `nodeEnv`
 * 'development' only for the payments bench: the sandbox ignores SANDBOX_CHARGE_DELAY_MS in
 * production (apps/api/src/app.ts), and NODE_ENV changes nothing else once STAFF_ is given.
 */
export async function startShop(
  env: Record<string, string>,
  logFile: string,
  nodeEnv: 'production' | 'development' = 'production',
): Promise<Shop> {
  const log = fs.openSync(logFile, 'w');
  // BENCH_CPU_PROF_DIR: where a bench's time goes in the shop (docs/operations.md, "Payments under load").
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...startArguments()], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: '',
      // Benches measure the shop's own work: no demo orders (on by default in development).
      SEED_DEMO_ORDERS: 'false',
      ...env,
      NODE_ENV: nodeEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      ...STAFF,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const output = fs.readFileSync(logFile, 'utf8');
    const ready = /Shop ready on http:\/\/localhost:(\d+)/.exec(output);
    if (ready) {
      return {
        child,
        base: `http://127.0.0.1:${ready[1]}`,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
