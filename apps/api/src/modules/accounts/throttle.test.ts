import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestContext } from '../../test/app';
import { throttleCounters } from './table';
import { clear, consume, type Limit } from './throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const limit = (key: string, max: number): Limit => ({ key, max, windowSeconds: 60 });
const hits = async (key: string) =>
  (await ctx.database.db.select().from(throttleCounters).where(eq(throttleCounters.key, key)))[0]?.hits;

describe('consume', () => {
  it('lets exactly the allowed attempts through when many arrive at once, counting every limit', async () => {
    const account = limit('test:burst:acct', 5);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        consume(ctx.database.db, [account, limit(`test:burst:ip:${i % 4}`, 100)]),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      const error = (outcome as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.statusCode).toBe(429);
      expect(Number(error.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(error.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(await hits(account.key)).toBe(40);
    for (let ip = 0; ip < 4; ip++) expect(await hits(`test:burst:ip:${ip}`)).toBe(10);
  });

  it('refuses when any one limit is over, and counts a key given twice once', async () => {
    const tight = limit('test:any:tight', 1);
    const loose = limit('test:any:loose', 10);
    await consume(ctx.database.db, [loose, tight, tight]);
    expect(await hits(tight.key)).toBe(1);
    await expect(consume(ctx.database.db, [loose, tight])).rejects.toMatchObject({ statusCode: 429 });
    expect(await hits(loose.key)).toBe(2);
    expect(await hits(tight.key)).toBe(2);
  });
});

describe('recent refusals', () => {
  it('refuses a key the database refused a moment ago without a statement, until the memo lapses', async () => {
    const locked = limit('test:memo:locked', 1);
    const other = limit('test:memo:other', 100);
    await consume(ctx.database.db, [locked]);
    await expect(consume(ctx.database.db, [locked])).rejects.toMatchObject({ statusCode: 429 });
    expect(await hits(locked.key)).toBe(2);

    // A flood against the refused key touches no counter, the other key's included.
    for (let i = 0; i < 20; i++) {
      const error = await consume(ctx.database.db, [other, locked]).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 429 });
      expect(Number((error as AppError).headers['retry-after'])).toBeGreaterThan(50);
    }
    expect(await hits(locked.key)).toBe(2);
    expect(await hits(other.key)).toBeUndefined();

    // After two seconds the database is asked again (another process may have cleared it).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
    try {
      await expect(consume(ctx.database.db, [locked])).rejects.toMatchObject({ statusCode: 429 });
      expect(await hits(locked.key)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a refusal when its counter is cleared in this process', async () => {
    const locked = limit('test:memo:cleared', 1);
    await consume(ctx.database.db, [locked]);
    await expect(consume(ctx.database.db, [locked])).rejects.toMatchObject({ statusCode: 429 });
    await clear(ctx.database.db, [locked]);
    await consume(ctx.database.db, [locked]);
    expect(await hits(locked.key)).toBe(1);
  });
});
