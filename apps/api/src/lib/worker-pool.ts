/**
 * The worker pool (docs/decisions/026-hostile-files-worker-pool.md): every parse of an uploaded
 * file and every PDF render runs on a worker thread, with a time limit (its AbortSignal ends the
 * thread) and a memory limit (V8 stops the thread), so no file or document holds the event
 * loop. Threads start on first use and exit when idle (decision 024: a lean idle process).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PoolTaskName, PoolTasks, TaskAnswer } from '../workers/pool-worker';
import { AppError } from './errors';
import type { MessageKey } from './messages';

export type WorkerPoolOptions = {
  threads: number;
  memoryMb: number;
  /** Time limit of a file check (preflight, pictures), waiting for a thread included. */
  checkTimeoutMs: number;
  /** Time limit of a PDF render, waiting for a thread included. */
  renderTimeoutMs: number;
  /** Tasks waiting for a thread beyond these are refused at once. */
  maxQueue: number;
  idleMs?: number;
};

/** Which time limit a task runs under. */
export type TaskLimit = 'check' | 'render';

/** Why a task did not run to its end: staff see "could not be checked", callers a 503. */
export type UnavailableReason = 'timeout' | 'memory' | 'busy' | 'closed';

export class WorkerUnavailable extends Error {
  constructor(readonly reason: UnavailableReason) {
    super(`worker task not completed: ${reason}`);
  }
}

export type WorkerPool = {
  run<K extends PoolTaskName>(
    name: K,
    input: Parameters<PoolTasks[K]>[0],
    limit: TaskLimit,
  ): Promise<Awaited<ReturnType<PoolTasks[K]>>>;
  /** Threads alive now (tests: started lazily, gone when idle). */
  readonly threads: number;
  close(): Promise<void>;
};

/**
 * Compiled: the bundle's pool-worker.js (scripts/api-build.mjs). From source (tests, dev): a
 * small .mjs that registers tsx in the thread first, as `--import tsx` in a worker's execArgv
 * is not honoured by Node 20.
 */
function workerFile(): string {
  if (import.meta.url.endsWith('.ts'))
    return path.join(import.meta.dirname, '../workers/pool-worker-source.mjs');
  return fileURLToPath(new URL('./pool-worker.js', import.meta.url));
}

/** Added to the first task's limit when no thread is running yet. */
const STARTUP_ALLOWANCE_MS = 3000;

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  let piscina: Piscina | null = null;
  let closed = false;
  // Counted here: piscina's own maxQueue lets a burst submitted in one tick through.
  let inFlight = 0;
  const pool = () => {
    piscina ??= new Piscina({
      filename: workerFile(),
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: options.idleMs ?? 30_000,
      maxQueue: options.maxQueue,
      // Tasks are asynchronous (streams, sharp): the thread keeps its event loop between them.
      atomics: 'disabled',
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.round(options.memoryMb / 8)),
      },
      execArgv: [],
      // Below the event loop's priority (Linux): on a small machine a busy thread must not take
      // the core the event loop needs.
      niceIncrement: 10,
    });
    return piscina;
  };

  return {
    async run(name, input, limit) {
      if (closed) throw new WorkerUnavailable('closed');
      if (inFlight >= options.threads + options.maxQueue) throw new WorkerUnavailable('busy');
      // A thread that has to start first (lazily, or after idling out) gets longer: starting
      // it is our cost, not the file's (from source it includes compiling TypeScript).
      const cold = (piscina?.threads.length ?? 0) === 0 ? STARTUP_ALLOWANCE_MS : 0;
      const timeoutMs = (limit === 'check' ? options.checkTimeoutMs : options.renderTimeoutMs) + cold;
      let answer: TaskAnswer<unknown>;
      inFlight += 1;
      try {
        answer = await pool().run({ name, input }, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw unavailableOr(error);
      } finally {
        inFlight -= 1;
      }
      if (!answer.ok) throw new AppError(answer.error.code, answer.error.messageKey, answer.error.params);
      // A Buffer crosses the thread boundary as a plain Uint8Array.
      const value = answer.value instanceof Uint8Array ? asBuffer(answer.value) : answer.value;
      // biome-ignore lint/suspicious/noExplicitAny: the entry's own types, checked in pool-worker.ts
      return value as any;
    },
    get threads() {
      return piscina?.threads.length ?? 0;
    },
    async close() {
      closed = true;
      await piscina?.close({ force: true });
      piscina = null;
    },
  };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function unavailableOr(error: unknown): unknown {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  if (name === 'AbortError') return new WorkerUnavailable('timeout');
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new WorkerUnavailable('memory');
  if (message === 'Task queue is at limit') return new WorkerUnavailable('busy');
  if (message === 'Terminating worker thread') return new WorkerUnavailable('closed');
  return error;
}

/**
 * For a task whose result the caller needs (a PDF, a re-encoded picture): a pool that could not
 * finish it answers the bilingual 503 `messageKey` with Retry-After; other errors pass.
 */
export const unavailableAs =
  (messageKey: MessageKey) =>
  (error: unknown): never => {
    if (error instanceof WorkerUnavailable) {
      throw new AppError('unavailable', messageKey, {}, [], { 'retry-after': '5' });
    }
    throw error;
  };
