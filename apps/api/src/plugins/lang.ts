import { type Lang, parseLang } from '@shop/shared';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The `lang` cookie's value (set by the storefront when the visitor picks a language). */
export function langCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  return /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader)?.[1];
}

/**
 * The request's language: `lang` header, else `?lang=`, else the `lang` cookie (the visitor's
 * choice, which lets the server render pages in it: docs/decisions/016-ssr.md), else English.
 */
export const langPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.lang;
      const query = (request.query as Record<string, unknown> | undefined)?.lang;
      const chosen =
        typeof header === 'string' && header
          ? header
          : typeof query === 'string' && query
            ? query
            : langCookie(request.headers.cookie);
      request.lang = parseLang(chosen);
      done();
    });
  },
  { name: 'lang' },
);
