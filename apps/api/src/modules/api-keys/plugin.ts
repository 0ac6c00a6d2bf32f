import { API_KEY_PREFIX, type ApiScope } from '@shop/shared/api/api-keys';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { countHit } from '../accounts';
import { assertTradeAccount, findKeyHolder, suspensionOf } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API key needs on this route. Only routes that declare one accept a key
     * (a key anywhere else is refused by plugins/auth.ts); on a public route (catalogue
     * reads) a request without a key still passes.
     */
    apiScope?: ApiScope;
  }
  interface FastifyRequest {
    /** The API key that authenticated the request (null for a session or a visitor). */
    apiKey: { id: number; scopes: ApiScope[] } | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of the reseller API (/api/reseller/*): an API key holding `scope`, or
     * the session of a trade account; either way the account's API access must not be
     * suspended. Keys are rate limited per key.
     */
    requireReseller: (scope: ApiScope) => onRequestHookHandler;
    /**
     * onRequest hook of a customer route a reseller's script may also call (answering a
     * proof): an API key holding `scope`, checked as on the reseller API, or else any
     * session (app.authenticate). The handler still checks that the caller owns the order.
     */
    authenticateOrKey: (scope: ApiScope) => onRequestHookHandler;
  }
}

/** `Bearer bp_live_…`: the key, else null (a session token or no header). */
export function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}

export type ApiKeysPluginOptions = { ratePerMinute: number };

/**
 * API keys on the routes that declare a scope (docs/decisions/052-api-keys-and-reseller-api.md):
 * `Authorization: Bearer bp_live_…` is looked up by its hash, refused when unknown or revoked
 * (401), suspended by staff, no longer a trade account or lacking the route's scope (403), and
 * counted against the key's limit per minute in the shared counters table, so every process
 * counts together; answers carry RateLimit-Limit, -Remaining and -Reset (seconds), a refusal
 * 429 with Retry-After too.
 */
export const apiKeysPlugin = fp<ApiKeysPluginOptions>(
  async (app, { ratePerMinute }) => {
    app.decorateRequest('apiKey', null);

    async function authenticateKey(
      request: FastifyRequest,
      reply: FastifyReply,
      secret: string,
      scope: ApiScope,
    ): Promise<void> {
      const holder = await findKeyHolder(app.db, secret);
      if (!holder) throw new AppError('unauthorized', 'apiKeys.invalid');
      if (holder.suspended !== null) throw suspendedError(holder.suspended);
      if (!holder.trade) throw new AppError('forbidden', 'apiKeys.tradeOnly');
      const { hits, secondsLeft } = await countHit(app.db, {
        key: `apikey:${holder.keyId}`,
        max: ratePerMinute,
        windowSeconds: 60,
      });
      const headers = {
        'ratelimit-limit': String(ratePerMinute),
        'ratelimit-remaining': String(Math.max(0, ratePerMinute - hits)),
        'ratelimit-reset': String(secondsLeft),
      };
      if (hits > ratePerMinute) {
        throw new AppError('rate_limited', 'apiKeys.rateLimited', { seconds: secondsLeft }, [], {
          ...headers,
          'retry-after': String(secondsLeft),
        });
      }
      reply.headers(headers);
      if (!holder.scopes.includes(scope)) throw new AppError('forbidden', 'apiKeys.missingScope', { scope });
      request.apiKey = { id: holder.keyId, scopes: holder.scopes };
      request.user = {
        id: holder.userId,
        role: 'customer',
        tokenId: 0,
        lang: holder.lang,
        authenticatedAt: 0,
      };
    }

    app.decorate('requireReseller', (scope: ApiScope) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const secret = presentedKey(request);
        if (secret) {
          await authenticateKey(request, reply, secret, scope);
          return;
        }
        await app.authenticate(request, reply);
        const user = request.user!;
        if (user.role !== 'customer') throw new AppError('forbidden', 'apiKeys.tradeOnly');
        await assertTradeAccount(app.db, user.id);
        const suspended = await suspensionOf(app.db, user.id);
        if (suspended !== null) throw suspendedError(suspended);
      };
    });

    app.decorate('authenticateOrKey', (scope: ApiScope) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const secret = presentedKey(request);
        if (secret) await authenticateKey(request, reply, secret, scope);
        else await app.authenticate(request, reply);
      };
    });

    // Public routes that declare a scope (catalogue reads): a request with a key must hold
    // the scope (and is counted); one without passes untouched, through a plain callback so
    // the hot cached reads pay no promise (docs/decisions/025-cheap-hot-reads.md).
    app.addHook('onRoute', (route) => {
      const scope = route.config?.apiScope;
      if (!scope) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      if (existing.length > 0) return; // The route authenticates itself (requireReseller).
      route.onRequest = [
        (request, reply, done) => {
          const secret = presentedKey(request);
          if (!secret) {
            done();
            return;
          }
          authenticateKey(request, reply, secret, scope).then(() => done(), done);
        },
      ];
    });
  },
  { name: 'api-keys', dependencies: ['auth', 'db'] },
);

function suspendedError(reason: string): AppError {
  return new AppError('forbidden', 'apiKeys.suspended', { reason: reason || '—' });
}
