/**
 * The quote PDF under load (issue 22, finding 3): rendered on the worker pool, cached per
 * configuration and language, refused past 20 per address in 10 minutes. Real HTTP on
 * 127.0.0.1, so a blocked event loop would show in /api/health.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WorkerUnavailable } from '../../lib/worker-pool';
import { createTestApp, type TestContext } from '../../test/app';
import { BLOCKED_MS, healthAllowance, percentile, probeHealth, worst } from '../../test/health-probe';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';

let ctx: TestContext;
let cat: TestCatalog;
let baseUrl: string;

beforeAll(async () => {
  // Behind a proxy, so each request can come from its own address (X-Forwarded-For).
  // A generous render limit: this test is about the event loop, not the limit (queued
  // renders count against it, and 2 shared cores can be slow).
  ctx = await createTestApp({ TRUST_PROXY: 'true', PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

function quoteUrl(quantity: number, lang = 'en'): string {
  const search = new URLSearchParams({
    product_id: String(cat.products.banner.id),
    width: '200',
    height: '100',
    quantity: String(quantity),
    lang,
  });
  search.append('options[]', String(cat.options.standard.id));
  return `${baseUrl}/api/quotes/pdf?${search}`;
}

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe('GET /api/quotes/pdf under load', () => {
  it('renders 20 configurations from 20 addresses while health stays responsive', async () => {
    // One render first: the worker thread and pdfkit's fonts load once.
    expect((await fetch(quoteUrl(1), from('198.51.100.1'))).status).toBe(200);
    const allowance = await healthAllowance(baseUrl);
    const probe = probeHealth(baseUrl);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fetch(quoteUrl(i + 2), from(`198.51.100.${i + 2}`))),
    );
    const took = performance.now() - started;
    const samples = await probe.stop();
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const top = (xs: number[]) =>
      [...xs]
        .sort((x, y) => y - x)
        .slice(0, 5)
        .map(Math.round)
        .join(', ');
    console.info(
      `20 quote renders: ${Math.round(took)} ms; health worst ${top(samples)} ms over ${samples.length} samples (idle worst ${Math.round(allowance.idle)} ms)`,
    );
    expect(samples.length).toBeGreaterThan(3);
    // 300 ms rather than the hostile files' 100: here each of the 20 requests also runs its
    // throttle and pricing queries on the test's in-process PGlite, on this same event loop
    // (a running shop has them in another process, decision 018). On the main thread the
    // renders held health for 2-5 s.
    expect(percentile(samples, 0.9)).toBeLessThan(allowance.limit + 200);
    expect(worst(samples)).toBeLessThan(BLOCKED_MS);
  });

  it('serves a repeated configuration and language from the cache', async () => {
    const run = vi.spyOn(ctx.app.workers, 'run');
    try {
      const first = await fetch(quoteUrl(77), from('198.51.100.100'));
      const again = await fetch(quoteUrl(77), from('198.51.100.101'));
      const arabic = await fetch(quoteUrl(77, 'ar'), from('198.51.100.102'));
      expect([first.status, again.status, arabic.status]).toEqual([200, 200, 200]);
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
      // English once, Arabic once: the repeat was not rendered again.
      expect(run.mock.calls.filter(([name]) => name === 'invoicePdf')).toHaveLength(2);
    } finally {
      run.mockRestore();
    }
  });

  it('refuses the 21st quote from one address within 10 minutes with a 429 envelope', async () => {
    const statuses: number[] = [];
    let refusal: Response | null = null;
    for (let i = 0; i < 40; i += 1) {
      const res = await fetch(quoteUrl(1 + (i % 3), 'es'), from('203.0.113.9'));
      statuses.push(res.status);
      if (res.status === 429) refusal ??= res;
      else await res.arrayBuffer();
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refusal!.json()) as { message: string };
    expect(body).toMatchObject({ status: false, code: 'rate_limited' });
    expect(body.message).toMatch(/Demasiados intentos/);
    // Another address is not affected.
    expect((await fetch(quoteUrl(1), from('203.0.113.10'))).status).toBe(200);
  });

  it("answers a clean 503 envelope in the caller's language when the pool cannot render", async () => {
    const run = vi.spyOn(ctx.app.workers, 'run').mockRejectedValueOnce(new WorkerUnavailable('busy'));
    try {
      const res = await fetch(quoteUrl(50, 'ar'), from('198.51.100.200'));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const body = (await res.json()) as { message: string };
      expect(body).toMatchObject({ status: false, code: 'unavailable' });
      expect(body.message).toMatch(/PDF/);
      expect(body.message).toMatch(/[\u0600-\u06ff]/);
    } finally {
      run.mockRestore();
    }
  });
});
