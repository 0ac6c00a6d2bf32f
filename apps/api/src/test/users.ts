import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { hashToken, newToken } from '../lib/tokens';
import { hashPassword } from '../modules/accounts/password';
import { authTokens, users } from '../modules/accounts/table';

export type TestUser = { id: number; email: string; password: string; token: string; authorization: string };

/**
 * A confirmed customer with a valid bearer token, written straight to the database (for
 * tests of other modules that only need someone signed in).
 */
export async function createTestUser(
  database: Database,
  overrides: { email?: string; name?: string; password?: string; role?: 'customer' | 'staff' } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const [user] = await database.db
    .insert(users)
    .values({
      name: overrides.name ?? 'Test User',
      email,
      phone: '+34 600 000 000',
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'customer',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const token = newToken();
  await database.db.insert(authTokens).values({
    userId: user!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { id: user!.id, email, password, token, ...bearer(token) };
}

/** The header of a request signed in with `token`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * Signs in through `POST /api/login`, the way the storefront does (a new session); returns
 * the answer. Pass a fresh `remoteAddress` per call when a test must not hit the IP throttle.
 */
export function logIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress = '10.9.9.9',
) {
  return app.inject({ method: 'POST', url: '/api/login', payload: credentials, remoteAddress });
}
