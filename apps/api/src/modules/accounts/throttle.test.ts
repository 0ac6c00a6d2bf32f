import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestContext } from '../../test/app';
import { throttleCounters } from './table';
import { consume, type Limit } from './throttle';

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
