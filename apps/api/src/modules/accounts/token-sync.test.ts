import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser } from '../../test/users';
import { createTokenSync, TOKEN_SYNC_MAX_AGE_MS } from './token-sync';

type Received = { method: string; authorization: string | undefined };

/** A local receiver of token syncs that records each request and answers `status`. */
async function startReceiver() {
  const received: Received[] = [];
  let status = 204;
  const server = http.createServer((req, res) => {
    received.push({ method: req.method ?? '', authorization: req.headers.authorization });
    req.resume();
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sync`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

describe('token sync decisions', () => {
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => warnings.push(message) };

  it('sends a fresh token once, skips an old or repeated one, and DELETEs without a header', async () => {
    let clock = 1_000_000;
    const sync = createTokenSync({ url: receiver.url, timeoutMs: 2000, log, now: () => clock });
    receiver.received.length = 0;
    expect(await sync.signedIn(1, 'token-a', clock)).toBe('sent');
    expect(await sync.signedIn(1, 'token-a', clock)).toBe('skipped');
    expect(await sync.signedIn(1, 'token-b', clock - TOKEN_SYNC_MAX_AGE_MS - 1)).toBe('skipped');
    clock += TOKEN_SYNC_MAX_AGE_MS;
    expect(await sync.signedIn(1, 'token-b', clock - TOKEN_SYNC_MAX_AGE_MS)).toBe('sent');
    expect(await sync.signedOut(1)).toBe('sent');
    // After a sign-out the same token counts as changed again.
    expect(await sync.signedIn(1, 'token-b', clock)).toBe('sent');
    expect(receiver.received).toEqual([
      { method: 'POST', authorization: 'Bearer token-a' },
      { method: 'POST', authorization: 'Bearer token-b' },
      { method: 'DELETE', authorization: undefined },
      { method: 'POST', authorization: 'Bearer token-b' },
    ]);
  });

  it('reports a refusing or unreachable receiver and sends the token again next time', async () => {
    const sync = createTokenSync({ url: receiver.url, timeoutMs: 2000, log });
    receiver.answer(500);
    expect(await sync.signedIn(2, 'token-c', Date.now())).toBe('failed');
    receiver.answer(204);
    expect(await sync.signedIn(2, 'token-c', Date.now())).toBe('sent');
    const down = createTokenSync({ url: 'http://127.0.0.1:9/none', timeoutMs: 500, log });
    expect(await down.signedIn(3, 'token-d', Date.now())).toBe('failed');
    expect(warnings).toEqual(['token sync: receiver refused', 'token sync: receiver unreachable']);
  });
});

describe('token sync through the accounts API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TOKEN_SYNC_URL: receiver.url });
  });
  afterAll(() => ctx?.close());

  it('POSTs the new session token after login and DELETEs without it after logout', async () => {
    receiver.received.length = 0;
    const user = await createTestUser(ctx.database);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.received[0]).toEqual({ method: 'POST', authorization: `Bearer ${token}` });

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1]).toEqual({ method: 'DELETE', authorization: undefined });
  });

  it('is off by default', async () => {
    const plain = await createTestApp();
    try {
      receiver.received.length = 0;
      const user = await createTestUser(plain.database);
      const login = await plain.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password },
      });
      expect(login.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.received).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
