import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { cachedSession, rememberSession } from '../lib/session-cache';
import { hashToken } from '../lib/tokens';
import { authTokens, users } from '../modules/accounts/table';

export type AuthUser = { id: number; role: 'customer' | 'staff'; tokenId: number; lang: 'en' | 'ar' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (or `optionalAuth`) when a valid bearer token came with the request. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid token is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a token, 403 unless the caller is staff. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads a token if present, never refuses. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Bearer tokens: random, stored hashed, expiring, revocable (decisions.md "Auth"). */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);

    async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
      const token = bearerToken(request);
      if (!token || token.length > 200) return null;
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
      const { expiresAt, ...user } = row;
      rememberSession(tokenHash, user, expiresAt);
      return user;
    }

    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.user = await resolve(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await resolve(request);
      if (!request.user) throw new AppError('unauthorized', 'error.unauthorized');
    });
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      request.user = await resolve(request);
      if (!request.user) throw new AppError('unauthorized', 'error.unauthorized');
      if (request.user.role !== 'staff') throw new AppError('forbidden', 'error.forbidden');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
