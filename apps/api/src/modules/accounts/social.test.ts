import { createHmac } from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser } from '../../test/users';
import { users } from './table';

const GOOGLE_CLIENT_ID = 'shop-test.apps.googleusercontent.com';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const FB_APP_ID = '1234567890';
const FB_APP_SECRET = 'facebook-app-secret';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let googleKey: KeyPair;
let strangerKey: KeyPair;

/** Facebook's side: access tokens it issued, and to whom. */
const facebookTokens = new Map<
  string,
  { appId: string; userId: string; name: string; email?: string; valid: boolean }
>();

let server: http.Server;
let baseUrl = '';
let jwksRequests = 0;

async function startProviderServer() {
  const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth2/v3/certs') {
      jwksRequests += 1;
      return json(200, { keys: [jwk] });
    }
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${FB_APP_ID}|${FB_APP_SECRET}`) {
        return json(400, { error: { message: 'Invalid OAuth access token', code: 190 } });
      }
      const token = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      if (!token)
        return json(200, { data: { is_valid: false, error: { code: 190, message: 'Malformed token' } } });
      return json(200, {
        data: {
          app_id: token.appId,
          type: 'USER',
          is_valid: token.valid,
          user_id: token.userId,
          scopes: ['email'],
        },
      });
    }
    if (url.pathname === '/me') {
      const accessToken = url.searchParams.get('access_token') ?? '';
      const token = facebookTokens.get(accessToken);
      const proof = createHmac('sha256', FB_APP_SECRET).update(accessToken).digest('hex');
      if (!token || url.searchParams.get('appsecret_proof') !== proof) {
        return json(400, { error: { message: 'Invalid OAuth access token', code: 190 } });
      }
      return json(200, {
        id: token.userId,
        name: token.name,
        ...(token.email ? { email: token.email } : {}),
      });
    }
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

function googleToken(
  claims: JWTPayload = {},
  options: { key?: KeyPair; expiresIn?: string; kid?: string } = {},
) {
  return new SignJWT({
    email: 'lucia@gmail.example',
    email_verified: true,
    name: 'Lucía Romero',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'google-key-1' })
    .setIssuer(GOOGLE_ISSUER)
    .setAudience(GOOGLE_CLIENT_ID)
    .setSubject(String(claims.sub ?? '110000000000000000001'))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign((options.key ?? googleKey).privateKey);
}

let ctx: TestContext;
let off: TestContext;

beforeAll(async () => {
  googleKey = await generateKeyPair('RS256');
  strangerKey = await generateKeyPair('RS256');
  await startProviderServer();
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: `${baseUrl}/oauth2/v3/certs`,
    GOOGLE_ISSUER,
    FACEBOOK_APP_ID: FB_APP_ID,
    FACEBOOK_APP_SECRET: FB_APP_SECRET,
    FACEBOOK_TOKEN_CHECK_URL: `${baseUrl}/debug_token`,
    FACEBOOK_PROFILE_URL: `${baseUrl}/me`,
  });
  off = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
  await off.close();
  await new Promise((resolve) => server.close(resolve));
});

const signIn = (app: TestContext, provider: string, token: string, lang?: 'ar') =>
  app.app.inject({
    method: 'POST',
    url: `/api/auth/${provider}`,
    payload: { provider, token },
    headers: lang ? { lang } : {},
  });

describe('social sign-in switched off (the default)', () => {
  it('reports both providers off, and their endpoints answer 404', async () => {
    const providers = await off.app.inject({ url: '/api/auth/providers' });
    expect(providers.json()).toEqual({
      status: true,
      data: { google: { enabled: false, clientId: null }, facebook: { enabled: false, appId: null } },
    });
    const google = await signIn(off, 'google', await googleToken());
    expect(google.statusCode).toBe(404);
    expect(google.json().message).toBe('Signing in with Google is not available.');
    expect((await signIn(off, 'facebook', 'some-facebook-token')).statusCode).toBe(404);
  });
});

describe('Google sign-in', () => {
  it('reports the provider with its public client id', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/providers' });
    expect(res.json().data).toEqual({
      google: { enabled: true, clientId: GOOGLE_CLIENT_ID },
      facebook: { enabled: true, appId: FB_APP_ID },
    });
  });

  it('creates a confirmed account from a valid ID token, then signs the same account in again', async () => {
    const first = await signIn(ctx, 'google', await googleToken());
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data).toEqual({
      token: expect.any(String),
      id: expect.any(Number),
      name: 'Lucía Romero',
      email: 'lucia@gmail.example',
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row!.googleSubject).toBe('110000000000000000001');
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.passwordHash).toBeNull();

    const me = await ctx.app.inject({
      url: `/api/users/${body.data.id}`,
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.json().data).toMatchObject({ email: 'lucia@gmail.example', hasPassword: false });

    // Same subject, even with a changed e-mail at Google: the same account.
    const again = await signIn(ctx, 'google', await googleToken({ email: 'lucia.new@gmail.example' }));
    expect(again.json().data.id).toBe(body.data.id);
    expect(jwksRequests).toBe(1);
  });

  it('refuses a token signed with another key (forged)', async () => {
    const res = await signIn(ctx, 'google', await googleToken({ sub: '666' }, { key: strangerKey }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Google could not confirm your sign-in. Please try again.');
    const unknownKid = await signIn(
      ctx,
      'google',
      await googleToken({ sub: '667' }, { key: strangerKey, kid: 'x' }),
    );
    expect(unknownKid.statusCode).toBe(422);
  });

  it('refuses an expired token', async () => {
    const expired = await new SignJWT({ email: 'late@gmail.example', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer(GOOGLE_ISSUER)
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject('110000000000000000002')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(googleKey.privateKey);
    const res = await signIn(ctx, 'google', expired, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('تعذر على Google تأكيد تسجيل دخولك');
  });

  it('refuses a token for another app, from another issuer, or not a JWT at all', async () => {
    const otherAudience = await new SignJWT({ email: 'x@gmail.example', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer(GOOGLE_ISSUER)
      .setAudience('someone-else.apps.googleusercontent.com')
      .setSubject('3')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKey.privateKey);
    expect((await signIn(ctx, 'google', otherAudience)).statusCode).toBe(422);

    const otherIssuer = await new SignJWT({ email: 'x@gmail.example', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer('https://evil.example')
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject('4')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKey.privateKey);
    expect((await signIn(ctx, 'google', otherIssuer)).statusCode).toBe(422);

    expect((await signIn(ctx, 'google', 'definitely-not-a-jwt')).statusCode).toBe(422);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '5', email: 'x@gmail.example', aud: GOOGLE_CLIENT_ID, iss: GOOGLE_ISSUER }),
    ).toString('base64url')}.`;
    expect((await signIn(ctx, 'google', unsigned)).statusCode).toBe(422);
  });

  it('refuses an address Google has not verified', async () => {
    const res = await signIn(
      ctx,
      'google',
      await googleToken({ sub: '6', email: 'unverified@x.example', email_verified: false }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('has no confirmed e-mail address');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'unverified@x.example'));
    expect(rows).toHaveLength(0);
  });

  it('links an existing account with the same address; an unconfirmed one loses its unproven password', async () => {
    const existing = await createTestUser(ctx.database, { email: 'pablo@gmail.example' });
    const res = await signIn(
      ctx,
      'google',
      await googleToken({ sub: '7', email: 'pablo@gmail.example', name: 'P' }),
    );
    expect(res.json().data.id).toBe(existing.id);
    // A confirmed account keeps its password.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'pablo@gmail.example', password: existing.password },
    });
    expect(login.statusCode).toBe(200);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Squatter',
        email: 'victim@gmail.example',
        phone: '600000000',
        password: 'attacker-password',
        password_confirmation: 'attacker-password',
      },
    });
    const victim = await signIn(
      ctx,
      'google',
      await googleToken({ sub: '8', email: 'victim@gmail.example' }),
    );
    expect(victim.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'victim@gmail.example'));
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it('refuses a body that names the other provider', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { provider: 'facebook', token: await googleToken() },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('Facebook sign-in', () => {
  it('signs in with a token the token-check endpoint confirms for our app', async () => {
    facebookTokens.set('fb-token-good-0001', {
      appId: FB_APP_ID,
      userId: '900001',
      name: 'Marta Ruiz',
      email: 'marta@fb.example',
      valid: true,
    });
    const res = await signIn(ctx, 'facebook', 'fb-token-good-0001');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Marta Ruiz', email: 'marta@fb.example' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'marta@fb.example'));
    expect(row!.facebookId).toBe('900001');
  });

  it('refuses unknown, invalid and other-app tokens', async () => {
    expect((await signIn(ctx, 'facebook', 'fb-token-unknown-1')).statusCode).toBe(422);
    facebookTokens.set('fb-token-revoked-1', {
      appId: FB_APP_ID,
      userId: '900002',
      name: 'X',
      email: 'x@fb.example',
      valid: false,
    });
    expect((await signIn(ctx, 'facebook', 'fb-token-revoked-1')).statusCode).toBe(422);
    facebookTokens.set('fb-token-otherapp1', {
      appId: '999',
      userId: '900003',
      name: 'Y',
      email: 'y@fb.example',
      valid: true,
    });
    const other = await signIn(ctx, 'facebook', 'fb-token-otherapp1');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Facebook could not confirm your sign-in. Please try again.');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'y@fb.example'));
    expect(rows).toHaveLength(0);
  });

  it('refuses an account without an e-mail address', async () => {
    facebookTokens.set('fb-token-noemail1', { appId: FB_APP_ID, userId: '900004', name: 'Z', valid: true });
    const res = await signIn(ctx, 'facebook', 'fb-token-noemail1');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Your Facebook account has no confirmed e-mail address');
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 503, not 500', async () => {
    const broken = await createTestApp({
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
      FACEBOOK_APP_ID: FB_APP_ID,
      FACEBOOK_APP_SECRET: FB_APP_SECRET,
      FACEBOOK_TOKEN_CHECK_URL: 'http://127.0.0.1:9/debug_token',
    });
    try {
      const google = await signIn(broken, 'google', await googleToken());
      expect(google.statusCode).toBe(503);
      expect(google.json().code).toBe('unavailable');
      expect((await signIn(broken, 'facebook', 'fb-token-good-0001')).statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });
});
