import type { Lang } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { codeFrom, type TestSmtp } from '../../test/mail';
import { bearer, logIn } from '../../test/users';
import { authTokens, oneTimeCodes, throttleCounters, users } from './table';
import { forgetRecentRefusals } from './throttle';

let ctx: MailTestContext;
let smtp: TestSmtp;

beforeAll(async () => {
  ctx = await createTestAppWithMail();
  smtp = ctx.smtp;
});
afterAll(() => ctx.close());

// Each test uses its own addresses and client IP, so throttling counters never collide.
let ipCounter = 0;
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let emailCounter = 0;
const newEmail = (tag = 'user') => `${tag}-${++emailCounter}@example.com`;

type Options = { ip?: string; lang?: Lang; token?: string };
function post(url: string, payload: unknown, options: Options = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? '10.9.9.9',
    headers: {
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.token ? bearer(options.token) : {}),
    },
  });
}

const PASSWORD = 'correct horse battery';

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana García',
    email,
    phone: '+34 600 123 456',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}

/** Signs up and confirms an account; returns its id. */
async function signUp(email: string, password = PASSWORD): Promise<number> {
  const ip = newIp();
  const res = await post(
    '/api/register',
    registration(email, { password, password_confirmation: password }),
    { ip },
  );
  expect(res.statusCode).toBe(200);
  const code = codeFrom(await smtp.waitFor(email));
  const verified = await post('/api/verify-otp', { email, otp: code }, { ip });
  expect(verified.statusCode).toBe(200);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** Pretends the per-address send cooldowns have passed. */
async function forgetSendLimits(email: string) {
  await ctx.database.db.delete(throttleCounters).where(sql`${throttleCounters.key} like ${`%${email}`}`);
  forgetRecentRefusals();
}

async function logInAs(email: string, password = PASSWORD): Promise<string> {
  const res = await logIn(ctx.app, { email, password }, newIp());
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

describe('sign-up with an e-mailed code', () => {
  it('sends a 6-digit code, activates the account with it, then logs in', async () => {
    const email = newEmail();
    const res = await post('/api/register', registration(email), { ip: newIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: `We sent a 6-digit code to ${email}. Enter it to activate your account. It is valid for 10 minutes.`,
    });

    const mail = await smtp.waitFor(email);
    const code = codeFrom(mail);
    expect(mail.subject).toBe(`${code} is your BannerPrint verification code`);
    expect(mail.text).toContain('Hello Ana García');
    expect(mail.html).toContain(`>${code}<`);

    // Stored hashed, not in clear.
    const [stored] = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(stored!.codeHash).toBe(hashToken(code));
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    const [before] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(before!.emailVerifiedAt).toBeNull();
    expect(before!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(before!.phone).toBe('+34 600 123 456');

    const verified = await post('/api/verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      status: true,
      message: 'Your e-mail address is confirmed. You can log in now.',
      data: { purpose: 'register', email },
    });

    const login = await post(
      '/api/login',
      { email: email.toUpperCase(), password: PASSWORD },
      { ip: newIp() },
    );
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body.status).toBe(true);
    expect(body.message).toBe('Welcome, Ana García!');
    expect(body.data).toEqual({ token: expect.any(String), id: before!.id, name: 'Ana García', email });
    expect(body.data.token.length).toBeGreaterThanOrEqual(43);

    // The token is stored as a hash only.
    const tokens = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, before!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).toBe(hashToken(body.data.token));
    expect(tokens[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('answers and mails in Arabic for an Arabic request', async () => {
    const email = newEmail('ar');
    const res = await post('/api/register', registration(email), { ip: newIp(), lang: 'ar' });
    expect(res.json().message).toContain('أرسلنا رمزًا من 6 أرقام');
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toContain('رمز التحقق');
    expect(mail.html).toContain('dir="rtl"');
    // The code keeps its own direction in the Arabic subject (an isolate, as in every mail).
    expect(mail.subject).toContain(`\u2068${codeFrom(mail)}\u2069`);
    const wrong = await post(
      '/api/verify-otp',
      { email, otp: '000000' === codeFrom(mail) ? '111111' : '000000' },
      { lang: 'ar' },
    );
    expect(wrong.json().message).toBe(
      'الرمز غير صالح أو انتهت صلاحيته. تحقق من آخر رسالة أو اطلب رمزًا جديدًا.',
    );
  });

  it('refuses missing or invalid fields with one line per field, and mismatched passwords', async () => {
    const empty = await post('/api/register', {}, { ip: newIp() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        'name: this field is required.',
        'email: this field is required.',
        'phone: this field is required.',
        'password: this field is required.',
      ]),
    );

    const bad = await post(
      '/api/register',
      registration('not-an-email', { phone: 'call me', password: 'short', password_confirmation: 'short' }),
      { ip: newIp() },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join('\n')).toMatch(/email/);
    expect(bad.json().errors.join('\n')).toMatch(/phone/);
    expect(bad.json().errors.join('\n')).toMatch(/password/);

    const mismatch = await post(
      '/api/register',
      registration(newEmail(), { password_confirmation: 'something else' }),
      { ip: newIp() },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      status: false,
      code: 'business_rule',
      message: 'The password confirmation does not match.',
    });
  });

  it("checks a phone with a calling code as addresses do, in the caller's language, and keeps a national one as typed", async () => {
    const refused = async (phone: string, lang: Lang) => {
      const email = newEmail('phone');
      const res = await post('/api/register', registration(email, { phone }), { ip: newIp(), lang });
      expect(res.statusCode).toBe(422);
      // Refused before anything is stored or sent.
      expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      return res.json().message as string;
    };
    expect(await refused('+999 600 123 456', 'en')).toBe(
      'phone: the country calling code is not one we know; choose the country from the list.',
    );
    expect(await refused('+34 600 12', 'ar')).toBe(
      'phone: بعد رمز الاتصال الدولي يتكون الرقم من 6 إلى 14 رقمًا.',
    );
    expect(await refused('+34 600 12', 'es')).toBe(
      'phone: tras el prefijo internacional, el número tiene de 6 a 14 dígitos.',
    );

    const stored = async (phone: string) => {
      const email = newEmail('phone');
      expect((await post('/api/register', registration(email, { phone }), { ip: newIp() })).statusCode).toBe(
        200,
      );
      const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      return row!.phone;
    };
    // The picker's `+<code> <number>`, normalised; the spec's national number, as typed.
    expect(await stored('+212612345678')).toBe('+212 612345678');
    expect(await stored('600 123 456')).toBe('600 123 456');
  });

  it('does not reveal an existing account: same answer, the owner is told instead, nothing changes', async () => {
    const email = newEmail('taken');
    await signUp(email);
    await forgetSendLimits(email);
    const before = smtp.to(email).length;

    const again = await post(
      '/api/register',
      registration(email, {
        name: 'Intruder',
        password: 'intruder-password',
        password_confirmation: 'intruder-password',
      }),
      { ip: newIp() },
    );
    const fresh = await post('/api/register', registration(newEmail('fresh')), { ip: newIp() });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json().message.replace(email, 'X')).toBe(
      fresh.json().message.replace(/fresh-\d+@example\.com/, 'X'),
    );

    const notice = await smtp.waitFor(email, before + 1);
    expect(notice.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(() => codeFrom(notice)).toThrow();

    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.name).toBe('Ana García');
    await logInAs(email);
    expect((await logIn(ctx.app, { email, password: 'intruder-password' }, newIp())).statusCode).toBe(422);
  });

  async function signUpTwice(email: string) {
    await post('/api/register', registration(email, { name: 'First' }), { ip: newIp() });
    const firstMail = await smtp.waitFor(email, 1);
    // The per-address cooldown is one minute; pretend it has passed.
    await forgetSendLimits(email);
    await post(
      '/api/register',
      registration(email, {
        name: 'Second',
        password: 'second-password',
        password_confirmation: 'second-password',
      }),
      { ip: newIp() },
    );
    const secondMail = await smtp.waitFor(email, 2);
    return { firstMail, secondMail, firstCode: codeFrom(firstMail), secondCode: codeFrom(secondMail) };
  }

  it('a repeated sign-up of an unconfirmed address cannot take it over: the first code confirms the first password', async () => {
    const email = newEmail('twice');
    const { firstMail, secondMail, firstCode, secondCode } = await signUpTwice(email);
    // The repeated sign-up's mail says so, in words apart from a first sign-up's.
    expect(secondMail.subject).not.toBe(firstMail.subject);
    expect(secondMail.text).toMatch(/signed up again/);
    // Until a code is entered nothing changed: the account still has the first sign-up.
    const [before] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(before!.name).toBe('First');

    expect((await post('/api/verify-otp', { email, otp: firstCode })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.name).toBe('First');
    await logInAs(email, PASSWORD);
    expect((await logIn(ctx.app, { email, password: 'second-password' }, newIp())).statusCode).toBe(422);
    // Once confirmed, the repeated sign-up's code is spent.
    if (firstCode !== secondCode) {
      expect((await post('/api/verify-otp', { email, otp: secondCode })).statusCode).toBe(422);
    }
  });

  it("a repeated sign-up's own code confirms its own password", async () => {
    const email = newEmail('twice-b');
    const { secondCode } = await signUpTwice(email);
    expect((await post('/api/verify-otp', { email, otp: secondCode })).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.name).toBe('Second');
    await logInAs(email, 'second-password');
  });

  it('resends a sign-up code on request, once a minute', async () => {
    const email = newEmail('resend');
    const ip = newIp();
    await post('/api/register', registration(email), { ip });
    await smtp.waitFor(email, 1);
    const tooSoon = await post('/api/resend-otp', { email }, { ip });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toMatchObject({ status: false, code: 'rate_limited' });
    expect(tooSoon.json().message).toMatch(/try again in \d+ seconds/);

    await ctx.database.db
      .update(throttleCounters)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(throttleCounters.key, `send:register:${email}`));
    forgetRecentRefusals();
    const resent = await post('/api/resend-otp', { email }, { ip });
    expect(resent.statusCode).toBe(200);
    const code = codeFrom(await smtp.waitFor(email, 2));
    expect((await post('/api/verify-otp', { email, otp: code, purpose: 'register' })).statusCode).toBe(200);

    // For an address without a pending sign-up the answer is the same, and nothing is sent.
    const unknown = newEmail('nobody');
    const none = await post('/api/resend-otp', { email: unknown }, { ip: newIp() });
    expect(none.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.to(unknown)).toHaveLength(0);
  });
});

describe('one-time codes', () => {
  it('refuses a wrong code, and after 5 wrong attempts the right one too', async () => {
    const email = newEmail('guess');
    await post('/api/register', registration(email), { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email));
    const wrong = code === '999999' ? '999998' : '999999';
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/verify-otp', { email, otp: wrong }, { ip });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('business_rule');
    }
    const right = await post('/api/verify-otp', { email, otp: code }, { ip });
    expect(right.statusCode).toBe(422);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const email = newEmail('expired');
    await post('/api/register', registration(email), { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email));
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email));
    const res = await post('/api/verify-otp', { email, otp: code });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'The code is not valid or has expired. Check the latest e-mail or ask for a new code.',
    );
  });

  it('expires codes after 10 minutes', async () => {
    const email = newEmail('ttl');
    await post('/api/register', registration(email), { ip: newIp() });
    await smtp.waitFor(email);
    const [row] = await ctx.database.db
      .select({
        minutes: sql<number>`extract(epoch from (${oneTimeCodes.expiresAt} - ${oneTimeCodes.createdAt})) / 60`,
      })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, email));
    expect(Math.round(Number(row!.minutes))).toBe(10);
  });

  it('refuses a code used once already', async () => {
    const email = newEmail('reuse');
    await post('/api/register', registration(email), { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email));
    expect((await post('/api/verify-otp', { email, otp: code })).statusCode).toBe(200);
    expect((await post('/api/verify-otp', { email, otp: code })).statusCode).toBe(422);
  });

  it('refuses a code for another address', async () => {
    const email = newEmail('owner');
    await post('/api/register', registration(email), { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email));
    expect((await post('/api/verify-otp', { email: newEmail('other'), otp: code })).statusCode).toBe(422);
  });

  it('slows down guessing per account: the 11th attempt in 15 minutes is refused with 429', async () => {
    const email = newEmail('slow');
    for (let i = 0; i < 10; i += 1) {
      const res = await post('/api/verify-otp', { email, otp: String(100000 + i) }, { ip: newIp() });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await post('/api/verify-otp', { email, otp: '123456' }, { ip: newIp() });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('slows down guessing per IP across accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await post('/api/verify-otp', { email: newEmail('spray'), otp: '123456' }, { ip })).statusCode,
      ).toBe(422);
    }
    const blocked = await post('/api/verify-otp', { email: newEmail('spray'), otp: '123456' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('validates the code format', async () => {
    const res = await post('/api/verify-otp', { email: newEmail(), otp: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join()).toMatch(/otp/);
  });
});

describe('login and logout', () => {
  it('answers a wrong password and an unknown address the same way', async () => {
    const email = newEmail('login');
    await signUp(email);
    const wrong = await logIn(ctx.app, { email, password: 'not the password' }, newIp());
    const unknown = await post(
      '/api/login',
      { email: newEmail('ghost'), password: 'whatever' },
      { ip: newIp() },
    );
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      status: false,
      code: 'business_rule',
      message: 'The e-mail address or the password is not correct.',
      errors: ['The e-mail address or the password is not correct.'],
    });
  });

  it('tells an unconfirmed account to confirm and sends a fresh code', async () => {
    const email = newEmail('unconfirmed');
    await post('/api/register', registration(email), { ip: newIp() });
    const first = codeFrom(await smtp.waitFor(email, 1));
    await ctx.database.db.delete(throttleCounters).where(eq(throttleCounters.key, `send:register:${email}`));
    forgetRecentRefusals();

    const res = await logIn(ctx.app, { email, password: PASSWORD }, newIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `Please confirm your e-mail address first: enter the code we sent to ${email}.`,
    );
    const fresh = codeFrom(await smtp.waitFor(email, 2));
    if (fresh !== first) expect((await post('/api/verify-otp', { email, otp: first })).statusCode).toBe(422);
    expect((await post('/api/verify-otp', { email, otp: fresh })).statusCode).toBe(200);
    await logInAs(email);

    // A wrong password on an unconfirmed account reveals nothing and sends nothing.
    const other = newEmail('unconfirmed');
    await post('/api/register', registration(other), { ip: newIp() });
    await smtp.waitFor(other, 1);
    const wrong = await logIn(ctx.app, { email: other, password: 'wrong password' }, newIp());
    expect(wrong.statusCode).toBe(422);
  });

  it('throttles failed logins per account (429 with Retry-After), even with the right password', async () => {
    const email = newEmail('locked');
    await signUp(email);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/login', { email, password: `wrong-${i}` }, { ip: newIp() })).statusCode).toBe(
        422,
      );
    }
    const blocked = await logIn(ctx.app, { email, password: PASSWORD }, newIp());
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json().message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);

    const ar = await post('/api/login', { email, password: PASSWORD }, { ip: newIp(), lang: 'ar' });
    expect(ar.json().message).toContain('محاولات كثيرة جدًا');

    // Once the window has passed, the right password works again.
    await ctx.database.db
      .update(throttleCounters)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(throttleCounters.key, `login:acct:${email}`));
    forgetRecentRefusals();
    await logInAs(email);
  });

  it('throttles failed logins per IP across accounts, in the shared database table', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await logIn(ctx.app, { email: newEmail('spray'), password: 'x' }, ip)).statusCode).toBe(422);
    }
    const blocked = await logIn(ctx.app, { email: newEmail('spray'), password: 'x' }, ip);
    expect(blocked.statusCode).toBe(429);
    const [counter] = await ctx.database.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, `login:ip:${ip}`));
    expect(counter!.hits).toBe(21);
  });

  it('does not count successful logins against a shared IP', async () => {
    const email = newEmail('office');
    await signUp(email);
    const ip = newIp();
    for (let i = 0; i < 25; i += 1) {
      expect((await logIn(ctx.app, { email, password: PASSWORD }, ip)).statusCode).toBe(200);
    }
  });

  it('revokes the token on logout', async () => {
    const email = newEmail('logout');
    const id = await signUp(email);
    const token = await logInAs(email);
    const me = await ctx.app.inject({
      url: `/api/users/${id}`,
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);

    const out = await post('/api/logout', {}, { token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: true, message: 'You are logged out.' });

    const after = await ctx.app.inject({
      url: `/api/users/${id}`,
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect((await post('/api/logout', {}, { token })).statusCode).toBe(401);
    expect((await post('/api/logout', {})).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const email = newEmail('expiry');
    const id = await signUp(email);
    const token = await logInAs(email);
    await ctx.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const res = await ctx.app.inject({
      url: `/api/users/${id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const known = newEmail('known');
    await signUp(known);
    const unknown = newEmail('unknown');
    const a = await post('/api/send/code/reset/password', { email: known }, { ip: newIp() });
    const b = await post('/api/send/code/reset/password', { email: unknown }, { ip: newIp() });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().message.replace(known, 'X')).toBe(b.json().message.replace(unknown, 'X'));
    expect(a.json().message).toBe(
      `If an account exists for ${known}, we sent it a 6-digit code. It is valid for 10 minutes.`,
    );

    const codeMail = await smtp.waitFor(known, 2);
    expect(codeMail.subject).toMatch(/^\d{6} is your BannerPrint password reset code$/);
    const note = await smtp.waitFor(unknown);
    expect(note.subject).toBe('Password reset request');
    expect(() => codeFrom(note)).toThrow();
    // Nothing to guess for the unknown address: every code is "not valid".
    const guess = await post('/api/verify-otp', { email: unknown, otp: '123456', purpose: 'reset' });
    expect(guess.statusCode).toBe(422);
  });

  it('resets with the code, signs every session out and sends a notice', async () => {
    const email = newEmail('reset');
    await signUp(email);
    const tokenA = await logInAs(email);
    const tokenB = await logInAs(email);
    await post('/api/send/code/reset/password', { email }, { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email, 2));

    const res = await post(
      '/api/reset/password',
      { email, otp: code, newPassword: 'brand new password', password_confirmation: 'brand new password' },
      { ip: newIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed. Please log in with the new password.');

    for (const token of [tokenA, tokenB]) {
      expect((await post('/api/logout', {}, { token })).statusCode).toBe(401);
    }
    expect((await logIn(ctx.app, { email, password: PASSWORD }, newIp())).statusCode).toBe(422);
    await logInAs(email, 'brand new password');
    const notice = await smtp.waitFor(email, 3);
    expect(notice.subject).toBe('Your BannerPrint password was changed');

    // The code worked once.
    const again = await post(
      '/api/reset/password',
      { email, otp: code, newPassword: 'third password!', password_confirmation: 'third password!' },
      { ip: newIp() },
    );
    expect(again.statusCode).toBe(422);
  });

  it('exchanges a verified code for a short-lived reset token, usable once, for that address only', async () => {
    const email = newEmail('token');
    await signUp(email);
    await post('/api/send/code/reset/password', { email }, { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email, 2));

    const verified = await post('/api/verify-otp', { email, otp: code }, { ip: newIp() });
    expect(verified.statusCode).toBe(200);
    const { resetToken, purpose } = verified.json().data;
    expect(purpose).toBe('reset');
    expect(resetToken).toEqual(expect.any(String));
    expect(verified.json().message).toBe('Code accepted. Choose a new password within 10 minutes.');

    // The code itself is used up by the exchange.
    const body = { newPassword: 'via the token!', password_confirmation: 'via the token!' };
    expect(
      (await post('/api/reset/password', { email, otp: code, ...body }, { ip: newIp() })).statusCode,
    ).toBe(422);
    // Another address cannot use the token.
    const other = newEmail('token-other');
    expect(
      (await post('/api/reset/password', { email: other, resetToken, ...body }, { ip: newIp() })).statusCode,
    ).toBe(422);

    const ok = await post('/api/reset/password', { email, resetToken, ...body }, { ip: newIp() });
    expect(ok.statusCode).toBe(200);
    await logInAs(email, 'via the token!');

    const reused = await post('/api/reset/password', { email, resetToken, ...body }, { ip: newIp() });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(
      'This password reset has expired or was already used. Please ask for a new code.',
    );
  });

  it('refuses an expired reset token', async () => {
    const email = newEmail('late');
    await signUp(email);
    await post('/api/send/code/reset/password', { email }, { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email, 2));
    const { resetToken } = (await post('/api/verify-otp', { email, otp: code, purpose: 'reset' })).json()
      .data;
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, email));
    const res = await post(
      '/api/reset/password',
      { email, resetToken, newPassword: 'too late now', password_confirmation: 'too late now' },
      { ip: newIp() },
    );
    expect(res.statusCode).toBe(422);
    await logInAs(email);
  });

  it('changes nothing without proof of the code, or with a wrong one', async () => {
    const email = newEmail('noproof');
    await signUp(email);
    const body = { email, newPassword: 'hijacked password', password_confirmation: 'hijacked password' };

    const bare = await post('/api/reset/password', body, { ip: newIp() });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Enter the code we sent you by e-mail.');

    await post('/api/send/code/reset/password', { email }, { ip: newIp() });
    const code = codeFrom(await smtp.waitFor(email, 2));
    const wrong = await post(
      '/api/reset/password',
      { ...body, otp: code === '000000' ? '000001' : '000000' },
      { ip: newIp() },
    );
    expect(wrong.statusCode).toBe(422);
    const forged = await post(
      '/api/reset/password',
      { ...body, resetToken: 'forged-token-value' },
      { ip: newIp() },
    );
    expect(forged.statusCode).toBe(422);
    const mismatch = await post(
      '/api/reset/password',
      { ...body, otp: code, password_confirmation: 'different' },
      { ip: newIp() },
    );
    expect(mismatch.statusCode).toBe(422);

    expect((await logIn(ctx.app, { email, password: 'hijacked password' }, newIp())).statusCode).toBe(422);
    await logInAs(email);
    // The mismatch did not use up the code.
    const ok = await post('/api/reset/password', { ...body, otp: code }, { ip: newIp() });
    expect(ok.statusCode).toBe(200);
  });

  it('throttles reset code requests per address, whether or not it has an account', async () => {
    const withAccount = newEmail('burst');
    await signUp(withAccount);
    for (const email of [withAccount, newEmail('burst-ghost')]) {
      const ip = newIp();
      expect((await post('/api/send/code/reset/password', { email }, { ip })).statusCode).toBe(200);
      const second = await post('/api/send/code/reset/password', { email }, { ip });
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
    }
  });
});

describe('the stored data', () => {
  it('keeps e-mail addresses lower-case and unique', async () => {
    const email = newEmail('Case').toUpperCase();
    await post('/api/register', registration(email), { ip: newIp() });
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });
});

describe('the API document', () => {
  it('lists the account and address routes', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const route of [
      '/api/register',
      '/api/verify-otp',
      '/api/login',
      '/api/logout',
      '/api/send/code/reset/password',
      '/api/reset/password',
      '/api/auth/google',
      '/api/auth/facebook',
      '/api/auth/providers',
      '/api/users/{id}',
      '/api/change-email',
      '/api/verify-email',
      '/api/addresses',
      '/api/addresses/{id}',
    ]) {
      expect(paths).toContain(route);
    }
  });
});
