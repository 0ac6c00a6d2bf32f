import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { inlineScriptHashes } from './security-headers';

describe('security headers', () => {
  let ctx: TestContext;
  let secure: TestContext;
  let redsys: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    secure = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
    redsys = await createTestApp({
      PAYMENT_GATEWAY: 'redsys',
      REDSYS_URL: 'https://sis-t.redsys.es:25443/sis/realizarPago',
      REDSYS_REST_URL: 'https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST',
      REDSYS_MERCHANT_CODE: '999008881',
      REDSYS_TERMINAL: '1',
      REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await secure?.close();
    await redsys?.close();
  });

  it("pages may post forms to the shop only, and with Redsys to the bank's payment page too", async () => {
    const formAction = async (app: TestContext) =>
      /(?:^|;)\s*form-action ([^;]*)/.exec(
        String((await app.app.inject({ method: 'GET', url: '/home' })).headers['content-security-policy']),
      )?.[1];
    expect(await formAction(ctx)).toBe("'self'");
    expect(await formAction(redsys)).toBe("'self' https://sis-t.redsys.es:25443");
  });

  it.each(['/api/health', '/home', '/api/nope', '/api/docs', '/nope'])(
    '%s carries CSP, no framing, nosniff and a referrer policy',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      // API answers are data: nothing may load or run in them; pages run their own scripts.
      const api = url.startsWith('/api/') && !url.startsWith('/api/docs');
      expect(csp).toMatch(api ? /^default-src 'none'/ : /script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('sends HSTS when the shop is served over https', async () => {
    for (const url of ['/api/health', '/home']) {
      const res = await secure.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    }
  });

  it('allows the inline scripts of index.html by their hash only', () => {
    const body = "(() => { document.documentElement.lang = 'ar'; })();";
    // A JSON data block (the server render's state) is not executed: it needs no hash.
    const html = `<head><script>${body}</script><script type="module" src="/assets/x.js"></script></head>
      <body><script type="application/json" id="ssr-data">{"a":1}</script></body>`;
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});
