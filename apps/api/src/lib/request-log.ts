import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/**
 * Request ids: a random prefix per process and a counter. Unique across the processes of
 * one shop and cheap; a random UUID per request was ~1 % of a cached read's time, and a
 * request id needs to be unique, not unguessable (it grants nothing).
 */
export function requestIdGenerator(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return () => `${prefix}-${(++next).toString(36)}`;
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger that becomes a pino child (with the request id) only when something
 * logs through it: most requests log nothing but their one access line, which the app writes
 * through the root logger with the id (app.ts). Creating a child per request was ~1.5 % of a
 * cached read's time, and its garbage more.
 */
const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

class LazyChildLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child logger, made on first use. */
  real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  isLevelEnabled(level: Level): boolean {
    return (this.real() as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(level);
  }
}

// The log methods, on the prototype (nothing is allocated per request but the object), each
// passing its arguments to the real child.
for (const method of LOG_METHODS) {
  Object.defineProperty(LazyChildLogger.prototype, method, {
    value(this: LazyChildLogger, ...args: unknown[]) {
      const real = this.real();
      Reflect.apply(real[method], real, args);
    },
  });
}

/** Fastify's `childLoggerFactory`: the lazy logger above in place of a child per request. */
export function lazyChildLoggerFactory(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
