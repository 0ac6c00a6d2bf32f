import fp from 'fastify-plugin';
import { translate } from '../lib/messages';

/** Control characters other than tab, line feed and carriage return: never text a person typed. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** Bidi embedding, override and isolate marks: used to disguise names and file names (U+202E). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Deeper than any body the API takes (the option tree is about ten levels): a JSON body of
 * thousands of nested arrays would otherwise exhaust the stack here (a 500).
 */
export const MAX_JSON_DEPTH = 64;

type Forbidden = { path: string; bidi: boolean; tooDeep?: boolean };

/**
 * The first string in a JSON value or query that holds a forbidden character, with its path;
 * or the path where the value nests deeper than MAX_JSON_DEPTH.
 */
export function findForbiddenText(value: unknown, path: string[] = []): Forbidden | null {
  if (path.length > MAX_JSON_DEPTH && value !== null && typeof value === 'object') {
    return { path: path.slice(0, 3).join('.'), bidi: false, tooDeep: true };
  }
  if (typeof value === 'string') {
    if (CONTROL.test(value)) return { path: path.join('.'), bidi: false };
    if (BIDI_CONTROL.test(value)) return { path: path.join('.'), bidi: true };
    return null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findForbiddenText(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findForbiddenText(key, [...path, key]) ?? findForbiddenText(item, [...path, key]);
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
      const found = findForbiddenText(request.query, ['query']) ?? findForbiddenText(request.body);
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
