import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('shares one load between concurrent callers and keeps it for the TTL', async () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1000, () => now);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    const [a, b] = await Promise.all([cache.get('en', load), cache.get('en', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('en', load)).toBe(1);
    now = 1000;
    expect(await cache.get('en', load)).toBe(2);
    expect(await cache.get('ar', load)).toBe(3);
  });

  it('forgets failed loads and everything on invalidate', async () => {
    const cache = new TtlCache<string, number>(60_000);
    await expect(cache.get('en', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('en', async () => 5)).toBe(5);
    expect(await cache.get('en', async () => 6)).toBe(5);
    cache.invalidate();
    expect(await cache.get('en', async () => 7)).toBe(7);
  });

  it('treats an entry read in an older generation as a miss', async () => {
    let generation = 0;
    const cache = new TtlCache<string, number>(60_000, Date.now, () => generation);
    expect(await cache.get('en', async () => 1)).toBe(1);
    expect(await cache.get('en', async () => 2)).toBe(1);
    generation += 1;
    expect(await cache.get('en', async () => 3)).toBe(3);
    expect(await cache.get('en', async () => 4)).toBe(3);
  });

  it('drops expired entries as new ones come in, and keeps at most maxEntries (oldest first)', async () => {
    let now = 0;
    const cache = new TtlCache<number, number>(
      1000,
      () => now,
      () => 0,
      3,
    );
    for (const user of [1, 2, 3]) await cache.get(user, async () => user);
    expect(cache.size).toBe(3);
    await cache.get(4, async () => 4);
    expect(cache.size).toBe(3);
    // User 1 was stored first and went first; 2, 3 and 4 are still answered from memory.
    expect(await cache.get(2, async () => -2)).toBe(2);
    expect(await cache.get(1, async () => -1)).toBe(-1);
    now = 1500;
    await cache.get(5, async () => 5);
    // Everything stored at time 0 has expired and was dropped; 5 remains.
    expect(cache.size).toBe(1);
    expect(await cache.get(5, async () => -5)).toBe(5);
  });
});
