import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/errors';

export type SocialProvider = 'google' | 'facebook';
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Who the provider says signed in. `email` is only set when the provider vouches for it. */
export type SocialIdentity = {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  name: string | null;
};

export type SocialVerifier = (token: string) => Promise<SocialIdentity>;
export type SocialVerifiers = Partial<Record<SocialProvider, SocialVerifier>>;

const invalid = (provider: SocialProvider) =>
  new AppError('business_rule', 'accounts.socialTokenInvalid', { provider: PROVIDER_NAMES[provider] });
const unavailable = (provider: SocialProvider) =>
  new AppError('unavailable', 'accounts.socialUnavailable', { provider: PROVIDER_NAMES[provider] });

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Google: the ID token's signature is checked against the JWKS (fetched and cached by jose),
 * then issuer, audience (our client id) and expiry. Never a trust of the posted e-mail:
 * only `email` of a verified token with `email_verified: true` is used.
 */
export function googleVerifier(options: {
  clientId: string;
  jwksUrl: string;
  issuer: string;
}): SocialVerifier {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  const audience = list(options.clientId);
  const issuer = list(options.issuer);
  return async (token) => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        audience,
        issuer,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout) throw unavailable('google');
      if (error instanceof joseErrors.JOSEError) throw invalid('google');
      // fetch failures of the JWKS (connection refused, DNS) are not the user's fault.
      throw unavailable('google');
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    return {
      provider: 'google',
      subject: String(payload.sub),
      email: email && verified ? email : null,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  };
}

async function getJson(url: URL, provider: SocialProvider): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(5000),
      headers: { accept: 'application/json' },
    });
  } catch {
    throw unavailable(provider);
  }
  if (response.status >= 500) throw unavailable(provider);
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/**
 * Facebook: the access token is checked with the token-check endpoint (Graph `debug_token`)
 * using our app's credentials: it must be valid and issued to our app id. The profile
 * (`/me?fields=id,name,email`, with `appsecret_proof`) must belong to the same user.
 * Facebook only returns confirmed e-mail addresses.
 */
export function facebookVerifier(options: {
  appId: string;
  appSecret: string;
  tokenCheckUrl: string;
  profileUrl: string;
}): SocialVerifier {
  return async (token) => {
    const check = new URL(options.tokenCheckUrl);
    check.searchParams.set('input_token', token);
    check.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
    const checked = await getJson(check, 'facebook');
    const data = (checked.body as { data?: Record<string, unknown> } | null)?.data;
    const userId = data?.user_id;
    if (
      checked.status !== 200 ||
      !data ||
      data.is_valid !== true ||
      String(data.app_id) !== options.appId ||
      (typeof userId !== 'string' && typeof userId !== 'number')
    ) {
      throw invalid('facebook');
    }
    if (typeof data.expires_at === 'number' && data.expires_at > 0 && data.expires_at * 1000 < Date.now()) {
      throw invalid('facebook');
    }

    const profileUrl = new URL(options.profileUrl);
    profileUrl.searchParams.set('fields', 'id,name,email');
    profileUrl.searchParams.set('access_token', token);
    profileUrl.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', options.appSecret).update(token).digest('hex'),
    );
    const profile = await getJson(profileUrl, 'facebook');
    const body = profile.body as { id?: unknown; name?: unknown; email?: unknown } | null;
    if (profile.status !== 200 || !body || String(body.id) !== String(userId)) throw invalid('facebook');
    return {
      provider: 'facebook',
      subject: String(userId),
      email:
        typeof body.email === 'string' && body.email.includes('@') ? body.email.trim().toLowerCase() : null,
      name: typeof body.name === 'string' ? body.name : null,
    };
  };
}

/** The providers that are configured; the others stay off (their endpoints answer 404). */
export function socialVerifiersFrom(env: Env): SocialVerifiers {
  const verifiers: SocialVerifiers = {};
  if (env.GOOGLE_CLIENT_ID) {
    verifiers.google = googleVerifier({
      clientId: env.GOOGLE_CLIENT_ID,
      jwksUrl: env.GOOGLE_JWKS_URL,
      issuer: env.GOOGLE_ISSUER,
    });
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    verifiers.facebook = facebookVerifier({
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      tokenCheckUrl: env.FACEBOOK_TOKEN_CHECK_URL,
      profileUrl: env.FACEBOOK_PROFILE_URL,
    });
  }
  return verifiers;
}
