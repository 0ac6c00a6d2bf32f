import { describe, expect, it } from 'vitest';
import { langCookie } from '../plugins/lang';
import { acceptedEncoding } from './encoded-body';
import { type CachedPage, HtmlCache } from './html-cache';

function setup(options: Partial<{ maxEntries: number; maxBytes: number; ttlMs: number }> = {}) {
  let now = 0;
  let generation = 0;
  let renders = 0;
  const cache = new HtmlCache({
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes ?? 1_000_000,
    ttlMs: options.ttlMs ?? 1_000,
    generation: () => generation,
    now: () => now,
  });
  const render = (html: string) => async (): Promise<CachedPage> => {
    renders += 1;
    return { status: 200, html };
  };
  return {
    cache,
    render,
    renders: () => renders,
    tick: (ms: number) => {
      now += ms;
    },
    invalidate: () => {
      generation += 1;
    },
  };
}

describe('HtmlCache (rendered storefront pages)', () => {
  it('renders a key once, concurrent misses included', async () => {
    const t = setup();
    const [a, b] = await Promise.all([
      t.cache.get('en /home', t.render('A')),
      t.cache.get('en /home', t.render('B')),
    ]);
    expect(a.html).toBe('A');
    expect(b.html).toBe('A');
    expect((await t.cache.get('en /home', t.render('C'))).html).toBe('A');
    expect(t.renders()).toBe(1);
  });

  it('keeps languages apart (the key carries the language)', async () => {
    const t = setup();
    await t.cache.get('en /home', t.render('english'));
    expect((await t.cache.get('ar /home', t.render('arabic'))).html).toBe('arabic');
  });

  it('renders again after a catalogue change (read-cache generation) or after the TTL', async () => {
    const t = setup({ ttlMs: 1_000 });
    await t.cache.get('en /products', t.render('v1'));
    t.invalidate();
    expect((await t.cache.get('en /products', t.render('v2'))).html).toBe('v2');
    t.tick(999);
    expect((await t.cache.get('en /products', t.render('v3'))).html).toBe('v2');
    t.tick(2);
    expect((await t.cache.get('en /products', t.render('v4'))).html).toBe('v4');
  });

  it('does not keep a failed render', async () => {
    const t = setup();
    await expect(t.cache.get('en /home', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(t.cache.size).toBe(0);
    expect((await t.cache.get('en /home', t.render('ok'))).html).toBe('ok');
  });

  it('stays within its entry and byte bounds, dropping the least recently used', async () => {
    const t = setup({ maxEntries: 2, maxBytes: 1_000_000 });
    await t.cache.get('a', t.render('a'));
    await t.cache.get('b', t.render('b'));
    await t.cache.get('a', t.render('a2')); // a is now the most recently used
    await t.cache.get('c', t.render('c'));
    expect(t.cache.size).toBe(2);
    expect((await t.cache.get('a', t.render('a3'))).html).toBe('a');
    expect((await t.cache.get('b', t.render('b2'))).html).toBe('b2');

    const small = setup({ maxEntries: 100, maxBytes: 25 });
    for (const key of ['p1', 'p2', 'p3']) await small.cache.get(key, small.render('x'.repeat(10)));
    expect(small.cache.totalBytes).toBeLessThanOrEqual(25);
    expect(small.cache.size).toBe(2);
  });
});

describe('request helpers of the storefront', () => {
  it('reads the lang cookie among others', () => {
    expect(langCookie('a=1; lang=ar; b=2')).toBe('ar');
    expect(langCookie('lang=en')).toBe('en');
    expect(langCookie('xlang=ar')).toBeUndefined();
    expect(langCookie(undefined)).toBeUndefined();
  });

  it('picks brotli, then gzip, never a refused encoding', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
