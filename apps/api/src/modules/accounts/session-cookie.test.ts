import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import { createTestApp, createTestAppWithMail, type MailTestContext, type TestContext } from '../../test/app';
import { codeFrom } from '../../test/mail';
import { bearer, createTestUser, type TestUser } from '../../test/users';

/** The test app's PUBLIC_URL: the one origin a browser page of the shop sends. */
const SHOP = 'https://shop.example';
const FOREIGN = 'https://evil.example';

let ctx: MailTestContext;
let httpsCtx: TestContext;

beforeAll(async () => {
  ctx = await createTestAppWithMail({ PUBLIC_URL: 'http://shop.example' });
  httpsCtx = await createTestApp({ PUBLIC_URL: SHOP });
});
afterAll(async () => {
  await ctx?.close();
  await httpsCtx?.close();
});

let ipCounter = 0;
const newIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The session cookie a response sets: its value and attributes, as a browser reads them. */
function sessionCookieOf(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return cookie as typeof cookie & {
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: string;
    maxAge?: number;
  };
}

function logIn(app: TestContext['app'], user: TestUser, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: newIp(),
    headers,
  });
}

/** Logs in like the storefront (cookie only) and returns the cookie's value. */
async function cookieSession(user: TestUser): Promise<string> {
  const res = await logIn(ctx.app, user, { origin: 'http://shop.example', 'x-session': 'cookie' });
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res).value;
}

const withCookie = (value: string) => ({ cookie: `${SESSION_COOKIE}=${value}` });

function getMe(user: TestUser, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers });
}

function addAddress(headers: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/addresses',
    payload: { type: 1, label: 'Office', details: 'Calle Mayor 1, Málaga', phone: '+34 600 000 111' },
    headers,
  });
}

