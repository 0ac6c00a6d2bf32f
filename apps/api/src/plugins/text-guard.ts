import { unsafeTextKind } from '@shop/shared/text-safety';
import fp from 'fastify-plugin';
import { translate } from '../lib/messages';

/**
 * Deeper than any body the API takes (the option tree is about ten levels): a JSON body of
 * thousands of nested arrays would otherwise exhaust the stack here (a 500).
 */
export const MAX_JSON_DEPTH = 64;

type Forbidden = { path: string; bidi: boolean; tooDeep?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level JSON body fields the route checks itself, with a rule of its own and its own
     * status (the purchase-order number: 422 in the caller's language, orders/purchase-order.ts).
     */
    ownTextCheck?: readonly string[];
  }
}

/** The body without the fields its route checks itself. */
function guardedBody(body: unknown, own: readonly string[] | undefined): unknown {
  if (!own || own.length === 0 || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of own) delete rest[key];
  return rest;
}

/**
 * The first string in a JSON value or query that holds a forbidden character (a control
 * character other than tab and line breaks, or a bidi mark; @shop/shared/text-safety), with
 * its path; or the path where the value nests deeper than MAX_JSON_DEPTH. Every request with
 * a query or a body passes here: the path is one array, joined only when something is found.
 */
export function findForbiddenText(value: unknown, path: string[] = []): Forbidden | null {
  if (path.length > MAX_JSON_DEPTH && value !== null && typeof value === 'object') {
    return { path: path.slice(0, 3).join('.'), bidi: false, tooDeep: true };
  }
  if (typeof value === 'string') {
    const kind = unsafeTextKind(value);
    return kind ? { path: path.join('.'), bidi: kind === 'bidi' } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(String(i));
      const found = findForbiddenText(value[i], path);
      path.pop();
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      path.push(key);
      const found =
        findForbiddenText(key, path) ?? findForbiddenText((value as Record<string, unknown>)[key], path);
      path.pop();
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses, before any route runs, a JSON body or query string that carries a NUL or another
 * control character, or a bidi override, in any field: a 400 naming the field, instead of a
 * database error (NUL) or a disguised name in an e-mail (U+202E). Multipart fields are
 * checked where they are read (uploads/store.ts and the route schemas). Storefront pages
 * (GET outside /api) are left to render.
 */
export const textGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', (request, reply, done) => {
      // A storefront page read (not /api) stores nothing: it renders, and the API requests it
      // makes while rendering are checked here like any other. A JSON error is no page.
      if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
        done();
        return;
      }
      const found =
        findForbiddenText(request.query, ['query']) ??
        findForbiddenText(guardedBody(request.body, request.routeOptions.config?.ownTextCheck));
      if (!found) {
        done();
        return;
      }
      const field = found.path || 'body';
      const key = found.tooDeep
        ? 'field.tooDeep'
        : found.bidi
          ? 'field.bidiControl'
          : 'field.controlCharacter';
      const line = translate(key, request.lang, { field, max: MAX_JSON_DEPTH });
      reply
        .status(400)
        .type('application/json; charset=utf-8')
        .send({
          status: false,
          code: 'validation_error',
          message: translate('error.validation', request.lang),
          errors: [line],
        });
    });
  },
  { name: 'text-guard', dependencies: ['lang'] },
);
