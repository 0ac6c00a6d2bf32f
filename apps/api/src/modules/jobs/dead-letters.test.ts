import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/mail';
import { createTestUser, type TestUser } from '../../test/users';
import { enqueueMail } from './mail-jobs';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a mail that fails every retry', () => {
  let ctx: TestContext;
  let smtp: TestSmtp | undefined;
  let port: number;
  let staff: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_POLL_MS: '500' });
    staff = await createTestUser(ctx.database, { role: 'staff' });
    customer = await createTestUser(ctx.database);
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  const list = (token = staff.token) => call(ctx, 'GET', '/api/admin/mail/dead-letters', token);
  const health = async () => (await ctx.app.inject({ url: '/api/health' })).json();

  it('goes to the dead-letter list staff see, and health reports degraded', async () => {
    expect((await health()).data).toMatchObject({ state: 'ok', degraded: [], mailQueue: { deadLetters: 0 } });
    await ctx.app.db.transaction((tx) =>
      enqueueMail(
        tx,
        { to: 'lost@example.com', subject: 'Your order P000123', text: 'code 123456' },
        { retryLimit: 0 },
      ),
    );

    const page = await until(async () => {
      const body = (await list()).json();
      return body.data.total === 1 ? body.data : undefined;
    });
    expect(page.items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        to: 'lost@example.com',
        subject: 'Your order P000123',
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
        failed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // The body may hold a one-time code: the list never shows it.
    expect(JSON.stringify(page)).not.toContain('123456');
    expect((await list(customer.token)).statusCode).toBe(403);

    // Health shares its probes for a second.
    const degraded = await until(async () => {
      const body = await health();
      return body.data.state === 'degraded' ? body : undefined;
    }, 3000);
    expect(degraded).toMatchObject({
      status: true,
      data: { degraded: ['mail_dead_letters'], mailQueue: { ok: true, deadLetters: 1 } },
    });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('is sent once staff retry it, leaves the list (audited), and health is ok again', async () => {
    smtp = await startTestSmtp(port);
    const [item] = (await list()).json().data.items;
    const res = await call(
      ctx,
      'POST',
      `/api/admin/mail/dead-letters/${item.id}/retry`,
      staff.token,
      undefined,
      {
        lang: 'es',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'El correo se ha vuelto a poner en cola.' });
    const received = await smtp.waitFor('lost@example.com');
    expect(received.subject).toBe('Your order P000123');
    expect((await list()).json().data).toMatchObject({ items: [], total: 0 });
    expect(await lastAudit(ctx, 'mail_dead_letter', item.id)).toMatchObject({
      action: 'retry',
      actorUserId: staff.id,
    });

    const again = await call(ctx, 'POST', `/api/admin/mail/dead-letters/${item.id}/retry`, staff.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ status: false, code: 'not_found' });

    const ok = await until(async () => {
      const body = await health();
      return body.data.state === 'ok' ? body : undefined;
    }, 3000);
    expect(ok.data).toMatchObject({ degraded: [], mailQueue: { deadLetters: 0 } });
  });
});
