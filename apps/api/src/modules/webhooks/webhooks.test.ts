import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_STATUS } from '@shop/shared';
import {
  WebhookDeliveryPageSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@shop/shared/api/webhooks';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { recordOrderEvent } from '../events';
import { insertOrderWithCode, recordStatus } from '../orders';
import { webhookTypesOf } from './payload';
import { pruneWebhookDeliveries } from './prune';
import { openWebhookSecret, sealWebhookSecret } from './secret';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './table';

/**
 * Issue 25, webhooks: who may register what, and deliveries a local receiver checks with its own
 * HMAC code (never the module's), retried after a 500, replayed, and kept to their owner.
 */

type Received = { headers: http.IncomingHttpHeaders; raw: string; url: string };

type Rule = {
  match: (body: { type: string; data: { order: { id: number; po_number: string } } }) => boolean;
  statuses: number[];
};

/**
 * A receiver on 127.0.0.1 that keeps every request and answers 200, or the next status of the
 * first rule whose event matches (so a test's failures never land on another test's event).
 */
async function startReceiver() {
  const received: Received[] = [];
  const rules: Rule[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, url: req.url ?? '' });
      const body = JSON.parse(raw);
      const status = rules.find((rule) => rule.statuses.length > 0 && rule.match(body))?.statuses.shift();
      res.writeHead(status ?? 200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    rules,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's own check (what docs/webhooks.md tells a reseller to write). */
function verifySignature(secret: string, header: string | undefined, raw: string, toleranceSeconds = 300) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function until<T>(
  what: string,
  read: () => T | Promise<T>,
  timeoutMs = 20_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function makeTrade(ctx: TestContext, name: string): Promise<TestUser> {
  const user = await createTestUser(ctx.database, { name });
  const saved = await call(ctx, 'PUT', `/api/users/${user.id}/company`, user.token, {
    company_name: `${name} SL`,
    tax_id: '12345678Z',
    street: 'Calle Mayor 1',
    postcode: '28013',
    city: 'Madrid',
    country: 'es',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

/** A paid product order, born as the payment finish makes one: its `moved` from nothing is order.created. */
async function newOrder(ctx: TestContext, userId: number, poNumber = 'PO-55') {
  return ctx.database.db.transaction(async (tx) => {
    const order = await insertOrderWithCode(tx, {
      kind: 'product',
      userId,
      status: ORDER_STATUS.received,
      subtotalCents: 10_000,
      vatCents: 2_100,
      totalCents: 12_100,
      poNumber,
    });
    await recordStatus(tx, { orderId: order.id, from: null, to: ORDER_STATUS.received, actorUserId: userId });
    return order;
  });
}

describe('webhook addresses (WEBHOOKS_ALLOW_PRIVATE off, the production default)', () => {
  let ctx: TestContext;
  let trade: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_MS: '500', WEBHOOKS_RETRY_SECONDS: '1' });
    trade = await makeTrade(ctx, 'Strict Prints');
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses http and every loopback, private, link-local, unique-local, mapped or unspecified address (422, caller’s language)', async () => {
    const http = await call(ctx, 'POST', '/api/webhooks', trade.token, {
      url: 'http://hooks.example.com/in',
      events: ['order.created'],
    });
    expect(http.statusCode).toBe(422);
    expect(http.json().message).toBe('The webhook URL must start with https://.');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.9/hook',
      'https://192.168.1.20/hook',
      'https://169.254.169.254/latest',
      'https://100.64.0.1/hook',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[::]/hook',
      'https://[fe80::1]/hook',
      'https://[fd12:3456::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
    ]) {
      const refused = await call(
        ctx,
        'POST',
        '/api/webhooks',
        trade.token,
        { url, events: ['order.created'] },
        { lang: 'es' },
      );
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().message, url).toMatch(
        /^La URL del webhook apunta a una dirección privada o local/,
      );
    }
    const arabic = await call(
      ctx,
      'POST',
      '/api/webhooks',
      trade.token,
      { url: 'https://10.0.0.1/x', events: ['order.created'] },
      { lang: 'ar' },
    );
    expect(arabic.json().message).toContain('عنوان خاص أو محلي');
    expect(await ctx.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('accepts a public https address (nothing is sent to it: the account has no orders)', async () => {
    const created = await call(ctx, 'POST', '/api/webhooks', trade.token, {
      url: 'https://8.8.8.8/hook',
      events: ['order.created'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await call(ctx, 'DELETE', `/api/webhooks/${id}`, trade.token)).statusCode).toBe(200);
  });

  it('checks the address again at each delivery: an endpoint whose address turned private gets nothing', async () => {
    const receiver = await startReceiver();
    try {
      const created = await call(ctx, 'POST', '/api/webhooks', trade.token, {
        url: 'https://8.8.4.4/hook',
        events: ['order.created'],
      });
      const id = created.json().data.id as number;
      // As if its name now resolved inside: the stored URL points at the local receiver.
      await ctx.database.db
        .update(webhookEndpoints)
        .set({ url: receiver.url('/rebound') })
        .where(eq(webhookEndpoints.id, id));
      await newOrder(ctx, trade.id);
      const page = await until('the refused attempts', async () => {
        const answer = (await call(ctx, 'GET', `/api/webhooks/${id}/deliveries`, trade.token)).json().data;
        return answer.deliveries[0]?.status === 'failed' ? answer : null;
      });
      const attempts = page.deliveries[0].attempts as { status_code: number | null; error: string }[];
      expect(attempts.length).toBe(2);
      for (const attempt of attempts) {
        expect(attempt.status_code).toBeNull();
        expect(attempt.error).toMatch(/https:\/\/|private or local address/);
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  }, 30_000);
});

describe('webhooks of a trade account (WEBHOOKS_ALLOW_PRIVATE=true, a receiver on 127.0.0.1)', () => {
  let ctx: TestContext;
  let trade: TestUser;
  let other: TestUser;
  let staff: TestUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let otherReceiver: Awaited<ReturnType<typeof startReceiver>>;
  let endpoint: { id: number; secret: string };
  let otherEndpointId: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      JOBS_POLL_MS: '500',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_RETRY_SECONDS: '1,1,1',
      WEBHOOKS_MAX_ENDPOINTS: '3',
      WEBHOOKS_TIMEOUT_MS: '3000',
      WEBHOOKS_SECRET_KEY: 'a'.repeat(64),
    });
    trade = await makeTrade(ctx, 'Hook Prints');
    other = await makeTrade(ctx, 'Other Reseller');
    staff = await createTestUser(ctx.database, { role: 'staff' });
    receiver = await startReceiver();
    otherReceiver = await startReceiver();
  }, 60_000);
  afterAll(async () => {
    await receiver?.close();
    await otherReceiver?.close();
    await ctx?.close();
  });

  it('is for trade accounts only: a customer without company details gets 403 saying why', async () => {
    const plain = await createTestUser(ctx.database);
    const answer = await call(ctx, 'GET', '/api/webhooks', plain.token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/trade accounts/);
    const created = await call(
      ctx,
      'POST',
      '/api/webhooks',
      plain.token,
      { url: receiver.url('/x'), events: ['order.created'] },
      { lang: 'es' },
    );
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toMatch(/cuentas de empresa/);
    expect((await call(ctx, 'GET', '/api/webhooks')).statusCode).toBe(401);
  });

  it('creates an endpoint (http and loopback allowed here) and shows its secret once, sealed at rest', async () => {
    const created = await call(ctx, 'POST', '/api/webhooks', trade.token, {
      url: receiver.url('/hooks'),
      events: ['order.created', 'order.status_changed', 'order.dispatched', 'refund.created'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const data = WebhookEndpointWithSecretSchema.parse(created.json().data);
    expect(data.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    endpoint = { id: data.id, secret: data.secret };
    const list = await call(ctx, 'GET', '/api/webhooks', trade.token);
    const endpoints = WebhookEndpointSchema.array().parse(list.json().data);
    expect(endpoints).toHaveLength(1);
    expect(list.body).not.toContain(data.secret);
    const [row] = await ctx.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, data.id));
    expect(row!.secret.startsWith('enc:')).toBe(true);
    expect(row!.secret).not.toContain(data.secret.slice(6));
    expect(openWebhookSecret(row!.secret, Buffer.from('a'.repeat(64), 'hex'))).toBe(data.secret);

    const others = await call(ctx, 'POST', '/api/webhooks', other.token, {
      url: otherReceiver.url('/other'),
      events: ['order.created', 'order.status_changed'],
    });
    otherEndpointId = others.json().data.id;
  });

  it('refuses a bad URL, unknown events and more endpoints than allowed', async () => {
    const bad = await call(ctx, 'POST', '/api/webhooks', trade.token, {
      url: 'not a url',
      events: ['order.created'],
    });
    expect(bad.statusCode).toBe(422);
    const ftp = await call(ctx, 'POST', '/api/webhooks', trade.token, {
      url: 'ftp://127.0.0.1/',
      events: ['order.created'],
    });
    expect(ftp.statusCode).toBe(422);
    const unknown = await call(ctx, 'POST', '/api/webhooks', trade.token, {
      url: receiver.url('/y'),
      events: ['order.eaten'],
    });
    expect(unknown.statusCode).toBe(400);
    for (const n of [2, 3]) {
      const more = await call(ctx, 'POST', '/api/webhooks', trade.token, {
        url: receiver.url(`/spare${n}`),
        events: ['proof.ready'],
      });
      expect(more.statusCode).toBe(200);
    }
    const tooMany = await call(ctx, 'POST', '/api/webhooks', trade.token, {
      url: receiver.url('/spare4'),
      events: ['proof.ready'],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain('up to 3');
    // An id past the database's integer range, or not plain digits, is a 400, never a 500.
    for (const id of ['99999999999', '1e3', '0x5']) {
      const huge = await call(ctx, 'DELETE', `/api/webhooks/${id}`, trade.token);
      expect(huge.statusCode, `${id}: ${huge.body}`).toBe(400);
    }
    for (const e of (await call(ctx, 'GET', '/api/webhooks', trade.token)).json().data as {
      id: number;
      url: string;
    }[]) {
      if (e.url.includes('/spare'))
        expect((await call(ctx, 'DELETE', `/api/webhooks/${e.id}`, trade.token)).statusCode).toBe(200);
    }
  });

  it('delivers order.created signed: the receiver verifies the HMAC itself; another account hears nothing', async () => {
    const order = await newOrder(ctx, trade.id);
    const got = await until('the delivery', () => receiver.received.find((r) => r.url === '/hooks'));
    expect(got.headers['content-type']).toBe('application/json');
    expect(verifySignature(endpoint.secret, got.headers['webhook-signature'] as string, got.raw)).toBe(true);
    // A wrong secret or a changed body does not verify.
    expect(verifySignature(`${endpoint.secret}x`, got.headers['webhook-signature'] as string, got.raw)).toBe(
      false,
    );
    expect(verifySignature(endpoint.secret, got.headers['webhook-signature'] as string, `${got.raw} `)).toBe(
      false,
    );
    const body = JSON.parse(got.raw);
    expect(got.headers['webhook-id']).toBe(body.id);
    expect(Number(got.headers['webhook-timestamp'])).toBe(
      Number(/t=(\d+)/.exec(got.headers['webhook-signature'] as string)![1]),
    );
    expect(body).toMatchObject({
      type: 'order.created',
      data: {
        order: {
          id: order.id,
          code: order.code,
          status: 4,
          total: 121,
          currency: 'EUR',
          po_number: 'PO-55',
          tracking: null,
        },
      },
    });
    expect(body.id).toMatch(/^evt_[0-9a-f]{32}$/);
    const page = await until('the log', async () => {
      const answer = WebhookDeliveryPageSchema.parse(
        (await call(ctx, 'GET', `/api/webhooks/${endpoint.id}/deliveries`, trade.token)).json().data,
      );
      return answer.deliveries[0]?.status === 'delivered' ? answer : null;
    });
    expect(page.deliveries[0]).toMatchObject({
      event_id: body.id,
      type: 'order.created',
      order_code: order.code,
    });
    expect(page.deliveries[0]!.attempts).toEqual([
      expect.objectContaining({ status_code: 200, error: null, next_attempt_at: null }),
    ]);
    expect(otherReceiver.received).toHaveLength(0);
    const othersLog = await call(ctx, 'GET', `/api/webhooks/${otherEndpointId}/deliveries`, other.token);
    expect(othersLog.json().data.total).toBe(0);
    // And the other account's own order goes to its endpoint only.
    const othersOrder = await newOrder(ctx, other.id, 'PO-OTHER');
    await until('the other account’s delivery', () => otherReceiver.received.length === 1);
    expect(JSON.parse(otherReceiver.received[0]!.raw).data.order.id).toBe(othersOrder.id);
    expect(receiver.received.some((r) => JSON.parse(r.raw).data.order.id === othersOrder.id)).toBe(false);
    otherReceiver.received.length = 0;
  }, 30_000);

  it('retries after a 500 and logs both attempts; dispatch sends order.dispatched with the tracking', async () => {
    const order = await newOrder(ctx, trade.id);
    await until('order.created', () =>
      receiver.received.find((r) => JSON.parse(r.raw).data.order.id === order.id),
    );
    const carriers = (await call(ctx, 'GET', '/api/admin/carriers', staff.token)).json().data as {
      id: number;
      name: string;
    }[];
    const seur = carriers.find((c) => c.name === 'SEUR')!;
    receiver.rules.push({
      match: (b) => b.type === 'order.status_changed' && b.data.order.id === order.id,
      statuses: [500],
    });
    expect(
      (await call(ctx, 'POST', `/api/admin/orders/${order.id}/advance`, staff.token, { from: 4 })).statusCode,
    ).toBe(200);
    const moved = await until('the retried status change', () => {
      const hits = receiver.received.filter((r) => {
        const b = JSON.parse(r.raw);
        return b.type === 'order.status_changed' && b.data.order.id === order.id;
      });
      return hits.length === 2 ? hits : null;
    });
    expect(moved[0]!.headers['webhook-id']).toBe(moved[1]!.headers['webhook-id']);
    expect(moved[1]!.raw).toBe(moved[0]!.raw);
    expect(JSON.parse(moved[1]!.raw).data).toMatchObject({
      previous_status: 4,
      status: 5,
      order: { status: 5 },
    });
    const log = await until('both attempts logged', async () => {
      const answer = (
        await call(ctx, 'GET', `/api/webhooks/${endpoint.id}/deliveries?per_page=5`, trade.token)
      ).json().data;
      const delivery = answer.deliveries.find(
        (d: { event_id: string }) => d.event_id === moved[0]!.headers['webhook-id'],
      );
      return delivery?.status === 'delivered' ? delivery : null;
    });
    expect(log.attempts).toHaveLength(2);
    expect(log.attempts[0]).toMatchObject({ status_code: 500, error: 'HTTP 500' });
    expect(log.attempts[0].next_attempt_at).not.toBeNull();
    expect(log.attempts[1]).toMatchObject({ status_code: 200, error: null });

    for (const from of [5, 6]) {
      const body = from === 6 ? { from, carrier_id: seur.id, tracking_numbers: ['SEU555'] } : { from };
      expect(
        (await call(ctx, 'POST', `/api/admin/orders/${order.id}/advance`, staff.token, body)).statusCode,
      ).toBe(200);
    }
    const dispatched = await until('order.dispatched', () =>
      receiver.received.find((r) => {
        const b = JSON.parse(r.raw);
        return b.type === 'order.dispatched' && b.data.order.id === order.id;
      }),
    );
    const body = JSON.parse(dispatched.raw);
    expect(body.data.order.status).toBe(7);
    expect(body.data.order.tracking).toMatchObject({ carrier: 'SEUR', parcels: [{ number: 'SEU555' }] });
    expect(
      verifySignature(endpoint.secret, dispatched.headers['webhook-signature'] as string, dispatched.raw),
    ).toBe(true);
    expect(otherReceiver.received).toHaveLength(0);
  }, 60_000);

  it('gives up after the schedule: a receiver that always fails ends failed with every attempt logged', async () => {
    receiver.rules.push({
      match: (b) => b.data.order.po_number === 'PO-FAIL',
      statuses: [503, 503, 503, 503],
    });
    const order = await newOrder(ctx, trade.id, 'PO-FAIL');
    const delivery = await until('the failed delivery', async () => {
      const [row] = await ctx.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.orderId, order.id));
      return row?.status === 'failed' ? row : null;
    });
    const attempts = await ctx.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id));
    expect(attempts.map((a) => a.statusCode)).toEqual([503, 503, 503, 503]);
    expect(attempts.at(-1)!.nextAttemptAt).toBeNull();
    expect(delivery.nextAttemptAt).toBeNull();
  }, 30_000);

  it('replays a delivery: same event id and body, signed afresh, logged as a replay', async () => {
    const [delivery] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'failed'))
      .limit(1);
    const before = receiver.received.length;
    const replay = await call(
      ctx,
      'POST',
      `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/replay`,
      trade.token,
    );
    expect(replay.statusCode, replay.body).toBe(200);
    const got = await until('the replay', () =>
      receiver.received.length > before ? receiver.received.at(-1) : undefined,
    );
    expect(got.headers['webhook-id']).toBe(delivery!.eventId);
    expect(got.raw).toBe(delivery!.body);
    expect(verifySignature(endpoint.secret, got.headers['webhook-signature'] as string, got.raw)).toBe(true);
    const after = await until('delivered after the replay', async () => {
      const [row] = await ctx.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery!.id));
      return row?.status === 'delivered' ? row : null;
    });
    expect(after.status).toBe('delivered');
    const attempts = await ctx.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery!.id));
    expect(attempts.at(-1)).toMatchObject({ statusCode: 200, replay: true });
  }, 30_000);

  it('another account’s endpoint and deliveries are a 404 to every route', async () => {
    const [delivery] = await ctx.database.db.select().from(webhookDeliveries).limit(1);
    const id = endpoint.id;
    for (const [method, url, body] of [
      ['GET', `/api/webhooks/${id}/deliveries`, undefined],
      ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
      ['POST', `/api/webhooks/${id}/rotate-secret`, undefined],
      ['POST', `/api/webhooks/${id}/deliveries/${delivery!.id}/replay`, undefined],
      ['DELETE', `/api/webhooks/${id}`, undefined],
    ] as const) {
      const answer = await call(ctx, method, url, other.token, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // Its own endpoint cannot replay this account's delivery either.
    const cross = await call(
      ctx,
      'POST',
      `/api/webhooks/${otherEndpointId}/deliveries/${delivery!.id}/replay`,
      other.token,
    );
    expect(cross.statusCode).toBe(404);
  });

  it('sends refund.created; a disabled endpoint gets nothing; a rotated secret signs what follows', async () => {
    const order = await newOrder(ctx, trade.id);
    await until('order.created', () =>
      receiver.received.find((r) => JSON.parse(r.raw).data.order.id === order.id),
    );
    await ctx.database.db.transaction((tx) =>
      recordOrderEvent(tx, {
        orderId: order.id,
        type: 'refunded',
        data: { amountCents: 2500, refundId: 77 },
      }),
    );
    const refund = await until('refund.created', () =>
      receiver.received.find((r) => JSON.parse(r.raw).type === 'refund.created'),
    );
    expect(JSON.parse(refund.raw).data.refund).toEqual({ id: 77, amount: 25 });

    const disabled = await call(ctx, 'PATCH', `/api/webhooks/${endpoint.id}`, trade.token, {
      enabled: false,
    });
    expect(disabled.json().data.enabled).toBe(false);
    const before = receiver.received.length;
    const quiet = await newOrder(ctx, trade.id);
    await new Promise((r) => setTimeout(r, 2000));
    expect(receiver.received.length).toBe(before);
    expect(
      await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.orderId, quiet.id)),
    ).toHaveLength(0);

    await call(ctx, 'PATCH', `/api/webhooks/${endpoint.id}`, trade.token, { enabled: true });
    const rotated = await call(ctx, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`, trade.token);
    const secret = rotated.json().data.secret as string;
    expect(secret).not.toBe(endpoint.secret);
    const next = await newOrder(ctx, trade.id);
    const got = await until('after rotation', () =>
      receiver.received.find((r) => JSON.parse(r.raw).data.order.id === next.id),
    );
    expect(verifySignature(secret, got.headers['webhook-signature'] as string, got.raw)).toBe(true);
    expect(verifySignature(endpoint.secret, got.headers['webhook-signature'] as string, got.raw)).toBe(false);
  }, 30_000);
  it('prunes deliveries ended more than WEBHOOKS_KEEP_DAYS ago, with their attempts; pending ones stay', async () => {
    const db = ctx.database.db;
    const ended = (await db.select().from(webhookDeliveries)).filter((row) => row.status !== 'pending');
    expect(ended.length).toBeGreaterThanOrEqual(2);
    const [old, recent] = ended as [(typeof ended)[number], (typeof ended)[number]];
    const [waiting] = await db
      .insert(webhookDeliveries)
      .values({
        endpointId: old.endpointId,
        eventId: 'evt_prune_still_pending',
        type: 'order.created',
        orderId: old.orderId,
        body: '{}',
      })
      .returning();
    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    await db
      .update(webhookDeliveries)
      .set({ updatedAt: longAgo })
      .where(inArray(webhookDeliveries.id, [old.id, waiting!.id]));
    expect(await pruneWebhookDeliveries(db, 90)).toBe(1);
    const left = (await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).map((row) => row.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, waiting!.id]));
    expect(await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, old.id))).toEqual([]);
    await db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, waiting!.id));
  });
});

describe('webhook rules', () => {
  it('maps order events to webhook events', () => {
    const at = new Date();
    const moved = (from: number | null, to: number) =>
      webhookTypesOf({ id: 1, orderId: 1, type: 'moved', data: { from, to, note: '' }, createdAt: at });
    expect(moved(null, 4)).toEqual(['order.created']);
    expect(moved(4, 5)).toEqual(['order.status_changed']);
    expect(moved(6, 7)).toEqual(['order.status_changed', 'order.dispatched']);
    expect(
      webhookTypesOf({ id: 1, orderId: 1, type: 'cancelled', data: { from: 4, reason: 'x' }, createdAt: at }),
    ).toEqual(['order.cancelled']);
    expect(
      webhookTypesOf({ id: 1, orderId: 1, type: 'proof_ready', data: { uploadId: 3 }, createdAt: at }),
    ).toEqual(['proof.ready']);
    expect(webhookTypesOf({ id: 1, orderId: 1, type: 'paid', data: {}, createdAt: at })).toEqual([]);
  });

  it('keeps a secret plain without a key and sealed with one', () => {
    expect(sealWebhookSecret('whsec_x', undefined)).toBe('plain:whsec_x');
    const key = Buffer.alloc(32, 7);
    const sealed = sealWebhookSecret('whsec_x', key);
    expect(sealed).toMatch(/^enc:/);
    expect(openWebhookSecret(sealed, key)).toBe('whsec_x');
    expect(() => openWebhookSecret(sealed, Buffer.alloc(32, 8))).toThrow();
  });
});
