import type { Lang } from '@shop/shared';
import { API_KEY_PREFIX } from '@shop/shared/api/api-keys';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { AppError } from '../lib/errors';
import { cachedSession, rememberSession } from '../lib/session-cache';
import {
  clearSessionCookie,
  isSameOriginRequest,
  isTrustedOrigin,
  isWrite,
  requestSourceOrigin,
  SESSION_COOKIE,
  type SessionCookieSettings,
} from '../lib/session-cookie';
import { hashToken } from '../lib/tokens';
import { authTokens, users } from '../modules/accounts';

export type AuthUser = {
  id: number;
  role: 'customer' | 'staff';
  tokenId: number;
  lang: Lang;
  /** When the session's holder last gave the password (epoch ms): see requireRecentAuth. */
  authenticatedAt: number;
};

/**
 * How recent a staff member's password must be for a money action
 * (docs/decisions/027-account-takeover.md).
 */
export const REAUTH_WINDOW_MS = 15 * 60_000;
/** A session's last use is written at most this often, so reads do not each cost a write. */
export const LAST_USE_WRITE_MS = 60_000;

/**
 * preHandler of staff money actions (after `requireStaff`): 403 `reauth_required` unless
 * the password was given within REAUTH_WINDOW_MS, by signing in or with POST
 * /api/admin/reauth. A stolen session alone then cannot move money.
 */
export async function requireRecentAuth(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw new AppError('unauthorized', 'error.unauthorized');
  if (Date.now() - user.authenticatedAt > REAUTH_WINDOW_MS) {
    throw new AppError('reauth_required', 'accounts.reauthRequired');
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (or `optionalAuth`) when a valid session token came with the request. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook: 401 unless a valid token is sent. Routes take it as `onRequest`, so a
     * caller without a session gets 401 before its body is read or validated (never a 400
     * that tells a stranger how the body should look) and sends no upload for nothing.
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 without a token, 403 unless the caller is staff (as `authenticate`). */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads a token if present, never refuses (except a cross-site cookie write). */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of the routes that set the session cookie (login, social sign-in): 403 when
     * a browser says the request comes from another site, so no page can sign a visitor in
     * to an account of its choosing. Requests without Origin or Referer (other clients) pass.
     */
    refuseCrossSite: (request: FastifyRequest) => Promise<void>;
    /**
     * Whether a GET that the spec makes write (`GET /api/coupon`) may write for this request:
     * always with a bearer token (never sent by a browser on its own), with the session cookie
     * only when the browser says the request comes from the shop's own pages.
     */
    mayWriteOnGet: (request: FastifyRequest) => boolean;
    /** The settings of the session cookie (lib/session-cookie.ts). */
    sessionCookie: SessionCookieSettings;
  }
}

type Credential = { token: string; from: 'bearer' | 'cookie' };

/**
 * A bearer header wins over the cookie: it is what a non-browser client chose to send. The
 * Cookie header is parsed here, on the routes that need a session, not on every request.
 */
function credentialOf(
  request: FastifyRequest,
  parseCookie: (header: string) => Record<string, string | undefined>,
): Credential | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return match?.[1] ? { token: match[1], from: 'bearer' } : null;
  }
  const cookies = request.headers.cookie;
  const cookie = cookies?.includes(SESSION_COOKIE) ? parseCookie(cookies)[SESSION_COOKIE] : undefined;
  return cookie ? { token: cookie, from: 'cookie' } : null;
}

/**
 * Sessions: random tokens, stored hashed, expiring, revocable (docs/product.md#accounts), sent as
 * `Authorization: Bearer` by API clients or as the httpOnly session cookie by the storefront.
 * The cookie travels by itself, so a write it authenticates must come from the shop's own
 * pages (CSRF; docs/decisions/014-cookie-sessions.md). A bearer token is never ambient and
 * needs no such check.
 */
