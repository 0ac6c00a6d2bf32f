import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerUnavailable } from './worker-pool';

const pool = createWorkerPool({
  threads: 1,
  memoryMb: 64,
  // Long enough for a thread to start on a loaded CI machine; the bounds below say "stopped
  // near the limit, not at the 10 s render limit", with room for that load.
  checkTimeoutMs: 1000,
  renderTimeoutMs: 10_000,
  maxQueue: 1,
  idleMs: 300,
});

afterAll(() => pool.close());

// A task that loads no library (an SVG is not measured): the pool is under test, not sharp or MuPDF.
const preflight = () => pool.run('preflight', { type: 'svg', file: '/nonexistent.svg' }, 'check');

async function reasonOf(task: Promise<unknown>): Promise<string> {
  const error = await task.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof WorkerUnavailable ? error.reason : `not unavailable: ${String(error)}`;
}

describe('the worker pool', () => {
  it('starts its thread on first use and lets it go when idle', async () => {
    expect(pool.threads).toBe(0);
    expect(await preflight()).toEqual({ kind: 'other' });
    expect(pool.threads).toBe(1);
    await expect.poll(() => pool.threads, { timeout: 3000 }).toBe(0);
  });

  it('stops a task at its time limit and keeps serving', async () => {
    await preflight();
    const started = performance.now();
    expect(await reasonOf(pool.run('hog', { kind: 'time' }, 'check'))).toBe('timeout');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(6000);
    expect(await preflight()).toEqual({ kind: 'other' });
  });

  it('stops a task at its memory limit and keeps serving', async () => {
    await preflight();
    expect(await reasonOf(pool.run('hog', { kind: 'memory' }, 'render'))).toBe('memory');
    expect(await preflight()).toEqual({ kind: 'other' });
  });

  it('refuses at once what its queue cannot hold', async () => {
    await preflight();
    const started = performance.now();
    const reasons = await Promise.all(
      Array.from({ length: 5 }, () => reasonOf(pool.run('hog', { kind: 'time' }, 'check'))),
    );
    // One runs, one waits: the others are refused without waiting for a limit.
    expect(reasons.filter((r) => r === 'busy').length).toBeGreaterThanOrEqual(2);
    expect(reasons.filter((r) => r === 'timeout').length).toBeGreaterThanOrEqual(1);
    expect(performance.now() - started).toBeLessThan(6000);
  });
});
