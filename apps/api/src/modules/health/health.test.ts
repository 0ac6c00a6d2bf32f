import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser } from '../../test/users';
import { orders } from '../orders/table';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    // A route with a body schema, to exercise the shared validation and error handling.
    app.post(
      '/api/__echo',
      { schema: { body: z.object({ email: z.email(), quantity: z.number().int().min(1) }) } },
      async (request) => ({ status: true, data: request.body }),
    );
    app.get('/api/__boom', async () => {
      throw new Error('secret internal detail');
    });
  });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports the database state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.data.database.kind);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    expect(body.data.mailQueue.ok).toBe(true);
    expect(body.data.uploads.ok).toBe(true);
    // On a server every process listens for the others' cache invalidations (decision 010).
    expect(body.data.invalidation).toBe(
      body.data.database.kind === 'postgres' ? 'listening' : 'single-process',
    );
  });

  it('answers 503 naming the part that fails: upload storage, then the mail queue', async () => {
    const blocked = path.join(ctx.dataDir, 'not-a-directory');
    fs.writeFileSync(blocked, 'a file where the upload directory should be');
    const broken = await createTestApp({ UPLOAD_DIR: blocked });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({
        database: { ok: true },
        mailQueue: { ok: true },
        uploads: { ok: false },
      });

      // A design file sent meanwhile is refused honestly, with nothing saved.
      const user = await createTestUser(broken.database);
      const form = new FormData();
      form.append('service_id', '1');
      form.append('details', 'A banner');
      form.append(
        'files[0]',
        new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
        'a.pdf',
      );
      const upload = await broken.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(user.token),
        payload: form,
      });
      expect(upload.statusCode).toBe(503);
      expect(upload.json().message).toMatch(/could not store your files/);
      const [{ count } = { count: -1 }] = await broken.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders);
      expect(count).toBe(0);

      await broken.app.db.execute(sql`alter table pgboss.queue rename to queue_gone`);
      // Probes are shared for a second: wait for a fresh one.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const noQueue = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(noQueue.statusCode).toBe(503);
      expect(noQueue.json().data.mailQueue.ok).toBe(false);
      await broken.app.db.execute(sql`alter table pgboss.queue_gone rename to queue`);
    } finally {
      await broken.close();
    }
  });
});

describe('API conventions', () => {
  it('answers an unknown /api route with a 404 JSON envelope in the request language', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({
      status: false,
      code: 'not_found',
      message: 'No such API route: GET /api/no-such-thing.',
    });

    const ar = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { lang: 'ar' } });
    expect(ar.json().message).toContain('لا يوجد مسار');
    const arQuery = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?lang=ar' });
    expect(arQuery.json().message).toContain('لا يوجد مسار');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', quantity: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, code: 'too_large' });
  });

  it('lists one line per invalid field, translated', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/__echo', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.errors).toHaveLength(2);
    expect(body.errors.join('\n')).toMatch(/email/);
    expect(body.errors.join('\n')).toContain('quantity: this field is required.');

    const ar = await ctx.app.inject({
      method: 'POST',
      url: '/api/__echo',
      payload: { email: 'nope' },
      headers: { lang: 'ar' },
    });
    expect(ar.json().message).toBe('بعض الحقول غير صالحة.');
    expect(ar.json().errors.join('\n')).toContain('هذا الحقل مطلوب');

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/__echo',
      payload: { email: 'a@b.co', quantity: 'many' },
      headers: { lang: 'ar' },
    });
    expect(wrongType.json().errors).toEqual([expect.stringContaining('ولكن تم إدخال string')]);
  });

  it('never leaks an internal error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toMatchObject({ status: false, code: 'internal_error' });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
