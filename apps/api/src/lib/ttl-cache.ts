/**
 * A small in-process cache for hot public reads (PGlite is slow for them:
 * docs/decisions/005-home-contact-and-read-caches.md). Concurrent misses share one load; a failed
 * load is not kept. Entries live `ttlMs` so that several API processes converge even when a write
 * happened in another one, and an entry read before `generation()` last changed is a miss (see
 * lib/read-cache.ts).
 *
 * Expired entries are dropped as new ones come in, and at most `maxEntries` are kept (the
 * oldest go first): keyed by user (carts), it would otherwise keep every customer who ever
 * looked for the life of the process.
 */
export class TtlCache<K, V> {
  /** In the order they were stored, which with one TTL is also the order they expire. */
  private readonly entries = new Map<K, { expires: number; generation: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly generation: () => number = () => 0,
    private readonly maxEntries = 10_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const generation = this.generation();
    const now = this.now();
    if (hit && hit.expires > now && hit.generation === generation) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, generation, value });
    this.evict(now);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now && this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  /** Drops one key (after a write to what it holds has committed). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  invalidate(): void {
    this.entries.clear();
  }
}
