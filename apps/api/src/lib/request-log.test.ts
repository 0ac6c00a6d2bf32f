import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory, requestIdGenerator } from './request-log';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('requestIdGenerator', () => {
  it('gives ids unique within a process and across processes (a random prefix each)', () => {
    const first = requestIdGenerator();
    const second = requestIdGenerator();
    const ids = new Set([...Array.from({ length: 1000 }, first), ...Array.from({ length: 1000 }, second)]);
    expect(ids.size).toBe(2000);
    expect(first()).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });
});

describe('lazyChildLoggerFactory', () => {
  it('creates no child logger for a request that logs nothing, and a child with the id for one that does', async () => {
    const { logger, lines } = capturingLogger();
    const child = vi.spyOn(logger, 'child');
    const app = Fastify({
      loggerInstance: logger,
      disableRequestLogging: true,
      genReqId: requestIdGenerator(),
      childLoggerFactory: lazyChildLoggerFactory,
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/talks', async (request) => {
      request.log.warn({ detail: 'x' }, 'something to say');
      request.log.info('and more');
      return { ok: request.log.level === 'info' };
    });
    await app.ready();
    child.mockClear();

    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();

    const talks = await app.inject('/talks');
    expect(talks.json()).toEqual({ ok: true });
    expect(child).toHaveBeenCalledTimes(1);
    const said = lines.filter((line) => line.msg === 'something to say' || line.msg === 'and more');
    expect(said).toHaveLength(2);
    expect(said[0]).toMatchObject({ level: 40, detail: 'x' });
    expect(new Set(said.map((line) => line.reqId)).size).toBe(1);
    expect(String(said[0]?.reqId)).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    await app.close();
  });
});
