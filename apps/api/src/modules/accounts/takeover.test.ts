import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateSessionCache } from '../../lib/session-cache';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { codeFrom, type ParsedMail } from '../../test/mail';
import { bearer, createTestUser, logIn, type TestUser } from '../../test/users';
import { authTokens, users } from './table';

// Issue 22, finding 4: the ways a stolen session could keep or take an account
// (docs/decisions/027-account-takeover.md).

let ctx: MailTestContext;

beforeAll(async () => {
  ctx = await createTestAppWithMail();
});
afterAll(() => ctx.close());

let ipCounter = 0;
const newIp = () => `10.27.0.${++ipCounter}`;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: newIp() });
const whoAmI = (user: { id: number }, token: string) =>
  ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) });

async function newSession(user: TestUser): Promise<string> {
  const res = await logIn(ctx.app, { email: user.email, password: user.password }, newIp());
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

/** Runs an e-mail change to `to` through its code; answers the confirmation. */
async function changeEmail(user: TestUser, to: string) {
  const start = await post(
    '/api/change-email',
    { email: to, oldPassword: user.password },
    bearer(user.token),
  );
  expect(start.statusCode).toBe(200);
  const code = codeFrom(await ctx.smtp.waitFor(to));
  return post('/api/verify-email', { email: to, otp: code }, bearer(user.token));
}

const undoTokenOf = (mail: ParsedMail) => /\/undo-email#token=([\w-]+)/.exec(mail.text)?.[1] as string;

describe('changing the e-mail address needs the current password', () => {
  it('is refused without it or with a wrong one (profile update and /change-email), in the caller’s language', async () => {
    const user = await createTestUser(ctx.database);
    const bare = await post(`/api/users/${user.id}`, { email: 'thief@example.com' }, bearer(user.token));
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({
      status: false,
      code: 'business_rule',
      message: 'Enter your current password to change your e-mail address.',
      errors: ['oldPassword: enter your current password to change your e-mail address.'],
    });
    const wrong = await post(
      '/api/change-email',
      { email: 'thief@example.com', oldPassword: 'not the password' },
      { ...bearer(user.token), lang: 'es' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'business_rule',
      message: 'La contraseña actual no es correcta.',
      errors: ['oldPassword: la contraseña actual no es correcta.'],
    });
    const arabic = await post(
      '/api/change-email',
      { email: 'thief@example.com' },
      { ...bearer(user.token), lang: 'ar' },
    );
    expect(arabic.json().message).toBe('أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني.');
    // Nothing was sent to the new address, and nothing is pending.
    expect(ctx.smtp.to('thief@example.com')).toHaveLength(0);
    expect((await whoAmI(user, user.token)).json().data).toMatchObject({
      email: user.email,
      pendingEmail: null,
    });
  });

  it('asks an account without a password (social sign-in) to choose one first', async () => {
    const user = await createTestUser(ctx.database);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await post('/api/change-email', { email: 'elsewhere@example.com' }, bearer(user.token));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Choose a password first/);
  });
});

describe('a confirmed e-mail change', () => {
  it('ends the other sessions (this one stays) and tells the old address, with an undo link that works once', async () => {
    const user = await createTestUser(ctx.database, { email: 'owner.before@example.com' });
    const other = await newSession(user);
    expect((await whoAmI(user, other)).statusCode).toBe(200); // cached now: must still end at once

    const done = await changeEmail(user, 'owner.after@example.com');
    expect(done.statusCode).toBe(200);
    expect((await whoAmI(user, user.token)).statusCode).toBe(200);
    expect((await whoAmI(user, other)).statusCode).toBe(401);

    const notice = await ctx.smtp.waitFor('owner.before@example.com');
    expect(notice.subject).toBe('The e-mail address of your BannerPrint account was changed');
    expect(notice.text).toContain('owner.after@example.com');
    const token = undoTokenOf(notice);
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only its hash is stored.
    const stored = await ctx.database.db.execute(
      sql`select code_hash from one_time_codes where purpose = 'undo_email' and user_id = ${user.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    const undone = await post('/api/undo-email-change', { token }, { lang: 'es' });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toMatch(/^Tu dirección de correo vuelve a ser owner\.before@example\.com/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'owner.before@example.com', passwordHash: null, googleSubject: null });
    // Every session ended, the one that made the change too; its password no longer logs in.
    expect((await whoAmI(user, user.token)).statusCode).toBe(401);
    const login = await logIn(
      ctx.app,
      { email: 'owner.after@example.com', password: user.password },
      newIp(),
    );
    expect(login.statusCode).toBe(422);

    const again = await post('/api/undo-email-change', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'business_rule',
      message: 'This link is not valid, has expired or was already used.',
    });

    // The owner takes the account back through the address they hold.
    await post('/api/send/code/reset/password', { email: 'owner.before@example.com' });
    const reset = codeFrom(await ctx.smtp.waitFor('owner.before@example.com', 2));
    const newPassword = 'my own account again';
    const res = await post('/api/reset/password', {
      email: 'owner.before@example.com',
      otp: reset,
      newPassword,
      password_confirmation: newPassword,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired undo link', async () => {
    const user = await createTestUser(ctx.database, { email: 'late.before@example.com' });
    expect((await changeEmail(user, 'late.after@example.com')).statusCode).toBe(200);
    const token = undoTokenOf(await ctx.smtp.waitFor('late.before@example.com'));
    await ctx.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'undo_email' and user_id = ${user.id}`,
    );
    expect((await post('/api/undo-email-change', { token })).statusCode).toBe(422);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe('late.after@example.com');
  });
});

