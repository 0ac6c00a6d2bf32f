import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { contactMessages } from './table';

let ctx: TestContext;
let staff: TestUser;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  const rows = await ctx.database.db
    .insert(contactMessages)
    .values([
      { name: 'Ana', phone: '600000001', email: 'ana@example.com', message: 'Do you print on wood?' },
      {
        name: 'علي',
        phone: '600000002',
        email: 'ali@example.com',
        message: 'هل تطبعون على القماش؟',
        lang: 'ar',
      },
    ])
    .returning({ id: contactMessages.id });
  ids = rows.map((r) => r.id);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('contact-messages inbox', () => {
  it('lists open messages newest first, marks one handled (audited) and open again', async () => {
    const open = await call(ctx, 'GET', '/api/admin/messages?handled=false', staff.token);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.total).toBe(2);
    expect(open.json().data.items[0]).toMatchObject({ handled: false, handled_at: null });

    const res = await call(ctx, 'POST', `/api/admin/messages/${ids[0]}/handled`, staff.token, {
      handled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids[0], handled: true, name: 'Ana' });
    expect(res.json().message).toBe('Marked as handled.');
    const audit = await lastAudit(ctx, 'contact_message', ids[0]);
    expect(audit).toMatchObject({ action: 'handled', actorUserId: staff.id, before: { handled_at: null } });
    expect((audit!.after as { handled_at: string }).handled_at).toBe(res.json().data.handled_at);

    const handled = await call(ctx, 'GET', '/api/admin/messages?handled=true', staff.token);
    expect(handled.json().data.items.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    expect((await call(ctx, 'GET', '/api/admin/messages?handled=false', staff.token)).json().data.total).toBe(
      1,
    );

    const reopened = await call(ctx, 'POST', `/api/admin/messages/${ids[0]}/handled`, staff.token, {
      handled: false,
    });
    expect(reopened.json().data.handled).toBe(false);
    expect(await lastAudit(ctx, 'contact_message', ids[0])).toMatchObject({ action: 'reopened' });
    expect((await call(ctx, 'GET', '/api/admin/messages', staff.token)).json().data.total).toBe(2);
  });

  it('refuses a bad body or filter (400) and an unknown message (404)', async () => {
    expect(
      (await call(ctx, 'POST', `/api/admin/messages/${ids[1]}/handled`, staff.token, { handled: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect((await call(ctx, 'GET', '/api/admin/messages?handled=maybe', staff.token)).statusCode).toBe(400);
    expect(
      (await call(ctx, 'POST', '/api/admin/messages/999999/handled', staff.token, { handled: true }))
        .statusCode,
    ).toBe(404);
  });
});
