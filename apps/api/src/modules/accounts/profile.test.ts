import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { codeFrom, type TestSmtp } from '../../test/mail';
import { bearer, createTestUser, logIn, type TestUser } from '../../test/users';
import { authTokens, users } from './table';

let ctx: MailTestContext;
let smtp: TestSmtp;

beforeAll(async () => {
  ctx = await createTestAppWithMail();
  smtp = ctx.smtp;
});
afterAll(() => ctx.close());

let ipCounter = 0;
const newIp = () => `10.2.0.${++ipCounter}`;

/** A multipart body the way a browser's FormData sends it. */
async function multipart(fields: Record<string, string | Blob | [Blob, string]>) {
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

async function updateProfile(
  user: TestUser,
  fields: Record<string, string | Blob | [Blob, string]>,
  id = user.id,
) {
  const body = await multipart({ _method: 'put', ...fields });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/users/${id}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: user.authorization },
    remoteAddress: newIp(),
  });
}

const getUser = (user: TestUser, id = user.id) =>
  ctx.app.inject({ url: `/api/users/${id}`, headers: { authorization: user.authorization } });

/** A 1200×800 JPEG that carries EXIF (camera, GPS-like comment) and a rotation tag. */
function photoWithExif() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'private person', ImageDescription: 'home 36.7N 4.4W' },
    })
    .toBuffer();
}