describe('the session cookie', () => {
  it('is set by login: httpOnly, SameSite=Lax, whole site, as long as the token lives; the token is answered too', async () => {
    const user = await createTestUser(ctx.database);
    const res = await logIn(ctx.app, user);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.domain).toBeUndefined();
    // docs/product.md#api-calls: other clients still get `data.token`; it is the cookie's session.
    expect(res.json().data).toMatchObject({ id: user.id, token: cookie.value });
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const user = await createTestUser(httpsCtx.database);
    const res = await logIn(httpsCtx.app, user, { origin: SHOP });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(res.headers['set-cookie']).toMatch(/; Secure/);
  });

  it('is the only copy of the token when the storefront asks (x-session: cookie)', async () => {
    const user = await createTestUser(ctx.database);
    const res = await logIn(ctx.app, user, { 'x-session': 'cookie' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: user.id, name: 'Test User', email: user.email });
    expect(sessionCookieOf(res).value).toMatch(/^[\w-]{43}$/);
  });

  it('authenticates a read on its own', async () => {
    const user = await createTestUser(ctx.database);
    const res = await getMe(user, withCookie(await cookieSession(user)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
  });

  it('is dropped (and the read refused) once it no longer names a live session', async () => {
    const user = await createTestUser(ctx.database);
    const res = await getMe(user, withCookie('no-such-session-token'));
    expect(res.statusCode).toBe(401);
    expect(sessionCookieOf(res)).toMatchObject({ value: '', path: '/' });
    expect(res.headers['set-cookie']).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
  it('answers a malformed or hostile Cookie header with a plain 401, never a 500', async () => {
    const user = await createTestUser(ctx.database);
    const hostile = [
      `${SESSION_COOKIE}=%E0%A4%A`,
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}="quoted value"`,
      `${SESSION_COOKIE}=${'x'.repeat(4000)}`,
      `${SESSION_COOKIE}=a; ${SESSION_COOKIE}=b`,
      `other=1; ${SESSION_COOKIE}`,
      `${SESSION_COOKIE}=' OR 1=1 --`,
    ];
    for (const cookie of hostile) {
      const res = await getMe(user, { cookie });
      expect(res.statusCode, cookie).toBe(401);
      expect(res.json()).toMatchObject({ status: false, code: 'unauthorized' });
    }
  });
});

describe('cross-site request forgery', () => {
  it('refuses a cookie write without Origin or Referer, or from another site, with 403 in the caller’s language', async () => {
    const user = await createTestUser(ctx.database);
    const cookie = withCookie(await cookieSession(user));
    const refused: Record<string, string>[] = [
      {},
      { origin: FOREIGN },
      { origin: 'null' },
      { origin: 'http://shop.example.evil.example' },
      { referer: `${FOREIGN}/page` },
      { origin: FOREIGN, referer: 'http://shop.example/account' },
    ];
    for (const headers of refused) {
      const res = await addAddress({ ...cookie, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ status: false, code: 'forbidden' });
    }
    const arabic = await addAddress({ ...cookie, origin: FOREIGN, lang: 'ar' });
    expect(arabic.json().message).toBe(
      'رُفض هذا الطلب لأنه صادر من موقع آخر. يرجى استخدام صفحات المتجر نفسها.',
    );
    const english = await addAddress({ ...cookie, origin: FOREIGN });
    expect(english.json().message).toBe(
      "This request came from another site, so it was refused. Please use the shop's own pages.",
    );
    const list = await ctx.app.inject({ method: 'GET', url: '/api/addresses', headers: cookie });
    expect(list.json().data).toEqual([]);
  });

  it('accepts a cookie write from PUBLIC_URL’s origin, from the origin the request was sent to, or with a same-site Referer', async () => {
    const user = await createTestUser(ctx.database);
    const cookie = withCookie(await cookieSession(user));
    const accepted: Record<string, string>[] = [
      { origin: 'http://shop.example' },
      // A development server or test on its own port: Origin and Host agree.
      { origin: 'http://127.0.0.1:5173', host: '127.0.0.1:5173' },
      { referer: 'http://shop.example/addresses/new' },
    ];
    for (const headers of accepted) {
      const res = await addAddress({ ...cookie, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/addresses', headers: cookie });
    expect(list.json().data).toHaveLength(3);
  });

  it('leaves bearer clients alone: no Origin needed, and a foreign one changes nothing', async () => {
    const user = await createTestUser(ctx.database);
    expect((await addAddress(bearer(user.token))).statusCode).toBe(200);
    expect((await addAddress({ ...bearer(user.token), origin: FOREIGN })).statusCode).toBe(200);
  });

  it('guards staff writes made with the cookie as well', async () => {
    const staff = await createTestUser(ctx.database, { role: 'staff' });
    const cookie = withCookie(await cookieSession(staff));
    const coupon = { code: `CSRF${ipCounter}`, type: 'percent', value: 10 };
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      payload: coupon,
      headers: { ...cookie, origin: FOREIGN },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('forbidden');
    const read = await ctx.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: cookie });
    expect(read.statusCode).toBe(200);
  });

  it('refuses a login posted from another site (login CSRF), and sets no cookie', async () => {
    const user = await createTestUser(ctx.database);
    const res = await logIn(ctx.app, user, { origin: FOREIGN });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await logIn(ctx.app, user, { referer: `${FOREIGN}/x` })).statusCode).toBe(403);
    // Clients that send no Origin (scripts, apps) still log in.
    expect((await logIn(ctx.app, user)).statusCode).toBe(200);
  });
});

describe('signing out revokes the cookie and the bearer token alike', () => {
  it('logout with the cookie clears it, and neither the cookie nor the same token as bearer works after', async () => {
    const user = await createTestUser(ctx.database);
    const token = await cookieSession(user);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...withCookie(token), origin: 'http://shop.example' },
    });
    expect(out.statusCode).toBe(200);
    expect(sessionCookieOf(out)).toMatchObject({ value: '', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await getMe(user, withCookie(token))).statusCode).toBe(401);
    expect((await getMe(user, bearer(token))).statusCode).toBe(401);
  });

  it('logout with a bearer token ends the cookie of that session too', async () => {
    const user = await createTestUser(ctx.database);
    const res = await logIn(ctx.app, user);
    const token = res.json().data.token as string;
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await getMe(user, withCookie(token))).statusCode).toBe(401);
  });

  it('a password reset signs out every cookie and bearer session of the account, and clears this browser’s cookie', async () => {
    const user = await createTestUser(ctx.database);
    const cookieToken = await cookieSession(user);
    const bearerToken = (await logIn(ctx.app, user)).json().data.token as string;
    expect((await getMe(user, withCookie(cookieToken))).statusCode).toBe(200);

    const ip = newIp();
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/api/send/code/reset/password',
      payload: { email: user.email },
      remoteAddress: ip,
    });
    expect(send.statusCode).toBe(200);
    const otp = codeFrom(await ctx.smtp.waitFor(user.email));
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset/password',
      payload: {
        email: user.email,
        otp,
        newPassword: 'a brand new password',
        password_confirmation: 'a brand new password',
      },
      remoteAddress: ip,
      headers: withCookie(cookieToken),
    });
    expect(reset.statusCode).toBe(200);
    expect(sessionCookieOf(reset).value).toBe('');

    expect((await getMe(user, withCookie(cookieToken))).statusCode).toBe(401);
    expect((await getMe(user, bearer(bearerToken))).statusCode).toBe(401);
    expect((await getMe(user, bearer(cookieToken))).statusCode).toBe(401);
  });

  it('a password change through the cookie signs out the other cookie and bearer sessions, and keeps this one', async () => {
    const user = await createTestUser(ctx.database, { password: 'the old password' });
    const current = await cookieSession(user);
    const otherCookie = await cookieSession(user);
    const otherBearer = (await logIn(ctx.app, user)).json().data.token as string;

    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: {
        oldPassword: 'the old password',
        newPassword: 'a new password',
        password_confirmation: 'a new password',
      },
      headers: { ...withCookie(current), origin: 'http://shop.example' },
      remoteAddress: newIp(),
    });
    expect(change.statusCode).toBe(200);

    expect((await getMe(user, withCookie(otherCookie))).statusCode).toBe(401);
    expect((await getMe(user, bearer(otherCookie))).statusCode).toBe(401);
    expect((await getMe(user, bearer(otherBearer))).statusCode).toBe(401);
    expect((await getMe(user, withCookie(otherBearer))).statusCode).toBe(401);
    expect((await getMe(user, withCookie(current))).statusCode).toBe(200);
  });

  it('a password change from another site is refused before anything changes', async () => {
    const user = await createTestUser(ctx.database, { password: 'the old password' });
    const cookie = withCookie(await cookieSession(user));
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: {
        oldPassword: 'the old password',
        newPassword: 'a new password',
        password_confirmation: 'a new password',
      },
      headers: { ...cookie, origin: FOREIGN },
      remoteAddress: newIp(),
    });
    expect(change.statusCode).toBe(403);
    user.password = 'the old password';
    expect((await logIn(ctx.app, user)).statusCode).toBe(200);
  });
});
