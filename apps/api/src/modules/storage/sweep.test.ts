import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { users } from '../accounts/table';
import { removeStaleCarts } from '../cart/stale';
import { cartLines, carts } from '../cart/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { products } from '../catalog/table';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { STORAGE_SWEEP_QUEUE } from '../jobs/queue';
import { uploads } from '../uploads/table';
import { sweepStorage } from './sweep';

let ctx: TestContext;
let cat: TestCatalog;
let uploadDir: string;
const HOUR = 3600_000;
const log = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  ctx = await createTestApp();
  uploadDir = path.join(ctx.dataDir, 'uploads');
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
}, 60_000);
afterAll(() => ctx.close());

const sweep = () =>
  sweepStorage({
    db: ctx.app.db,
    uploadDir,
    log,
    orphanFileHours: 24,
    cartRetentionDays: 90,
    removeStaleCarts,
  });

/** A file of `size` bytes at `relative` under the upload directory, last modified `ageMs` ago. */
function file(relative: string, size: number, ageMs: number): string {
  const full = path.join(uploadDir, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, Buffer.alloc(size, 7));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(full, at, at);
  return full;
}
const key = () => randomBytes(16).toString('hex');

function png(size: number): Uint8Array {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, 100);
  new DataView(b.buffer).setUint32(20, 100);
  return b;
}

/** Adds a banner line with one design file to the user's cart; the file's path. */
async function cartLineWithFile(user: TestUser): Promise<string> {
  const body = new FormData();
  body.append('product_id', String(cat.products.banner.id));
  body.append('width', '100');
  body.append('height', '100');
  body.append('quantity', '5');
  body.append('options[0]', String(cat.options.standard.id));
  body.append('files[]', new Blob([png(2048)]), 'art.png');
  const request = new Request('http://localhost/', { method: 'POST', body });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string, ...bearer(user.token) },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.database.db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.ownerUserId, user.id));
  return path.join(uploadDir, row!.storageKey);
}

const age = (full: string, ageMs: number) => {
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(full, at, at);
};

describe('the storage sweep', () => {
  it('removes old files no row refers to, and never a file in use or one younger than 24 h', async () => {
    // Design files: an old orphan (a crash between file and row), a young one (a request
    // still writing its rows), and an old one in use by a cart line.
    const orphan = file(key(), 1000, 25 * HOUR);
    const young = file(key(), 500, 23 * HOUR);
    const owner = await createTestUser(ctx.database);
    const inUse = await cartLineWithFile(owner);
    age(inUse, 60 * 24 * HOUR);
    // Avatars: one a user shows, one left behind.
    const avatarKey = key();
    const avatar = file(`avatars/${avatarKey}.webp`, 300, 40 * 24 * HOUR);
    await ctx.database.db.update(users).set({ image: avatarKey }).where(eq(users.id, owner.id));
    const lostAvatar = file(`avatars/${key()}.webp`, 200, 40 * 24 * HOUR);
    // Catalogue pictures: one a product shows, one never used.
    const pictureKey = key();
    const picture = file(`media/${pictureKey}.webp`, 400, 40 * 24 * HOUR);
    await ctx.database.db
      .update(products)
      .set({ images: [`/media/${pictureKey}.webp`] })
      .where(eq(products.id, cat.products.banner.id));
    const lostPicture = file(`media/${key()}.webp`, 100, 40 * 24 * HOUR);
    // Anything not named like a stored file is not the sweep's.
    const other = file('notes.txt', 10, 400 * 24 * HOUR);

    const result = await sweep();

    expect(result).toMatchObject({ orphanFiles: 3, orphanBytes: 1000 + 200 + 100 });
    for (const gone of [orphan, lostAvatar, lostPicture]) expect(fs.existsSync(gone)).toBe(false);
    for (const kept of [young, inUse, avatar, picture, other]) expect(fs.existsSync(kept)).toBe(true);
  });

  it('removes carts untouched for 90 days with their lines, file rows and files, and keeps the others', async () => {
    const gone = await createTestUser(ctx.database);
    const staying = await createTestUser(ctx.database);
    const goneFile = await cartLineWithFile(gone);
    const stayingFile = await cartLineWithFile(staying);
    const [goneCart] = await ctx.database.db.select().from(carts).where(eq(carts.userId, gone.id));
    const longAgo = new Date(Date.now() - 91 * 24 * HOUR);
    await ctx.database.db.update(carts).set({ updatedAt: longAgo }).where(eq(carts.id, goneCart!.id));
    await ctx.database.db
      .update(cartLines)
      .set({ createdAt: longAgo })
      .where(eq(cartLines.cartId, goneCart!.id));
    // The staying cart is as old, but a line added yesterday counts as a touch.
    const [stayingCart] = await ctx.database.db.select().from(carts).where(eq(carts.userId, staying.id));
    await ctx.database.db.update(carts).set({ updatedAt: longAgo }).where(eq(carts.id, stayingCart!.id));

    const result = await sweep();

    expect(result).toMatchObject({ carts: 1, cartFiles: 1, cartBytes: 2048 });
    expect(fs.existsSync(goneFile)).toBe(false);
    expect(fs.existsSync(stayingFile)).toBe(true);
    expect(await ctx.database.db.select().from(carts).where(eq(carts.userId, gone.id))).toEqual([]);
    expect(await ctx.database.db.select().from(uploads).where(eq(uploads.ownerUserId, gone.id))).toEqual([]);
    expect(await ctx.database.db.select().from(cartLines).where(eq(cartLines.cartId, goneCart!.id))).toEqual(
      [],
    );
    const cart = await ctx.app.inject({ url: '/api/card', headers: bearer(gone.token) });
    expect(cart.json().meta.count).toBe(0);
    expect(
      (await ctx.app.inject({ url: '/api/card', headers: bearer(staying.token) })).json().meta.count,
    ).toBe(1);
  });

  it('runs daily from a pg-boss schedule, and its job does the sweep', async () => {
    const schedule = (await ctx.database.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = ${STORAGE_SWEEP_QUEUE}`,
    )) as unknown as { rows: { cron: string; timezone: string }[] };
    expect(schedule.rows).toEqual([{ cron: '17 3 * * *', timezone: 'Europe/Madrid' }]);

    const orphan = file(key(), 64, 48 * HOUR);
    // What the cron does once a day: a job in the queue, taken by a worker.
    await ctx.app.jobs.boss.send(STORAGE_SWEEP_QUEUE, {});
    ctx.app.jobs.wake();
    const started = Date.now();
    while (fs.existsSync(orphan) && Date.now() - started < 10_000)
      await new Promise((r) => setTimeout(r, 100));
    expect(fs.existsSync(orphan)).toBe(false);
  });
});
