/**
 * A small in-process cache for hot public reads (stack-notes: PGlite is slow for them).
 * Concurrent misses share one load; a failed load is not kept. Entries live `ttlMs` so
 * that several API processes converge even when a write happened in another one, and an
 * entry read before `generation()` last changed is a miss (see lib/read-cache.ts).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expires: number; generation: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly generation: () => number = () => 0,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const generation = this.generation();
    if (hit && hit.expires > this.now() && hit.generation === generation) return hit.value;
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, generation, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drops one key (after a write to what it holds has committed). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  invalidate(): void {
    this.entries.clear();
  }
}