export const authPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const settings: SessionCookieSettings = { publicUrl: env.PUBLIC_URL, ttlHours: env.TOKEN_TTL_HOURS };
    app.decorate('sessionCookie', settings);
    app.decorateRequest('user', null);

    function assertSameSite(request: FastifyRequest, { required }: { required: boolean }): void {
      const origin = requestSourceOrigin(request);
      if (origin === undefined && !required) return;
      if (!origin || !isTrustedOrigin(origin, request, env.PUBLIC_URL)) {
        throw new AppError('forbidden', 'error.crossSite');
      }
    }

    const staffTtlMs = env.STAFF_SESSION_TTL_HOURS * 3600_000;
    const staffIdleMs = env.STAFF_SESSION_IDLE_HOURS * 3600_000;

    /**
     * Until when a session may be used: its expiry, and for staff also STAFF_SESSION_TTL_HOURS
     * after sign-in and STAFF_SESSION_IDLE_HOURS after its last use (decision 027). Checked
     * here rather than only stamped at sign-in, so sessions made before the setting, or
     * before a promotion, follow it too.
     */
    function usableUntil(row: { role: string; expiresAt: Date; createdAt: Date }, lastUsed: number): number {
      const expires = row.expiresAt.getTime();
      if (row.role !== 'staff') return expires;
      return Math.min(expires, row.createdAt.getTime() + staffTtlMs, lastUsed + staffIdleMs);
    }

    async function lookUp(token: string): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const tokenHash = hashToken(token);
      const cached = cachedSession<AuthUser>(tokenHash);
      if (cached) return cached;
      const [row] = await app.db
        .select({
          id: users.id,
          role: users.role,
          tokenId: authTokens.id,
          lang: users.preferredLang,
          expiresAt: authTokens.expiresAt,
          createdAt: authTokens.createdAt,
          lastUsedAt: authTokens.lastUsedAt,
          authenticatedAt: authTokens.authenticatedAt,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row) return null;
      const now = Date.now();
      let lastUsed = row.lastUsedAt.getTime();
      if (usableUntil(row, lastUsed) <= now) return null;
      if (row.role === 'staff' && now - lastUsed >= LAST_USE_WRITE_MS) {
        // Only staff sessions have an idle limit, so only they pay for this (cache misses only).
        await app.db
          .update(authTokens)
          .set({ lastUsedAt: sql`now()` })
          .where(
            and(
              eq(authTokens.id, row.tokenId),
              lt(authTokens.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USE_WRITE_MS / 1000})`),
            ),
          );
        lastUsed = now;
      }
      const user: AuthUser = {
        id: row.id,
        role: row.role,
        tokenId: row.tokenId,
        lang: row.lang,
        authenticatedAt: row.authenticatedAt.getTime(),
      };
      rememberSession(tokenHash, user, new Date(usableUntil(row, lastUsed)));
      return user;
    }

    async function resolve(request: FastifyRequest, reply: FastifyReply): Promise<AuthUser | null> {
      const credential = credentialOf(request, app.parseCookie);
      if (!credential) return null;
      // An API key is no session: it reaches only the routes that declare a scope
      // (modules/api-keys), never staff routes, account settings or key management.
      if (credential.from === 'bearer' && credential.token.startsWith(API_KEY_PREFIX)) {
        throw new AppError('forbidden', 'apiKeys.notForThisRoute');
      }
      if (credential.from === 'cookie' && isWrite(request)) assertSameSite(request, { required: true });
      const user = await lookUp(credential.token);
      // A dead cookie is dropped, so the browser stops sending it (and page caches see a visitor).
      if (!user && credential.from === 'cookie') clearSessionCookie(reply, settings);
      return user;
    }

    app.decorate('optionalAuth', async (request: FastifyRequest, reply: FastifyReply) => {
      request.user = await resolve(request, reply);
    });
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      request.user = await resolve(request, reply);
      if (!request.user) throw new AppError('unauthorized', 'error.unauthorized');
    });
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      request.user = await resolve(request, reply);
      if (!request.user) throw new AppError('unauthorized', 'error.unauthorized');
      if (request.user.role !== 'staff') throw new AppError('forbidden', 'error.forbidden');
    });
    app.decorate('refuseCrossSite', async (request: FastifyRequest) => {
      assertSameSite(request, { required: false });
    });
    app.decorate('mayWriteOnGet', (request: FastifyRequest) =>
      // A bearer header wins over the cookie in credentialOf: the same test decides here.
      request.headers.authorization ? true : isSameOriginRequest(request, env.PUBLIC_URL),
    );
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
);
