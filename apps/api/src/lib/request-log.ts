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
class LazyChildLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  // Methods on the prototype, not arrow fields: nothing is allocated per request but the object.
  fatal(...args: Parameters<FastifyBaseLogger['fatal']>) {
    this.#logger.fatal(...args);
  }
  error(...args: Parameters<FastifyBaseLogger['error']>) {
    this.#logger.error(...args);
  }
  warn(...args: Parameters<FastifyBaseLogger['warn']>) {
    this.#logger.warn(...args);
  }
  info(...args: Parameters<FastifyBaseLogger['info']>) {
    this.#logger.info(...args);
  }
  debug(...args: Parameters<FastifyBaseLogger['debug']>) {
    this.#logger.debug(...args);
  }
  trace(...args: Parameters<FastifyBaseLogger['trace']>) {
    this.#logger.trace(...args);
  }
  silent(...args: Parameters<FastifyBaseLogger['silent']>) {
    this.#logger.silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
  isLevelEnabled(level: Level): boolean {
    return (this.#logger as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(level);
  }
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
