import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { oneTimeCodes, users } from '../accounts/table';
import { addresses } from '../addresses/table';
import { contactMessages } from '../content/table';

/**
 * A full or read-only data disk: writes of addresses, avatars and contact messages answer
 * 503 in the caller's language, and leave nothing half-written.
 */
let ctx: TestContext;
let uploadDir: string;

beforeAll(async () => {
  // The upload directory's path runs through a file: every write under it fails (ENOTDIR),
  // as on a missing or read-only mount (tests run as root, where chmod refuses nothing).
  const blocked = path.join(fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'shop-disk-')), 'mount');
  fs.writeFileSync(blocked, 'a file where the mount should be');
  uploadDir = path.join(blocked, 'uploads');
  ctx = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(path.dirname(path.dirname(uploadDir)), { recursive: true, force: true });
});

/** The database refuses every write to `table` the way PostgreSQL does on a full or read-only disk. */
async function refuseWrites(table: string, errcode: 'disk_full' | 'read_only_sql_transaction') {
  await ctx.database.db.execute(
    sql.raw(`create or replace function test_refuse_${table}() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '${errcode}'; end $$`),
  );
  await ctx.database.db.execute(
    sql.raw(`create trigger test_refuse before insert or update on ${table}
      for each row execute function test_refuse_${table}()`),
  );
  return () => ctx.database.db.execute(sql.raw(`drop trigger test_refuse on ${table}`));
}

async function multipart(fields: Record<string, string | [Blob, string]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(name, value[0], value[1]);
    else form.append(name, value);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();

async function updateProfile(user: TestUser, fields: Record<string, string | [Blob, string]>, lang = 'en') {
  const body = await multipart({ _method: 'put', ...fields });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/users/${user.id}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: user.authorization, lang },
  });
}

const userRow = async (user: TestUser) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;

describe('a data disk that refuses writes', () => {
  it('avatar: 503 in the caller’s language, no picture, no name change and no e-mail change started', async () => {
    const user = await createTestUser(ctx.database);
    const res = await updateProfile(
      user,
      {
        name: 'Nuevo Nombre',
        email: 'new-address@example.com',
        oldPassword: user.password,
        image: [new Blob([await photo()]), 'me.jpg'],
      },
      'es',
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: false,
      code: 'unavailable',
      message: expect.stringMatching(/almacenamiento está lleno o no disponible/),
    });
    const row = await userRow(user);
    expect(row).toMatchObject({ name: 'Test User', image: null });
    const codes = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(codes).toEqual([]);
  });

  it('avatar: a picture stored before the database refuses the row is removed again', async () => {
    // The mount is back, but the database's disk is full.
    fs.rmSync(path.dirname(uploadDir));
    fs.mkdirSync(uploadDir, { recursive: true });
    const user = await createTestUser(ctx.database);
    const restore = await refuseWrites('users', 'disk_full');
    try {
      const res = await updateProfile(user, { image: [new Blob([await photo()]), 'me.jpg'] }, 'ar');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/مساحة التخزين لدينا ممتلئة/);
    } finally {
      await restore();
    }
    expect((await userRow(user)).image).toBeNull();
    expect(fs.readdirSync(path.join(uploadDir, 'avatars'))).toEqual([]);
  });

  it('address: 503 with a clear message and no row, on a full or a read-only database', async () => {
    const user = await createTestUser(ctx.database);
    const address = {
      type: 1,
      label: 'Home',
      details: 'Calle Mayor 1, 29001 Málaga',
      phone: '+34 600 111 222',
    };
    for (const errcode of ['disk_full', 'read_only_sql_transaction'] as const) {
      const restore = await refuseWrites('addresses', errcode);
      try {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/addresses',
          payload: address,
          headers: { authorization: user.authorization },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'unavailable',
          message: expect.stringMatching(/storage is full or unavailable\. Nothing was changed/),
        });
      } finally {
        await restore();
      }
    }
    expect(await ctx.database.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
  });

  it('contact: 503, and neither the message nor its mail job is kept', async () => {
    const jobs = async () =>
      (
        (await ctx.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'replyTo' = 'disk@example.com'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const restore = await refuseWrites('contact_messages', 'disk_full');
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Ana', phone: '+34 600 111 222', email: 'disk@example.com', message: 'Hello there' },
        headers: { lang: 'es' },
        remoteAddress: '10.9.0.1',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/No se ha cambiado nada/);
    } finally {
      await restore();
    }
    const kept = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'disk@example.com'));
    expect(kept).toEqual([]);
    expect(await jobs()).toBe(0);
  });
});