describe('GET /api/users/{id}', () => {
  it('answers the caller’s own record', async () => {
    const user = await createTestUser(ctx.database, { name: 'Ana', email: 'ana.profile@example.com' });
    const res = await getUser(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: {
        id: user.id,
        name: 'Ana',
        email: 'ana.profile@example.com',
        phone: '+34 600 000 000',
        image: null,
        role: 'customer',
        emailVerified: true,
        hasPassword: true,
        pendingEmail: null,
        preferredLang: 'en',
        createdAt: expect.any(String),
      },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|passwordHash/);
  });

  it('refuses another user’s id (403), a guest (401) and a malformed id (400)', async () => {
    const me = await createTestUser(ctx.database);
    const other = await createTestUser(ctx.database);
    const forbidden = await getUser(me, other.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: false, code: 'forbidden' });
    expect((await ctx.app.inject({ url: `/api/users/${me.id}` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: `/api/users/${me.id}`, headers: { authorization: 'Bearer nonsense' } }))
        .statusCode,
    ).toBe(401);
    expect((await getUser(me, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});

describe('POST /api/users/{id} (profile update)', () => {
  it('saves name and phone sent as multipart with _method=put, ignoring empty fields', async () => {
    const user = await createTestUser(ctx.database, { name: 'Old Name' });
    const res = await updateProfile(user, {
      name: '  New Name ',
      phone: '+34 611 222 333',
      email: '',
      oldPassword: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your changes are saved.');
    expect(res.json().data).toMatchObject({ name: 'New Name', phone: '+34 611 222 333', email: user.email });
    expect((await getUser(user)).json().data.name).toBe('New Name');
  });

  it('checks the calling code of a phone with a +, keeping a national number as typed', async () => {
    const user = await createTestUser(ctx.database);
    const unknown = await updateProfile(user, { phone: '+999 611 222 333' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(
      'phone: the country calling code is not one we know; choose the country from the list.',
    );
    const short = await updateProfile(user, { phone: '+34 611 22' });
    expect(short.statusCode).toBe(422);
    const moroccan = await updateProfile(user, { phone: '+212612345678' });
    expect(moroccan.json().data.phone).toBe('+212 612345678');
    const national = await updateProfile(user, { phone: '611 222 333' });
    expect(national.json().data.phone).toBe('611 222 333');
  });

  it('accepts JSON too, via PUT', async () => {
    const user = await createTestUser(ctx.database);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { name: 'Json Name' },
      headers: { authorization: user.authorization, lang: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم حفظ التغييرات.');
  });

  it('refuses invalid values with one line per field', async () => {
    const user = await createTestUser(ctx.database);
    const res = await updateProfile(user, { name: 'x'.repeat(101), phone: 'not a phone' });
    expect(res.statusCode).toBe(400);
    const errors: string[] = res.json().errors;
    expect(errors.some((e) => e.startsWith('name:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('phone:'))).toBe(true);
  });

  it('refuses to update someone else', async () => {
    const me = await createTestUser(ctx.database);
    const other = await createTestUser(ctx.database, { name: 'Untouched' });
    const res = await updateProfile(me, { name: 'Hacked' }, other.id);
    expect(res.statusCode).toBe(403);
    expect((await getUser(other)).json().data.name).toBe('Untouched');
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const user = await createTestUser(ctx.database, { password: 'the old password' });
    const login = await logIn(ctx.app, { email: user.email, password: 'the old password' }, newIp());
    const otherSession = login.json().data.token as string;

    const missing = await updateProfile(user, {
      newPassword: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Enter your current password to choose a new one.');

    const wrong = await updateProfile(user, {
      oldPassword: 'not it',
      newPassword: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('The current password is not correct.');

    const mismatch = await updateProfile(user, {
      oldPassword: 'the old password',
      newPassword: 'a new password',
      password_confirmation: 'another one',
    });
    expect(mismatch.statusCode).toBe(422);

    const ok = await updateProfile(user, {
      oldPassword: 'the old password',
      newPassword: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(ok.statusCode).toBe(200);
    // This session stays, the other one is gone.
    expect((await getUser(user)).statusCode).toBe(200);
    const other = await ctx.app.inject({
      url: `/api/users/${user.id}`,
      headers: bearer(otherSession),
    });
    expect(other.statusCode).toBe(401);
    const relog = await logIn(ctx.app, { email: user.email, password: 'a new password' }, newIp());
    expect(relog.statusCode).toBe(200);
    expect((await smtp.waitFor(user.email)).subject).toBe('Your BannerPrint password was changed');
  });

  it('throttles guesses of the current password', async () => {
    const user = await createTestUser(ctx.database);
    for (let i = 0; i < 5; i += 1) {
      const res = await updateProfile(user, {
        oldPassword: `guess ${i}`,
        newPassword: 'a new password',
        password_confirmation: 'a new password',
      });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await updateProfile(user, {
      oldPassword: user.password,
      newPassword: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('lets an account without a password (social sign-in) set one', async () => {
    const user = await createTestUser(ctx.database);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await updateProfile(user, {
      newPassword: 'first password',
      password_confirmation: 'first password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasPassword).toBe(true);
  });
});

describe('profile picture', () => {
  it('is resized to a 512 px square WebP without metadata, stored under a random name and served by it', async () => {
    const user = await createTestUser(ctx.database);
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await updateProfile(user, { image: [new Blob([photo], { type: 'image/jpeg' }), 'me.jpg'] });
    expect(res.statusCode).toBe(200);
    const image: string = res.json().data.image;
    expect(image).toMatch(/^\/api\/avatars\/[0-9a-f]{32}$/);
    const key = image.split('/').pop() as string;
    const stored = path.join(ctx.dataDir, 'uploads', 'avatars', `${key}.webp`);
    expect(fs.existsSync(stored)).toBe(true);

    const served = await ctx.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    // A new picture replaces the old file.
    const second = await updateProfile(user, {
      image: [new Blob([await sharp(photo).png().toBuffer()], { type: 'image/png' }), 'again.png'],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.image).not.toBe(image);
    expect(fs.existsSync(stored)).toBe(false);
    expect((await ctx.app.inject({ url: image })).statusCode).toBe(404);
  });

  it('checks the content, not the name or the declared type', async () => {
    const user = await createTestUser(ctx.database);
    const fake = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], {
      type: 'image/png',
    });
    const res = await updateProfile(user, { image: [fake, 'innocent.png'] });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The picture must be a JPEG, PNG, WebP, GIF, AVIF or TIFF image.');
    const text = await updateProfile(user, { image: [new Blob(['hello']), 'photo.jpg'] });
    expect(text.statusCode).toBe(415);
    const truncated = (await photoWithExif()).subarray(0, 400);
    expect((await updateProfile(user, { image: [new Blob([truncated]), 'cut.jpg'] })).statusCode).toBe(415);
    expect((await getUser(user)).json().data.image).toBeNull();
  });

  it('refuses pictures over 5 MB with 413', async () => {
    const user = await createTestUser(ctx.database);
    const big = new Blob([Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await updateProfile(user, { image: [big, 'big.jpg'] });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The picture must be smaller than 5 MB.');
  });

  it('does not read an upload aimed at someone else', async () => {
    const me = await createTestUser(ctx.database);
    const other = await createTestUser(ctx.database);
    const res = await updateProfile(me, { image: [new Blob([await photoWithExif()]), 'x.jpg'] }, other.id);
    expect(res.statusCode).toBe(403);
    expect((await getUser(other)).json().data.image).toBeNull();
  });

  it('answers 404 for unknown or malformed keys', async () => {
    expect((await ctx.app.inject({ url: `/api/avatars/${'a'.repeat(32)}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('changing the e-mail address', () => {
  it('sends a code to the new address and switches once it is entered', async () => {
    const user = await createTestUser(ctx.database, { email: 'before@example.com' });
    const res = await updateProfile(user, { email: 'After@Example.com', oldPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'We sent a code to after@example.com. Enter it to confirm your new e-mail address.',
    );
    expect(res.json().data).toMatchObject({ email: 'before@example.com', pendingEmail: 'after@example.com' });

    const mail = await smtp.waitFor('after@example.com');
    const code = codeFrom(mail);
    expect(mail.subject).toBe(`${code} confirms your new BannerPrint e-mail address`);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { email: 'after@example.com', otp: code === '000000' ? '000001' : '000000' },
      headers: { authorization: user.authorization },
    });
    expect(wrong.statusCode).toBe(422);

    // Someone else cannot use the code sent for this account.
    const stranger = await createTestUser(ctx.database);
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { email: 'after@example.com', otp: code },
      headers: { authorization: stranger.authorization },
    });
    expect(stolen.statusCode).toBe(422);

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { email: 'after@example.com', otp: code },
      headers: { authorization: user.authorization },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your e-mail address is now after@example.com.');
    expect(ok.json().data).toMatchObject({ email: 'after@example.com', pendingEmail: null });

    const login = await logIn(ctx.app, { email: 'after@example.com', password: user.password }, newIp());
    expect(login.statusCode).toBe(200);
  });

  it('works through POST /api/change-email too, and refuses the current address', async () => {
    const user = await createTestUser(ctx.database);
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-email',
      payload: { email: user.email },
      headers: { authorization: user.authorization },
    });
    expect(same.statusCode).toBe(422);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-email',
      payload: { email: 'moved@example.com', oldPassword: user.password },
      headers: { authorization: user.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(codeFrom(await smtp.waitFor('moved@example.com'))).toMatch(/^\d{6}$/);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/change-email', payload: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(401);
  });

  it('does not reveal that the new address belongs to another account', async () => {
    const owner = await createTestUser(ctx.database, { email: 'owner@example.com' });
    const user = await createTestUser(ctx.database);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-email',
      payload: { email: owner.email, oldPassword: user.password },
      headers: { authorization: user.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'We sent a code to owner@example.com. Enter it to confirm your new e-mail address.',
    );
    const notice = await smtp.waitFor(owner.email);
    expect(notice.subject).toBe('Someone tried to use your e-mail address');
    expect(() => codeFrom(notice)).toThrow();
    const rows = await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, owner.id));
    expect(rows).toHaveLength(1);
  });
});