describe('older password hashes', () => {
  it('are re-hashed with the current parameters at the next successful login (not at a failed one)', async () => {
    const user = await createTestUser(ctx.database);
    const older = await hash(user.password); // the library's default: 19 MiB, 2 passes
    expect(older).toMatch(/\$m=19456,t=2,p=1\$/);
    await ctx.database.db.update(users).set({ passwordHash: older }).where(eq(users.id, user.id));
    const stored = async () =>
      (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.passwordHash;

    expect((await logIn(ctx.app, { email: user.email, password: 'wrong one' }, newIp())).statusCode).toBe(
      422,
    );
    expect(await stored()).toBe(older);

    expect((await logIn(ctx.app, { email: user.email, password: user.password }, newIp())).statusCode).toBe(
      200,
    );
    const upgraded = await stored();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=9216,t=4,p=1\$/);
    expect((await logIn(ctx.app, { email: user.email, password: user.password }, newIp())).statusCode).toBe(
      200,
    );
    expect(await stored()).toBe(upgraded); // current parameters: left alone
  });
});

describe('staff sessions', () => {
  const dashboard = (token: string) =>
    ctx.app.inject({ url: '/api/admin/dashboard', headers: bearer(token) });
  const age = async (userId: number, set: { lastUsedHoursAgo?: number; createdHoursAgo?: number }) => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    await ctx.database.db
      .update(authTokens)
      .set({
        ...(set.lastUsedHoursAgo === undefined ? {} : { lastUsedAt: hoursAgo(set.lastUsedHoursAgo) }),
        ...(set.createdHoursAgo === undefined ? {} : { createdAt: hoursAgo(set.createdHoursAgo) }),
      })
      .where(eq(authTokens.userId, userId));
    invalidateSessionCache();
  };
  const staffUser = () => createTestUser(ctx.database, { role: 'staff' });

  it('end after 8 hours without use (the default of STAFF_SESSION_IDLE_HOURS)', async () => {
    const staff = await staffUser();
    await age(staff.id, { lastUsedHoursAgo: 8.1 });
    const idle = await dashboard(staff.token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ status: false, code: 'unauthorized' });

    await age(staff.id, { lastUsedHoursAgo: 7.9 });
    expect((await dashboard(staff.token)).statusCode).toBe(200);
    // That use moved the idle deadline.
    const [row] = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, staff.id));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('end 12 hours after sign-in however busy (STAFF_SESSION_TTL_HOURS); customers keep their 30 days', async () => {
    const staff = await staffUser();
    await age(staff.id, { createdHoursAgo: 12.1, lastUsedHoursAgo: 0 });
    expect((await dashboard(staff.token)).statusCode).toBe(401);

    const customer = await createTestUser(ctx.database);
    await age(customer.id, { createdHoursAgo: 24 * 20, lastUsedHoursAgo: 24 * 10 });
    expect((await whoAmI(customer, customer.token)).statusCode).toBe(200);

    // A staff sign-in is born with the shorter lifetime.
    const login = await logIn(ctx.app, { email: staff.email, password: staff.password }, newIp());
    const [fresh] = await ctx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, staff.id))
      .orderBy(sql`${authTokens.id} desc`)
      .limit(1);
    expect(login.statusCode).toBe(200);
    const hours = (fresh!.expiresAt.getTime() - fresh!.createdAt.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(12, 1);
  });

  it('write their last use at most once a minute', async () => {
    const staff = await staffUser();
    await age(staff.id, { lastUsedHoursAgo: 1 });
    expect((await dashboard(staff.token)).statusCode).toBe(200);
    const first = (
      await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, staff.id))
    )[0]!;
    expect(Date.now() - first.lastUsedAt.getTime()).toBeLessThan(60_000);
    invalidateSessionCache(); // the next request reads the database again, within the minute
    expect((await dashboard(staff.token)).statusCode).toBe(200);
    const second = (
      await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, staff.id))
    )[0]!;
    expect(second.lastUsedAt.getTime()).toBe(first.lastUsedAt.getTime());
  });
});

describe('money actions need the password within the last 15 minutes', () => {
  const coupon = (token: string, code: string, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { ...bearer(token), lang },
      payload: { code, percent: 100 },
    });

  it('answers 403 reauth_required after 15 minutes, until POST /api/admin/reauth with the password', async () => {
    const staff = await createTestUser(ctx.database, { role: 'staff' });
    const token = await newSession(staff); // signing in counts as giving the password
    expect((await coupon(token, 'FRESH15')).statusCode).toBe(201);

    await ctx.database.db
      .update(authTokens)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(authTokens.userId, staff.id));
    invalidateSessionCache();
    const stale = await coupon(token, 'STALE15', 'es');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      status: false,
      code: 'reauth_required',
      message: 'Para esta acción, vuelve a introducir tu contraseña.',
      errors: ['Para esta acción, vuelve a introducir tu contraseña.'],
    });
    // Other staff work goes on without it.
    expect((await ctx.app.inject({ url: '/api/admin/coupons', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    // Fees on a quote are money too.
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/orders/999999/accept',
      headers: bearer(token),
      payload: { service_fee: 10, tax: 2.1, message: 'ok' },
    });
    expect(accept.json().code).toBe('reauth_required');

    const wrong = await post('/api/admin/reauth', { password: 'not it' }, bearer(token));
    expect(wrong.statusCode).toBe(422);
    expect((await coupon(token, 'STALE15')).statusCode).toBe(403);

    const ok = await post('/api/admin/reauth', { password: staff.password }, bearer(token));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password confirmed. You can go on for 15 minutes.');
    expect((await coupon(token, 'STALE15')).statusCode).toBe(201);
  });

  it('is for staff only', async () => {
    const customer = await createTestUser(ctx.database);
    const res = await post('/api/admin/reauth', { password: customer.password }, bearer(customer.token));
    expect(res.statusCode).toBe(403);
  });
});
