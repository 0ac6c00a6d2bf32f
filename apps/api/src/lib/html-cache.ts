import type { EncodedForms } from './encoded-body';

/**
 * Rendered storefront pages kept in memory (docs/decisions/016-ssr.md), keyed by URL and
 * language. Bounded by entries and bytes (the least recently used goes first); an entry read
 * in an older read-cache generation (lib/read-cache.ts: any catalogue or content write, here
 * or in another process) is a miss, and entries expire after `ttlMs` as the other read caches
 * do. Concurrent misses of one key share one render; a failed render is not kept.
 */
export type CachedPage = {
  status: number;
  html: string;
  /** The compressed bodies, made on first use (plugins/web.ts). */
  encoded?: EncodedForms;
};

type Entry = { expires: number; generation: number; bytes: number; value: Promise<CachedPage> };

export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly options: {
      maxEntries: number;
      maxBytes: number;
      ttlMs: number;
      generation: () => number;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    const generation = this.options.generation();
    if (hit && hit.expires > this.now() && hit.generation === generation) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.remove(key);
    const value = render();
    const entry: Entry = { expires: this.now() + this.options.ttlMs, generation, bytes: 0, value };
    this.entries.set(key, entry);
    value.then(
      (page) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = Buffer.byteLength(page.html);
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.evict();
    return value;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  private evict() {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) return;
      this.remove(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
